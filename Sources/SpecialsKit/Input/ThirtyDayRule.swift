/// The EU's rule on stating a reduction (Directive 98/6/EC, Art. 6a; §11 PAngV in Germany): against
/// the lowest price of the 30 days before the week. Where the feed gives no `lowest_30_day_price`, the
/// site's own earlier weeks say what that price was; a struck price above it is worth a warning, since
/// the page will not show the saving the feed implies.
enum ThirtyDayRule {
    /// Warnings for the specials of `week` whose `original_price` is above the lowest price of the 30
    /// days before it, each naming the item and the cheaper week.
    static func warnings(_ week: Week, standings: [ItemStanding], config: SiteConfig) -> [Diagnostic] {
        guard config.isEU else { return [] }
        return zip(week.specials, standings).enumerated().compactMap { index, pair in
            let (item, standing) = pair
            guard item.lowest30DayPrice == nil, let original = item.originalPrice, let lowest = standing.archiveLowest,
                  lowest.price < original else { return nil }
            let outcome = lowest.price > item.lowestPerItem ? "states the saving against \(lowest.price)" : "shows no saving"
            return .warning("\"\(item.name)\": original_price \(original) is above \(lowest.price), its price in the week of \(lowest.week), "
                + "within the 30 days before this week; a reduction in the EU is stated against the lowest price of those days, so the page \(outcome)",
                in: week.file, at: JSONPath.root.key("managerSpecials").index(index).key("original_price").location)
        }
    }
}
