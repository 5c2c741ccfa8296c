import Foundation

/// A special as the shopper's list keeps it (`specials.js`): what the list page shows of it, what its
/// total counts and the week it is valid. Tiles and item pages carry it as JSON in their "Add to list"
/// button's `data-item`; the script adds the special's page and how many the shopper takes.
struct ListEntry: Encodable {
    /// The week's date and the item's slug: a special's place on a list, "2026-11-16/navel-oranges".
    var k: String
    var name: String
    /// The price as the tile sets it large, with its label: "$12.99 with card · 1+1 free".
    var price: String
    var deal: String?
    /// The size and unit price: "4 lb · $0.32/lb".
    var unit: String?
    /// What the list charges for it, in the currency's smallest unit (`ListTerms`, from the deal): a full
    /// set of `items` costs `set`, of the items beyond the full sets the first `rest` cost `each`.
    var items: Int
    var set: Int
    var each: Int
    var rest: Int
    var limit: Int?
    /// For a price by weight, the unit the shopper's amount is in ("kg", "lb", "oz", "g") and how much
    /// of it the price is for (100 for a price per 100 g, else 1): the list counts the amount with
    /// decimals ("0,5 kg") and costs it as amount / `per` x `each`. Nil for what is counted whole.
    var weight: String?
    var per: Int?
    /// The week's first and last day, ISO dates: the list marks a special ended after its last day.
    var week: String
    var until: String
    /// "Prices valid November 16 – 22, 2026."
    var validity: String
    /// The special's page from the list page, on the list page's own entries (a shared link's specials
    /// are taken from them); a button's entry leaves it to the script, which knows its tile's link.
    var href: String?

    /// `item` of `week` as `text` reads it, its page's slug `slug`, in a currency of `minorUnits` decimals.
    init(_ item: FeedItem, slug: String, text: SpecialText, week: Week, validity: String, minorUnits: Int) {
        k = "\(week.date)/\(slug)"
        name = item.name
        price = [text.price, text.priceLabel].compactMap { $0 }.joined(separator: " ")
        deal = text.deal
        unit = text.unitLine
        let terms = item.deal.listTerms(item.price, minorUnits: minorUnits)
        (items, set, each, rest) = (terms.items, terms.set, terms.each, terms.rest)
        limit = item.deal.limit
        (weight, per) = Self.weighed(item.deal.per)
        self.week = week.date.description
        until = week.validThrough.description
        self.validity = validity
    }

    /// The unit a price by weight is counted in and how much of it the price is for.
    static func weighed(_ per: PricedPer?) -> (unit: String?, per: Int?) {
        switch per {
        case .pound: ("lb", 1)
        case .kilogram: ("kg", 1)
        case .ounce: ("oz", 1)
        case .hundredGrams: ("g", 100)
        case .each, nil: (nil, nil)
        }
    }

    /// The entry as the button's `data-item` holds it.
    var json: String { Self.json(self, empty: "{}") }

    /// Entries as JSON, as the list page's `data-specials` holds them.
    static func json(_ entries: [ListEntry]) -> String { json(entries, empty: "[]") }

    private static func json(_ value: some Encodable, empty: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and optionals only: encoding cannot fail.
        return String(decoding: (try? encoder.encode(value)) ?? Data(empty.utf8), as: UTF8.self)
    }
}
