import Foundation

/// One special's figures as shoppers read them, formatted once per build for every place that shows
/// the special: its tile, its Atom entry.
///
/// The struck-through price and the saving are measured against `original_price`, except on a site in
/// the European Union, where a reduction must be stated against the lowest price of the last 30 days:
/// the feed's `lowest_30_day_price`, else the lowest of the site's own earlier weeks in those days and
/// the regular price. A special that is not below it shows one price and no saving. Without either,
/// the struck price is labelled for what it is, the price before ("vorher"), never implying the
/// 30-day reference.
struct SpecialText: Sendable, Hashable {
    /// The price as the tile sets it large, with a deal's short form: "$1.29", "2/$5", "$1.99/lb"; the
    /// card price where there is one.
    var price: String
    /// What the price is, beside it: "with card", "1+1 free".
    var priceLabel: String?
    /// A card deal's price without the card ("$2.99"), as large as the card price, and its label.
    var regularPrice: String?
    var regularLabel: String?
    /// The deal in words, where the price's short form says it briefly: "2 for $5.00 · $2.50 each",
    /// "Buy 1, get 1 free", "Limit 4".
    var deal: String?
    /// The whole offer in one line, for a link's name, an image's alt text, the feed: "2 for $5.00",
    /// "$2.49 with card, $2.99 without card".
    var offer: String
    /// The price struck through; nil when the special is no discount.
    var originalPrice: String?
    /// What the struck price is: "was", "vorher", "niedrigster Preis der letzten 30 Tage".
    var wasLabel: String
    /// Whether that label shows (in the EU it must), or is for screen readers only.
    var wasVisible: Bool
    /// "Save $1.00 (25%)", "Sie sparen 0,20 € (16 %)".
    var saving: String?
    /// Where the reference is the EU's lowest price of 30 days, the saving as German grocers print it
    /// on a shelf label or a tile, "−16 %", its reference price marked with `SpecialText.mark` and the
    /// page saying once what the mark means (the label in full would fill a phone's tile).
    var shortSaving: String?
    /// "4 lb", "1,5 l", "12 Stück", as the country writes them.
    var size: String?
    /// "$0.323/oz", "1 kg = 7,16 €"; a card deal's with the card and without.
    var unitPrice: String?
    /// "Lowest price in 6 weeks", where the archive shows it.
    var lowest: String?
    /// Whether the tile states a saving, a deal or a card price: what "on special" may be said of.
    var isOffer = false
    /// The mark on the reference price whose label the page gives once (`ReferenceMarks`).
    var wasMark: String?

    init(_ item: FeedItem, text: SiteText, standing: ItemStanding? = nil) {
        self.init(Figures(item, standing: standing, isEU: text.config.isEU), text: text)
    }

    /// What a special's text is made from, and all it is made from: specials with equal figures read
    /// alike, whatever their names, tiles or weeks.
    struct Figures: Hashable, Sendable {
        var price: Money
        var size: Quantity?
        var deal: Deal
        /// What the archive lets it claim (`TileClaims`): its reference price and the weeks its price is
        /// the lowest of.
        var claims: TileClaims

        /// `item`'s figures with its standing's claims; without one (a tile measured before the archive
        /// is read), with what the feed alone would let it claim.
        init(_ item: FeedItem, standing: ItemStanding?, isEU: Bool) {
            price = item.price
            size = item.size
            deal = item.deal
            claims =
                standing?.claims
                ?? ClaimDecider.decide(
                    item, on: Day(year: 2000, month: 1, day: 3), through: Day(year: 2000, month: 1, day: 9),
                    earlier: [], rules: ClaimRules(isEU: isEU))
            // The notes are for the build's warnings; the text is the same without them.
            claims.notes = []
        }

        /// The unit price `price` comes to (`Deal.unitPrice`).
        func unitPrice(of price: Money, pricing: UnitPricing) -> UnitPrice? {
            deal.unitPrice(of: price, size: size, pricing: pricing)
        }
    }

