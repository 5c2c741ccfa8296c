import Foundation

/// Turns a week's specials in their places into what the tile template shows.
struct TileViewBuilder {
    /// How the site says things; its settings.
    var siteText: SiteText
    var links: SiteLinks
    var images = TileImages()

    private var config: SiteConfig { siteText.config }
    /// The build's hyphenation of names, or the system's outside a build.
    private var hyphenation: NameHyphenation { config.hyphenation?.names ?? .system(config.locale) }

    /// The tiles of a packed week, whose specials' figures are `texts`. The first special's image loads
    /// at once and first; every other image loads when the shopper nears it, at the width its box has
    /// then (`sizes="auto"`).
    /// `indices` are the specials' places in the week `file` when these are some of them (a department's).
    /// `list` is the week the shopper's list keeps them as of, and its validity in words.
    func tiles(
        _ week: PackedWeek, file: String, texts: [SpecialText], standings: [ItemStanding], indices: [Int]? = nil,
        list: (week: Week, validity: String)
    ) -> [TileView] {
        zip(week.specials, texts).enumerated().map { place, pair in
            let index = indices?[place] ?? place
            let (placed, text) = pair
            var tile = tile(
                placed, text: text, place: place + 1, layout: week.layout,
                picture: images.picture(week: file, index: index),
                shownFrom: images.shownFrom(week: file, index: index), isFirst: place == 0,
                href: links.item(standings[place].slug))
            tile.listItem =
                ListEntry(
                    placed.special, slug: standings[place].slug, text: text, week: list.week,
                    validity: list.validity, minorUnits: config.moneyFormat.minorUnits
                ).json
            return tile
        }
    }

    /// What each tile of a packed week needs from the page's own stylesheet (`WeekStyleView`), in the
    /// order of `tiles`: its grid position in every layout and on a phone, the widths its lines are sized
    /// by, and where its picture is left out, as CSS custom properties.
    func styles(_ week: PackedWeek, file: String, texts: [SpecialText], indices: [Int]? = nil) -> [String] {
        let phones = PhoneTiles(week, texts: texts)
        return zip(week.specials, texts).enumerated().map { place, pair in
            let index = indices?[place] ?? place
            let (placed, text) = pair
            let item = placed.special
            let phone = phones.places[place]
            let positions =
                placed.places.enumerated().map { variant, place in
                    "--c\(variant):\(place.x + 1)/span \(place.width);--r\(variant):\(place.y + 1)/span \(place.height)"
                } + ["--pc:\(phone.column + 1)/span \(phone.span);--pr:\(phone.row + 1)"
                    + (phone.span == 2 ? ";--pm:\(phones.least)px" : "")]
            var style = [Self.fitted(item, text: text, unitWithPrice: config.isEU, hyphenation: hyphenation).sizing]
            style += positions
            if images.shows(item.image), item.image != nil {
                let kind = TileKind(
                    width: item.width, height: item.height, hasImage: true, config: config,
                    hasUnitPrice: item.size != nil)
                let minWidths = week.layout.variants.map(\.breakpoint.minWidth)
                style.append(
                    Self.imageStyle(
                        picture: images.picture(week: file, index: index), minWidths: minWidths,
                        shownFrom: images.shownFrom(week: file, index: index)
                            ?? minWidths.map { kind == .text ? Int.max : $0 }, phoneGrowth: phones.growth[place]))
            }
            return style.filter { !$0.isEmpty }.joined(separator: ";")
        }
    }

    /// The grid's size in every layout, as CSS custom properties.
    func gridStyle(_ layout: ResponsiveLayout) -> String {
        layout.variants.enumerated().map { index, variant in
            "--cols\(index):\(variant.layout.columns);--rows\(index):\(variant.layout.height)"
        }.joined(separator: ";")
    }

