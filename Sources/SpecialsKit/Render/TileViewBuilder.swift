import Foundation

/// Turns a week's specials in their places into what the tile template shows.
struct TileViewBuilder {
    /// How the site says things; its settings.
    var siteText: SiteText
    var links: SiteLinks
    var images = TileImages()

    private var config: SiteConfig { siteText.config }

    /// The tiles of a packed week, whose specials' figures are `texts`. The first special's image loads
    /// at once and first; every other image loads when the shopper nears it, at the width its box has
    /// then (`sizes="auto"`).
    func tiles(_ week: PackedWeek, file: String, texts: [SpecialText], standings: [ItemStanding]) -> [TileView] {
        zip(week.specials, texts).enumerated().map { index, pair in
            let (placed, text) = pair
            let positions = placed.places.enumerated().map { variant, place in
                "--c\(variant):\(place.x + 1)/span \(place.width);--r\(variant):\(place.y + 1)/span \(place.height)"
            }
            return tile(placed, text: text, positions: positions, picture: images.picture(week: file, index: index), isFirst: index == 0,
                        href: links.item(standings[index].slug))
        }
    }

    /// The grid's size in every layout, as CSS custom properties.
    func gridStyle(_ layout: ResponsiveLayout) -> String {
        layout.variants.enumerated().map { index, variant in
            "--cols\(index):\(variant.layout.columns);--rows\(index):\(variant.layout.height)"
        }.joined(separator: ";")
    }

    /// The tile for `placed`, shown with `text`, placed by `positions` (its grid position in each layout, as CSS).
    func tile(_ placed: PlacedSpecial, text: SpecialText, positions: [String], picture: Picture?, isFirst: Bool, href: String) -> TileView {
        let item = placed.special
        let name = NameWords(item.name)
        var sizing = "--w:\(item.width);--h:\(item.height);--word:\(name.cssValue)"
        if let unitPrice = text.unitPrice {
            // The size and unit price line (as tile.mustache writes it) is set small enough for its widest
            // unbreakable stretch to fit the tile.
            let line = [text.size, unitPrice].compactMap { $0 }.joined(separator: " · ")
            sizing += ";--unit:\(NameWords.cssValue(NameWords.longestRun(line)))"
        }
        let style = ([sizing] + positions).joined(separator: ";")
        let kind = TileKind(width: item.width, height: item.height, hasImage: images.shows(item.image), config: config)
        // An image-only tile says everything in its alt text.
        var alt = item.name
        if kind == .image {
            alt += ", \(text.price)"
            if let original = text.originalPrice { alt += ", \(text.wasLabel) \(original)" }
        }
        return TileView(
            kind: kind == .wide ? TileKind.full.rawValue : kind.rawValue,
            isWide: kind == .wide,
            width: item.width,
            height: item.height,
            style: style,
            image: kind == .text ? nil : item.image.map { image(placed, source: $0, picture: picture, alt: alt, isFirst: isFirst) },
            name: item.name,
            nameWords: name.words,
            price: text.price,
            originalPrice: text.originalPrice,
            wasLabel: text.wasLabel,
            wasVisible: text.wasVisible,
            saving: text.saving,
            size: text.size,
            unitPrice: text.unitPrice,
            lowest: text.lowest,
            href: href,
            linkLabel: siteText.words("tile_link", ["name": item.name, "price": text.price])
        )
    }

    private func image(_ placed: PlacedSpecial, source: ImageSource, picture: Picture?, alt: String, isFirst: Bool) -> TileView.Image {
        guard let picture else {
            // Shown as it is: SVG, a remote image linked, or any image without a codec. The tile's box at
            // 24 px a canvas unit reserves the space.
            let src = images.asIs[source].map(links.asset) ?? {
                if case let .remote(url) = source { return url }
                if case let .local(path) = source { return links.asset(path) }
                return ""
            }()
            return TileView.Image(src: src, alt: alt, width: placed.special.width * 24, height: placed.special.height * 24,
                                  eager: isFirst, highPriority: isFirst)
        }
        let srcset = { (candidates: [Picture.Candidate]) in
            candidates.map { "\(links.asset($0.path)) \($0.width)w" }.joined(separator: ", ")
        }
        let first = picture.fallback[0]
        return TileView.Image(
            src: links.asset(first.path), alt: alt, width: first.width, height: first.height, eager: isFirst, highPriority: isFirst,
            isPicture: true, srcset: srcset(picture.fallback), sizes: picture.sizes,
            sources: picture.sources.map { TileView.Source(type: $0.format.mimeType, srcset: srcset($0.candidates), sizes: picture.sizes) }
        )
    }
}
