/// An ad that lists one item twice at different prices (a card price and a shelf price on tiles of
/// their own, a product in a banner and again in the grid): each tile shows its own price, and the
/// item's page shows each offer of the week, but the item has one price history, which keeps the first
/// listing's. So each such listing is a warning naming the first, with the fix: an id (or name) of its
/// own for each offer, which gives it a page and a history of its own.
enum RepeatedItemRule {
    /// Warnings for the specials of `week` that repeat an earlier special's item at another offer;
    /// `standings` are the week's, from the catalog, which knows each special's item.
    static func warnings(_ week: Week, standings: [ItemStanding]) -> [Diagnostic] {
        repeats(week, standings: standings).map { index, earlier in
            .warning(
                "\"\(week.specials[index].name)\" is also managerSpecials[\(earlier)] at another price, and an item has one price history: "
                    + "its page shows both offers this week, but the history keeps managerSpecials[\(earlier)]'s price; give each offer an id "
                    + "of its own for a page and history of its own",
                in: week.file, at: JSONPath.root.key("managerSpecials").index(index).location)
        }
    }

    /// The specials of `week` (their index, and the earlier special's) that repeat an earlier special's
    /// item at another offer.
    static func repeats(_ week: Week, standings: [ItemStanding]) -> [(index: Int, earlier: Int)] {
        var first: [ItemKey: Int] = [:]
        return zip(week.specials, standings).enumerated().compactMap { index, pair in
            let (item, standing) = pair
            guard let earlier = first[standing.key] else {
                first[standing.key] = index
                return nil
            }
            let other = week.specials[earlier]
            guard
                (item.price, item.originalPrice, item.deal, item.lowest30DayPrice)
                    != (other.price, other.originalPrice, other.deal, other.lowest30DayPrice)
            else { return nil }
            return (index, earlier)
        }
    }
}
