import Foundation
import SpecialsTestSupport
import Testing

@testable import SpecialsKit

/// A week that ended before today: the front page says so in the site's language and offers nothing,
/// the week's own page stays as it was, and the build warns once, however many stores share it.
@Suite struct EndedWeekTests {
    static let feed =
        #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Navel Oranges 4LBS", "width": 8, "height": 8, "price": "1.29", "original_price": "2.23"}]}"#

    static func render(_ files: [String: String], on day: String) async throws -> BuildResult {
        var publisher = SitePublisher(site: "/site", options: BuildOptions(now: .day(Day(day)!)))
        publisher.fileSystem = memorySite(files)
        return try await publisher.render()
    }

    static func site(_ settings: String = "") -> [String: String] {
        ["site.yml": Sandbox.settings + settings, "Content/specials/2026-11-16.json": feed]
    }

    @Test func onItsLastDayAWeekIsStillCurrent() async throws {
        let result = try await Self.render(Self.site(), on: "2026-11-22")
        let front = try #require(result.files.text("index.html"))
        #expect(!front.contains(#"class="ended""#))
        #expect(front.contains("https://schema.org/InStock"))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func theDayAfterTheFrontPageSaysItEndedAndOffersNothing() async throws {
        let current = try await Self.render(Self.site(), on: "2026-11-22")
        let result = try await Self.render(Self.site(), on: "2026-11-30")
        let front = try #require(result.files.text("index.html"))
        #expect(
            front.contains(
                #"<p class="ended" role="status">These specials ended on November 22, 2026. The next specials are not published yet.</p>"#
            ))
        #expect(
            !front.contains("\"offers\"") && !front.contains("https://schema.org/Discontinued"),
            "an ended week offers nothing")
        // The week stays in the archive as it was.
        #expect(result.files.text("weeks/2026-11-16/index.html") == current.files.text("weeks/2026-11-16/index.html"))
        #expect(
            result.warnings.map(\.description) == [
                "Content/specials: warning: no snapshot for the week of 2026-11-30: the newest, 2026-11-16.json, ended on 2026-11-22; "
                    + "the front page says those specials ended until you add a snapshot dated on or before 2026-11-30"
            ])
    }

    @Test(arguments: [
        ("de_DE", "Diese Angebote endeten am 22. November 2026. Die nächsten Angebote sind noch nicht veröffentlicht."),
        (
            "fr_FR",
            "Ces promotions ont pris fin le 22 novembre 2026. Les prochaines promotions ne sont pas encore publiées."
        ),
        ("es_ES", "Estas ofertas terminaron el 22 de noviembre de 2026. Las próximas ofertas aún no están publicadas."),
    ])
    func itSaysSoInTheSitesLanguage(locale: String, sentence: String) async throws {
        let result = try await Self.render(Self.site("locale: \(locale)\n"), on: "2026-11-30")
        #expect(try #require(result.files.text("index.html")).contains(sentence))
    }

    @Test func aChainWarnsOnceWithTheNumberOfStores() async throws {
        let stores = "stores:\n" + (1...300).map { "  - {id: s\($0), name: Store \($0)}\n" }.joined()
        var files = Self.site()
        files["stores.yml"] = stores
        let result = try await Self.render(files, on: "2026-11-30")
        #expect(
            result.warnings.map(\.description) == [
                "Content/specials: warning: no snapshot for the week of 2026-11-30 for all 300 stores (the first, s1: 2026-11-16.json, ended on 2026-11-22); "
                    + "their front pages say those specials ended until you add a snapshot dated on or before 2026-11-30"
            ])
        #expect(try #require(result.files.text("stores/s300/index.html")).contains(#"class="ended""#))
    }

    @Test func aWeekEndsSevenDaysAfterItsDateEvenWhenTheNextSnapshotIsLater() async throws {
        var files = Self.site()
        files["Content/specials/2026-11-02.json"] = Self.feed
        let result = try await Self.render(files, on: "2026-11-21")
        let page = try #require(result.files.text("weeks/2026-11-02/index.html"))
        #expect(page.contains("Prices valid November 2\u{2009}–\u{2009}8, 2026."))
    }
}
