/// The EU's rule on stating a reduction (Directive 98/6/EC, Art. 6a; §11 PAngV in Germany): against
/// the lowest price of the 30 days before the week. Where the feed gives no `lowest_30_day_price`, the
/// site's own earlier weeks say what that price was; a struck price above it is worth a warning, since
/// the page will not show the saving the feed implies.
enum ThirtyDayRule {
    /// Warnings for the specials of `week` whose `original_price` is above the lowest price of the 30
    /// days before it, each naming the item and the cheaper week.
    /// A feed's `lowest_30_day_price` above a price the archive holds for those days is told too, naming
    /// both: the page states the reduction against the feed's, which the store's till may know better.
    static func warnings(_ week: Week, standings: [ItemStanding], config: SiteConfig) -> [Diagnostic] {
        guard config.isEU else { return [] }
        return zip(week.specials, standings).enumerated().compactMap { index, pair in
            let (item, standing) = pair
            let path = JSONPath.root.key("managerSpecials").index(index)
            if let given = item.lowest30DayPrice, item.originalPrice != nil, let held = standing.archiveLowest,
                held.price < given
            {
                return .warning(
                    "\"\(item.name)\": lowest_30_day_price \(given) is above \(held.price), its price in the week of \(held.week), "
                        + "within the 30 days before this reduction; the page states the reduction against the feed's \(given): check the feed",
                    in: week.file, at: path.key("lowest_30_day_price").location)
            }
            guard item.lowest30DayPrice == nil, let original = item.originalPrice, let lowest = standing.archiveLowest,
                lowest.price < original
            else { return nil }
            let outcome =
                lowest.price > item.lowestPerItem ? "states the saving against \(lowest.price)" : "shows no saving"
            return .warning(
                "\"\(item.name)\": original_price \(original) is above \(lowest.price), its price in the week of \(lowest.week), "
                    + "within the 30 days before this week; a reduction in the EU is stated against the lowest price of those days, so the page \(outcome)",
                in: week.file, at: path.key("original_price").location)
        }
    }
}
