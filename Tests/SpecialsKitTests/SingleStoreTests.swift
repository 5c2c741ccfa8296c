import SpecialsTestSupport
import Testing

@testable import SpecialsKit

/// A site that is one store says where it is, when it opens and how to call it, as a chain's stores do:
/// site.yml's `store:`, at the foot of its pages and in its structured data.
@Suite struct SingleStoreTests {
    static let options = BuildOptions(now: .day(Day("2026-11-21")!))

    static func site(_ store: String) -> [String: String] {
        [
            "site.yml": Sandbox.settings + "title: Corner Grocer\n" + store,
            "Content/specials/2026-11-16.json": ChainTests.feed("3.99"),
        ]
    }

    @Test func theStoresAddressHoursAndPhoneAreAtTheFootOfItsPagesAndInItsData() async throws {
        let result = try await rendered(
            "/site",
            fileSystem: memorySite(
                Self.site(
                    """
                    store:
                      address: {street: 12 Main St, city: Springfield, region: IL, postal_code: "62701"}
                      hours: ["Mo-Sa 07:00-22:00", "Su 08:00-20:00"]
                      phone: "+1 217-555-0100"

                    """)), options: Self.options)
        let front = try #require(result.files.text("index.html"))
        #expect(
            front.contains(
                "<address><strong>Corner Grocer</strong><br>12 Main St<br>Springfield, IL 62701<br>"
                    + #"<a href="tel:+12175550100">+1 217-555-0100</a></address>"#))
        #expect(front.contains(#"<div class="store-info">"#), "no folder to remember: a site that is one store")
        #expect(front.contains(#""@type":"GroceryStore""#) && front.contains(#""telephone":"+1 217-555-0100""#))
        #expect(front.contains(#""openingHours":["Mo-Sa 07:00-22:00","Su 08:00-20:00"]"#))
        let archive = try #require(result.files.text("weeks/index.html"))
        #expect(archive.contains("12 Main St"))
    }

    @Test func aStoreKeyOfStoresYmlThatASiteDoesNotTakeIsWarnedAbout() async throws {
        let result = try await rendered(
            "/site", fileSystem: memorySite(Self.site("store:\n  id: corner\n  name: Corner Grocer Main St\n")),
            options: Self.options)
        #expect(
            result.warnings.map(\.description).contains {
                $0.hasPrefix("site.yml:4:3: warning: store: unknown key \"id\" is ignored")
            }, "\(result.warnings)")
        #expect(try #require(result.files.text("index.html")).contains("<strong>Corner Grocer Main St</strong>"))
    }

    @Test func badHoursAreAnErrorAtTheirLine() async {
        let problems = await ChainTests.problems(Self.site("store:\n  hours: [\"all day\"]\n"))
        #expect(
            problems == [
                #"site.yml:4:11: error: hours "all day" must be days and times like "Mo-Sa 07:00-22:00" or "Su 08:00-20:00" (days Mo Tu We Th Fr Sa Su)"#
            ])
    }
}
