import Foundation
import SpecialsTestSupport
import Testing

@testable import SpecialsKit

/// A store anywhere: the same content built in each of the theme's languages reads in that language
/// only, with dates, money, sizes and unit prices as the country writes them.
@Suite struct LocaleTests {
    static let now = BuildOptions(now: .day(Day("2026-11-21")!))

    /// Content with no words of its own that the theme uses, so any English left is the theme's.
    static func site(_ settings: String) -> [String: String] {
        [
            "site.yml": settings + "base_url: https://example.com/\n",
            "Content/specials/2026-11-09.json":
                #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Kartoffeln 2,5 kg", "width": 8, "height": 8, "price": "3.49"}]}"#,
            "Content/specials/2026-11-16.json": #"""
            {"canvasUnit": 16, "managerSpecials": [
              {"display_name": "Kartoffeln 2,5 kg", "width": 8, "height": 8, "price": "3.49", "original_price": "4.99"},
              {"display_name": "Mineralwasser 6 x 1,5 l", "width": 8, "height": 8, "price": "2.99", "original_price": "3.29", "lowest_30_day_price": "3.19"},
              {"display_name": "Eier 10 Stück", "width": 3, "height": 3, "price": "2.79", "original_price": "2.99", "imageUrl": "img/eier.svg"},
              {"display_name": "Butter 250 g", "width": 16, "height": 4, "price": "1.99"}]}
            """#,
            "Content/notes/wasser.md":
                "---\ntitle: Wasser\ndate: 2026-11-16\nweek: 2026-11-16\ncompare:\n  - special: Mineralwasser 6 x 1,5 l\n  - {name: Quelle, price: 0.89, size: 1 l}\n---\nText.\n",
            "Content/notes/impressum.md": "---\ntitle: Impressum\n---\nText.\n",
            "Static/img/eier.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ]
    }

    static func build(_ settings: String) async throws -> BuildResult {
        try await rendered("/site", fileSystem: memorySite(site(settings)), options: now)
    }

    /// The visible text and the text of attributes a person meets (alt, aria-label, title, content).
    static func words(of html: String) -> Set<String> {
        // A name's soft hyphens are inside its words ("Was\u{AD}ser" is not "was").
        var text = html.replacingOccurrences(of: "\u{AD}", with: "").replacing(/https?:\/\/[^\s<"]+/, with: " ")
            .replacing(/<script[^>]*>.*?<\/script>/.dotMatchesNewlines(), with: " ")
            .replacing(/<style[^>]*>.*?<\/style>/.dotMatchesNewlines(), with: " ")
        // Attribute values a person reads; a URL (og:url's content) is an address, not words.
        let attributes = text.matches(of: /(alt|aria-label|title|content)="([^"]*)"/).map { String($0.2) }.filter {
            !$0.contains("/")
        }
        text = text.replacing(/<[^>]*>/, with: " ") + " " + attributes.joined(separator: " ")
        return Set(text.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 })
    }

    /// A language written from right to left: every page says so (`dir="rtl"`), and the stylesheet
    /// keeps the grid as the ad was laid out (its first special at the top left) while each tile's text
    /// reads from the right. Other languages' pages and stylesheet say nothing of direction.
    @Test(arguments: [
        ("he_IL", true), ("ar_EG", true), ("fa_IR", true), ("ur_PK", true), ("de_DE", false), ("ja_JP", false),
    ])
    func aRightToLeftLanguageReadsFromTheRightOnTheAdsOwnGrid(locale: String, rightToLeft: Bool) async throws {
        let result = try await Self.build("locale: \(locale)\ncurrency: EUR\n")
        let pages = result.files.filter { $0.path.hasSuffix(".html") }
        #expect(pages.count > 5)
        let tag =
            "<html lang=\"\(locale.replacingOccurrences(of: "_", with: "-"))\"\(rightToLeft ? " dir=\"rtl\"" : "")>"
        for page in pages {
            #expect(String(decoding: page.contents, as: UTF8.self).contains(tag), "\(locale) \(page.path)")
        }
        let css = try #require(
            result.files.first { $0.path.hasSuffix(".css") }.map { String(decoding: $0.contents, as: UTF8.self) })
        #expect(css.contains(".grid { direction: ltr; }\n.grid > .tile { direction: rtl; }") == rightToLeft)
        #expect(css.contains("rtl") == rightToLeft)
    }

    @Test(arguments: ["de_DE", "fr_FR", "es_ES"])
    func noEnglishWordOfTheThemeIsLeft(locale: String) async throws {
        let result = try await Self.build("locale: \(locale)\n")
        let language = Words.Language(locale)
        // The English theme's words, less those the language writes too ("Notes", "Pages", "Site").
        let english = Set(BuiltInWords.english.values.flatMap { Self.words(of: $0) })
        let own = Set(language.table.values.flatMap { Self.words(of: $0) })
        let content = Self.words(of: Self.site("").values.joined(separator: " "))
        let forbidden = english.subtracting(own).subtracting(content)
        #expect(forbidden.count > 30, "the check has English to look for")
        for file in result.files where file.path.hasSuffix(".html") || file.path.hasSuffix(".xml") {
            let left = Self.words(of: String(decoding: file.contents, as: UTF8.self)).intersection(forbidden)
            #expect(left.isEmpty, "\(locale) \(file.path): \(left.sorted())")
        }
        let front = try #require(result.files.text("index.html"))
        #expect(front.contains("<html lang=\"\(locale.replacingOccurrences(of: "_", with: "-"))\">"))
    }

    /// Goods sold by weight read in the store's words, with the unit price its country's rule asks for.
    @Test(arguments: [
        ("de_DE", "Bananen je kg", "1.29", "je\u{A0}kg · 1\u{A0}kg = 1,29\u{A0}€"),
        ("de_DE", "Gouda jung am Stück je 100 g", "1.29", "je\u{A0}100\u{A0}g · 1\u{A0}kg = 12,90\u{A0}€"),
        ("fr_FR", "Bananes le kg", "1.29", "le\u{A0}kg · 1,29\u{A0}€/kg"),
        ("fr_FR", "Comté AOP les 100 g", "2.49", "les\u{A0}100\u{A0}g · 24,90\u{A0}€/kg"),
        ("es_ES", "Plátano de Canarias el kg", "1.99", "el\u{A0}kg · 1,99\u{A0}€/kg"),
        ("en_US", "Bananas per lb", "0.59", "per\u{A0}lb · $0.037/oz"),
    ])
    func soldByWeightInTheStoresWords(locale: String, name: String, price: String, line: String) async throws {
        let feed =
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "\#(name)", "width": 8, "height": 8, "price": "\#(price)"}]}"#
        let files = [
            "site.yml": "locale: \(locale)\nbase_url: https://example.com/\n", "Content/specials/2026-11-16.json": feed,
        ]
        let result = try await rendered("/site", fileSystem: memorySite(files), options: Self.now)
        let page = try #require(result.files.text("index.html"))
        // An EU page's unit price is part of the price's block: shown with it or not at all.
        let unit =
            locale == "en_US" ? "<p class=\"tile__unit\">\(line)</p>" : "<span class=\"tile__unit\">\(line)</span></p>"
        #expect(page.contains(unit), "\(page.firstMatch(of: /class="tile__unit">[^<]*</)?.0 ?? "no unit line")")
    }

    @Test func aGermanWeekReadsAsGermanShelvesWriteIt() async throws {
        let result = try await Self.build("locale: de_DE\n")
        let page = try #require(result.files.text("index.html"))
        #expect(page.contains("<h1>Angebote der Woche vom 16. November 2026</h1>"))
        #expect(page.contains("<p class=\"validity\">Preise gültig: 16.–22. November 2026.</p>"))
        #expect(
            page.contains("<span class=\"price\">3,49\u{A0}€</span>"), "euros, from the locale, with no currency: line")
        // Per kilogram and litre by default, in the Grundpreis style; counts in words.
        #expect(
            page.contains(
                "<span class=\"price\">3,49\u{A0}€</span> <span class=\"tile__unit\">2,5\u{A0}kg · 1\u{A0}kg = 1,40\u{A0}€</span></p>"
            ))
        #expect(page.contains("6\u{A0}×\u{A0}1,5\u{A0}l · 1\u{A0}l = 0,33\u{A0}€"))
        #expect(page.contains("10\u{A0}Stück · 1\u{A0}Stück = 0,28\u{A0}€"), "counts in words, per piece")
        // The EU's rule: against the lowest price of 30 days where given, else said to be the price before.
        // On the tile as German shelves print it, "−6 % 3,19 €*", the mark said once below the tiles.
        #expect(
            page.contains(
                "<p class=\"tile__saving\">−6\u{A0}% <span class=\"tile__ref\"><del class=\"was\"><span class=\"visually-hidden\">"
                    + "niedrigster Preis der letzten 30 Tage </span>3,19\u{A0}€</del><span class=\"was__mark\" aria-hidden=\"true\">*</span></span></p>"
            ),
            "measured against 3,19 €, not 3,29 €")
        #expect(page.contains("<p class=\"footnote\">*\u{A0}niedrigster Preis der letzten 30 Tage</p>"))
        // The potatoes sold at 3,49 € the week before: against that, 3,49 € is no reduction, whatever the
        // feed's 4,99 € says, and the build says which week was as cheap.
        #expect(!page.contains("4,99\u{A0}€"))
        #expect(
            result.warnings.map(\.description).contains(
                "Content/specials/2026-11-16.json: managerSpecials[0].original_price: warning: \"Kartoffeln 2,5 kg\": original_price 4.99 is above 3.49, "
                    + "its price in the week of 2026-11-09, within the 30 days before this reduction; a reduction in the EU is stated against the lowest price "
                    + "of those days, so the page shows no saving"))
        // A narrow tile with a unit price shows no picture in the ad's grid on an EU site: its price and
        // Grundpreis need the room. A phone gives every tile its room, and shows it there alone.
        #expect(
            page.contains(
                "<span class=\"price\">2,79\u{A0}€</span> <span class=\"tile__unit\">10\u{A0}Stück · 1\u{A0}Stück = 0,28\u{A0}€</span>"
            ))
        #expect(
            page.contains("<picture><source media=\"screen and (min-width: 560px)\" srcset=\"data:image/gif;base64,"))
        let feed = try #require(result.files.text("feed.xml"))
        #expect(feed.contains("<summary>4 Angebote, gültig: 16.–22. November 2026.</summary>"))
        #expect(feed.contains("<summary>1 Angebot, gültig: 9.–15. November 2026.</summary>"))
    }

    @Test func aFrenchAndASpanishWeekToo() async throws {
        let french = try #require(try await Self.build("locale: fr_FR\n").files.text("index.html"))
        #expect(french.contains("<h1>Promotions de la semaine du 16 novembre 2026</h1>"))
        #expect(french.contains("Prix valables\u{A0}: 16–22 novembre 2026."))
        #expect(french.contains("2,5\u{A0}kg · 1,40\u{A0}€/kg"))
        #expect(french.contains("6\u{A0}×\u{A0}1,5\u{A0}L · 0,33\u{A0}€/L"))
        #expect(french.contains("<span class=\"was__label\">prix précédent</span>"))
        let spanish = try #require(try await Self.build("locale: es_ES\n").files.text("index.html"))
        #expect(spanish.contains("<h1>Ofertas de la semana del 16 de noviembre de 2026</h1>"))
        #expect(spanish.contains("2,5\u{A0}kg · 1,40\u{A0}€/kg"))
    }

    @Test func aBritishStoreReadsPintsAsImperialAndPricesPerLitre() async throws {
        var files = Self.site("locale: en_GB\n")
        files["Content/specials/2026-11-16.json"] = #"""
            {"canvasUnit": 16, "managerSpecials": [
              {"display_name": "Cravendale Filtered Milk 2 Pints", "width": 8, "height": 8, "price": "1.45"},
              {"display_name": "Heinz Baked Beanz 4 x 415g", "width": 8, "height": 8, "price": "3.50"}]}
            """#
        files["Content/notes/wasser.md"] = nil
        let page = try #require(
            try await rendered("/site", fileSystem: memorySite(files), options: Self.now).files.text("index.html"))
        #expect(page.contains("2\u{A0}pt · £1.28/l"))
        #expect(page.contains("4\u{A0}×\u{A0}415\u{A0}g · £2.11/kg"))
        #expect(page.contains("Prices valid 16\u{2009}–\u{2009}22 November 2026."))
        #expect(!page.contains("was__label"), "the UK is not in the EU")
    }

    /// Every month, every weekday, and the weeks around New Year, in each language: the names the
    /// language uses, never English's, and both years where a week spans two.
    @Test(arguments: Words.Language.allCases)
    func datesInEveryMonthAndAroundNewYear(language: Words.Language) {
        let locale = Locale(identifier: ["en": "en_US", "de": "de_DE", "fr": "fr_FR", "es": "es_ES"][language.code]!)
        let expected: [Words.Language: Set<String>] = [
            .en: [
                "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                "november", "december",
            ],
            .de: [
                "januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober",
                "november", "dezember",
            ],
            .fr: [
                "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
                "novembre", "décembre",
            ],
            .es: [
                "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
                "noviembre", "diciembre",
            ],
        ]
        var months: Set<String> = []
        for month in 1...12 {
            let first = Day(year: 2027, month: month, day: 3)
            let range = first.formatted(through: first.adding(days: 6), locale: locale)
            let words = Set(range.lowercased().split { !$0.isLetter }.map(String.init)).subtracting(["de"])
            #expect(words.count == 1, "\(language) \(range)")
            months.formUnion(words)
        }
        #expect(months == expected[language], "\(language): \(months.sorted())")
        let newYear = Day(year: 2026, month: 12, day: 28).formatted(
            through: Day(year: 2027, month: 1, day: 3), locale: locale)
        #expect(newYear.contains("2026") && newYear.contains("2027"), "\(newYear)")
        // Every weekday is a day the week may start on: each still gives one range of 7 days.
        for weekday in 0..<7 {
            let start = Day(year: 2026, month: 11, day: 16 + weekday)
            #expect(start.formatted(through: start.adding(days: 6), locale: locale).contains(String(16 + weekday)))
        }
    }

    @Test func everyTableHasEveryKeyAndItsPlaceholders() {
        for language in Words.Language.allCases {
            #expect(language.builtIn != nil && Set(language.table.keys) == Set(Words.keys), "\(language)")
            for key in Words.keys {
                let (required, allowed) = Words.placeholderRules(key)
                let own = Words.placeholders(language.table[key]!)
                #expect(required.isSubset(of: own) && own.isSubset(of: allowed), "\(language) \(key)")
            }
            for key in Words.keys where key.hasSuffix("_one") {
                #expect(
                    language.table[key.dropLast(4) + "_other"] != nil,
                    "\(language) \(key): a plural needs its other form")
            }
        }
        #expect(Words(.fr).plural("count", count: 0) == "0 pièce" && Words(.fr).plural("count", count: 2) == "2 pièces")
        #expect(Words(.en).plural("feed_summary", count: 1, ["dates": "x"]) == "1 special, valid x.")
    }

    @Test func wordsInSiteYmlReplaceSingleSentencesAndAreChecked() async throws {
        var files = Self.site("locale: de_DE\nwords:\n  nav_this_week: Aktuelle Woche\n  week_headng: x\n")
        var result = try await rendered("/site", fileSystem: memorySite(files), options: Self.now)
        #expect(try #require(result.files.text("index.html")).contains(">Aktuelle Woche</a>"))
        #expect(
            result.warnings.map(\.description).contains(
                "site.yml:4:3: warning: words: unknown key \"week_headng\" is ignored; did you mean \"week_heading\"?"))
        files["site.yml"] = "locale: de_DE\nwords:\n  week_heading: Angebote dieser Woche\n"
        let error = try await #require(throws: SpecialsError.self) {
            try await rendered("/site", fileSystem: memorySite(files), options: Self.now)
        }
        #expect(
            error.description
                == "site.yml:3:3: error: words: week_heading must have {date}, as its sentence does: \"Angebote der Woche vom {date}\""
        )
        files["site.yml"] = "locale: de_DE\nwords:\n  unit_price: \"{price} pro {unit}\"\n"
        result = try await rendered("/site", fileSystem: memorySite(files), options: Self.now)
        #expect(try #require(result.files.text("index.html")).contains("1,40\u{A0}€\u{A0}pro\u{A0}kg"))
    }

    /// Foundation lists a language written in several scripts by its script (zh_Hans_CN, sr_Cyrl_RS):
    /// the way stores write them, without it, is the language's usual script there.
    @Test(arguments: [
        ("zh_CN", "CNY", "¥"), ("zh-TW", "TWD", "$"), ("zh_HK", "HKD", "HK$"), ("sr_RS", "RSD", "RSD"),
        ("ur_PK", "PKR", "Rs"),
        ("pa_IN", "INR", "₹"), ("uz_UZ", "UZS", "soʻm"), ("zh_Hans_CN", "CNY", "¥"),
    ])
    func aLocaleWrittenWithoutItsScriptIsKnown(locale: String, currency: String, sign: String) throws {
        let (config, messages) = SiteConfigDecoder().decode(
            Array("locale: \(locale)\nbase_url: https://example.com/\n".utf8))
        #expect(messages.filter { $0.severity == .error }.isEmpty, "\(messages)")
        let site = try #require(config)
        #expect(site.locale.identifier == locale.replacingOccurrences(of: "-", with: "_"))
        #expect(site.currency == currency, "the country's currency")
        #expect(
            MoneyFormat(locale: site.locale, currency: site.currency).string(Money(Decimal(string: "12.5")!)).contains(
                sign))
    }

    @Test func aLanguageAndCountryNoScriptMakesIsNotKnown() {
        for locale in ["zh_XX", "sr_US_POSIX_X", "xx_CN", "english"] {
            let (config, messages) = SiteConfigDecoder().decode(Array("locale: \(locale)\n".utf8))
            #expect(
                config == nil
                    && messages.first?.description.hasPrefix("site.yml:1:9: error: locale \"\(locale)\" is not known")
                        == true,
                "\(messages)")
        }
    }

    /// A yen price with cents is shown as given, never rounded, and warned about; whole yen and a
    /// dollar site's cents are not.
    @Test func aPriceWithDecimalsItsCurrencyHasNotIsAWarning() async throws {
        let feed =
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Pocky", "width": 8, "height": 8, "price": "198.50", "original_price": "248"}, {"display_name": "Ramune", "width": 8, "height": 8, "price": 120}]}"#
        let files = [
            "site.yml": "locale: ja_JP\nbase_url: https://example.com/\n", "Content/specials/2026-11-16.json": feed,
        ]
        let result = try await rendered("/site", fileSystem: memorySite(files), options: Self.now)
        #expect(
            result.warnings.map(\.description).filter { $0.contains("decimals") } == [
                "Content/specials/2026-11-16.json: managerSpecials[0].price: warning: \"Pocky\": price 198.5 has decimals, while JPY prices are whole amounts; the page shows it as given: check the feed"
            ])
        #expect(try #require(result.files.text("index.html")).contains("¥198.50"))
        var dollars = files
        dollars["site.yml"] = "locale: en_US\nbase_url: https://example.com/\n"
        let us = try await rendered("/site", fileSystem: memorySite(dollars), options: Self.now)
        #expect(!us.warnings.contains { $0.message.contains("decimals") })
    }

    @Test func aMisspeltLocaleOrCurrencyIsAnErrorNamingTheClosestCode() {
        let (_, messages) = SiteConfigDecoder().decode(Array("locale: de-DE\ncurrency: EURO\n".utf8))
        #expect(
            messages.map(\.description) == [
                "site.yml:2:11: error: currency \"EURO\" is not an ISO 4217 code like USD or EUR; did you mean EUR?"
            ],
            "de-DE is read as de_DE")
        let (_, more) = SiteConfigDecoder().decode(Array("locale: de_DF\n".utf8))
        #expect(
            more.first?.description.hasPrefix("site.yml:1:9: error: locale \"de_DF\" is not known; did you mean de_")
                == true, "\(more)")
        let (_, zones) = SiteConfigDecoder().decode(Array("time_zone: America/NewYork\n".utf8))
        #expect(
            zones.map(\.description) == [
                "site.yml:1:12: error: time_zone \"America/NewYork\" is not known; did you mean America/New_York?"
            ])
        let (_, berlin) = SiteConfigDecoder().decode(Array("time_zone: Europe/Berln\n".utf8))
        #expect(
            berlin.map(\.description) == [
                "site.yml:1:12: error: time_zone \"Europe/Berln\" is not known; did you mean Europe/Berlin?"
            ])
    }

    @Test func twoRowsNeverShowTheSameUnitPriceWithDifferentVerdicts() throws {
        let text = SiteText(SiteConfig())
        let entries: [CompareEntry] = [("A", "1.00", "100 oz"), ("B", "1.04", "100 oz"), ("C", "1.00", "100 oz")]
            .enumerated().map { index, item in
                CompareEntry(
                    source: .written(
                        name: item.0, price: Money(parsing: item.1)!, size: SizeParser.size(exactly: item.2)!),
                    location: .position(line: index + 1, column: 1), number: index + 1)
            }
        let view = ComparisonViewBuilder(text: text).view(
            try Comparison.make(entries: entries, specials: [], week: nil, pricing: .us, file: "n.md").get()!)
        #expect(view.rows.map(\.unitPrice) == ["$0.0100/oz", "$0.0100/oz", "$0.0104/oz"])
        #expect(view.rows.map(\.verdict) == ["Best value", "Best value", "4% more"])
        // Equal to every decimal shown and still different: called the same price.
        let close: [CompareEntry] = [("A", "1.00", "100 oz"), ("B", "1.01", "101 oz")].enumerated().map { index, item in
            CompareEntry(
                source: .written(name: item.0, price: Money(parsing: item.1)!, size: SizeParser.size(exactly: item.2)!),
                location: .position(line: index + 1, column: 1), number: index + 1)
        }
        let same = ComparisonViewBuilder(text: text).view(
            try Comparison.make(entries: close, specials: [], week: nil, pricing: .us, file: "n.md").get()!)
        #expect(
            Set(same.rows.map(\.unitPrice)).count == 1
                && same.rows.map(\.verdict).allSatisfy { $0 == "Best value" || $0 == "Same price" })
    }

    /// A comparison's table is shared between the stores that resolve a note alike; a store whose weeks
    /// or today resolve it otherwise gets its own, though the key (note, history, links) is the same.
    @Test func aSharedComparisonTableIsTakenOnlyForTheSameComparison() throws {
        let text = SiteText(SiteConfig())
        func comparison(_ price: String) throws -> Comparison {
            let entries: [CompareEntry] = [("A", price, "100 oz"), ("B", "1.04", "100 oz")].enumerated().map {
                index, item in
                CompareEntry(
                    source: .written(
                        name: item.0, price: Money(parsing: item.1)!, size: SizeParser.size(exactly: item.2)!),
                    location: .position(line: index + 1, column: 1), number: index + 1)
            }
            return try Comparison.make(entries: entries, specials: [], week: nil, pricing: .us, file: "n.md").get()!
        }
        let parts = RenderedParts()
        let key = RenderedParts.Key(
            part: .comparison(note: "n"), file: "", history: "h", up: "../", list: "regions/north/")
        var made = 0
        func view(_ comparison: Comparison) -> ComparisonView {
            parts.comparison(comparison, key) {
                made += 1
                return ComparisonViewBuilder(text: text).view(comparison)
            }
        }
        let first = try view(comparison("1.00"))
        let again = try view(comparison("1.00"))
        let other = try view(comparison("0.50"))
        #expect(made == 2)
        #expect(first.rows.map(\.unitPrice) == again.rows.map(\.unitPrice))
        #expect(other.rows.map(\.unitPrice) == ["$0.005/oz", "$0.010/oz"])
    }
}
