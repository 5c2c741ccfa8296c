/// Decides what one special may claim (`TileClaims`) from the archive: the weeks before its own, as the
/// catalog holds them, and its own price, so that a repeated item's tiles each claim what their price
/// earns.
///
/// - Outside the EU a former price must be one the archive shows the item regularly sold at (no
///   special, no deal) within `formerPriceWeeks` before (FTC 16 CFR 233.1; California B&P § 17501).
///   With fewer than `trustedBelowWeeks` weeks of the item in that window, the feed's is trusted.
/// - In the EU a reduction is stated against the lowest price of the 30 days before it began (Art. 6a
///   of the Price Indication Directive; § 11 PAngV): the archive's, or the feed's `lowest_30_day_price`
///   where it is no higher. A reduction runs on while each week is at or below the one before.
/// - Everywhere: a reference price the archive has had `trustedBelowWeeks` or more weeks of the item to
///   show, and never shows as a price the item sold at, is not stated.
/// - "Lowest price in N weeks" is measured on the price the tile prints, against what anyone (card
///   holders included) paid in each of the N - 1 seven-day weeks before.
package enum ClaimDecider {
    /// History shorter than this never says "lowest price in N weeks".
    package static let lowestAfterWeeks = 4
    /// The days before a reduction the EU's rule looks back over.
    package static let referenceDays = 30

    /// The claims of `item`, listed in the week from `day` through `through`, after `earlier` (the
    /// item's history before that week, oldest first) and before `later` (the weeks after it the site
    /// publishes too: a page of an older week never states a reference the archive shows it never sold at).
    package static func decide(
        _ item: FeedItem, on day: Day, through: Day, earlier: [PricePoint], later: [PricePoint] = [], rules: ClaimRules
    ) -> TileClaims {
        let history = earlier.filter { $0.week < day } + [PricePoint(item, week: day, through: through)]
        let paid = item.lowestPerItem
        var claims = rules.isEU ? reduction(item, history: history) : former(item, history: history, rules: rules)
        // A reference the archive took from its own weeks is a price the item sold at: this tells only
        // the feed's.
        if let reference = claims.reference, reference > paid {
            claims.reference = neverSold(
                reference, item: item, archive: history.dropLast() + later, rules: rules, notes: &claims.notes)
        }
        if let reference = claims.reference, reference <= paid { claims.reference = nil }
        claims.lowestInWeeks = lowestInWeeks(paid, per: item.deal.per, history: history)
        // Never "the lowest in N weeks" where the EU's rule finds no reduction the feed announced.
        if rules.isEU, item.originalPrice != nil || item.lowest30DayPrice != nil, claims.reference == nil {
            claims.lowestInWeeks = nil
        }
        return claims
    }

    /// A former price, outside the EU: the feed's `original_price` where the archive shows the item
    /// regularly sold at it, or holds too few weeks of the item to say.
    package static func former(_ item: FeedItem, history: [PricePoint], rules: ClaimRules) -> TileClaims {
        guard let original = item.originalPrice, original > item.lowestPerItem else { return TileClaims() }
        guard let week = history.last?.week else { return TileClaims(reference: original) }
        let start = week.adding(days: -7 * rules.formerPriceWeeks)
        let held = history.dropLast().filter { $0.price != nil && $0.week >= start }
        guard held.count >= rules.trustedBelowWeeks, let first = held.first, let last = held.last else {
            return TileClaims(reference: original)
        }
        let regular = held.filter { !$0.isReduced && $0.deal.isPlain && $0.deal.per == item.deal.per }
        if regular.contains(where: { $0.price == original }) { return TileClaims(reference: original) }
        return TileClaims(
            notes: [.neverRegular(original: original, weeks: held.count, first: first.week, last: last.week)])
    }

    /// An EU reduction's reference: the lowest price of the 30 days before it began, the archive's or the
    /// feed's where no higher; without either, the feed's regular price, labelled as such.
    package static func reduction(_ item: FeedItem, history: [PricePoint]) -> TileClaims {
        let given = item.lowest30DayPrice
        guard let stated = given ?? item.originalPrice else { return TileClaims(label: .prior) }
        // No week of the item: nothing to measure against, the feed's is taken as it says.
        guard let day = history.last?.week else {
            return TileClaims(reference: stated, label: given == nil ? .prior : .lowest30Days)
        }
        let (start, lowest) = reductionReference(item, history: history)
        let label: TileClaims.Label = start < day ? .lowest30DaysBefore(start) : .lowest30Days
        guard let held = lowest else {
            let prior: TileClaims.Label = start < day ? .priorBefore(start) : .prior
            return TileClaims(reference: stated, label: given == nil ? prior : label)
        }
        let reference = min(held.price, stated)
        guard held.price < stated else { return TileClaims(reference: reference, label: label) }
        let note: ClaimNote =
            given.map { .lowestAbove(given: $0, held: held) }
            ?? .originalAbove(original: stated, held: held, stated: held.price > item.lowestPerItem ? held.price : nil)
        return TileClaims(reference: reference, label: label, notes: [note])
    }

    /// The first day of the reduction `item` (the newest week of `history`) belongs to, and the lowest price
    /// the archive holds of the 30 days before it. A card deal's reduction runs from the first week a
    /// card holder paid less, and is measured against the lowest a card holder paid; every price per the
    /// same unit (a price per kg is no price each).
    package static func reductionReference(_ item: FeedItem, history: [PricePoint]) -> (start: Day, lowest: Observed?) {
        let card = item.deal.cardPrice != nil
        let sold = { (point: PricePoint) -> Money? in
            point.deal.per == item.deal.per ? (card ? point.bestPrice : point.price) : nil
        }
        let start = reductionStart(history, onSpecial: card ? \.onSpecialWithCard : \.onSpecial, price: sold)
        return (start, archiveLowest(history, before: start, price: sold))
    }

    /// `reference`, unless the `archive` (the item's other weeks) holds enough weeks of the item to show it
    /// and never shows it sold at it (with the card or without, per the same unit): then nil, and a note
    /// says so.
    private static func neverSold(
        _ reference: Money, item: FeedItem, archive: [PricePoint], rules: ClaimRules, notes: inout [ClaimNote]
    ) -> Money? {
        let held = archive.filter { $0.price != nil && $0.deal.per == item.deal.per }
        guard held.count >= rules.trustedBelowWeeks,
            !held.contains(where: { $0.price == reference || $0.bestPrice == reference })
        else { return reference }
        let field = item.lowest30DayPrice == reference ? "lowest_30_day_price" : "original_price"
        notes.append(.neverSold(reference: reference, field: field, weeks: held.count))
        return nil
    }
}