    init(_ item: Figures, text: SiteText) {
        let format = text.format
        let config = text.config
        let quote = DealQuote(deal: item.deal, text: text)
        let card = item.deal.cardPrice
        // The price set large (the card's, where there is one), and what one item comes to at it.
        let shown = card ?? item.price
        let paid = item.deal.perItem(shown)
        price = quote.short(shown)
        // Only a multi-buy's full form ("2 for $5.00") differs from its short one ("2/$5").
        let full = item.deal.quantity > 1 ? quote.long(shown) : price
        let buyGet = quote.words
        let withCard = card == nil ? "" : text.words("with_card")
        if card != nil {
            // The deal's badge stays with the price: "$12.99 with card · 1+1 free".
            priceLabel = [withCard, quote.badge].compactMap { $0 }.joined(separator: " · ")
            regularPrice = quote.short(item.price)
            let withoutCard = text.words("without_card")
            regularLabel = withoutCard
            offer = "\(full) \(withCard), \(quote.long(item.price)) \(withoutCard)"
        } else {
            priceLabel = quote.badge
            offer = full
        }
        if let buyGet { offer += ", " + buyGet }
        var dealLines = [full == price ? nil : full]
        if item.deal.coversSeveral { dealLines.append(text.unitEach(format.computed(paid))) }
        dealLines.append(buyGet)
        let limit = item.deal.limit.map { text.words("deal_limit", ["count": String($0)]) }
        dealLines.append(limit)
        let lines = dealLines.compactMap { $0 }
        deal = lines.isEmpty ? nil : lines.joined(separator: " · ")
        if let limit { offer += ", " + limit }

        // The saving is per item, at the lowest price the deal gives: what one item came to against
        // the reference the archive lets it state (`ClaimDecider`).
        var reference = item.claims.reference
        let was = Self.was(item.claims.label, isEU: config.isEU, text: text)
        (wasLabel, wasVisible) = (was.label, was.visible)
        if let known = reference, known <= paid { reference = nil }
        originalPrice = reference.map { quote.each($0) }
        if let reference {
            let said = Self.saving(
                from: reference, paid: paid, items: item.deal.itemsReceived, quote: quote, text: text,
                short: was.againstLowest)
            saving = card == nil ? said.long : "\(said.long) \(withCard)"
            if let short = said.short { shortSaving = card == nil ? short : "\(short) \(withCard)" }
        }
        lowest = item.claims.lowestInWeeks.map { text.words("lowest_in_weeks", ["weeks": String($0)]) }
        // "On special" only where the tile states a saving, a multi-buy, a buy-get or a card price.
        isOffer = saving != nil || item.deal.isOffer
        size = item.size.map(text.size)
        let unit = { (money: Money) in item.unitPrice(of: money, pricing: config.unitPricing).map { text.unitPrice($0) }
        }
        if let card, let cardUnit = unit(card), let without = unit(item.price) {
            unitPrice = "\(cardUnit) \(withCard) · \(without) \(text.words("without_card"))"
        } else {
            unitPrice = unit(item.price)
        }
    }
}

/// How a deal's price reads: "2 for $5.00" in full, "2/$5" short, "$1.99/lb", "$0.50 each".
struct DealQuote {
    var deal: Deal
    var text: SiteText

    /// The price with the deal's terms, as the tile sets it large.
    func short(_ money: Money) -> String {
        if deal.quantity > 1 {
            return text.words(
                "deal_multi_short", ["quantity": String(deal.quantity), "price": text.format.shortString(money)])
        }
        return per(money)
    }

    /// The price with the deal's terms in full: "2 for $5.00".
    func long(_ money: Money) -> String {
        deal.quantity > 1
            ? text.words("deal_multi", ["quantity": String(deal.quantity), "price": text.format.string(money)])
            : per(money)
    }

    /// An amount per what the price is per: "$1.99/lb", "$0.50 each", "$1.29"; one the build `computed`
    /// in the currency's smallest unit.
    func per(_ money: Money, computed: Bool = false) -> String {
        let amount = amount(money, computed: computed)
        switch deal.per {
        case nil: return amount
        case .each?: return text.unitEach(amount)
        case let unit?: return text.unbroken(text.words("price_per", ["price": amount, "unit": unit.rawValue]))
        }
    }

    /// A price of one item: "$3.49 each" where the deal's price is for several, else as `per` writes it.
    func each(_ money: Money, computed: Bool = false) -> String {
        deal.coversSeveral ? text.unitEach(amount(money, computed: computed)) : per(money, computed: computed)
    }

    /// A price as the feed gave it, or an amount the build `computed`, in the currency's smallest unit.
    private func amount(_ money: Money, computed: Bool) -> String {
        computed ? text.format.computed(money) : text.format.string(money)
    }

    /// Buy N get M free in words: "Buy 1, get 1 free".
    var words: String? {
        guard let buy = deal.buy, let get = deal.get else { return nil }
        return text.words("deal_buy_get", ["buy": String(buy), "get": String(get), "total": String(buy + get)])
    }

    /// Buy N get M free as the price's badge: "1+1 free", "2 für 1".
    var badge: String? {
        guard let buy = deal.buy, let get = deal.get else { return nil }
        return text.words("deal_buy_get_short", ["buy": String(buy), "get": String(get), "total": String(buy + get)])
    }
}

extension SpecialText {
    /// The size and unit price line as the tile writes it: "4 lb · $0.323/lb".
    var unitLine: String? {
        unitPrice.map { [size, $0].compactMap { $0 }.joined(separator: " · ") }
    }

    /// The price block's line as the tile writes it: the price and its label, and a card deal's price
    /// without the card with its own: "$3.49 with card $3.99 without card".
    var priceLine: String {
        [price, priceLabel, regularPrice, regularLabel].compactMap { $0 }.joined(separator: " ")
    }

    /// The mark on a reference price whose label the page gives once, below the tiles.
    static let mark = "*"

    /// The saving with its reference price as the tile writes them, one block: "Save $0.94 (42%) $2.23",
    /// "−35 % 1,99 €*" (`shortSaving`).
    var savingLine: String? {
        if let shortSaving, let originalPrice { return "\(shortSaving) \(originalPrice)\(wasMark ?? Self.mark)" }
        return saving.map { saving in
            [saving, wasVisible ? wasLabel : nil, originalPrice].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// What the tile's mark means, once on the page: "* niedrigster Preis der letzten 30 Tage".
    var markNote: String? {
        shortSaving == nil ? nil : "\(wasMark ?? Self.mark)\u{A0}\(wasLabel)"
    }
}

extension UnitPrice {
    /// The unit price as `config`'s site shows it: "$0.323/oz", "1 kg = 7,16 €".
    package func text(for config: SiteConfig) -> String {
        SiteText(config).unitPrice(self)
    }
}
