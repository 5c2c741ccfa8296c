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

    /// The id of the catalog of `weeks` with `slugs`: their snapshot files, in order, and the slugs.
    package static func id(of weeks: [Week], slugs: [String: String] = [:]) -> String {
        let known =
            slugs.isEmpty
            ? ""
            : "\n"
                + ContentHash.hex(
                    Array(
                        slugs.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value)" }.joined(separator: "\n").utf8))
        return weeks.map(\.file).joined(separator: "\n") + known
    }

    package init(weeks: [Week], slugs known: [String: String] = [:], rules: ClaimRules = ClaimRules()) {
        id = Self.id(of: weeks, slugs: known)
        var records: [ItemKey: ItemRecord] = [:]
        var order: [ItemKey] = []
        // Every slug an earlier publish gave is kept for its item, even one no week lists now.
        var taken = Set(known.values)
        var assigned: Set<String> = []
        // An item whose key an earlier publish did not know (an id appeared, its size reads otherwise, a
        // price by weight was keyed by its pound before) finds its address by the name in an older key;
        // never one an item of this build holds by its own key.
        let weekKeys = Self.keys(of: weeks)
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
                let point = PricePoint(item, week: week.date, through: week.validThrough)
                if point.isReduced { records[key]?.lastOnSpecial = week.date }
                records[key]?.history.append(point)
            }
        }
        items = order.compactMap { records[$0] }
        standings = Self.standings(weeks: weeks, keys: weekKeys, records: records, rules: rules)
        moved = Self.moved(known: known, assigned: assigned, items: items)
    }

    /// Each special's standing, once every week is in: a reference price is checked against the whole
    /// archive the site publishes (an older week's page too), the rest against the weeks before.
    private static func standings(
        weeks: [Week], keys weekKeys: [[ItemKey]], records: [ItemKey: ItemRecord], rules: ClaimRules
    ) -> [Day: [ItemStanding]] {
        var standings: [Day: [ItemStanding]] = [:]
        for (week, keys) in zip(weeks, weekKeys) {
            standings[week.date] = zip(keys, week.specials).map { key, item in
                // Every key of the week has its record: it was made with the catalog.
                let record = records[key]!
                return Self.standing(
                    of: item, key: key, slug: record.slug, in: week, history: record.history, rules: rules)
            }
        }
        return standings
    }

    /// The addresses of `known` slugs no item holds now, each sending the shopper to the one item of its
    /// name that holds another.
    private static func moved(known: [String: String], assigned: Set<String>, items: [ItemRecord]) -> [String: String] {
        var moved: [String: String] = [:]
        let itemsByName = Dictionary(grouping: items) { ItemKey.folded($0.latest.name) }
        for (key, slug) in known.sorted(by: { $0.key < $1.key }) where !assigned.contains(slug) {
            guard let name = ItemKey.foldedName(inKey: key), let same = itemsByName[name], same.count == 1 else {
                continue
            }
            moved[slug] = same[0].slug
        }
        return moved
    }

    /// The item key of each special of `weeks`: its own, except that an `id` first seen on an item whose
    /// name (and size) an earlier week listed without one continues that item's history and address.
    package static func keys(of weeks: [Week]) -> [[ItemKey]] {
        var named: Set<ItemKey> = []
        var continued: [ItemKey: ItemKey] = [:]
        var seen: Set<ItemKey> = []
        return weeks.map { week in
            let own = week.specials.map(ItemKey.init)
            // A week that lists the name without an id too has two items.
            let namedNow = Set(zip(week.specials, own).filter { $0.0.id == nil }.map(\.1))
            let keys = zip(week.specials, own).map { item, key -> ItemKey in
                guard item.id != nil else { return key }
                if let earlier = continued[key] { return earlier }
                var unnamed = item
                unnamed.id = nil
                let byName = ItemKey(unnamed)
                guard !seen.contains(key), named.contains(byName), !namedNow.contains(byName),
                    !continued.values.contains(byName)
                else { return key }
                continued[key] = byName
                return byName
            }
            seen.formUnion(own)
            named.formUnion(namedNow)
            return keys
        }
    }

    /// The slug of every item, by its key's text: what the next publish keeps.
    package var slugs: [String: String] {
        Dictionary(items.map { ($0.key.value, $0.slug) }, uniquingKeysWith: { first, _ in first })
    }

    /// What the archive says of `item`, a special of `week`, whose item's weeks are `history` (this week's
    /// point a repeated item's first tile's): its claims, decided on its own price.
    package static func standing(
        of item: FeedItem, key: ItemKey, slug: String, in week: Week, history: [PricePoint], rules: ClaimRules
    ) -> ItemStanding {
        let earlier = history.filter { $0.week < week.date }
        let claims = ClaimDecider.decide(
            item, on: week.date, through: week.validThrough, earlier: earlier,
            later: history.filter { $0.week > week.date }, rules: rules)
        return ItemStanding(key: key, slug: slug, claims: claims)
    }
}

/// A price an ad gave, and the week it gave it.
package struct Observed: Sendable, Hashable {
    package var week: Day
    package var price: Money

    package init(week: Day, price: Money) {
        self.week = week
        self.price = price
    }
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

    /// What `item`'s ad said in the week from `week` through `through`; unknown where it is nil.
    package init(_ item: FeedItem?, week: Day, through: Day) {
        self.week = week
        self.through = through
        price = item?.pricePerItem
        regular = item?.originalPrice
        quoted = item?.price
        deal = item?.deal ?? Deal()
        lowest = item?.lowestPerItem
    }

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
    /// What its tile may claim beyond its price, decided on its own price.
    package var claims: TileClaims

    /// "Lowest price in N weeks": N, when it is true of the tile's price and worth saying.
    package var lowestInWeeks: Int? { claims.lowestInWeeks }
}
