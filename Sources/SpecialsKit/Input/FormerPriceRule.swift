/// A "was" price must be one the item was offered at, in good faith, for a reasonable period (in the
/// US, FTC 16 CFR 233.1; California counts three months). A site's archive can tell when that is
/// doubtful: the item was on special below its `original_price` in every week held of the last 12 (or,
/// with 4 to 11 weeks held, in every one), so the archive never shows it sold at that price.
enum FormerPriceRule {
    /// The weeks looked at: the last `window` held.
    static let window = 12
    /// Fewer weeks than this held say nothing.
    static let fewest = 4

    /// Warnings for the specials of `weeks.last` whose `original_price` the archive holds only as a
    /// "was" price, each naming the item and the weeks.
    static func warnings(_ weeks: [Week], catalog: ItemCatalog) -> [Diagnostic] {
        guard weeks.count >= fewest, let week = weeks.last, let standings = catalog.standings[week.date] else {
            return []
        }
        let looked = Set(weeks.suffix(window).map(\.date))
        let records = Dictionary(catalog.items.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var told: Set<ItemKey> = []
        return zip(week.specials, standings).enumerated().compactMap { index, pair in
            let (item, standing) = pair
            guard let original = item.originalPrice, item.pricePerItem < original, let record = records[standing.key],
                told.insert(standing.key).inserted
            else { return nil }
            let held = record.history.filter { looked.contains($0.week) }
            guard held.count == looked.count, held.allSatisfy({ $0.price.map { $0 < original } ?? false }) else {
                return nil
            }
            let first = held.first!.week
            let last = held.last!.week
            return .warning(
                "\"\(item.name)\": original_price \(original) is a price the archive never shows it at: it was on special below it "
                    + "in every week from \(first) to \(last) (\(held.count) weeks); a former price must be one the item was offered at for a reasonable "
                    + "period, so give the price it sells at when not on special",
                in: week.file, at: JSONPath.root.key("managerSpecials").index(index).key("original_price").location)
        }
    }
}
