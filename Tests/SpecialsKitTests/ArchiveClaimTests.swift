import Testing

@testable import SpecialsKit

/// What the archive disproves is not said: the cases a store found over six weeks, each pinned by what
/// its page says now. Every expectation is worked out from the weeks' prices and the rule's words (FTC
/// 16 CFR 233.1 and California's three months; Art. 6a of the EU's Price Indication Directive), not
/// from the code under test.
@Suite struct ArchiveClaimTests {
    /// Six Monday weeks from 2026-10-05, each a snapshot of `specials(week)` (a JSON array's items).
    static func site(_ settings: String, weeks: Int = 6, _ specials: (Int) -> String) -> [String: String] {
        var files = ["site.yml": "base_url: https://example.com/\n" + settings]
        for index in 0..<weeks {
            let day = Day("2026-10-05")!.adding(days: 7 * index)
            files["Content/specials/\(day).json"] = #"{"canvasUnit": 16, "managerSpecials": [\#(specials(index))]}"#
        }
        return files
    }

    static func special(_ name: String, _ price: String, was: String? = nil, extra: String = "") -> String {
        let original = was.map { #", "original_price": "\#($0)""# } ?? ""
        return #"{"display_name": "\#(name)", "width": 4, "height": 4, "price": "\#(price)"\#(original)\#(extra)}"#
    }

    /// The site as published on `day` (cron's build of that week).
    static func render(_ files: [String: String], on day: String) async throws -> BuildResult {
        try await ItemPageTests.render(files, on: day)
    }

    /// The tile of `name` on the front page.
    static func tile(_ name: String, in result: BuildResult) throws -> String {
        let page = try #require(result.files.text("index.html"))
        let tiles = page.matches(of: /<li class="tile[^>]*>(?:(?!<\/li>)[\s\S])*<\/li>/).map { String($0.0) }
        return try #require(tiles.first { $0.contains(name) }, "\(name) has a tile")
    }

    @Test func aWasPriceTheItemNeverRegularlySoldAtIsNotStated() async throws {
        // Ferrero: $7.99, original 7.99, five weeks; week six says original 9.99 at the same $7.99.
        let files = Self.site("") { week in
            Self.special("Ferrero Rocher 7.9oz Gift Cube", "7.99", was: week < 5 ? "7.99" : "9.99")
        }
        let result = try await Self.render(files, on: "2026-11-10")
        let tile = try Self.tile("Ferrero", in: result)
        #expect(!tile.contains("tile__saving") && !tile.contains("9.99"), "no saving, no $9.99: \(tile)")
        let item = try #require(result.files.text("items/ferrero-rocher-7-9oz-gift-cube/index.html"))
        #expect(!item.contains("$9.99"))
        #expect(item.contains("In this week&#39;s ad") || item.contains("In this week's ad"), "not on special")
        #expect(
            result.warnings.map(\.description).contains(
                "Content/specials/2026-11-09.json: managerSpecials[0].original_price: warning: \"Ferrero Rocher 7.9oz Gift Cube\": "
                    + "original_price 9.99 is not a price the archive shows it regularly sold at: of the 5 weeks it holds from "
                    + "2026-10-05 to 2026-11-02, none sold it at 9.99 without a special, so the page states no saving; "
                    + "give the price it sells at when not on special"), "\(result.warnings)")
    }

    @Test func aSpecialThatNeverEndsStatesNoSavingFromItsFifthWeek() async throws {
        // Mochi: $2.99 "was $4.99" every week; no week shows it at $4.99.
        let files = Self.site("") { _ in Self.special("Mochi Ice Cream 6 ct", "2.99", was: "4.99") }
        // Its fourth week: the archive holds three weeks, fewer than four: the feed is trusted.
        let fourth = try Self.tile("Mochi", in: try await Self.render(files, on: "2026-10-27"))
        #expect(fourth.contains("Save $2.00 (40%)"))
        // Its fifth: four weeks held, none at $4.99.
        let fifth = try Self.tile("Mochi", in: try await Self.render(files, on: "2026-11-03"))
        #expect(!fifth.contains("tile__saving") && !fifth.contains("4.99"), "\(fifth)")
        // Once the archive holds its six weeks, the older weeks' pages say no more than the archive shows.
        let later = try await Self.render(files, on: "2026-11-10")
        let fourthNow = try #require(later.files.text("weeks/2026-10-26/index.html"))
        #expect(fourthNow.contains("Mochi") && !fourthNow.contains("$4.99"), "the archive never shows it at $4.99")
    }

    @Test func aSiteMayWidenTheFormerPriceWindow() async throws {
        // Sold at $5.49 in its first week, then $3.99 "was $5.49" for five: 13 weeks look back to the
        // first week; a 2-week window does not reach it.
        let files = Self.site("") { week in Self.special("Coffee 12 oz", week == 0 ? "5.49" : "3.99", was: "5.49") }
        #expect(try Self.tile("Coffee", in: try await Self.render(files, on: "2026-11-10")).contains("Save $1.50"))
        var strict = files
        strict["site.yml"]! += "former_price:\n  weeks: 4\n  min_weeks: 2\n"
        let tile = try Self.tile("Coffee", in: try await Self.render(strict, on: "2026-11-10"))
        #expect(!tile.contains("tile__saving"), "\(tile)")
    }

    @Test func aReductionThatRunsOnNamesTheDayItBegan() async throws {
        // Orangen: 2,99 € then 2,49 / 2,29 / 1,99 / 1,99 / 1,79 €, each "original 2,99": one reduction
        // from 2026-10-12, measured against 2,99 € (10-05, within the 30 days before it began).
        let prices = ["2.99", "2.49", "2.29", "1.99", "1.99", "1.79"]
        let files = Self.site("locale: de_DE\n") { week in Self.special("Orangen 2 kg Netz", prices[week], was: "2.99") }
        let first = try await Self.render(files, on: "2026-10-13")
        #expect(try Self.tile("Orangen", in: first).contains("2,99\u{A0}€</del><span class=\"was__mark\" aria-hidden=\"true\">*</span>"))
        #expect(try #require(first.files.text("index.html")).contains("*\u{A0}niedrigster Preis der letzten 30 Tage"))
        let last = try await Self.render(files, on: "2026-11-10")
        let page = try #require(last.files.text("index.html"))
        #expect(try Self.tile("Orangen", in: last).contains("−40\u{A0}%"))
        #expect(page.contains("*\u{A0}niedrigster Preis der 30 Tage vor Beginn der Aktion am 12. Oktober 2026"))
        #expect(!page.contains("der letzten 30 Tage"), "no tile of this week means the last 30 days")
    }

    @Test func aReferenceTheArchiveNeverShowsIsNotStatedInTheEUEither() async throws {
        // Mövenpick: 3,49 € "vorher 4,99 €" six weeks running; 4,99 € appears in no week.
        let files = Self.site("locale: de_DE\n") { _ in Self.special("Mövenpick Eiscreme 900 ml", "3.49", was: "4.99") }
        let first = try Self.tile("Mövenpick", in: try await Self.render(files, on: "2026-10-06"))
        #expect(first.contains("vorher") && first.contains("4,99"), "\(first)")
        // From its second week the price before is the one before the offer began.
        let fourth = try Self.tile("Mövenpick", in: try await Self.render(files, on: "2026-10-27"))
        #expect(fourth.contains("Preis vor dem 5. Oktober 2026") && fourth.contains("4,99"), "\(fourth)")
        let fifth = try await Self.render(files, on: "2026-11-03")
        #expect(!(try Self.tile("Mövenpick", in: fifth)).contains("4,99"))
        #expect(
            fifth.warnings.map(\.description).contains(
                "Content/specials/2026-11-02.json: managerSpecials[0].original_price: warning: \"Mövenpick Eiscreme 900 ml\": "
                    + "original_price 4.99 is a price the archive never shows it at in the 4 weeks it holds, so the page states "
                    + "no saving against it; check the feed"), "\(fifth.warnings)")
    }

