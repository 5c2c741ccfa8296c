import FeedGenerator
import Foundation
import SpecialsTestSupport
import Testing

@testable import SpecialsKit

/// Item pages as a shopper meets them: every tile leads to one, each shows its special and its
/// history, and on an EU page a reduction is stated only against the lowest price of 30 days.
@Suite struct ItemPageTests {
    /// Five weeks of butter, coffee and milk. The butter sold at 1.49 two weeks before its 1.79; the
    /// coffee, at its regular 8.99 the week before its 5.99, sold at 7.99 in the 30 days before.
    static func site(_ settings: String = "") -> [String: String] {
        func week(_ butter: String?, _ coffee: String, _ milk: String) -> String {
            let butterItem =
                butter.map {
                    #"{"display_name": "Butter 250 g", "width": 4, "height": 4, "price": "\#($0)", "original_price": "2.29"},"#
                } ?? ""
            return #"""
                {"canvasUnit": 16, "managerSpecials": [\#(butterItem)
                  {"display_name": "Kaffee 500 g", "width": 8, "height": 4, "price": "\#(coffee)", "original_price": "8.99"},
                  {"display_name": "Milch 1 l", "width": 4, "height": 4, "price": "\#(milk)", "original_price": "1.29"}]}
                """#
        }
        return [
            "site.yml": Sandbox.settings + settings,
            "Content/specials/2026-10-19.json": week(nil, "8.49", "1.19"),
            "Content/specials/2026-10-26.json": week(nil, "7.99", "1.09"),
            "Content/specials/2026-11-02.json": week("1.49", "7.99", "1.15"),
            "Content/specials/2026-11-09.json": week(nil, "8.99", "1.19"),
            "Content/specials/2026-11-16.json": week("1.79", "5.99", "0.99"),
        ]
    }

    static func render(_ files: [String: String], on day: String = "2026-11-21") async throws -> BuildResult {
        var publisher = SitePublisher(site: "/site", options: BuildOptions(now: .day(Day(day)!)))
        publisher.fileSystem = memorySite(files)
        return try await publisher.render()
    }

    @Test func everyTileLeadsToItsSpecialsPage() async throws {
        let result = try await Self.render(Self.site())
        let page = try #require(result.files.text("index.html"))
        let links = page.matches(
            of: /<a class="tile__link" href="([^"]*)"><span class="visually-hidden">([^<]*)<\/span><\/a>/
        ).map { ($0.1, $0.2) }
        #expect(
            links.map { String($0.0) } == [
                "items/butter-250-g/index.html", "items/kaffee-500-g/index.html", "items/milch-1-l/index.html",
            ])
        #expect(links.map { String($0.1) } == ["Butter 250 g: $1.79", "Kaffee 500 g: $5.99", "Milch 1 l: $0.99"])
        for (href, _) in links { #expect(result.files.text(String(href)) != nil, "\(href)") }
    }

    @Test func theMilksPageShowsTodaysPriceBesideItsHistory() async throws {
        let result = try await Self.render(Self.site())
        let page = try #require(result.files.text("items/milch-1-l/index.html"))
        #expect(page.contains(#"<p class="item__price"><span class="price">$0.99</span>"#))
        #expect(page.contains(#"<p class="item__lowest">Lowest price in 5\#u{00A0}weeks</p>"#))
        #expect(
            page.contains(
                #"<svg class="price-chart" viewBox="0 0 320 190" role="img" aria-labelledby="price-chart-title">"#))
        let rows = page.matches(of: /<tr[^>]*><td><time datetime="([^"]*)">[^<]*<\/time><\/td><td>([^<]*)<\/td>/).map {
            "\($0.1) \($0.2)"
        }
        #expect(
            rows == [
                "2026-11-16 $0.99", "2026-11-09 $1.19", "2026-11-02 $1.15", "2026-10-26 $1.09", "2026-10-19 $1.19",
            ])
        #expect(page.contains(#""@type":"Offer","availability":"https://schema.org/InStock","price":"0.99""#))
        #expect(
            try #require(result.files.text("index.html")).contains(
                #"<p class="tile__lowest">Lowest price in 5\#u{00A0}weeks</p>"#))
    }

    /// Coffee at its regular 8,99 €, then 5,99 €, then 6,99 € (both "was 8,99"): the third week is no
    /// reduction increased progressively, so it is measured against the 5,99 € of the week before, shows
    /// no saving and makes no "lowest" claim; a soup at 1,00 € that was 1,00 € four weeks before is
    /// the lowest of four weeks, not of all five.
    @Test func aShallowerReductionIsNoSavingAndATieIsNotTheLowest() async throws {
        func week(_ coffee: String, _ soup: String) -> String {
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Kaffee 500 g", "width": 8, "height": 4, "price": "\#(coffee)", "original_price": "8.99"}, "#
                + #"{"display_name": "Suppe 400 ml", "width": 4, "height": 4, "price": "\#(soup)"}]}"#
        }
        let files = [
            "site.yml": Sandbox.settings + "locale: de_DE\n",
            "Content/specials/2026-10-19.json": week("8.99", "1.00"),
            "Content/specials/2026-10-26.json": week("8.99", "1.50"),
            "Content/specials/2026-11-02.json": week("8.99", "1.50"),
            "Content/specials/2026-11-09.json": week("5.99", "1.50"),
            "Content/specials/2026-11-16.json": week("6.99", "1.00"),
        ]
        let result = try await Self.render(files)
        let page = try #require(result.files.text("index.html"))
        let coffee = try #require(
            page.firstMatch(of: /<li class="tile[^>]*>(?:(?!<\/li>)[\s\S])*Kaffee(?:(?!<\/li>)[\s\S])*<\/li>/)
        ).0
        #expect(!coffee.contains("tile__saving") && !coffee.contains("tile__lowest"), "\(coffee)")
        #expect(
            result.warnings.map(\.description).contains(
                "Content/specials/2026-11-16.json: managerSpecials[0].original_price: warning: \"Kaffee 500 g\": original_price 8.99 is above 5.99, "
                    + "its price in the week of 2026-11-09, within the 30 days before this reduction; a reduction in the EU is stated against the lowest "
                    + "price of those days, so the page shows no saving"), "\(result.warnings)")
        let soup = try #require(result.files.text("items/suppe-400-ml/index.html"))
        #expect(soup.contains("<p class=\"item__lowest\">Tiefster Preis seit 4\u{00A0}Wochen</p>"))
    }

    /// A feed's lowest_30_day_price above a price the archive holds for those days is told, naming both.
    @Test func aFeedsThirtyDayLowestAboveTheArchivesIsTold() async throws {
        func week(_ price: String, lowest: String? = nil) -> String {
            let given = lowest.map { #", "lowest_30_day_price": "\#($0)""# } ?? ""
            return
                #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Kaffee 500 g", "width": 8, "height": 4, "price": "\#(price)", "original_price": "8.99"\#(given)}]}"#
        }
        let files = [
            "site.yml": Sandbox.settings + "locale: de_DE\n",
            "Content/specials/2026-11-09.json": week("5.99"),
            "Content/specials/2026-11-16.json": week("6.99", lowest: "8.99"),
        ]
        let result = try await Self.render(files)
        #expect(
            result.warnings.map(\.description).contains(
                "Content/specials/2026-11-16.json: managerSpecials[0].lowest_30_day_price: warning: \"Kaffee 500 g\": lowest_30_day_price 8.99 is above 5.99, "
                    + "its price in the week of 2026-11-09, within the 30 days before this reduction; the page states the reduction against "
                    + "5.99: check the feed"), "\(result.warnings)")
    }

    @Test func anItemNotOnSpecialSaysWhenItLastWas() async throws {
        var files = Self.site()
        files["Content/specials/2026-11-23.json"] =
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Milch 1 l", "width": 4, "height": 4, "price": "1.09"}]}"#
        let result = try await Self.render(files, on: "2026-11-24")
        let page = try #require(result.files.text("items/butter-250-g/index.html"))
        #expect(
            page.contains(
                #"<p class="item__status">Last on special in the week of November 16, 2026, at $1.79. <a href="../../weeks/2026-11-16/index.html">"#
            ))
        #expect(!page.contains("item__price") && !page.contains(#""offers""#), "no offer while not on special")
    }

    @Test func aGermanPageStatesNoSavingAgainstAPriceBeatenWithinThirtyDays() async throws {
        let result = try await Self.render(Self.site("locale: de_DE\n"))
        let page = try #require(result.files.text("index.html"))
        let butter = try #require(page.firstMatch(of: /<p class="tile__price">(.*?)<\/p>/)).1
        #expect(
            butter
                == "<span class=\"price\">1,79\u{A0}€</span> <span class=\"tile__unit\">250\u{A0}g · 1\u{A0}kg = 7,16\u{A0}€</span>",
            "the price with its Grundpreis")
        let tile = try #require(
            page.firstMatch(of: /<li class="tile[^>]*>(?:(?!<\/li>)[\s\S])*Butter(?:(?!<\/li>)[\s\S])*<\/li>/)
        ).0
        #expect(!tile.contains("tile__saving"), "no saving for the butter")
        #expect(
            result.warnings.map(\.description).contains(
                "Content/specials/2026-11-16.json: managerSpecials[0].original_price: warning: \"Butter 250 g\": original_price 2.29 is above 1.49, "
                    + "its price in the week of 2026-11-02, within the 30 days before this reduction; a reduction in the EU is stated against the lowest "
                    + "price of those days, so the page shows no saving"))
        // The coffee's lowest of 30 days was 7.99: the saving is stated against it, in one block, its
        // label said once below the tiles for the mark.
        #expect(
            page.contains(
                "<p class=\"tile__saving\">−25\u{A0}% <span class=\"tile__ref\"><del class=\"was\"><span class=\"visually-hidden\">"
                    + "niedrigster Preis der letzten 30 Tage </span>7,99\u{A0}€</del><span class=\"was__mark\" aria-hidden=\"true\">*</span></span></p>"
            ))
        // The milk's reduction began the week before (1,19 € then 0,99 €): its label names that day.
        #expect(
            page.contains(
                "<p class=\"footnote\">*\u{A0}niedrigster Preis der letzten 30 Tage · "
                    + "**\u{A0}niedrigster Preis der 30 Tage vor Beginn der Aktion am 9. November 2026</p>"))
    }

    @Test func anAmericanPageKeepsTheFeedsRegularPrice() async throws {
        let result = try await Self.render(Self.site())
        let page = try #require(result.files.text("index.html"))
        #expect(
            page.contains(
                #"<p class="tile__saving">Save $0.50 (21%) <span class="tile__ref"><del class="was"><span class="visually-hidden">was </span>$2.29</del></span></p>"#
            ))
        #expect(!result.warnings.contains { $0.message.contains("30 days") }, "the EU's rule is not an American site's")
    }

    @Test func anItemListedTwiceAtAnotherPriceIsToldNamingBothListings() async throws {
        var files = Self.site()
        files["Content/specials/2026-11-23.json"] = #"""
            {"canvasUnit": 16, "managerSpecials": [
              {"display_name": "Milch 1 l", "width": 4, "height": 4, "price": "1.09"},
              {"display_name": "Kaffee 500 g", "width": 8, "height": 4, "price": "6.99"},
              {"display_name": "Milch 1 l", "width": 4, "height": 4, "price": "1.09"},
              {"display_name": "Milch 1 L", "width": 4, "height": 4, "price": "0.89", "original_price": "1.09"},
              {"display_name": "Milch 1 l", "width": 4, "height": 4, "price": "1.09", "id": "milch-karte"}]}
            """#
        let result = try await Self.render(files, on: "2026-11-24")
        // The same offer twice tells nothing; another offer is told; an id of its own is another item.
        #expect(
            result.warnings.map(\.description).filter { $0.contains("an item has one price history") } == [
                "Content/specials/2026-11-23.json: managerSpecials[3]: warning: \"Milch 1 L\" is also managerSpecials[0] at another price, "
                    + "and an item has one price history: its page shows both offers this week, but the history keeps managerSpecials[0]'s "
                    + "price; give each offer an id of its own for a page and history of its own"
            ])
        // Both tiles lead to the page: it shows each offer once, the first listing's first; the history keeps the first's.
        let page = try #require(result.files.text("items/milch-1-l/index.html"))
        let offers = page.components(separatedBy: #"<p class="item__price">"#).dropFirst().map {
            $0.prefix { $0 != "\n" }
        }
        #expect(
            offers == [
                #"<span class="price">$1.09</span></p>"#,
                // Five weeks on special below 1.29, none at 1.09: "was $1.09" is a price it never sold at.
                #"<span class="price">$0.89</span></p>"#,
            ])
        #expect(
            page.contains(#"<td>$1.09</td>"#) && !page.contains(#"<td>$0.89</td>"#),
            "the history keeps the first listing's price")
        // A template written before the page listed offers (`{{#text}}`, `{{text.price}}`) still shows the first.
        files["Templates/item.mustache"] =
            "{{#current}}<p>{{text.price}}</p>{{#text}}<p>{{price}}</p>{{/text}}{{/current}}"
        let overridden = try await Self.render(files, on: "2026-11-24")
        #expect(overridden.files.text("items/milch-1-l/index.html") == "<p>$1.09</p><p>$1.09</p>")
        // ... and is warned about, where the theme is not.
        let offersWarning =
            "Templates/item.mustache: warning: shows no {{#offers}}: an item listed twice at different prices shows only its "
            + "first tile's price (\"Milch 1 L\" in Content/specials/2026-11-23.json); the built-in item.mustache shows how"
        #expect(overridden.warnings.map(\.description).contains(offersWarning))
        #expect(!result.warnings.contains { $0.message.contains("{{#offers}}") })
        #expect(
            result.files.map(\.path).filter { $0.hasPrefix("items/milch") }.sorted() == [
                "items/milch-1-l-70cf9a/index.html", "items/milch-1-l/index.html",
            ],
            "the listing with an id has a page of its own")
    }

    @Test func aNewNoteRewritesNoItemPage() async throws {
        let sandbox = try Sandbox()
        for (path, text) in Self.site() { try sandbox.write(text, to: "site/" + path) }
        let publisher = SitePublisher(site: sandbox.path("site"), options: BuildOptions(now: .day(Day("2026-11-21")!)))
        _ = try await publisher.publish()
        try sandbox.write("---\ntitle: New\n---\nText.\n", to: "site/Content/notes/new.md")
        guard case .published(_, _, let report, _) = try await publisher.publish() else {
            Issue.record("not published")
            return
        }
        #expect(!report.written.contains { $0.hasPrefix("items/") }, "\(report.written)")
        #expect(report.written.contains("notes/new/index.html"))
    }
}

/// The chart's coordinates are written as `String(format: "%.1f")` writes them, without calling it.
@Suite struct PriceChartNumberTests {
    @Test func oneDecimalIsWhatPrintfWrites() {
        var values: [Double] = [
            0, -0.0, 0.05, 0.25, 0.35, 0.45, 0.95, 9.95, 99.95, 1.25, 2.5, -0.04, -0.05, -1.25, 1e15, 0x1p52,
            0x1p52 - 0.5, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, 0.1, 0.2, 0.3,
        ]
        // Ties and their neighbours: n + k/20 for odd k is a tie only where it is exact (k = 5, 15: .25, .75).
        for n in 0..<40 {
            for k in 0..<20 {
                let value = Double(n) + Double(k) / 20
                values += [value, value.nextUp, value.nextDown, value.nextUp.nextUp, value.nextDown.nextDown, -value]
            }
        }
        var random = SplitMix64(seed: 20_261_127)
        for _ in 0..<20_000 {
            let bits = random.next()
            values.append(Double(bits % 1_000_000) / 1024 + Double(bits >> 40) / Double(1 << 24))
            values.append(
                Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | 0x4000_0000_0000_0000 | (bits & (7 << 52))))
        }
        for value in values {
            #expect(PriceChart.number(value) == String(format: "%.1f", value), "\(value)")
        }
    }
}
