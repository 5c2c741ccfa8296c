import Foundation
import SpecialsTestSupport
import Testing

@testable import SpecialsKit

/// Every store findable: located stores in the starter chain, a store's address, hours and phone on
/// its own pages, distances in the country's unit, and a search box on a long picker.
@Suite struct StoreFindingTests {
    @Test func theStarterChainLocatesEveryStore() async throws {
        let files = Dictionary(
            uniqueKeysWithValues: SiteSkeleton.chainFiles(week: Day("2026-11-16")!).map { ($0.path, $0.text) })
        let result = try await rendered("/site", fileSystem: memorySite(files), options: ChainTests.options)
        let chain = try #require(result.chain)
        #expect(chain.stores.count == 3 && chain.stores.allSatisfy { $0.geo != nil })
        let picker = try #require(result.files.text("index.html"))
        #expect(picker.matches(of: /<li class="store" data-lat="[^"]+" data-lon="[^"]+">/).count == 3)
        #expect(picker.contains(#"data-unit="mile""#))
    }

    /// A store open around the clock says so in the site's language, not "12:00 AM–12:00 AM".
    @Test(arguments: [
        ("en_US", "Mon–Sun open 24 hours"), ("de_DE", "Mo–So durchgehend geöffnet"), ("fr_FR", "ouvert 24 h sur 24"),
    ])
    func aStoreOpenAroundTheClockSaysSo(locale: String, text: String) {
        let hours = StoreText(locale: Locale(identifier: locale), country: nil, words: Words(Words.Language(locale)))
            .hours("Mo-Su 00:00-24:00")
        #expect(hours.hasSuffix(text), "\(hours)")
        #expect(!hours.contains("00"))
    }

    @Test func aStoresPagesShowItsAddressHoursAndPhoneInTheSitesLanguage() async throws {
        let stores = """
            stores:
              - id: mitte
                name: Markt Mitte
                address: {street: Hauptstraße 1, city: Berlin, postal_code: "10115", country: DE}
                geo: {lat: 52.53, lon: 13.38}
                phone: "+49 30 1234567"
                hours: ["Mo-Sa 07:00-22:00"]
            """
        let files = [
            "site.yml": Sandbox.settings + "locale: de_DE\n", "stores.yml": stores,
            "Content/specials/2026-11-16.json": ChainTests.feed("1.99"),
        ]
        let result = try await rendered("/site", fileSystem: memorySite(files), options: ChainTests.options)
        for page in ["stores/mitte/index.html", "stores/mitte/weeks/index.html"] {
            let html = try #require(result.files.text(page))
            #expect(
                html.contains(
                    #"<address><strong>Markt Mitte</strong><br>Hauptstraße 1<br>10115 Berlin<br><a href="tel:+49301234567">+49 30 1234567</a></address>"#
                ), "\(page)")
            #expect(html.contains("<p class=\"store-hours\">Öffnungszeiten:"), "\(page)")
        }
        #expect(try #require(result.files.text("stores/mitte/index.html")).contains(#""telephone":"+49 30 1234567""#))
        #expect(try #require(result.files.text("index.html")).contains(#"data-unit="kilometer""#))
    }

    @Test(arguments: [(19, false), (20, true)])
    func aLongPickerCanBeSearchedAndFolds(count: Int, searchable: Bool) async throws {
        let result = try await ChainTests.build(ChainTests.chain(stores: count, regions: 2, own: []))
        let picker = try #require(result.files.text("index.html"))
        #expect(picker.contains(#"<input id="store-search" type="search" autocomplete="off">"#) == searchable)
        // Regions fold, and from 20 stores start folded (their headings the list of regions); every store
        // is listed whether or not a script runs.
        #expect(picker.matches(of: /<details class="picker-group"/).count == 2)
        #expect(picker.matches(of: /<details class="picker-group" open>/).count == (searchable ? 0 : 2))
        #expect(picker.contains(#"<nav class="region-nav""#) == !searchable)
        #expect(picker.matches(of: /<li class="store"/).count == count)
    }
}
