/// What one tile may say beyond its price, decided once from the archive and the tile's own price
/// (`ClaimDecider`): the price its saving is measured against and what that price is, "lowest price in
/// N weeks", and each price the feed gave that the archive contradicts. The tile, the item page, the
/// feed and the structured data all read it, so no two places can say different things.
package struct TileClaims: Sendable, Hashable {
    /// What the reference price is, as the page labels it.
    package enum Label: Sendable, Hashable {
        /// A former price the item sold at ("was"): outside the EU.
        case former
        /// The lowest price of the 30 days before this week: an EU reduction in its first week.
        case lowest30Days
        /// The lowest price of the 30 days before the reduction began on that day: an EU reduction
        /// running on from an earlier week (Art. 6a(5)).
        case lowest30DaysBefore(Day)
        /// The feed's regular price where nothing tells the 30 days' lowest ("vorher"): EU.
        case prior
        /// The same, from a reduction's second week: the price before the reduction began on that day.
        case priorBefore(Day)
    }

    /// The price one item is measured against, above what the tile's price comes to per item; nil where
    /// the tile states no saving.
    package var reference: Money?
    package var label: Label
    /// "Lowest price in N weeks": N, when it is true of the price the tile prints and worth saying.
    package var lowestInWeeks: Int?
    /// The feed's prices the archive contradicts, and what the page says instead: each a warning.
    package var notes: [ClaimNote]

    package init(reference: Money? = nil, label: Label = .former, lowestInWeeks: Int? = nil, notes: [ClaimNote] = []) {
        self.reference = reference
        self.label = label
        self.lowestInWeeks = lowestInWeeks
        self.notes = notes
    }
}

/// A price the feed gave that the archive contradicts (`TileClaims.notes`), with the archive's evidence.
package enum ClaimNote: Sendable, Hashable {
    /// A former price the item never regularly sold at in the weeks the archive holds of the window.
    case neverRegular(original: Money, weeks: Int, first: Day, last: Day)
    /// A reference price (`field` of the feed) the item never sold at in the `weeks` the archive holds.
    case neverSold(reference: Money, field: String, weeks: Int)
    /// The feed's `lowest_30_day_price` above a price the archive holds within the 30 days.
    case lowestAbove(given: Money, held: Observed)
    /// `original_price` above the lowest price of the 30 days before the reduction began (EU); `stated`
    /// is what the saving is measured against instead, nil where the page shows none.
    case originalAbove(original: Money, held: Observed, stated: Money?)
}
