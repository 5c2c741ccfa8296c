import Foundation
import Testing

@testable import SpecialsKit

/// The repository root is the demo site; its comparison note is checked against a reviewed page.
@Suite struct DemoSiteTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardized.path

    func build() async throws -> BuildResult {
        try await rendered(Self.root, options: BuildOptions(now: .day(Day("2026-11-21")!)))
    }

    @Test func theComparisonNoteRendersItsGoldenTable() async throws {
        let page = try #require(try await build().files.text("notes/which-water/index.html"))
        let golden = Fixtures.path("demo/which-water.html")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try page.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(page == (try String(contentsOfFile: golden, encoding: .utf8)))
        // The table a reviewer checked, row by row: per fl oz, best value first. The two cheapest both read
        // $0.012 to the tenth of a cent, with different verdicts, so the table shows four decimals.
        let rows = page.matches(
            of:
                /<tr(?: class="best")?><th scope="row">(?:<a href="[^"]*">)?([^<]*)(?:<\/a>)?<\/th><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/
        )
        .map { [String($0.1), String($0.2), String($0.3), String($0.4), String($0.5)] }
        #expect(
            rows == [
                ["Store-brand Spring Water 1 gal", "1\u{A0}gal", "$1.49", "$0.0116/fl\u{A0}oz", "Best value"],
                [
                    "Arrowhead Water 24pk/16.9 fl oz", "24\u{A0}×\u{A0}16.9\u{A0}fl\u{A0}oz", "$4.99",
                    "$0.0123/fl\u{A0}oz", "6% more",
                ],
                ["Arrowhead Mountain Spring Water 1.5 L", "1.5\u{A0}L", "$1.29", "$0.0254/fl\u{A0}oz", "118% more"],
                ["Smartwater 6 x 700 mL", "6\u{A0}×\u{A0}700\u{A0}mL", "$7.99", "$0.0563/fl\u{A0}oz", "383% more"],
            ])
        // The rows that are the week's specials lead to their pages.
        #expect(
            page.contains(
                #"<th scope="row"><a href="../../items/arrowhead-mountain-spring-water-1-5-l/index.html">Arrowhead Mountain Spring Water 1.5 L</a></th>"#
            ))
    }

    @Test func theDemoSiteBuildsWithOneWarningItChose() async throws {
        let result = try await build()
        // The demo leaves base_url out so that public/ opens from disk, and is told what that costs.
        #expect(
            result.warnings.map(\.description) == [
                "site.yml: warning: no base_url is set, so feed.xml and search engines' structured data get relative links, and no sitemap.xml is published; set it like base_url: https://example.com/"
            ])
        #expect(result.site.currentWeek.date == Day("2026-11-16"))
        #expect((25...40).contains(result.site.currentWeek.specials.count))
        #expect(
            result.site.currentWeek.specials.allSatisfy { $0.size != nil || $0.name.contains("Bundle") },
            "every demo label yields a size")
    }
}
