import Foundation
import Testing

@testable import SpecialsKit

/// Every kind of deal a weekly ad carries: "2 for $5", a price by weight, a card price, buy N get M
/// free and a limit, read from the feed, checked, and shown with the saving and unit price they come to.
@Suite struct DealTests {
    let file = "Content/specials/2026-11-16.json"

    func decode(_ specials: String) -> (FeedSnapshot?, [String]) {
        let text = #"{"canvasUnit": 16, "managerSpecials": [\#(specials)]}"#
        let (snapshot, diagnostics) = FeedSnapshotDecoder(file: file, staticFiles: []).decode(Array(text.utf8))
        return (snapshot, diagnostics.map(\.description))
    }

    /// One special of each kind, on tiles big enough for every line.
    static let everyDeal = """
        {"display_name": "Cola 2 L", "width": 8, "height": 8, "price": "5.00", "original_price": "3.49", "quantity": 2},
        {"display_name": "Chicken Breast", "width": 8, "height": 8, "price": "1.99", "original_price": "2.99", "per": "lb"},
        {"display_name": "Cereal 18 oz", "width": 8, "height": 8, "price": "2.99", "original_price": "3.99", "card_price": "2.49"},
        {"display_name": "Coffee Pods 42 ct", "width": 8, "height": 8, "price": "12.99", "original_price": "12.99", "buy": 1, "get": 1},
        {"display_name": "Turkey 12 lb", "width": 8, "height": 8, "price": "19.99", "limit": 10}
        """

    static func site(_ settings: String = "", specials: String = everyDeal) -> [String: String] {
        [
            "site.yml": settings + "base_url: https://example.com/\n",
            "Content/specials/2026-11-16.json": #"{"canvasUnit": 16, "managerSpecials": [\#(specials)]}"#,
        ]
    }

