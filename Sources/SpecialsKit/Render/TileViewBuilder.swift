import Foundation

/// Turns a week's specials and their packed positions into what the tile template shows.
struct TileViewBuilder {
    var config: SiteConfig
    var links: SiteLinks
    var images: [String: LocalImage] = [:]

    /// The tiles of `placed` (a week's specials with their places), whose figures are `texts`.
    func tiles(_ placed: [PlacedSpecial], texts: [SpecialText]) -> [TileView] {
        zip(placed, texts).map { placed, text in
            let positions = placed.places.enumerated().map { variant, place in
                "--c\(variant):\(place.x + 1)/span \(place.width);--r\(variant):\(place.y + 1)/span \(place.height)"
            }
            return tile(placed.special, text: text, positions: positions)
        }
    }

    /// The grid's size in every layout, as CSS custom properties.
    func gridStyle(_ layout: ResponsiveLayout) -> String {
        layout.variants.enumerated().map { index, variant in
            "--cols\(index):\(variant.layout.columns);--rows\(index):\(variant.layout.height)"
        }.joined(separator: ";")
    }

    /// The tile for `item`, shown with `text`, placed by `positions` (its grid position in each layout, as CSS).
    func tile(_ item: FeedItem, text: SpecialText, positions: [String]) -> TileView {
        let name = NameWords(item.name)
        let style = (["--w:\(item.width);--h:\(item.height);--word:\(name.cssValue)"] + positions).joined(separator: ";")
        let imageSource = item.image.map(source)
        let kind: String
        if item.width <= config.imageOnlyMaxWidth, imageSource != nil {
            kind = "image"
        } else if item.width <= config.textOnlyMaxWidth || imageSource == nil {
            kind = "text"
        } else {
            kind = "full"
        }
        // An image-only tile says everything in its alt text.
        var alt = item.name
        if kind == "image" {
            alt += ", \(text.price)"
            if let original = text.originalPrice { alt += ", was \(original)" }
        }
        return TileView(
            kind: kind,
            isWide: kind == "full" && item.width >= 2 * item.height,
            width: item.width,
            height: item.height,
            style: style,
            image: kind == "text" ? nil : imageSource.map { TileView.Image(src: $0, alt: alt, width: item.width * 24, height: item.height * 24) },
            name: item.name,
            nameWords: name.words,
            price: text.price,
            originalPrice: text.originalPrice,
            saving: text.saving,
            size: text.size,
            unitPrice: text.unitPrice
        )
    }

    private func source(_ image: ImageSource) -> String {
        links.image(image, downloaded: images, absolute: false)
    }
}