    /// The tile for `placed`, shown with `text`, the `place`th of its grid (from 1), which the page's own
    /// stylesheet places (`styles`).
    func tile(
        _ placed: PlacedSpecial, text: SpecialText, place: Int, layout: ResponsiveLayout, picture: Picture?,
        shownFrom: [Int]?, isFirst: Bool, href: String
    ) -> TileView {
        let item = placed.special
        let kind = TileKind(
            width: item.width, height: item.height, hasImage: images.shows(item.image), config: config,
            hasUnitPrice: item.size != nil)
        // An image-only tile says everything in its alt text.
        var alt = item.name
        if kind == .image {
            alt += ", \(text.offer)"
            if let original = text.originalPrice { alt += ", \(text.wasLabel) \(original)" }
        }
        // A text-only tile with an image shows it on a phone alone.
        let image =
            !images.shows(item.image)
            ? nil
            : item.image.map { source in
                self.image(
                    placed, source: source, picture: picture, alt: alt, isFirst: isFirst,
                    minWidths: layout.variants.map(\.breakpoint.minWidth),
                    shownFrom: shownFrom ?? layout.variants.map { kind == .text ? Int.max : $0.breakpoint.minWidth })
            }
        let fitted = Self.fitted(item, text: text, unitWithPrice: config.isEU, hyphenation: hyphenation)
        return TileView(
            kind: kind == .wide ? TileKind.full.rawValue : kind.rawValue,
            isWide: kind == .wide,
            width: item.width,
            height: item.height,
            place: place,
            image: image,
            name: item.name,
            nameWords: fitted.words,
            price: text.price,
            priceLabel: text.priceLabel,
            regularPrice: text.regularPrice,
            regularLabel: text.regularLabel,
            deal: text.deal,
            originalPrice: text.originalPrice,
            wasLabel: text.wasLabel,
            wasVisible: text.shortSaving == nil && text.wasVisible,
            wasMark: text.shortSaving == nil ? nil : text.wasMark ?? SpecialText.mark,
            saving: text.shortSaving ?? text.saving,
            unitWithPrice: config.isEU,
            size: text.size,
            unitPrice: text.unitPrice,
            lowest: text.lowest,
            href: href,
            linkLabel: siteText.words("tile_link", ["name": item.name, "price": text.offer]),
            department: item.department.map(config.departmentName)
        )
    }

    /// What a tile's text needs to fit, which depends on its words and its size alone: the sizing
    /// (`sizing`) and the name's words (`words`). Measuring them was a twentieth of a chain's weekly
    /// build, for the same specials on the pages of every depth and every store with an ad of its own, so
    /// they are measured once per build.
    static func fitted(
        _ item: FeedItem, text: SpecialText, unitWithPrice: Bool, hyphenation: NameHyphenation
    ) -> (sizing: String, words: [String]) {
        let key = FittedText(
            name: item.name, width: item.width, height: item.height, text: text, unitWithPrice: unitWithPrice,
            hyphenation: hyphenation.serial)
        return fittings.value(key) {
            var name = NameWords(item.name)
            name.words = name.words.map(hyphenation.hyphenated)
            return (sizing(item, name: name, text: text, unitWithPrice: unitWithPrice), name.words)
        }
    }

    private struct FittedText: Hashable, Sendable {
        var name: String
        var width: Int
        var height: Int
        var text: SpecialText
        var unitWithPrice: Bool
        /// The build's hyphenation (`NameHyphenation.serial`): another dictionary breaks the words
        /// elsewhere, and each build learns every word it shows.
        var hyphenation: Int
    }

    private static let fittings = Memo<FittedText, (sizing: String, words: [String])>(limit: 16384)

    /// The widths in ems the stylesheet sizes the tile's lines by (each line's widest unbreakable
    /// stretch, as tile.mustache writes the line): --word for the name, --price (a card
    /// deal's two prices), --unit (or --keep, where the unit price shares the price's block), --deal (the
    /// deal in words), --save (the saving with its reference price) and --low.
    static func sizing(_ item: FeedItem, name: NameWords, text: SpecialText, unitWithPrice: Bool) -> String {
        var sizing = "--w:\(item.width);--h:\(item.height);--word:\(name.cssValue)"
        let lines: [(String, String?)] = [
            ("price", [text.price, text.regularPrice].compactMap { $0 }.joined(separator: " ")),
            (unitWithPrice ? "keep" : "unit", text.unitLine),
            ("deal", text.deal),
            ("save", text.savingLine),
            ("low", text.lowest),
        ]
        for case (let variable, let line?) in lines {
            // The unit price is set in the regular weight: its stretches are that share of the bold widths.
            let scale = variable == "keep" || variable == "unit" ? regularShare : 1
            sizing += ";--\(variable):\(NameWords.cssValue(NameWords.longestRun(line) * scale))"
        }
        return sizing
    }