    /// The text of each tile's lines (price block, unit, deal, saving), tags and spaces folded.
    static func tiles(_ page: String) -> [String] {
        page.matches(of: /<div class="tile__text">(.*?)<\/div>/.dotMatchesNewlines()).map { match in
            String(match.1).replacing(/<h2.*?<\/h2>/.dotMatchesNewlines(), with: "").replacing(
                /<span class="visually-hidden">[^<]*<\/span>/, with: ""
            )
            .replacing(/<[^>]+>/, with: "").replacing(/\s+/, with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
            .replacingOccurrences(of: "\u{202F}", with: " ").trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func badDealsAreErrorsNamingTheFileTheSpecialAndTheKey() {
        let (snapshot, messages) = decode(
            """
            {"display_name": "Cola 2 L", "width": 4, "height": 4, "price": "5.00", "quantity": 100},
            {"display_name": "Soup 10 oz", "width": 4, "height": 4, "price": "5.00", "quantity": "two"},
            {"display_name": "Steak", "width": 4, "height": 4, "price": "9.99", "per": "furlong"},
            {"display_name": "Pods 42 ct", "width": 4, "height": 4, "price": "12.99", "buy": 1},
            {"display_name": "Eggs 12 ct", "width": 4, "height": 4, "price": "3.99", "limit": -1},
            {"display_name": "Ham", "width": 4, "height": 4, "price": "3.99", "quantity": 2, "per": "lb"},
            {"display_name": "Rice", "width": 4, "height": 4, "price": "3.99", "get": 1},
            {"display_name": "Beef 2 lb", "width": 4, "height": 4, "price": "3.99", "per": "kg", "size": "2 lb"},
            {"display_name": "Jam 12 oz", "width": 4, "height": 4, "price": "3.99", "quantity": 3, "buy": 2, "get": 1},
            {"display_name": "Tea 20 ct", "width": 4, "height": 4, "price": "3.99", "card_price": "2.999"},
            {"display_name": "Pork", "width": 4, "height": 4, "price": "3.99", "per": "lbs"}
            """)
        #expect(snapshot == nil)
        #expect(
            messages == [
                "\(file): managerSpecials[0].quantity: error: \"Cola 2 L\": expected a whole number from 2 to 99, found 100",
                "\(file): managerSpecials[1].quantity: error: \"Soup 10 oz\": expected a whole number from 2 to 99, found \"two\"",
                "\(file): managerSpecials[2].per: error: \"Steak\": \"furlong\" is not what a price is per: expected \"lb\", \"kg\", \"100 g\", \"oz\" or \"each\"",
                "\(file): managerSpecials[3].buy: error: \"Pods 42 ct\": buy needs get: how many come free",
                "\(file): managerSpecials[4].limit: error: \"Eggs 12 ct\": expected a whole number from 1 to 99, found -1",
                "\(file): managerSpecials[5].per: error: \"Ham\": a price per lb is not also for a quantity: give quantity or per, not both",
                "\(file): managerSpecials[6].get: error: \"Rice\": get needs buy: how many to buy",
                "\(file): managerSpecials[7].per: error: \"Beef 2 lb\": a price per kg needs no size: give size or per, not both",
                "\(file): managerSpecials[8].buy: error: \"Jam 12 oz\": buy and get are not also for a quantity: give one kind of deal",
                "\(file): managerSpecials[9].card_price: error: \"Tea 20 ct\": \"2.999\" has more than 2 decimals",
                "\(file): managerSpecials[10].per: error: \"Pork\": \"lbs\" is not what a price is per: expected \"lb\", \"kg\", \"100 g\", \"oz\" or \"each\"; did you mean \"lb\"?",
            ])
    }

    /// What exports write on plain items, `quantity: 1` and `limit: 0`, is no deal: one note for the feed.
    /// A multi-buy's `original_price` above the price of the whole pack (the pack's price given for one
    /// item's) and a limit below the quantity are warnings naming the special.
    @Test func whatExportsWriteOnPlainItemsIsNoDealAndImplausibleTermsAreTold() throws {
        let (snapshot, messages) = decode(
            """
            {"display_name": "Milk 1 gal", "width": 4, "height": 4, "price": "3.49", "quantity": 1, "limit": 0},
            {"display_name": "Bread 24 oz", "width": 4, "height": 4, "price": "2.99", "quantity": 1, "limit": 0},
            {"display_name": "Cola 2 L", "width": 4, "height": 4, "price": "5.00", "original_price": "6.98", "quantity": 2},
            {"display_name": "Soup 10 oz", "width": 4, "height": 4, "price": "5.00", "quantity": 4, "limit": 2}
            """)
        let items = try #require(snapshot?.items)
        #expect(items[0].deal == Deal() && items[1].deal == Deal())
        #expect(items[2].originalPrice == nil, "no saving of $8.96 against a pack's price")
        #expect(items[3].deal == Deal(quantity: 4, limit: 2))
        #expect(
            messages == [
                "\(file): managerSpecials[2].original_price: warning: \"Cola 2 L\": original_price 6.98 is one item's regular price, yet above 5, "
                    + "the price of all 2; showing one price (check the feed)",
                "\(file): managerSpecials[3].limit: warning: \"Soup 10 oz\": limit 2 is below quantity 4: no shopper can buy the deal; check the feed",
                "\(file): managerSpecials[0].quantity: note: quantity 1 is no multi-buy: the price is for one item (in 2 specials)",
                "\(file): managerSpecials[0].limit: note: limit 0 is no limit (in 2 specials)",
            ])
    }

    @Test func aDealIsReadWithItsTermsAndADealNoCheaperIsTold() throws {
        let (snapshot, messages) = decode(
            """
            {"display_name": "Cola 2 L", "width": 4, "height": 4, "price": "5.00", "original_price": "3.49", "quantity": 2},
            {"display_name": "Beef", "width": 4, "height": 4, "price": "4.99", "per": "KG"},
            {"display_name": "Soda 12 oz", "width": 4, "height": 4, "price": "8.00", "original_price": "3.49", "quantity": 2},
            {"display_name": "Tea 20 ct", "width": 4, "height": 4, "price": "3.99", "card_price": "3.99"}
            """)
        let items = try #require(snapshot?.items)
        #expect(items[0].deal == Deal(quantity: 2))
        #expect(items[0].originalPrice == Money(parsing: "3.49"), "$2.50 an item is below $3.49: a saving")
        #expect(items[0].pricePerItem == Money(parsing: "2.50"))
        #expect(items[1].deal.per == .kilogram)
        #expect(items[1].size?.text == "per kg")
        #expect(items[2].originalPrice == nil)
        #expect(items[3].deal.cardPrice == nil)
        #expect(
            messages == [
                "\(file): managerSpecials[2].price: warning: \"Soda 12 oz\": 4 an item is above original_price 3.49; showing one price",
                "\(file): managerSpecials[3].card_price: warning: \"Tea 20 ct\": card_price 3.99 is not below price 3.99; showing one price",
            ])
    }

