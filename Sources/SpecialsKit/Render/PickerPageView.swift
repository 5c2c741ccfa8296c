/// A chain's store picker: every store grouped by region, then by city.
struct PickerPageView: Sendable {
    /// A region's stores, or the stores of no region.
    struct Group: Sendable {
        /// The region's name; nil when the chain has no regions.
        var heading: String?
        var id: String
        var cities: [City]
    }

    struct City: Sendable {
        /// nil for stores whose address names no city.
        var name: String?
        /// 2 under no region heading, 3 under one.
        var level: Int
        var stores: [Store]
    }

    struct Store: Sendable, Hashable {
        var name: String
        var href: String
        /// A chain's store's folder from the chain's root, "stores/downtown/": where the picker offers to send
        /// a shopper back to (`specials.js`); nil for a site that is one store.
        var folder: String?
        var street: String?
        /// "Springfield, IL 62701" or "10115 Berlin", as the country writes it.
        var locality: String?
        var hours: [Hours]
        var hasHours: Bool { !hours.isEmpty }
        var geo: Geo?
        /// "+1 217-555-0100", and as a tel: link wants it: "+12175550100".
        var phone: String?
        var tel: String?
    }

    /// Where a store is, in decimal degrees as JavaScript reads them.
    struct Geo: Sendable, Hashable {
        var lat: String
        var lon: String
    }

    /// One line of opening hours, in the site's language: "Mon–Sat 7:00 AM – 10:00 PM".
    struct Hours: Sendable, Hashable {
        var text: String
    }

    var page: PageMeta
    var site: SiteView
    var words: WordsView
    var groups: [Group]
    /// How "Stores near me" measures: "mile" where the country drives in miles, else "kilometer"
    /// (as JavaScript's Intl.NumberFormat names the units).
    var distanceUnit: String

    /// From this many stores on, a search box filters the list as the shopper types (the page lists
    /// every store without it, and without JavaScript).
    static let searchFrom = 20
    var hasSearch: Bool { storeCount >= Self.searchFrom }
    /// From this many stores on, in two regions or more, each region is folded under its heading until the
    /// shopper opens it: a phone shows the regions on a screen or two, not every store's card.
    static let foldFrom = 20
    var isFolded: Bool { regionCount > 1 && storeCount >= Self.foldFrom }
    /// A list of the regions, to jump to one, when there are two or more and they are not folded (folded,
    /// their headings are that list).
    var hasRegionNav: Bool { regionCount > 1 && !isFolded }
    private var storeCount: Int { groups.reduce(0) { $0 + $1.cities.reduce(0) { $0 + $1.stores.count } } }
    private var regionCount: Int { groups.filter { $0.heading != nil }.count }
    /// Some store has a location, so the page offers the stores nearest the shopper (a script; the
    /// page works without it).
    var hasGeo: Bool { groups.contains { $0.cities.contains { $0.stores.contains { $0.geo != nil } } } }
}

extension PickerPageView: TemplateView {
    static let template = "picker"
    static let themeText = PackageResources.picker_mustache
    static let templateKeys: [String: TemplateKey<PickerPageView>] = [
        "page": .key(\.page),
        "site": .key(\.site),
        "words": .words(\.words),
        "groups": .key(\.groups),
        "hasRegionNav": .key(\.hasRegionNav),
        "isFolded": .key(\.isFolded),
        "hasGeo": .key(\.hasGeo),
        "distanceUnit": .key(\.distanceUnit),
        "hasSearch": .key(\.hasSearch),
    ]
}

extension PickerPageView.Group: TemplateValue {
    static let templateKeys: [String: TemplateKey<PickerPageView.Group>] = [
        "heading": .key(\.heading),
        "id": .key(\.id),
        "cities": .key(\.cities),
    ]
}

extension PickerPageView.City: TemplateValue {
    static let templateKeys: [String: TemplateKey<PickerPageView.City>] = [
        "name": .key(\.name),
        "level": .key(\.level),
        "stores": .key(\.stores),
    ]
}

extension PickerPageView.Store: TemplateValue {
    static let templateKeys: [String: TemplateKey<PickerPageView.Store>] = [
        "name": .key(\.name),
        "href": .key(\.href),
        "folder": .key(\.folder),
        "street": .key(\.street),
        "locality": .key(\.locality),
        "hours": .key(\.hours),
        "hasHours": .key(\.hasHours),
        "geo": .key(\.geo),
        "phone": .key(\.phone),
        "tel": .key(\.tel),
    ]
}

extension PickerPageView.Geo: TemplateValue {
    static let templateKeys: [String: TemplateKey<PickerPageView.Geo>] = [
        "lat": .key(\.lat),
        "lon": .key(\.lon),
    ]
}

extension PickerPageView.Hours: TemplateValue {
    static let templateKeys: [String: TemplateKey<PickerPageView.Hours>] = [
        "text": .key(\.text)
    ]
}
