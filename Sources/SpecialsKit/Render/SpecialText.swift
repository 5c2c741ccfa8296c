import Foundation

/// One special's figures as shoppers read them, formatted once per build for every place that shows
/// the special: its tile, its Atom entry.
struct SpecialText: Sendable, Equatable {
    var price: String
    /// The price before, shown struck through; nil when the special is no discount.
    var originalPrice: String?
    /// "Save $1.00 (25%)".
    var saving: String?
    /// "4 lb", "1,5 L" in the site's locale.
    var size: String?
    /// "$0.323/oz".
    var unitPrice: String?

    init(_ item: FeedItem, config: SiteConfig) {
        let format = config.moneyFormat
        price = format.string(item.price)
        originalPrice = item.originalPrice.map(format.string)
        if let original = item.originalPrice {
            // Rounded down: only a free item saves 100%, and a saving under 1% shows no percentage.
            var exact = (original.amount - item.price.amount) / original.amount * 100
            var percent = Decimal()
            NSDecimalRound(&percent, &exact, 0, .down)
            let whole = NSDecimalNumber(decimal: percent).intValue
            saving = "Save \(format.string(original - item.price))" + (whole > 0 ? " (\(format.percentString(whole)))" : "")
        }
        size = item.size?.text(for: config.locale)
        unitPrice = item.size.map { UnitPrice(price: item.price, quantity: $0, pricing: config.unitPricing).text(format) }
    }
}