    @Test func aFeedsThirtyDayLowestAboveTheArchivesIsReplacedByIt() async throws {
        // Lindt: 2,49 €, then 2,29 € in week five (its price then, no special); week six 2,19 € with
        // lowest_30_day_price 2,49: the archive's 2,29 € is within the 30 days before, and counts.
        let files = Self.site("locale: de_DE\n") { week in
            Self.special(
                "Lindt Excellence 70 % 100 g", week == 4 ? "2.29" : week == 5 ? "2.19" : "2.49",
                was: week == 4 ? nil : "2.49",
                extra: week == 5 ? #", "lowest_30_day_price": "2.49""# : "")
        }
        let result = try await Self.render(files, on: "2026-11-10")
        let tile = try Self.tile("Lindt", in: result)
        #expect(tile.contains("2,29\u{A0}€") && !tile.contains("2,49"), "\(tile)")
        #expect(
            result.warnings.map(\.description).contains(
                "Content/specials/2026-11-09.json: managerSpecials[0].lowest_30_day_price: warning: \"Lindt Excellence 70 % 100 g\": "
                    + "lowest_30_day_price 2.49 is above 2.29, its price in the week of 2026-11-02, within the 30 days before "
                    + "this reduction; the page states the reduction against 2.29: check the feed"), "\(result.warnings)")
    }

