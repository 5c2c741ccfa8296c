import Foundation

/// Turns a week's specials and their packed positions into what the tile template shows.
struct TileViewBuilder {
    var config: SiteConfig
    var links: SiteLinks
    var images: [String: LocalImage] = [:]

    func tiles(for week: Week, layout: ResponsiveLayout) -> [TileView] {
        week.specials.enumerated().map { index, item in
            let positions = layout.variants.enumerated().map { variant, packed in
                let placement = packed.layout.placements[index]
                return "--c\(variant):\(placement.x + 1)/span \(placement.width);--r\(variant):\(placement.y + 1)/span \(placement.height)"
            }
            return tile(item, positions: positions)
        }
    }

    /// The grid's size in every layout, as CSS custom properties.
    func gridStyle(_ layout: ResponsiveLayout) -> String {
        layout.variants.enumerated().map { index, variant in
            "--cols\(index):\(variant.layout.columns);--rows\(index):\(variant.layout.height)"
        }.joined(separator: ";")
    }

    /// The tile for `item`, placed by `positions` (its grid position in each layout, as CSS).
    func tile(_ item: FeedItem, positions: [String]) -> TileView {
        let name = NameWords(item.name)
        let style = (["--w:\(item.width);--h:\(item.height);--word:\(name.cssValue)"] + positions).joined(separator: ";")
        let format = config.moneyFormat
        let price = format.string(item.price)
        let imageSource = item.image.map(source)
        let kind: String
        if item.width <= config.imageOnlyMaxWidth, imageSource != nil {
            kind = "image"
        } else if item.width <= config.textOnlyMaxWidth || imageSource == nil {
            kind = "text"
        } else {
            kind = "full"
        }
        let unitPrice = item.size.map { UnitPrice(price: item.price, quantity: $0, pricing: config.unitPricing) }
        var saving: String?
        if let original = item.originalPrice {
            // Rounded down: only a free item saves 100%, and a saving under 1% shows no percentage.
            var exact = (original.amount - item.price.amount) / original.amount * 100
            var percent = Decimal()
            NSDecimalRound(&percent, &exact, 0, .down)
            let whole = NSDecimalNumber(decimal: percent).intValue
            saving = "Save \(format.string(original - item.price))" + (whole > 0 ? " (\(format.percentString(whole)))" : "")
        }
        // An image-only tile says everything in its alt text.
        var alt = item.name
        if kind == "image" {
            alt += ", \(price)"
            if let original = item.originalPrice { alt += ", was \(format.string(original))" }
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
            price: price,
            originalPrice: item.originalPrice.map(format.string),
            saving: saving,
            size: item.size?.text(for: config.locale),
            unitPrice: unitPrice?.text(format)
        )
    }

    private func source(_ image: ImageSource) -> String {
        links.image(image, downloaded: images, absolute: false)
    }
}
