/// The build's warnings where the archive contradicts a price the feed gave (`ClaimNote`), each naming
/// the special, its field and the archive's evidence, and saying what the page states instead: the
/// page never makes the claim the warning is about.
enum ClaimWarnings {
    /// One warning per note of the specials of `week` (an item listed twice is told once per field).
    static func warnings(_ week: Week, standings: [ItemStanding]) -> [Diagnostic] {
        var told: Set<String> = []
        return zip(week.specials, standings).enumerated().flatMap { index, pair in
            let (item, standing) = pair
            return standing.claims.notes.compactMap { note -> Diagnostic? in
                let (field, message) = Self.message(note, name: item.name)
                guard told.insert("\(standing.key.value)\t\(field)").inserted else { return nil }
                return .warning(
                    message, in: week.file, at: JSONPath.root.key("managerSpecials").index(index).key(field).location)
            }
        }
    }

    /// The field a note is about, and its words.
    static func message(_ note: ClaimNote, name: String) -> (field: String, message: String) {
        switch note {
        case .neverRegular(let original, let weeks, let first, let last):
            return (
                "original_price",
                "\"\(name)\": original_price \(original) is not a price the archive shows it regularly sold at: of the "
                    + "\(weeks) weeks it holds from \(first) to \(last), none sold it at \(original) without a special, "
                    + "so the page states no saving; give the price it sells at when not on special"
            )
        case .neverSold(let reference, let field, let weeks):
            return (
                field,
                "\"\(name)\": \(field) \(reference) is a price the archive never shows it at in the \(weeks) weeks it "
                    + "holds, so the page states no saving against it; check the feed"
            )
        case .lowestAbove(let given, let held):
            let lowest = text(held.price)
            return (
                "lowest_30_day_price",
                "\"\(name)\": lowest_30_day_price \(given) is above \(lowest), its price in the week of \(held.week), "
                    + "within the 30 days before this reduction; the page states the reduction against \(lowest): "
                    + "check the feed"
            )
        case .originalAbove(let original, let held, let stated):
            let outcome = stated.map { "states the saving against \(text($0))" } ?? "shows no saving"
            return (
                "original_price",
                "\"\(name)\": original_price \(original) is above \(text(held.price)), its price in the week of "
                    + "\(held.week), within the 30 days before this reduction; a reduction in the EU is stated against "
                    + "the lowest price of those days, so the page \(outcome)"
            )
        }
    }

    /// A price the archive worked out, as a warning gives it: as an ad writes prices, or, where it is a
    /// multi-buy's share for one item that does not come out in cents ("buy 2, get 1" at 0.55: 0.3666...),
    /// in cents: "about 0.37 an item".
    static func text(_ price: Money) -> String {
        guard ExactDecimal.decimalPlaces(price.amount) > 3 else { return price.description }
        return "about \(Money(ExactDecimal.rounded(price.amount, places: 2))) an item"
    }
}
