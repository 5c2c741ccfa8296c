import CanvasPacking
import Foundation
import Testing

@testable import SpecialsKit

/// No page has an inline script or style, so that `Content-Security-Policy: default-src 'self'` works:
/// a week page's tile places, sizes and printed footer are in a stylesheet of its own, which places each
/// tile where the packer packs the feed.
@Suite struct StrictPolicyTests {
    /// What a strict policy refuses in `page`: `<style>` elements, `style` attributes, scripts written in
    /// the page (a JSON-LD data block is no script), event handler attributes and `javascript:` links.
    static func inline(_ page: String) -> [String] {
        let tags = page.matches(of: /<(?:[a-zA-Z][a-zA-Z0-9-]*)(?:\s[^>]*)?>/).map { String($0.0) }
        return tags.filter { tag in
            tag.hasPrefix("<style") || tag.contains(/\sstyle=/) || tag.contains(/\son[a-z]+=/)
                || tag.contains("javascript:")
                || (tag.hasPrefix("<script") && !tag.contains(" src=")
                    && !tag.contains(#"type="application/ld+json""#))
        }
    }

    @Test func theDemoSitesPagesHaveNothingInline() async throws {
        let result = try await rendered(
            DemoSiteTests.root, options: BuildOptions(now: .day(Day("2026-11-24")!)))
        let pages = result.files.filter { $0.path.hasSuffix(".html") }
        #expect(pages.count > 40)
        for page in pages {
            let found = Self.inline(String(decoding: page.contents, as: UTF8.self))
            #expect(found.isEmpty, "\(page.path): \(found.prefix(3))")
        }
    }

    @Test func aChainsPagesHaveNothingInline() async throws {
        let result = try await ChainTests.build(ChainTests.chain())
        let pages = result.files.filter { $0.path.hasSuffix(".html") }
        #expect(pages.contains { $0.path == "index.html" })
        for page in pages {
            let found = Self.inline(String(decoding: page.contents, as: UTF8.self))
            #expect(found.isEmpty, "\(page.path): \(found.prefix(3))")
        }
    }

    /// The demo's front page and its stylesheet: each tile `t<N>` placed at the packer's place for the feed's
    /// N-th special in each of site.yml's layouts (16 and 32 columns), the grid as large as the packing.
    @Test func theWeeksStylesheetPlacesEveryTileWhereThePackerDoes() async throws {
        let result = try await rendered(
            DemoSiteTests.root, options: BuildOptions(now: .day(Day("2026-11-24")!)))
        let front = try #require(result.files.text("index.html"))
        let link = try #require(front.firstMatch(of: /<link rel="stylesheet" href="(assets\/week\.[0-9a-f]{10}\.css)">/))
        let sheet = try #require(result.files.text(String(link.1)))
        let (feed, _) = try FeedSnapshot.decode(
            Array(try Data(contentsOf: URL(fileURLWithPath: DemoSiteTests.root + "/Content/specials/2026-11-23.json"))),
            file: "feed")
        let shapes = feed.items.map { TileShape(width: $0.width, height: $0.height) }
        for (variant, columns) in [16, 32].enumerated() {
            let layout = ResponsiveLayout(
                shapes: shapes, canvasUnit: feed.canvasUnit,
                breakpoints: [LayoutBreakpoint(columns: columns, minWidth: 0)]
            ).variants[0].layout
            #expect(sheet.contains(".grid { --cols0:16;--rows0:") && sheet.contains(";--cols1:32;--rows1:"))
            #expect(sheet.contains("--cols\(variant):\(columns);--rows\(variant):\(layout.height)"))
            for placed in layout.placements {
                let tile = try #require(
                    sheet.firstMatch(of: try Regex(#"\n\.t\#(placed.index + 1) \{ ([^}]*) \}"#)),
                    "no rule for tile \(placed.index + 1)")
                let style = String(describing: tile.output[1].substring ?? "")
                #expect(
                    style.contains(
                        "--c\(variant):\(placed.x + 1)/span \(placed.width);--r\(variant):\(placed.y + 1)/span \(placed.height)"
                    ), "tile \(placed.index + 1) in \(columns) columns: \(style)")
            }
            // Each tile carries its place's class, in the feed's order.
            #expect(front.contains(#"<li class="tile t\#(layout.placements.count) "#))
        }
        // The printed week says its dates at the foot of every page.
        #expect(sheet.contains(#"@media print { @page { @bottom-center { content: "Fairview Market Weekly Specials · Prices valid "#))
    }
}