    @Test func everyDealReadsOnItsTileInEnglish() async throws {
        let result = try await rendered("/site", fileSystem: memorySite(Self.site()), options: LocaleTests.now)
        let page = try #require(result.files.text("index.html"))
        #expect(
            Self.tiles(page) == [
                // 2 x 2 L for $5.00 is $0.037 a fluid ounce; the saving is against two at $3.49.
                "2/$5 2 L · $0.037/fl oz 2 for $5.00 · $2.50 each Save $1.98 (28%) $3.49 each",
                // A price per pound: its unit price needs no size, its saving is per pound.
                "$1.99/lb per lb · $0.124/oz Save $1.00/lb (33%) $2.99/lb",
                // The card's price first, the price without beside it, each with its unit price.
                "$2.49 with card $2.99 without card 18 oz · $0.138/oz with card · $0.166/oz without card Save $1.50 (37%) with card $3.99",
                // Buy one get one free: each pod at $6.495 / 42.
                "$12.99 1+1 free 42 ct · $0.155 each $6.50 each · Buy 1, get 1 free Save $12.99 (50%) $12.99 each",
                "$19.99 12 lb · $0.104/oz Limit 10",
            ])
        #expect(
            page.contains(#"<span class="visually-hidden">Cola 2 L: 2 for $5.00</span>"#),
            "the link names the whole offer")
        #expect(
            page.contains(#"<span class="visually-hidden">Cereal 18 oz: $2.49 with card, $2.99 without card</span>"#))
        let item = try #require(result.files.text("items/turkey-12-lb/index.html"))
        #expect(item.contains(#"<p class="item__deal">Limit 10</p>"#))
        let feed = try #require(result.files.text("feed.xml")).replacingOccurrences(of: "\u{00A0}", with: " ")
        #expect(feed.contains("Cola 2 L: 2 for $5.00 (was $3.49 each)"), "the feed gives the whole offer")
        #expect(feed.contains("$2.49 with card, $2.99 without card"))
        #expect(
            Words(.en).yaml.contains(#"deal_multi: "{quantity} for {price}""#), "specials words lists the deal's words")
        let cola = try #require(result.files.text("items/cola-2-l/index.html")).replacingOccurrences(
            of: "\u{00A0}", with: " ")
        #expect(cola.contains(#"<p class="item__deal">2 for $5.00 · $2.50 each</p>"#))
    }