    /// The regular weight's widths as a share of the bold ones `NameWords` gives: DejaVu Sans, the widest
    /// common sans-serif, sets "1 l = 0,86 €" at 5.89 em where the bold estimate says 6.47.
    static let regularShare = 0.92

    /// Where a tile's picture is left out and how tall it is drawn, for its style: --pvN, below which
    /// layout N shows no picture, --pmin, the height that draws a landscape picture at the smallest size,
    /// and on a phone --pg and --pa (`phoneGrowth`: how much taller its row lets it be).
    static func imageStyle(picture: Picture?, minWidths: [Int], shownFrom: [Int], phoneGrowth: Int = 0) -> String {
        var style = hiding(shownFrom, minWidths: minWidths).style
        let first = picture?.fallback.first
        if let first, first.width > first.height {
            let height = Double(ThemeGeometry.smallestPicture) * Double(first.height) / Double(first.width)
            style.append("--pmin:\(PictureSlot.number((height * 100).rounded(.up) / 100))px")
        }
        // On a phone the picture may grow into its row's room (--pg, its box's most height), no further
        // than its renditions are sized for, nor than it fills the tile's width (--pa, its aspect: a
        // picture whose shape the build does not know is taken as square).
        let growth = min(phoneGrowth, picture?.phoneGrowth ?? phoneGrowth)
        if growth > 0 {
            style.append("--pg:\(ThemeGeometry.phonePicture + growth)px")
            if let first, first.width != first.height {
                style.append("--pa:\(PictureSlot.number(Double(first.width) / Double(first.height)))")
            }
        }
        return style.joined(separator: ";")
    }

    /// The tile's image: a `<picture>` of its renditions, with nothing to fetch on the screens where it is
    /// left out (`hiding`).
    private func image(
        _ placed: PlacedSpecial, source: ImageSource, picture: Picture?, alt: String, isFirst: Bool,
        minWidths: [Int], shownFrom: [Int]
    ) -> TileView.Image {
        let hiddenMedia = Self.hiding(shownFrom, minWidths: minWidths).media
        guard let picture else {
            // Shown as it is: SVG, a remote image linked, or any image without a codec. The tile's box at
            // 24 px a canvas unit reserves the space.
            let src =
                images.asIs[source].map(links.asset)
                ?? {
                    if case .remote(let url) = source { return url }
                    if case .local(let path) = source { return links.asset(path) }
                    return ""
                }()
            let view = TileView.Image(
                src: src, alt: alt, width: placed.special.width * 24, height: placed.special.height * 24,
                eager: isFirst, highPriority: isFirst, isPicture: hiddenMedia != nil, hiddenMedia: hiddenMedia)
            return view
        }
        let srcset = { (candidates: [Picture.Candidate]) in
            candidates.map { "\(links.asset($0.path)) \($0.width)w" }.joined(separator: ", ")
        }
        let first = picture.fallback[0]
        let view = TileView.Image(
            src: links.asset(first.path), alt: alt, width: first.width, height: first.height, eager: isFirst,
            highPriority: isFirst,
            isPicture: true, srcset: srcset(picture.fallback), sizes: picture.sizes,
            sources: picture.sources.map {
                TileView.Source(type: $0.format.mimeType, srcset: srcset($0.candidates), sizes: picture.sizes)
            },
            hiddenMedia: hiddenMedia
        )
        return view
    }

    /// Where a picture is not drawn: --pvN for each layout N that starts without it, and the media query
    /// list of those screens (nil when it is drawn on every screen). A phone always draws it.
    static func hiding(_ shownFrom: [Int], minWidths: [Int]) -> (style: [String], media: String?) {
        var style: [String] = []
        var media: [String] = []
        for (index, from) in shownFrom.enumerated() {
            let start = max(minWidths[index], ThemeGeometry.phoneWidth)
            guard from > start else { continue }
            style.append("--pv\(index):\(from == Int.max ? 100_000 : from)px")
            var conditions = ["screen", "(min-width: \(start)px)"]
            if from != Int.max { conditions.append("(max-width: \(from - 1).98px)") }
            media.append(conditions.joined(separator: " and "))
        }
        return (style, media.isEmpty ? nil : media.joined(separator: ", "))
    }
}
