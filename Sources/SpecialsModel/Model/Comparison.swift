import Foundation

/// A price-per-unit comparison from a note's `compare:` list, sorted best value first.
package struct Comparison: Sendable, Equatable {
    package struct Row: Sendable, Equatable {
        package var name: String
        package var price: Money
        package var size: Quantity
        /// What the price buys: "2 for $5.00" compares per unit over both.
        package var deal: Deal
        package var unitPrice: UnitPrice
        /// The lowest unit price; ties share it.
        package var isBest: Bool
        /// How much more than the best it costs per unit: 0.18 for "18% more". Zero for the best.
        package var moreThanBest: Decimal
        /// The item, when the row is one of the week's specials (`special:`): its page is linked.
        package var item: ItemKey?
    }

    package var dimension: MeasureDimension
    package var rows: [Row]
    /// The specials a chain's shared note names that this store's week does not have: rows that say so,
    /// below the others.
    package var absent: [Absent] = []

    /// A compare item (`number`, where the note gives it) naming a special the week does not have.
    package struct Absent: Sendable, Equatable {
        package var number: Int
        package var name: String
        package var location: Diagnostic.Location
    }

    /// Resolves and checks `entries`: every item must exist and share one dimension. Where
    /// `absentAllowed` (a note a chain's stores share), a special the week does not have is a row that
    /// says so, not an error; nil when no row is left to compare.
    package static func make(
        entries: [CompareEntry], specials: [FeedItem], week: Day?, pricing: UnitPricing, file: String,
        absentAllowed: Bool = false
    ) -> Result<Comparison?, SpecialsError> {
        var absent: [Absent] = []
        var problems: [Diagnostic] = []
        var resolved: [Resolved] = []
        for entry in entries {
            switch entry.source {
            case .written(let name, let price, let size, let deal):
                resolved.append((entry, name, price, size, deal, nil))
            case .special(let name):
                let resolution = resolve(
                    entry, special: name, in: specials, week: week, file: file, absentAllowed: absentAllowed)
                switch resolution {
                case .row(let row): resolved.append(row)
                case .absent(let row): absent.append(row)
                case .problem(let problem): problems.append(problem)
                }
            }
        }
        if let first = resolved.first {
            for item in resolved.dropFirst() where item.size.dimension != first.size.dimension {
                problems.append(
                    .error(
                        "compare item \(item.entry.number) (\"\(item.name)\", \(item.size.text)) is a \(item.size.dimension), "
                            + "but compare item \(first.entry.number) is a \(first.size.dimension); a \(item.size.dimension) never compares with a \(first.size.dimension)",
                        in: file, at: item.entry.location
                    ))
            }
        }
        if entries.count < 2 {
            problems.append(
                .error("a comparison needs at least two items", in: file, at: entries.first?.location ?? .file))
        }
        guard problems.isEmpty else { return .failure(SpecialsError.invalidInput(problems)) }
        guard let dimension = resolved.first?.size.dimension else { return .success(nil) }

        return .success(Comparison(dimension: dimension, rows: rows(resolved, pricing: pricing), absent: absent))
    }

    /// An entry with what it compares: its name, price, size and deal, and the item it is when a special.
    package typealias Resolved = (
        entry: CompareEntry, name: String, price: Money, size: Quantity, deal: Deal, item: ItemKey?
    )

    /// What an entry naming a special comes to: its row, a row saying the week lacks it, or a problem.
    package enum Resolution {
        case row(Resolved)
        case absent(Absent)
        case problem(Diagnostic)
    }

    /// `entry`, which names the special `name`, resolved against the week's `specials`.
    private static func resolve(
        _ entry: CompareEntry, special name: String, in specials: [FeedItem], week: Day?, file: String,
        absentAllowed: Bool
    ) -> Resolution {
        let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
        guard let week else {
            return .problem(
                .error(
                    "compare item \(entry.number): no week has specials for special: \"\(name)\"", in: file,
                    at: entry.location))
        }
        guard let special = specials.first(where: { $0.name.lowercased() == wanted }) else {
            if absentAllowed { return .absent(Absent(number: entry.number, name: name, location: entry.location)) }
            return .problem(
                .error(
                    "compare item \(entry.number): the week of \(week) has no special named \"\(name)\"",
                    in: file, at: entry.location))
        }
        guard let size = special.size else {
            return .problem(
                .error(
                    "compare item \(entry.number): the special \"\(special.name)\" has no size to compare; add a size to it in the feed",
                    in: file, at: entry.location))
        }
        // The price every shopper pays, with the card's aside: a comparison is for everyone.
        var deal = special.deal
        deal.cardPrice = nil
        return .row((entry, special.name, special.price, size, deal, ItemKey(special)))
    }

    /// The rows, cheapest unit price first (equal ones in the note's order), the best marked.
    private static func rows(_ resolved: [Resolved], pricing: UnitPricing) -> [Row] {
        let priced = resolved.map { item in
            (item, UnitPrice(price: item.deal.perItem(item.price), quantity: item.size, pricing: pricing))
        }
        // Stable: equal unit prices keep the note's order.
        let sorted = priced.enumerated().sorted { lhs, rhs in
            lhs.element.1 == rhs.element.1 ? lhs.offset < rhs.offset : lhs.element.1 < rhs.element.1
        }.map(\.element)
        let best = sorted[0].1
        return sorted.map { item, unitPrice in
            Row(
                name: item.name, price: item.price, size: item.size, deal: item.deal, unitPrice: unitPrice,
                isBest: unitPrice.amount == best.amount,
                moreThanBest: best.amount == 0 ? 0 : unitPrice.amount / best.amount - 1,
                item: item.item
            )
        }
    }
}
