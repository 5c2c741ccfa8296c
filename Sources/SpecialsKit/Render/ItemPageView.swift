/// What `item.mustache` shows: one item, its special now or when it last was, and its price history.
struct ItemPageView: Sendable {
    /// The item's special as shoppers read it (as its tile does), with the week it belongs to.
    struct Special: Sendable {
        /// "On special now", or "In this week's ad, at its regular price".
        var status: String
        /// The week's offer as its tile says it: the first listing's where the ad lists the item twice.
        var text: SpecialText
        /// Each offer of the week as its tile says it, `text` first: more than one where the ad lists the
        /// item twice at different prices (the theme shows each; a template written for `text` the first).
        var offers: [SpecialText]
        /// "Prices valid November 16 – 22, 2026."
        var validity: String
        /// The week's page; nil on a price list's page that stores share (`stores` says where).
        var weekHref: String?
        /// The first offer as the shopper's list keeps it, as JSON (`ListEntry`); nil on a page stores share.
        var listItem: String? = nil
    }

    /// Where a shared price list's prices apply: "From the weekly ad of North, at:" its stores, or,
    /// for many, a link to them in the picker.
    struct Stores: Sendable {
        var intro: String
        var stores: [PickerPageView.Store]
        var hasStores: Bool { !stores.isEmpty }
        var picker: String?
        /// "250 stores: find yours"
        var pickerText: String?
    }

    struct Image: Sendable {
        var src: String
        var alt: String
        var width: Int
        var height: Int
    }

    /// One week of the history table.
    struct Row: Sendable {
        var week: String
        var date: String
        var price: String
        var kind: String
        var onSpecial: Bool
    }

    var page: PageMeta
    var site: SiteView
    var words: WordsView
    /// schema.org Product (with its Offer while on special) as JSON-LD.
    var jsonLD: String
    var name: String
    var image: Image?
    /// In the current week's ad.
    var current: Special?
    /// Not on special now: "Last on special in the week of November 2, 2026, at $1.49.", and that week.
    var last: String?
    var lastHref: String?
    /// On a price list's page that stores share: the stores whose prices these are.
    var stores: Stores?
    var historyCaption: String
    /// The history drawn as a chart (the table is its text equivalent), from two weeks on.
    var chart: PriceChart?
    var rows: [Row]
    /// The department its latest week puts it in, as the pages name it.
    var department: String? = nil
}

extension ItemPageView: TemplateView {
    static let template = "item"
    static let themeText = PackageResources.item_mustache
    static let templateKeys: [String: TemplateKey<ItemPageView>] = [
        "page": .key(\.page),
        "site": .key(\.site),
        "words": .words(\.words),
        "jsonLD": .key(\.jsonLD),
        "name": .key(\.name),
        "department": .key(\.department),
        "image": .key(\.image),
        "current": .key(\.current),
        "last": .key(\.last),
        "lastHref": .key(\.lastHref),
        "stores": .key(\.stores),
        "historyCaption": .key(\.historyCaption),
        "chart": .key(\.chart),
        "rows": .key(\.rows),
    ]
}

extension ItemPageView.Special: TemplateValue {
    static let templateKeys: [String: TemplateKey<ItemPageView.Special>] = [
        "status": .key(\.status),
        "text": .key(\.text),
        "offers": .key(\.offers),
        "validity": .key(\.validity),
        "weekHref": .key(\.weekHref),
        "listItem": .key(\.listItem),
    ]
}

extension ItemPageView.Stores: TemplateValue {
    static let templateKeys: [String: TemplateKey<ItemPageView.Stores>] = [
        "intro": .key(\.intro),
        "stores": .key(\.stores),
        "hasStores": .key(\.hasStores),
        "picker": .key(\.picker),
        "pickerText": .key(\.pickerText),
    ]
}

extension SpecialText: TemplateValue {
    static let templateKeys: [String: TemplateKey<SpecialText>] = [
        "price": .key(\.price),
        "priceLabel": .key(\.priceLabel),
        "regularPrice": .key(\.regularPrice),
        "regularLabel": .key(\.regularLabel),
        "deal": .key(\.deal),
        "offer": .key(\.offer),
        "originalPrice": .key(\.originalPrice),
        "wasLabel": .key(\.wasLabel),
        "wasVisible": .key(\.wasVisible),
        "saving": .key(\.saving),
        "shortSaving": .key(\.shortSaving),
        "size": .key(\.size),
        "unitPrice": .key(\.unitPrice),
        "lowest": .key(\.lowest),
        "isOffer": .key(\.isOffer),
        "wasMark": .key(\.wasMark),
    ]
}

extension ItemPageView.Image: TemplateValue {
    static let templateKeys: [String: TemplateKey<ItemPageView.Image>] = [
        "src": .key(\.src),
        "alt": .key(\.alt),
        "width": .key(\.width),
        "height": .key(\.height),
    ]
}

extension ItemPageView.Row: TemplateValue {
    static let templateKeys: [String: TemplateKey<ItemPageView.Row>] = [
        "week": .key(\.week),
        "date": .key(\.date),
        "price": .key(\.price),
        "kind": .key(\.kind),
        "onSpecial": .key(\.onSpecial),
    ]
}