    @Test(arguments: [
        (
            "de_DE",
            [
                "2 für 5 €", "2 für 5,00 € · 1 Stück = 2,50 €", "1,99 €/lb", "mit Karte", "ohne Karte", "2 für 1",
                "1 kaufen, 1 gratis", "Abgabe höchstens 10 Stück",
            ]
        ),
        (
            "fr_FR",
            [
                "2 pour 5 €", "2 pour 5,00 €", "1,99 €/lb", "avec la carte", "sans la carte", "1+1 offert",
                "1 acheté(s), 1 offert(s)", "Limité à 10 par client",
            ]
        ),
        (
            "es_ES",
            [
                "2x5 €", "2 por 5,00 €", "1,99 €/lb", "con tarjeta", "sin tarjeta", "2x1",
                "Compra 1 y llévate 1 gratis", "Máximo 10 por cliente",
            ]
        ),
        (
            "en_US",
            [
                "2/$5", "2 for $5.00", "$1.99/lb", "with card", "without card", "1+1 free", "Buy 1, get 1 free",
                "Limit 10",
            ]
        ),
    ])
    func everyDealReadsInEachBuiltInLanguage(locale: String, words: [String]) async throws {
        let result = try await rendered(
            "/site", fileSystem: memorySite(Self.site("locale: \(locale)\n")), options: LocaleTests.now)
        let page = try #require(result.files.text("index.html")).replacingOccurrences(of: "\u{00A0}", with: " ")
            .replacingOccurrences(of: "\u{202F}", with: " ")
        for word in words {
            #expect(page.contains(word), "\(locale): \(word)")
        }
    }

