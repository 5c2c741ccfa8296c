import Foundation
import Testing

@testable import SpecialsKit

/// docs/examples/branded, the example of a branded site the README points to, builds as it is: the
/// theme's stylesheet in the store's colours, its header with the store's logo and tagline, its icon.
/// What it should show is read from the example's own files, so an edit to the example is tested too.
@Suite struct BrandedExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/examples/branded").standardized.path

    func example(_ path: String) throws -> String {
        try String(contentsOfFile: Self.root + "/" + path, encoding: .utf8)
    }

    @Test func theBrandedExampleBuildsWithoutAWarningInItsColoursLogoAndIcon() async throws {
        let result = try await rendered(Self.root, options: BuildOptions(now: .day(Day("2026-11-24")!)))
        #expect(result.warnings.map(\.description) == [])

        // The store's colour is its links' colour (the share cards' band); the theme's blue is gone.
        let style = try example("Templates/style.mustache")
        let brand = try #require(style.firstMatch(of: #/\na \{ color: (#[0-9a-f]{6}); \}/#)).output.1
        let stylesheet = try #require(result.files.first { $0.path.hasPrefix("assets/style.") })
        let css = String(decoding: stylesheet.contents, as: UTF8.self)
        #expect(css.contains("a { color: \(brand); }"))
        #expect(!css.contains("#0b4f9c"), "the theme's blue is left somewhere")
        #expect(CardTheme(stylesheet: css).accent == CardTheme(stylesheet: "a { color: \(brand); }").accent)
        #expect(CardTheme(stylesheet: css).accent != CardTheme().accent)

        // Every page has the store's header (its logo and tagline, from the example's base.mustache)
        // and links the icon from its Static/.
        let base = try example("Templates/base.mustache")
        let tagline = try #require(base.firstMatch(of: #/<p class="site-tagline">([^<]+)</p>/#)).output.1
        #expect(FileManager.default.fileExists(atPath: Self.root + "/Static/favicon.svg"))
        let pages = result.files.filter { $0.path.hasSuffix(".html") && $0.path != "404.html" }
        #expect(pages.count > 10)
        for page in pages {
            let html = String(decoding: page.contents, as: UTF8.self)
            #expect(html.contains("<p class=\"site-tagline\">\(tagline)</p>"), "\(page.path)")
            #expect(html.contains("<svg width=\"36\" height=\"36\""), "\(page.path): the logo")
            #expect(html.contains(#/<link rel="icon" href="[./]*favicon\.svg">/#), "\(page.path): the icon")
        }
        #expect(result.files.contains { $0.path == "favicon.svg" })
        // And its share cards name absolute addresses on the example's base_url.
        let front = try #require(result.files.text("index.html"))
        #expect(front.contains(#/<meta property="og:image" content="https://harbor-street\.example/cards/week-2026-11-23\.[0-9a-f]+\.jpg">/#))
    }

    /// A logo of Static/ is linked from every page through `{{site.root}}`: up from each page's folder,
    /// and on the 404 page (served at any address) from the site's root.
    @Test func aFileOfStaticIsLinkedFromEveryPageThroughTheSitesRoot() async throws {
        let base = try #require(TemplateLibrary.builtIn["base"]).replacingOccurrences(
            of: #"<p class="site-title">"#, with: #"<img class="logo" src="{{site.root}}img/logo.svg" alt=""><p class="site-title">"#)
        let files = [
            "Content/specials/2026-11-16.json": simpleFeed, "Templates/base.mustache": base,
            "Static/img/logo.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>"#,
        ]
        let result = try await rendered(
            "/site", fileSystem: memorySite(files), options: BuildOptions(now: .day(Day("2026-11-21")!)))
        let logo = { (path: String) in
            result.files.text(path)?.firstMatch(of: #/<img class="logo" src="([^"]*)"/#).map { String($0.output.1) }
        }
        #expect(logo("index.html") == "img/logo.svg")
        #expect(logo("weeks/2026-11-16/index.html") == "../../img/logo.svg")
        #expect(logo("404.html") == "/img/logo.svg")
        #expect(result.files.contains { $0.path == "img/logo.svg" })
    }
}
