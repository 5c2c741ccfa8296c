import FeedGenerator
import Foundation
import SpecialsTestSupport
import Testing

@testable import SpecialsKit

/// What the pages say is what the inputs say: a name is text, a locale the theme does not speak is
/// told, an original price the archive never shows charged is told, and no two files share a path.
@Suite struct TruthfulTextTests {
    static func week(_ specials: String) -> String {
        #"{"canvasUnit": 16, "managerSpecials": [\#(specials)]}"#
    }

    @Test func aNameIsTextNotASentence() async throws {
        let files = [
            "site.yml": "title: Fairview\nbase_url: https://example.com/\n",
            "Content/specials/2026-11-16.json": Self.week(
                #"{"display_name": "Milk {price} Jug {site}", "width": 4, "height": 4, "price": "3.49"}"#),
        ]
        let result = try await rendered("/site", fileSystem: memorySite(files), options: LocaleTests.now)
        let page = try #require(result.files.text("index.html"))
        #expect(page.contains(#"<span class="visually-hidden">Milk {price} Jug {site}: $3.49</span>"#))
        let item = try #require(result.files.text("items/milk-price-jug-site/index.html"))
        #expect(
            item.contains("<title>Milk {price} Jug {site} · Fairview</title>")
                || item.contains("<title>Milk {price} Jug {site} – Fairview</title>")
                || item.contains("Milk {price} Jug {site}"), "the page title keeps the braces")
        #expect(!item.contains("Milk $3.49") && !item.contains("Jug Fairview"))
        #expect(
            Words.fill("{a} and {b}", ["a": "{b}", "b": "x"]) == "{b} and x", "one pass: a value is never filled again")
        #expect(Words.fill("{unknown} {a", ["a": "1"]) == "{unknown} {a", "what is not a placeholder stays")
    }

    /// Filling reads bytes; over sentences of braces, names, accents and emoji it says what reading
    /// character by character says.
    @Test func fillingSaysWhatReadingCharacterByCharacterSays() {
        func byCharacter(_ sentence: String, _ values: [String: String]) -> String {
            var result = ""
            var rest = sentence[...]
            while let open = rest.firstIndex(of: "{") {
                result += rest[..<open]
                let after = rest[rest.index(after: open)...]
                if let close = after.firstIndex(of: "}"), let value = values[String(after[..<close])] {
                    result += value
                    rest = after[after.index(after: close)...]
                } else {
                    result += "{"
                    rest = after
                }
            }
            return result + rest
        }
        var random = SplitMix64(seed: 7)
        let pieces = ["{", "}", "a", "b", "price", "{a}", "{b}", "é", "€", "🍊", " ", "{ä}"]
        let values = ["a": "1,49 €", "b": "{a}", "price": "", "ä": "ü"]
        for _ in 0..<2_000 {
            let sentence = (0..<Int(random.next(upTo: 13))).map { _ in
                pieces[Int(random.next(upTo: UInt64(pieces.count)))]
            }.joined()
            #expect(Words.fill(sentence, values) == byCharacter(sentence, values), "\(sentence)")
        }
    }

    @Test func aNamesWordsCarryNoStyleAndBreakWhereTheLanguageDoes() async throws {
        let files = [
            "site.yml": Sandbox.settings,
            "Content/specials/2026-11-16.json": Self.week(
                #"{"display_name": "Navel Oranges Extraordinary 4LBS", "width": 8, "height": 8, "price": "3.49"}"#),
        ]
        let result = try await rendered("/site", fileSystem: memorySite(files), options: LocaleTests.now)
        let page = try #require(result.files.text("index.html"))
        // The words have no style of their own; they must not get the tile's (its grid places). Each has
        // soft hyphens where English breaks it, for a line too short for it.
        #expect(
            page.contains(
                "<span class=\"w\">Navel</span> <span class=\"w\">Or\u{AD}anges</span> "
                    + "<span class=\"w\">Ex\u{AD}tra\u{AD}or\u{AD}di\u{AD}nary</span> <span class=\"w\">4LBS</span> </h2>"
            ))
        #expect(!page.contains(#"<span class="w" style="--w:"#))
    }

    @Test func aLocaleTheThemeDoesNotSpeakIsAWarningNamingTheFileAndTheCommand() async throws {
        let files = [
            "site.yml": "locale: el_GR\ncurrency: EUR\nbase_url: https://example.com/\n",
            "Content/specials/2026-11-16.json": Self.week(
                #"{"display_name": "Γάλα φρέσκο 1 l", "width": 4, "height": 4, "price": "1.49"}"#),
        ]
        let result = try await rendered("/site", fileSystem: memorySite(files), options: LocaleTests.now)
        #expect(
            result.warnings.map(\.description).contains(
                "site.yml: warning: locale el_GR: the theme has no sentences in \"el\", so the pages are in English; add i18n/el.yml to translate them "
                    + "(mkdir -p i18n && specials words --locale el_GR > i18n/el.yml writes the English to start from)")
        )
        #expect(result.files.text("items/gala-phresko-1-l/index.html") != nil, "a Greek name makes a readable slug")
        let german = try await rendered(
            "/site", fileSystem: memorySite(LocaleTests.site("locale: de_DE\n")), options: LocaleTests.now)
        #expect(!german.warnings.contains { $0.message.contains("no sentences") })
    }

    /// Twelve weeks of chips "was 2.00" and on special below it in every one; a soda at its regular
    /// price in one of them.
    static func formerPriceSite(weeks: Int, chipsAbsentIn absent: Int? = nil) -> [String: String] {
        var files = ["site.yml": Sandbox.settings]
        let start = Day("2026-08-31")!
        for index in 0..<weeks {
            let day = start.adding(days: 7 * index)
            let chips =
                index == absent
                ? ""
                : #"{"display_name": "Chips 200 g", "width": 4, "height": 4, "price": "1.00", "original_price": "2.00"},"#
            let soda =
                index == 2
                ? #""price": "1.99", "original_price": "1.99""# : #""price": "1.49", "original_price": "1.99""#
            files["Content/specials/\(day).json"] = Self.week(
                chips + #"{"display_name": "Soda 2 L", "width": 4, "height": 4, \#(soda)}"#)
        }
        return files
    }

    @Test func anOriginalPriceTheArchiveNeverShowsChargedIsNotStated() async throws {
        let options = BuildOptions(now: .day(Day("2026-11-21")!))
        let twelve = try await rendered(
            "/site", fileSystem: memorySite(Self.formerPriceSite(weeks: 12)), options: options)
        let former = twelve.warnings.map(\.description).filter { $0.contains("regularly sold at") }
        // The chips' eleven weeks before this one were all at 1.00 "was 2.00": none sold them at 2.00.
        #expect(
            former == [
                "Content/specials/2026-11-16.json: managerSpecials[0].original_price: warning: \"Chips 200 g\": original_price 2 is not a "
                    + "price the archive shows it regularly sold at: of the 11 weeks it holds from 2026-08-31 to 2026-11-09, none sold it "
                    + "at 2 without a special, so the page states no saving; give the price it sells at when not on special"
            ], "the soda sold at its regular price once: no warning")
        let page = try #require(twelve.files.text("weeks/2026-11-16/index.html"))
        #expect(!page.contains("$2.00") && page.contains("Save $0.50"), "no saving for the chips, the soda's stays")
        // Four weeks held before it (five in all) check the feed; three (four in all) are too few to.
        let five = try await rendered("/site", fileSystem: memorySite(Self.formerPriceSite(weeks: 5)), options: options)
        #expect(five.warnings.contains { $0.message.contains("of the 4 weeks it holds from 2026-08-31 to 2026-09-21") })
        let four = try await rendered("/site", fileSystem: memorySite(Self.formerPriceSite(weeks: 4)), options: options)
        #expect(!four.warnings.contains { $0.message.contains("regularly sold at") })
        // A week the ad did not list the chips shows no regular price either.
        let gap = try await rendered(
            "/site", fileSystem: memorySite(Self.formerPriceSite(weeks: 12, chipsAbsentIn: 5)), options: options)
        #expect(gap.warnings.contains { $0.message.contains("of the 10 weeks it holds") })
    }

    @Test func anEditToAnOldSnapshotMovesNoURL() async throws {
        let sandbox = try Sandbox()
        try sandbox.write(Sandbox.settings, to: "site/site.yml")
        try sandbox.write(
            Self.week(#"{"id": "b1", "display_name": "Butter 1 lb", "width": 4, "height": 4, "price": "3.49"}"#),
            to: "site/Content/specials/2026-11-09.json")
        try sandbox.write(
            Self.week(#"{"id": "b1", "display_name": "Butter 1 lb", "width": 4, "height": 4, "price": "3.29"}"#),
            to: "site/Content/specials/2026-11-16.json")
        let publisher = SitePublisher(site: sandbox.path("site"), options: BuildOptions(now: .day(Day("2026-11-21")!)))
        _ = try await publisher.publish()
        #expect(sandbox.exists("site/public/items/butter-1-lb/index.html"))
        // The old snapshot is corrected: the item first appeared as "Sweet Cream Butter 1 lb".
        try sandbox.write(
            Self.week(
                #"{"id": "b1", "display_name": "Sweet Cream Butter 1 lb", "width": 4, "height": 4, "price": "3.49"}"#),
            to: "site/Content/specials/2026-11-09.json")
        _ = try await publisher.publish()
        #expect(sandbox.exists("site/public/items/butter-1-lb/index.html"), "the URL stays")
        #expect(!sandbox.exists("site/public/items/sweet-cream-butter-1-lb"))
        // A fresh output knows no earlier slug: the rule alone decides.
        let fresh = try await rendered(sandbox.path("site"), options: BuildOptions(now: .day(Day("2026-11-21")!)))
        #expect(fresh.files.text("items/butter-1-lb/index.html") != nil, "serve and check read the slugs build kept")
    }

    @Test func aStaticFolderNamedItemsIsRefusedLikeWeeksAndNotes() {
        let problems = SiteRenderer.staticClashes(["items/butter/index.html"], chain: false)
        #expect(
            problems.map(\.description) == [
                "Static/items/butter/index.html: error: would be published at items/butter/index.html, where the build writes the pages of items/; "
                    + "move it elsewhere in Static/ (a theme file is changed in Templates/)"
            ])
    }
}