    @Test func dealsCombineAndKeepEveryShortForm() async throws {
        let specials = """
            {"display_name": "Coffee Pods 42 ct", "width": 8, "height": 8, "price": "14.99", "card_price": "12.99", "buy": 1, "get": 1, "limit": 4},
            {"display_name": "Soda 2 L", "width": 8, "height": 8, "price": "6.00", "original_price": "3.49", "card_price": "5.00", "quantity": 2},
            {"display_name": "Ham", "width": 8, "height": 8, "price": "3.99", "card_price": "3.49", "per": "lb"}
            """
        let result = try await rendered(
            "/site", fileSystem: memorySite(Self.site(specials: specials)), options: LocaleTests.now)
        let page = try #require(result.files.text("index.html"))
        #expect(
            Self.tiles(page) == [
                "$12.99 with card · 1+1 free $14.99 without card 42 ct · $0.155 each with card · $0.178 each without card "
                    + "$6.50 each · Buy 1, get 1 free · Limit 4",
                "2/$5 with card 2/$6 without card 2 L · $0.037/fl oz with card · $0.044/fl oz without card 2 for $5.00 · $2.50 each "
                    + "Save $1.98 (28%) with card $3.49 each",
                "$3.49/lb with card $3.99/lb without card per lb · $0.218/oz with card · $0.249/oz without card",
            ])
        #expect(page.contains("Coffee Pods 42 ct: $12.99 with card, $14.99 without card, Buy 1, get 1 free, Limit 4"))
    }

    @Test func anItemNoLongerInTheAdSaysItsLastDealInFull() async throws {
        var files = Self.site(specials: #"{"display_name": "Bread", "width": 8, "height": 8, "price": "2.49"}"#)
        files["Content/specials/2026-11-09.json"] =
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Cola 2 L", "width": 8, "height": 8, "price": "5.00", "original_price": "3.49", "quantity": 2}]}"#
        let result = try await rendered("/site", fileSystem: memorySite(files), options: LocaleTests.now)
        let item = try #require(result.files.text("items/cola-2-l/index.html"))
        #expect(item.contains("Last on special in the week of November 9, 2026, at 2 for $5.00."))
    }

    /// Soy sauce at 2.00, then 2.00 with 1.00 for card holders: its card week is a card price in the
    /// history, with the card and without, and the chart draws what card holders paid.
    @Test func aCardWeekKeepsBothPricesInTheHistoryAndIsNeverRegular() async throws {
        var files = Self.site(
            specials:
                #"{"display_name": "Soy Sauce 10 fl oz", "width": 8, "height": 8, "price": "2.00", "original_price": "2.00", "card_price": "1.00"}"#
        )
        files["Content/specials/2026-11-09.json"] =
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Soy Sauce 10 fl oz", "width": 8, "height": 8, "price": "2.00"}]}"#
        let result = try await rendered("/site", fileSystem: memorySite(files), options: LocaleTests.now)
        let item = try #require(result.files.text("items/soy-sauce-10-fl-oz/index.html"))
        #expect(item.contains(#"<p class="item__status">On special now</p>"#), "\(item)")
        let rows = item.matches(
            of: /<tr[^>]*><td><time datetime="([^"]*)">[^<]*<\/time><\/td><td>([^<]*)<\/td><td>([^<]*)<\/td>/
        ).map { "\($0.1) \($0.2) · \($0.3)" }
        #expect(
            rows == ["2026-11-16 $1.00 with card, $2.00 without card · card price", "2026-11-09 $2.00 · regular price"])
        #expect(item.contains(">high $2.00<") && item.contains(">low $1.00<"))
    }

    /// Yen have no minor units: every amount the build computes is whole yen, never "¥166.67".
    @Test func computedAmountsAreInTheCurrencysMinorUnits() async throws {
        let files = Self.site(
            "currency: JPY\n",
            specials:
                #"{"display_name": "Cola 500 ml", "width": 8, "height": 8, "price": "500", "original_price": "200", "quantity": 3}"#
        )
        let result = try await rendered("/site", fileSystem: memorySite(files), options: LocaleTests.now)
        let page = try #require(result.files.text("index.html"))
        #expect(
            Self.tiles(page) == ["3/¥500 500 mL · ¥10/fl oz 3 for ¥500 · ¥167 each Save ¥100 (16%) ¥200 each"],
            "\(Self.tiles(page))")
        let item = try #require(result.files.text("items/cola-500-ml/index.html")).replacingOccurrences(
            of: "\u{A0}", with: " ")
        #expect(item.contains("<td>¥167 each (3 for ¥500)</td>"))
    }

    @Test func aTileOfTemplatesThatWouldHideADealsTermsIsWarnedAbout() async throws {
        var files = Self.site()
        // A tile written before deals: its price and name only.
        files["Templates/tile.mustache"] =
            #"<li class="tile t{{place}}" data-w="{{width}}" data-h="{{height}}"><a href="{{href}}">{{name}}</a> {{price}}</li>"#
        let result = try await rendered("/site", fileSystem: memorySite(files), options: LocaleTests.now)
        let warnings = result.warnings.map(\.description).filter { $0.hasPrefix("Templates/") }
        #expect(
            warnings == [
                "Templates/tile.mustache: warning: shows no {{regularPrice}}: it hides a card deal's price without the card, so its card price reads as everyone's price (\"Cereal 18 oz\" in \(file)); the built-in tile.mustache shows how",
                "Templates/tile.mustache: warning: shows no {{priceLabel}} or {{deal}}: it hides buy N get M free (\"Coffee Pods 42 ct\" in \(file)); the built-in tile.mustache shows how",
                "Templates/tile.mustache: warning: shows no {{deal}}: it hides a limit (\"Turkey 12 lb\" in \(file)); the built-in tile.mustache shows how",
                "Templates/tile.mustache: warning: shows no {{deal}}: it hides a multi-buy's price of one item (\"Cola 2 L\" in \(file)); the built-in tile.mustache shows how",
                // Nor has it the list's button or the department the search reads (ThemeWarningTests).
                "Templates/tile.mustache: warning: has no data-item, data-department, which the theme needs: the tiles have no \"Add to list\" button; the search does not find specials by department (docs/theme.md, \"What a template must keep\"; the built-in tile.mustache shows how)",
            ])
        // The theme's own tile, copied into Templates/, is told nothing.
        files["Templates/tile.mustache"] = TemplateLibrary.builtIn["tile"]
        let copied = try await rendered("/site", fileSystem: memorySite(files), options: LocaleTests.now)
        #expect(!copied.warnings.contains { $0.description.hasPrefix("Templates/") })
    }

    @Test func structuredDataSaysTheQuantityTheUnitAndTheMemberPrice() async throws {
        let result = try await rendered("/site", fileSystem: memorySite(Self.site()), options: LocaleTests.now)
        let page = try #require(result.files.text("index.html"))
        let json = try #require(page.firstMatch(of: /<script type="application\/ld\+json">(.*?)<\/script>/)?.1)
        let graph = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let products = try #require(graph["@graph"] as? [[String: Any]])
        let offers = products.map { $0["offers"] as? [String: Any] ?? [:] }
        let cola = offers[0]
        #expect(cola["price"] as? String == "5", "the price of both")
        #expect((cola["eligibleQuantity"] as? [String: Any])?["value"] as? Int == 2)
        let chicken = try #require(offers[1]["priceSpecification"] as? [[String: Any]])
        #expect(chicken.count == 1)
        #expect(chicken[0]["@type"] as? String == "UnitPriceSpecification")
        #expect((chicken[0]["referenceQuantity"] as? [String: Any])?["unitCode"] as? String == "LBR")
        let cereal = try #require(offers[2]["priceSpecification"] as? [[String: Any]])
        #expect(cereal.map { $0["price"] as? String } == ["2.99", "2.49"])
        #expect((cereal[1]["validForMemberTier"] as? [String: Any])?["@type"] as? String == "MemberProgramTier")
        #expect(
            offers[4]["eligibleQuantity"] == nil && offers[4]["priceSpecification"] == nil, "a plain price stays plain")
    }

    @Test func aNoteComparesAMultiBuyPerUnitOverEveryBottle() async throws {
        var files = Self.site(
            specials: #"{"display_name": "Cola 2 L", "width": 8, "height": 8, "price": "5.00", "quantity": 2}"#)
        files["Content/notes/cola.md"] = """
            ---
            title: Cola
            week: 2026-11-16
            compare:
              - special: Cola 2 L
              - name: Store Cola 2 L
                price: 1.79
              - name: Club Cola 2 L
                price: 3.00
                quantity: 2
            ---
            Which is cheaper?
            """
        let result = try await rendered("/site", fileSystem: memorySite(files), options: LocaleTests.now)
        let page = try #require(result.files.text("notes/cola/index.html"))
        let rows = page.matches(
            of:
                /<tr(?: class="best")?><th scope="row">(?:<a href="[^"]*">)?([^<]*)(?:<\/a>)?<\/th><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/
        )
        .map { [String($0.1), String($0.3), String($0.4), String($0.5)] }
        // $3.00 for 4 L, $1.79 for 2 L, $5.00 for 4 L: per fluid ounce over both bottles.
        #expect(
            rows == [
                ["Club Cola 2 L", "2 for $3.00", "$0.022/fl\u{A0}oz", "Best value"],
                ["Store Cola 2 L", "$1.79", "$0.026/fl\u{A0}oz", "19% more"],
                ["Cola 2 L", "2 for $5.00", "$0.037/fl\u{A0}oz", "67% more"],
            ])
    }

    @Test func aMultiBuyWeekIsComparedPerItemInTheHistory() async throws {
        var files = Self.site(
            specials:
                #"{"display_name": "Cola 2 L", "width": 8, "height": 8, "price": "5.00", "original_price": "3.49", "quantity": 2}"#
        )
        files["Content/specials/2026-11-09.json"] =
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Cola 2 L", "width": 8, "height": 8, "price": "2.99", "original_price": "3.49"}]}"#
        let result = try await rendered("/site", fileSystem: memorySite(files), options: LocaleTests.now)
        let item = try #require(result.files.text("items/cola-2-l/index.html")).replacingOccurrences(
            of: "\u{00A0}", with: " ")
        let prices = item.matches(of: /<td>([^<]*)<\/td><td>(on special|regular price|not in the ad)<\/td>/).map {
            String($0.1)
        }
        #expect(prices == ["$2.50 each (2 for $5.00)", "$2.99"])
        let catalog = result.site.catalog.items[0]
        #expect(catalog.history.map(\.price) == [Money(parsing: "2.99"), Money(parsing: "2.50")])
    }
}
