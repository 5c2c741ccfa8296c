import Foundation

/// One special's figures as shoppers read them, formatted once per build for every place that shows
/// the special: its tile, its Atom entry.
///
/// The struck-through price and the saving are measured against `original_price`, except on a site in
/// the European Union, where a reduction must be stated against the lowest price of the last 30 days:
/// the feed's `lowest_30_day_price`, else the lowest of the site's own earlier weeks in those days and
/// the regular price. A special that is not below it shows one price and no saving. Without either,
/// the struck price is labelled for what it is, the price before ("vorher"), never implying the
/// 30-day reference.
struct SpecialText: Sendable, Equatable {
    var price: String
    /// The price struck through; nil when the special is no discount.
    var originalPrice: String?
    /// What the struck price is: "was", "vorher", "niedrigster Preis der letzten 30 Tage".
    var wasLabel: String
    /// Whether that label shows (in the EU it must), or is for screen readers only.
    var wasVisible: Bool
    /// "Save $1.00 (25%)", "Sie sparen 0,20 € (16 %)".
    var saving: String?
    /// "4 lb", "1,5 l", "12 Stück", as the country writes them.
    var size: String?
    /// "$0.323/oz", "1 kg = 7,16 €".
    var unitPrice: String?
    /// "Lowest price in 6 weeks", where the archive shows it.
    var lowest: String?

    init(_ item: FeedItem, text: SiteText, standing: ItemStanding? = nil) {
        let format = text.format, config = text.config
        price = format.string(item.price)
        var reference = item.originalPrice
        wasLabel = text.words("was")
        wasVisible = false
        if config.isEU {
            wasVisible = true
            // The archive's lowest counts with the regular price, which is one of those 30 days' prices too.
            let archive = standing?.archiveLowest.flatMap { low in item.originalPrice.map { min($0, low.price) } }
            if let lowest = item.lowest30DayPrice ?? archive {
                reference = lowest > item.price ? lowest : nil
                wasLabel = text.words("was_lowest")
            } else {
                wasLabel = text.words("was_prior")
            }
        }
        originalPrice = reference.map(format.string)
        if let reference {
            // Rounded down: only a free item saves 100%, and a saving under 1% shows no percentage.
            let percent = ExactDecimal.rounded((reference.amount - item.price.amount) / reference.amount * 100, places: 0, mode: .down)
            let whole = NSDecimalNumber(decimal: percent).intValue
            let amount = format.string(reference - item.price)
            saving = whole > 0 ? text.words("saving", ["amount": amount, "percent": format.percentString(whole)])
                : text.words("saving_amount", ["amount": amount])
        }
        lowest = standing?.lowestInWeeks.map { text.words("lowest_in_weeks", ["weeks": String($0)]) }
        size = item.size.map(text.size)
        unitPrice = item.size.map { text.unitPrice(UnitPrice(price: item.price, quantity: $0, pricing: config.unitPricing)) }
    }
}

extension SpecialText {
    /// The size and unit price line as the tile writes it: "4 lb · $0.323/lb".
    var unitLine: String? {
        unitPrice.map { [size, $0].compactMap { $0 }.joined(separator: " · ") }
    }

    /// The saving with its reference price as the tile writes them, one block: "Save $0.94 (42%) $2.23",
    /// "Sie sparen 0,70 € (35 %) niedrigster Preis der letzten 30 Tage 1,99 €".
    var savingLine: String? {
        saving.map { saving in
            [saving, wasVisible ? wasLabel : nil, originalPrice].compactMap { $0 }.joined(separator: " ")
        }
    }
}

extension UnitPrice {
    /// The unit price as `config`'s site shows it: "$0.323/oz", "1 kg = 7,16 €".
    package func text(for config: SiteConfig) -> String {
        SiteText(config).unitPrice(self)
    }
}
