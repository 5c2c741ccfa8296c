/// What the archive holds of an item's weeks: the weeks its price is the lowest of, where a reduction
/// began, and the lowest price of the 30 days before a day.
extension ClaimDecider {
    /// The weeks `printed` (one item's price as the tile prints it: the card's where there is one) is the
    /// lowest of: N where it is strictly below what anyone paid (card holders included) in each 7-day week
    /// of the N - 1 before it, each covered by a snapshot that listed the item, priced per the same unit;
    /// nil under `lowestAfterWeeks`. A price equal to an earlier one is not the lowest.
    package static func lowestInWeeks(_ printed: Money, per: PricedPer?, history: [PricePoint]) -> Int? {
        guard let newest = history.last else { return nil }
        var earliest = newest.week
        for point in history.dropLast().reversed() {
            guard let paid = point.bestPrice, paid > printed, point.through.adding(days: 1) == earliest,
                point.deal.per == per
            else { break }
            earliest = point.week
        }
        let weeks = 1 + newest.week.days(since: earliest) / 7
        return weeks >= lowestAfterWeeks ? weeks : nil
    }

    /// The first day of the reduction the newest week of `history` belongs to: the first of the weeks
    /// in a row up to it that were on special, each at or below the week before (a reduction increased
    /// progressively keeps the reference from before it began, Art. 6a(5) of the Price Indication
    /// Directive); the newest week's own date when it is not on special, or is shallower than the week
    /// before.
    package static func reductionStart(
        _ history: [PricePoint], onSpecial: (PricePoint) -> Bool = \.onSpecial,
        price: (PricePoint) -> Money? = \.price
    ) -> Day {
        guard let last = history.last else { return Day(year: 1970, month: 1, day: 1) }
        guard onSpecial(last) else { return last.week }
        var start = history.count - 1
        // A week before a break (a week no snapshot covers) starts nothing that runs on; nor does a week
        // cheaper than the one after it.
        while start > 0, onSpecial(history[start - 1]),
            history[start - 1].through.adding(days: 1) == history[start].week,
            let before = price(history[start - 1]), let now = price(history[start]), before >= now
        {
            start -= 1
        }
        return history[start].week
    }

    /// The lowest price the ads gave in the 30 days before `day`, and the first week it held; nil when
    /// no earlier week that listed the item reaches into those days.
    package static func archiveLowest(
        _ history: [PricePoint], before day: Day, price: (PricePoint) -> Money? = \.price
    ) -> Observed? {
        let start = day.adding(days: -referenceDays)
        let window = history.compactMap { point in
            price(point).map { Observed(week: point.week, price: $0) }.flatMap {
                point.week < day && point.through >= start ? $0 : nil
            }
        }
        return window.min { $0.price < $1.price || ($0.price == $1.price && $0.week < $1.week) }
    }
}
