import Foundation

/// Every item a site's weeks hold, with what each week's ad said of it: what item pages show, what the
/// EU's 30-day rule and "lowest price in N weeks" are measured from.
///
/// In: the weeks a site publishes, oldest first, and the slugs earlier publishes gave (`slugs`, by
/// item key). Out: one `ItemRecord` per item (by `ItemKey`), and for each special of each week its
/// `ItemStanding`.
/// Steps:
/// 1. Each week, each item the ad lists has the price and regular price it gives; an item seen before
///    but not listed is unknown that week: shown as such, never used as a price.
/// 2. Each item keeps the slug an earlier publish gave it; a new item gets one from the name it first
///    appeared with, with a short hash of its key where another item has that slug, so a URL never
///    moves once published and no two items share one.
/// 3. Each special's standing: its item's slug, the weeks its price is the lowest of, and the lowest
///    price observed in the 30 days before its reduction began.
package struct ItemCatalog: Sendable, Equatable {
    package var items: [ItemRecord]
    /// Names the weeks and slugs the catalog was made from: equal ids, equal catalogs (a chain's stores
    /// that carry the same weeks share what is formatted from it).
    package var id: String
    /// The standing of special `index` of the week dated `day`: `standings[day]![index]`.
    package var standings: [Day: [ItemStanding]]
    /// Addresses an earlier publish gave that no item holds now, by the slug of the one item of that
    /// name that holds another (two pages of one item under an older key, say): a page there sends
    /// the shopper on.
    package var moved: [String: String] = [:]

    /// History shorter than this never says "lowest price in N weeks".
    package static let lowestAfterWeeks = 4
    /// The days before a reduction the EU's rule looks back over.
    package static let referenceDays = 30

    /// The id of the catalog of `weeks` with `slugs`: their snapshot files, in order, and the slugs.
    static func id(of weeks: [Week], slugs: [String: String] = [:]) -> String {
        let known =
            slugs.isEmpty
            ? ""
            : "\n"
                + ContentHash.hex(
                    Array(
                        slugs.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value)" }.joined(separator: "\n").utf8))
        return weeks.map(\.file).joined(separator: "\n") + known
    }

    package init(weeks: [Week], slugs known: [String: String] = [:]) {
        id = Self.id(of: weeks, slugs: known)
        var records: [ItemKey: ItemRecord] = [:]
        var order: [ItemKey] = []
        var standings: [Day: [ItemStanding]] = [:]
        // Every slug an earlier publish gave is kept for its item, even one no week lists now.
        var taken = Set(known.values)
        var assigned: Set<String> = []
        // An item whose key an earlier publish did not know (an id appeared, its size reads otherwise, a
        // price by weight was keyed by its pound before) finds its address by the name in an older key;
        // never one an item of this build holds by its own key.
        let weekKeys = weeks.map { $0.specials.map(ItemKey.init) }
        let claimed = Set(weekKeys.joined().compactMap { known[$0.value] })
        var byName: [String: String] = [:]
        for (key, slug) in known.sorted(by: { $0.key < $1.key }) {
            if let name = ItemKey.foldedName(inKey: key), byName[name] == nil { byName[name] = slug }
        }
        for (week, keys) in zip(weeks, weekKeys) {
            var present: [ItemKey: FeedItem] = [:]
            for (key, item) in zip(keys, week.specials) where present[key] == nil { present[key] = item }
            // An item listed twice in a week is the first of its tiles.
            for (key, item) in zip(keys, week.specials) where records[key] == nil {
                let slug: String
                if let earlier = known[key.value], assigned.insert(earlier).inserted {
                    slug = earlier
                } else if let earlier = byName[ItemKey.folded(item.name)], !claimed.contains(earlier),
                    assigned.insert(earlier).inserted
                {
                    slug = earlier
                } else {
                    slug = Slug.unique(Slug.readable(item.name, fallback: "item"), key: key.value, taken: &taken)
                    assigned.insert(slug)
                }
                records[key] = ItemRecord(key: key, slug: slug, latest: item, history: [], lastOnSpecial: nil)
                order.append(key)
            }
            for key in order {
                let item = present[key]
                if let item { records[key]?.latest = item }
                let point = PricePoint(
                    week: week.date, through: week.validThrough, price: item?.pricePerItem,
                    regular: item?.originalPrice,
                    quoted: item?.price, deal: item?.deal ?? Deal(), lowest: item?.lowestPerItem)
                if point.isReduced { records[key]?.lastOnSpecial = week.date }
                records[key]?.history.append(point)
            }
            standings[week.date] = zip(keys, week.specials).map { key, item in
                // Every key of the week has its record: it was made above.
                let record = records[key]!
                let history = record.history
                // A card deal's reduction runs from the first week a card holder paid less, and is
                // measured against the lowest a card holder paid in the 30 days before.
                let lowest =
                    item.deal.cardPrice == nil
                    ? Self.archiveLowest(history, before: Self.reductionStart(history))
                    : Self.archiveLowest(
                        history, before: Self.reductionStart(history, onSpecial: \.onSpecialWithCard, price: \.lowest),
                        price: \.lowest)
                return ItemStanding(
                    key: key, slug: record.slug, lowestInWeeks: Self.lowestInWeeks(history), archiveLowest: lowest)
            }
        }
        items = order.compactMap { records[$0] }
        self.standings = standings
        let itemsByName = Dictionary(grouping: items) { ItemKey.folded($0.latest.name) }
        for (key, slug) in known.sorted(by: { $0.key < $1.key }) where !assigned.contains(slug) {
            guard let name = ItemKey.foldedName(inKey: key), let same = itemsByName[name], same.count == 1 else {
                continue
            }
            moved[slug] = same[0].slug
        }
    }

    /// The slug of every item, by its key's text: what the next publish keeps.
    package var slugs: [String: String] {
        Dictionary(items.map { ($0.key.value, $0.slug) }, uniquingKeysWith: { first, _ in first })
    }

    /// The weeks an item's newest price is the lowest of: N where the price is strictly below every
    /// price of the N - 1 weeks right before it, each a week the archive knows (a snapshot covers it and
    /// the ad listed the item) and priced the same way (per item, or per the same weight); nil under
    /// `lowestAfterWeeks`. A price equal to an earlier one is not the lowest.
    static func lowestInWeeks(_ history: [PricePoint]) -> Int? {
        guard let newest = history.last, let now = newest.price else { return nil }
        var weeks = 1
        var later = newest
        for point in history.dropLast().reversed() {
            guard let price = point.price, price > now, point.through.adding(days: 1) == later.week,
                point.deal.per == newest.deal.per
            else { break }
            weeks += 1
            later = point
        }
        return weeks >= lowestAfterWeeks ? weeks : nil
    }

    /// The first day of the reduction the newest week of `history` belongs to: the first of the weeks
    /// in a row up to it that were on special, each at or below the week before (a reduction increased
    /// progressively keeps the reference from before it began, Art. 6a(5) of the Price Indication
    /// Directive); the newest week's own date when it is not on special, or is shallower than the week
    /// before.
    static func reductionStart(
        _ history: [PricePoint], onSpecial: (PricePoint) -> Bool = \.onSpecial,
        price: (PricePoint) -> Money? = \.price
    ) -> Day {
        guard let last = history.last else { return Day("1970-01-01")! }
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
    static func archiveLowest(
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

/// A price an ad gave, and the week it gave it.
package struct Observed: Sendable, Equatable {
    package var week: Day
    package var price: Money
}

/// One item across the weeks a site holds.
package struct ItemRecord: Sendable, Equatable {
    package var key: ItemKey
    /// Its page: `items/<slug>/`.
    package var slug: String
    /// The item as its newest ad gives it: name, size, picture.
    package var latest: FeedItem
    /// What each week's ad said of it, from the week it first appeared on.
    package var history: [PricePoint]
    /// The first day of the newest week it was on special (below its regular price); nil if never.
    package var lastOnSpecial: Day?
}

/// What one week's ad said of an item.
package struct PricePoint: Sendable, Equatable {
    package var week: Day
    /// The week's last day.
    package var through: Day
    /// The price one item came to (`FeedItem.pricePerItem`: a multi-buy's per item, so that weeks
    /// compare); nil in a week the ad did not list the item: unknown.
    package var price: Money?
    /// The regular price the ad gave (its `original_price`).
    package var regular: Money?
    /// The price as the ad gave it ("5.00" of "2 for $5.00"), and its deal.
    package var quoted: Money? = nil
    package var deal = Deal()
    /// The lowest price one item came to, with the card where the ad gave one.
    package var lowest: Money? = nil

    /// Below its regular price that week.
    package var onSpecial: Bool {
        guard let price, let regular else { return false }
        return price < regular
    }

    /// On special that week, for every shopper or with the store's card: a card week is never "regular".
    package var isReduced: Bool { onSpecial || deal.cardPrice != nil }

    /// The price the week's ad gave its best-off shopper: with the card where there was one.
    package var bestPrice: Money? { deal.cardPrice == nil ? price : lowest ?? price }

    /// Below its regular price for a card holder that week.
    package var onSpecialWithCard: Bool {
        guard let lowest, let regular else { return false }
        return lowest < regular
    }
}

/// What the archive says of one special in its week.
package struct ItemStanding: Sendable, Equatable {
    package var key: ItemKey
    /// The item's page: `items/<slug>/`.
    package var slug: String
    /// "Lowest price in N weeks": N, when it is true and worth saying.
    package var lowestInWeeks: Int?
    /// The lowest price the ads gave in the 30 days before the reduction began (before this week when
    /// the item is not on special); for a card deal, the lowest a card holder paid (earlier card prices
    /// count) before the card's reduction began.
    package var archiveLowest: Observed?
}
