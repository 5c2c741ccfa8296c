/// A price with more decimal places than its currency has ("298.50" yen, "8.99" won) is shown as the
/// feed gives it, never rounded, so "¥298.50" reads on a page where every other price is whole yen:
/// the feed format allows two places whatever the currency, so it is a warning naming the item and
/// the field, not an error.
package enum MinorUnitsRule {
    /// Warnings for the specials of `week` whose prices have places `config`'s currency has not.
    package static func warnings(_ week: Week, config: SiteConfig) -> [Diagnostic] {
        let places = MoneyFormat(locale: config.locale, currency: config.currency).minorUnits
        guard places < 2 else { return [] }
        return week.specials.enumerated().flatMap { index, item -> [Diagnostic] in
            let fields: [(key: String, money: Money?)] = [
                ("price", item.price), ("original_price", item.originalPrice),
                ("card_price", item.deal.cardPrice), ("lowest_30_day_price", item.lowest30DayPrice),
            ]
            return fields.compactMap { field in
                guard let money = field.money, ExactDecimal.decimalPlaces(money.amount) > places else { return nil }
                let whole = places == 0 ? "whole amounts" : "amounts to \(places) decimal place"
                return .warning(
                    "\"\(item.name)\": \(field.key) \(money) has decimals, while \(config.currency) prices are \(whole); "
                        + "the page shows it as given: check the feed",
                    in: week.file, at: JSONPath.root.key("managerSpecials").index(index).key(field.key).location)
            }
        }
    }
}
