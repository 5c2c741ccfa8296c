import Foundation

/// Every item a site's weeks hold, with its price in each week: what item pages show, what the EU's
/// 30-day rule and "lowest price in N weeks" are measured from.
///
/// In: the weeks a site publishes, oldest first. Out: one `ItemRecord` per item (by `ItemKey`), and
/// for each special of each week its `ItemStanding`.
/// Steps:
/// 1. Each week, each item present is at its special price; each item seen before but absent is at
///    its last known regular price (`original_price`), which stands for it that week.
/// 2. Each item gets a slug from the name it first appeared with; where two items share one, the one
///    that appeared first keeps it and the others add a short hash of their key, so a slug never moves
///    once published, whatever later weeks call the item.
/// 3. Each special's standing: its item's slug, the weeks its price is the lowest of, and the lowest
///    price of the 30 days before its week.
package struct ItemCatalog: Sendable, Equatable {
    package var items: [ItemRecord]
    /// Names the weeks the catalog was made from: equal ids, equal catalogs (a chain's stores that carry
    /// the same weeks share what is formatted from it).
    package var id: String
    /// The standing of special `index` of the week dated `day`: `standings[day]![index]`.
    package var standings: [Day: [ItemStanding]]

    /// History shorter than this never says "lowest price in N weeks".
    package static let lowestAfterWeeks = 4
    /// The days before a week the EU's rule looks back over.
    package static let referenceDays = 30

    /// The id of the catalog of `weeks`: their snapshot files, in order.
    static func id(of weeks: [Week]) -> String {
        weeks.map(\.file).joined(separator: "\n")
    }

    package init(weeks: [Week]) {
        id = Self.id(of: weeks)
        var records: [ItemKey: ItemRecord] = [:]
        var order: [ItemKey] = []
        var standings: [Day: [ItemStanding]] = [:]
        var taken: Set<String> = []
        for week in weeks {
            let keys = week.specials.map(ItemKey.init)
            var present: [ItemKey: FeedItem] = [:]
            for (key, item) in zip(keys, week.specials) where present[key] == nil { present[key] = item }
            for key in keys where records[key] == nil {
                records[key] = ItemRecord(key: key, slug: Self.slug(for: key, name: present[key]!.name, taken: &taken),
                                          latest: present[key]!, history: [], lastOnSpecial: week.date)
                order.append(key)
            }
            for key in order {
                if let item = present[key] {
                    records[key]!.latest = item
                    records[key]!.lastOnSpecial = week.date
                    records[key]!.history.append(PricePoint(week: week.date, through: week.validThrough, price: item.price,
                                                            regular: item.originalPrice ?? records[key]!.regular, onSpecial: true))
                } else if let regular = records[key]!.regular {
                    records[key]!.history.append(PricePoint(week: week.date, through: week.validThrough, price: regular, regular: regular, onSpecial: false))
                }
            }
            standings[week.date] = keys.map { key in
                ItemStanding(key: key, slug: records[key]!.slug, lowestInWeeks: Self.lowestInWeeks(records[key]!.history),
                             archiveLowest: Self.archiveLowest(records[key]!.history, before: week.date))
            }
        }
        items = order.map { records[$0]! }
        self.standings = standings
    }

    /// The weeks an item's newest price is the lowest of: nil unless it has at least
    /// `lowestAfterWeeks` weeks of history, no week cheaper and some week dearer.
    static func lowestInWeeks(_ history: [PricePoint]) -> Int? {
        guard history.count >= lowestAfterWeeks, let now = history.last?.price else { return nil }
        let earlier = history.dropLast().map(\.price)
        guard earlier.allSatisfy({ $0 >= now }), earlier.contains(where: { $0 > now }) else { return nil }
        return history.count
    }

    /// The lowest price the history shows in the 30 days before `day`, and the first week it held;
    /// nil when no earlier week reaches into those days.
    static func archiveLowest(_ history: [PricePoint], before day: Day) -> PricePoint? {
        let start = day.adding(days: -referenceDays)
        let window = history.filter { $0.week < day && $0.through >= start }
        return window.min { $0.price < $1.price || ($0.price == $1.price && $0.week < $1.week) }
    }

    /// A readable slug not yet `taken`: the first item to appear keeps a shared slug, the rest add a hash.
    static func slug(for key: ItemKey, name: String, taken: inout Set<String>) -> String {
        var slug = readable(name)
        if !taken.insert(slug).inserted {
            slug += "-" + ContentHash.hex(Array(key.value.utf8)).prefix(6)
            taken.insert(slug)
        }
        return slug
    }

    /// "Navel Oranges 4LBS" -> "navel-oranges-4lbs"; "Crème fraîche" -> "creme-fraiche".
    static func readable(_ name: String) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        let mapped = folded.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
        let slug = String(mapped).split(separator: "-").joined(separator: "-")
        return slug.isEmpty ? "item" : String(slug.prefix(80))
    }
}

/// One item across the weeks a site holds.
package struct ItemRecord: Sendable, Equatable {
    package var key: ItemKey
    /// Its page: `items/<slug>/`.
    package var slug: String
    /// The item as its newest special gives it: name, size, picture.
    package var latest: FeedItem
    /// Its price in each week from its first special on.
    package var history: [PricePoint]
    /// The first day of the newest week it was on special.
    package var lastOnSpecial: Day

    /// The regular price last known: the newest `original_price` its specials gave.
    var regular: Money? { history.last?.regular }
}

/// An item's price in one week.
package struct PricePoint: Sendable, Equatable {
    package var week: Day
    /// The week's last day.
    package var through: Day
    package var price: Money
    /// The regular price known that week.
    package var regular: Money?
    /// On special that week; otherwise `price` is the regular price standing for it.
    package var onSpecial: Bool
}

/// What the archive says of one special in its week.
package struct ItemStanding: Sendable, Equatable {
    package var key: ItemKey
    /// The item's page: `items/<slug>/`.
    package var slug: String
    /// "Lowest price in N weeks": N, when it is true and worth saying.
    package var lowestInWeeks: Int?
    /// The lowest price of the 30 days before the week, from the site's own earlier weeks.
    package var archiveLowest: PricePoint?
}