    @Test func aMultiBuysShareOfAnItemIsWarnedAboutInCents() async throws {
        // Mozzarella "buy 2, get 1" at 0,55 € (0,3666... € an item), two weeks later 0,69 € "vorher 0,79 €".
        let files = Self.site("locale: de_DE\n", weeks: 3) { week in
            week == 0
                ? Self.special("Mozzarella 125 g", "0.55", extra: #", "buy": 2, "get": 1"#)
                : Self.special("Mozzarella 125 g", week == 2 ? "0.69" : "0.79", was: week == 2 ? "0.79" : nil)
        }
        let result = try await Self.render(files, on: "2026-10-19")
        #expect(
            result.warnings.map(\.description).contains(
                "Content/specials/2026-10-19.json: managerSpecials[0].original_price: warning: \"Mozzarella 125 g\": "
                    + "original_price 0.79 is above about 0.37 an item, its price in the week of 2026-10-05, within the 30 "
                    + "days before this reduction; a reduction in the EU is stated against the lowest price of those days, "
                    + "so the page shows no saving"), "\(result.warnings)")
        #expect(ClaimWarnings.text(Money(try #require(ExactDecimal.parse("0.995")))) == "0.995", "2 for 1.99 comes out exact")
    }

    @Test func lowestInWeeksCountsWhatCardHoldersPaid() async throws {
        // Milk at 1,29 € for everyone in week six, after weeks of 1,49 € in which card holders paid
        // 1,19 / 1,09 / 1,29 €: not the lowest in 5 weeks.
        let card = ["", "", "1.19", "1.09", "1.29", ""]
        let files = Self.site("locale: de_DE\n") { week in
            Self.special(
                "Frische Vollmilch 3,5 % 1 l", week == 5 ? "1.29" : "1.49",
                extra: card[week].isEmpty ? "" : #", "card_price": "\#(card[week])""#)
        }
        let result = try await Self.render(files, on: "2026-11-10")
        #expect(!(try Self.tile("Vollmilch", in: result)).contains("Tiefster Preis"))
    }

    @Test func anIdThatAppearsContinuesTheItemsHistory() async throws {
        let files = Self.site("") { week in
            Self.special("Butter 16 oz", week == 5 ? "3.49" : "4.99", extra: week >= 3 ? #", "id": "b-16""# : "")
        }
        let result = try await Self.render(files, on: "2026-11-10")
        let item = try #require(result.files.text("items/butter-16-oz/index.html"))
        #expect(item.matches(of: /<td>\$4\.99<\/td>/).count == 5, "the five weeks at $4.99 are one history")
        #expect(result.files.text("items/butter-16-oz-2/index.html") == nil)
        #expect(try Self.tile("Butter", in: result).contains("Lowest price in 6\u{00A0}weeks"))
    }

    @Test func aRepeatedItemsDearerTileClaimsOnlyWhatItsPriceEarns() async throws {
        // Soup at 1.49 for four weeks, then listed twice: 0.99 and 1.49.
        let files = Self.site("", weeks: 5) { week in
            week < 4
                ? Self.special("Tomato Soup 10.75 oz", "1.49")
                : Self.special("Tomato Soup 10.75 oz", "0.99") + "," + Self.special("Tomato Soup 10.75 oz", "1.49")
        }
        let page = try #require(try await Self.render(files, on: "2026-11-03").files.text("index.html"))
        let tiles = page.matches(of: /<li class="tile[^>]*>(?:(?!<\/li>)[\s\S])*<\/li>/).map { String($0.0) }
        #expect(tiles.count == 2)
        #expect(tiles[0].contains("Lowest price in 5\u{00A0}weeks"))
        #expect(!tiles[1].contains("Lowest price"), "$1.49 is no lower than before")
    }

    @Test func aPlainPriceIsInTheAdNotOnSpecial() async throws {
        let files = Self.site("locale: de_DE\n", weeks: 2) { week in Self.special("Brot 500 g", week == 0 ? "3.99" : "4.79", was: "4.99") }
        let result = try await Self.render(files, on: "2026-10-13")
        let item = try #require(result.files.text("items/brot-500-g/index.html"))
        #expect(!item.contains("Jetzt im Angebot") && item.contains("Diese Woche im Prospekt"))
    }
}
