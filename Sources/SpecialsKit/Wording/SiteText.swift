import Foundation

/// How the site says things: its words in its language, its dates, its money, its units as the
/// country writes them. Pages are made of what this says.
struct SiteText: Sendable {
    let config: SiteConfig
    let words: Words
    let format: MoneyFormat

    init(_ config: SiteConfig) {
        self.config = config
        let table = { (entries: [SiteConfig.WordOverride]) in
            Dictionary(entries.map { ($0.key, $0.text) }, uniquingKeysWith: { _, last in last })
        }
        words = Words(
            Words.Language(config.locale.identifier), translation: table(config.translation?.words ?? []),
            overrides: table(config.words))
        format = config.moneyFormat
    }

    var title: String { config.title ?? words("site_title") }
    var description: String { config.description ?? words("site_description") }

    /// "Prices in USD. Unit prices are shown per oz, fl oz or item."
    var footer: String {
        let pricing = config.unitPricing
        let units = words(
            "units_list",
            ["first": symbol(pricing.mass), "second": symbol(pricing.volume), "third": symbol(pricing.count)])
        return words("footer", ["currency": config.currency, "units": units])
    }

    /// "November 16, 2026", "16. November 2026".
    func day(_ day: Day) -> String { day.formatted(locale: config.locale) }

    /// The days from `first` to `last` as the language writes a range: "November 16 – 22, 2026",
    /// "16.–22. November 2026", "16–22 novembre 2026", "16 – 22 de noviembre de 2026".
    func days(_ first: Day, _ last: Day) -> String {
        first.formatted(through: last, locale: config.locale)
    }

    /// The week's validity in words: "Prices valid November 16 – 22, 2026."
    func validity(_ week: Week) -> String {
        words("validity", ["dates": days(week.date, week.validThrough)])
    }

    /// Whether the page writes litres and millilitres with a capital L, as Americans and the French do.
    private var capitalLitre: Bool { config.region == "US" || words.language == .fr }

    /// A unit's symbol as the page shows it: "kg", "l" ("L" in the US and France), "fl oz"; a count
    /// unit in words ("item", "Stück").
    func symbol(_ unit: MeasureUnit) -> String {
        switch unit {
        case .each, .count: words("unit_item")
        case .dozen: words("dozen")
        case .litre: capitalLitre ? "L" : "l"
        case .millilitre: capitalLitre ? "mL" : "ml"
        case .centilitre: capitalLitre ? "cL" : "cl"
        case .decilitre: capitalLitre ? "dL" : "dl"
        case .hundredMillilitres: capitalLitre ? "100 mL" : "100 ml"
        default: unit.symbol
        }
    }

    /// A unit price in the country's style: "$0.323/oz", "$0.33 each", "1 kg = 7,16 €", "7,16 €/kg".
    func unitPrice(_ unitPrice: UnitPrice, places: Int? = nil) -> String {
        let price = format.unitPriceString(unitPrice.amount, places: places)
        let text: String
        if unitPrice.unit == .each || unitPrice.unit == .count {
            text = words("unit_price_each", ["price": price])
        } else {
            let symbol = symbol(unitPrice.unit)
            text = words(
                "unit_price",
                ["price": price, "unit": symbol, "quantity": symbol.first?.isNumber == true ? symbol : "1 " + symbol])
        }
        // "1 kg = 25,20 €" may break around its "=", so that a narrow tile sets it on two lines rather
        // than leaving it out.
        return unbroken(text).replacing("\u{00A0}=\u{00A0}", with: " = ")
    }

    /// A price of one item: "$2.50 each", "1 Stück = 2,50 €".
    func unitEach(_ amount: String) -> String {
        unbroken(words("unit_price_each", ["price": amount]))
    }

    /// A figure with no line break inside it or between a number and its unit: "$1.99/lb", "2,50 € each".
    func unbroken(_ text: String) -> String {
        // Character by character, so a space carrying a combining mark stays one: Foundation's
        // replacingOccurrences goes through NSString on Linux, which cost 3% of a chain's build.
        guard text.utf8.contains(UInt8(ascii: " ")) else { return text }
        return String(text.map { $0 == " " ? "\u{00A0}" : $0 })
    }

    /// A size as the page shows it: the locale's decimal separator, units as the country writes them,
    /// counts in words ("12 Stück", "3 × 65 pièces"), and no line break inside it but after a multipack's "/".
    func size(_ quantity: Quantity) -> String {
        // Word by word: a regular expression is compiled anew on every call, for every special of every store.
        var words = quantity.text(for: config.locale).split(separator: " ", omittingEmptySubsequences: false).map(
            String.init)
        for index in words.indices {
            switch words[index] {
            case "ct" where index > 0 && words[index - 1].first?.isASCIIDigit == true:
                // "12 ct" in the language's words for a count: "12 Stück".
                let amount = words[index - 1]
                let count = Int(amount) ?? 2
                words[index - 1] = self.words.plural("count", count: count).replacingOccurrences(
                    of: String(count), with: amount)
                words[index] = ""
            case "L", "mL", "cL", "dL":
                if !capitalLitre { words[index] = words[index].replacingOccurrences(of: "L", with: "l") }
            case "dozen": words[index] = self.words("dozen")
            case "loads": words[index] = self.words("loads")
            default: break
            }
        }
        words = words.filter { !$0.isEmpty }
        // Sold by weight: "je kg", "le kg", "el kg", "per lb"; "je 100 g", "les 100 g".
        if words.first == "per", words.count > 1 {
            let key = words[1].first?.isASCIIDigit == true ? "sold_per_amount" : "sold_per"
            words = [self.words(key, ["measure": words.dropFirst().joined(separator: " ")])]
        }
        // A multipack's two quantities ("4 Stück / 21,2 oz") may break after the "/": each keeps its unit.
        return unbroken(words.joined(separator: " ")).replacing("\u{00A0}/\u{00A0}", with: "\u{00A0}/ ")
    }
}
