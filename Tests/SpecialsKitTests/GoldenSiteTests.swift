import Foundation
import Testing

@testable import SpecialsKit

/// The fixture site built and compared file by file with reviewed expected output. Mustache renders a
/// missing key as empty text without a word, so only this comparison catches a typo in a template.
/// After a deliberate change to the theme: UPDATE_GOLDEN=1 swift test --filter GoldenSiteTests, then review the diff.
@Suite struct GoldenSiteTests {
    let expected = Fixtures.path("golden/expected")
    /// The fixture built once for the whole suite.
    static let built = Task {
        try await rendered(Fixtures.path("golden/site"), options: BuildOptions(now: .day(Day("2026-11-21")!)))
    }

    @Test func theFixtureSiteMatchesItsGoldenPages() async throws {
        let files = Self.withoutCards(try await Self.built.value.files)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(atPath: expected)
            _ = try DiskSink(output: expected).publish(files)
        }
        let goldenPaths = DiskSink.listFiles(expected)
        #expect(Set(files.map(\.path)) == goldenPaths)
        for file in files {
            let golden = FileManager.default.contents(atPath: expected + "/" + file.path).map { [UInt8]($0) }
            let same = golden == file.contents
            #expect(
                same, "\(file.path) differs from its golden page: \(Self.firstDifference(golden ?? [], file.contents))")
        }
    }

    /// `files` but the share cards: pixels drawn with the machine's fonts, whose layouts are checked as
    /// values (CardLayoutTests) and files by their size (ShareCardTests); the pages that name them are here.
    static func withoutCards(_ files: [OutputFile]) -> [OutputFile] {
        files.filter { !$0.path.hasPrefix("cards/") }
    }

    /// Where two texts first differ, by line, short enough to read in a test report.
    static func firstDifference(_ expected: [UInt8], _ actual: [UInt8]) -> String {
        let expectedLines = String(decoding: expected, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        let actualLines = String(decoding: actual, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        for line in 0..<max(expectedLines.count, actualLines.count) {
            let want = line < expectedLines.count ? String(expectedLines[line]) : "(no line)"
            let got = line < actualLines.count ? String(actualLines[line]) : "(no line)"
            guard want != got else { continue }
            let start = zip(want, got).prefix { $0 == $1 }.count
            func excerpt(_ text: String) -> String { String(text.dropFirst(max(0, start - 40)).prefix(120)) }
            return "line \(line + 1), column \(start + 1): expected \"\(excerpt(want))\", got \"\(excerpt(got))\""
        }
        return "the same text in different bytes"
    }

    @Test func textFromFeedsAndNotesCannotInjectMarkup() async throws {
        let result = try await Self.built.value
        for file in result.files where file.path.hasSuffix(".html") {
            let html = String(decoding: file.contents, as: UTF8.self)
            // The only script elements are the JSON-LD data block, whose text cannot close it, and the
            // theme's own script file, empty.
            let scripts = html.matches(of: /<script[^>]*>/).map { String($0.0) }
            #expect(
                scripts.allSatisfy {
                    $0 == #"<script type="application/ld+json">"#
                        || $0.wholeMatch(of: /<script src="(\.\.\/)*assets\/specials\.[0-9a-f]{10}\.js" defer>/) != nil
                },
                "\(file.path) has a script tag")
            #expect(
                html.components(separatedBy: "</script>").count <= scripts.count + 1,
                "\(file.path) closes a script element twice")
            #expect(!html.contains("javascript:"), "\(file.path) has a javascript: URL")
            #expect(!html.contains("<b>organic"), "\(file.path) lets markup through from a compare item")
        }
        let week = try #require(result.files.text("weeks/2026-11-16/index.html"))
        #expect(week.contains("&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt; Milk 1 gal"))
        let note = try #require(result.files.text("notes/water/index.html"))
        #expect(note.contains("<!-- raw HTML omitted -->"))
    }
}

/// The same small site in each locale the theme is written for, compared page by page with reviewed
/// pages: a word left untranslated or a date, a price or a unit price written the wrong way shows here.
/// After a deliberate change: UPDATE_GOLDEN=1 swift test --filter LocaleGoldenTests, then review the diff.
@Suite struct LocaleGoldenTests {
    static let pages = ["index.html", "weeks/index.html", "notes/wasser/index.html", "404.html", "feed.xml"]

    @Test(arguments: ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES"])
    func eachLocaleMatchesItsGoldenPages(locale: String) async throws {
        let result = try await LocaleTests.build("locale: \(locale)\n")
        let folder = Fixtures.path("locales/\(locale)")
        for page in Self.pages {
            let built = try #require(result.files.text(page), "\(page)")
            if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
                try FileManager.default.createDirectory(
                    atPath: ((folder + "/" + page) as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                try built.write(toFile: folder + "/" + page, atomically: true, encoding: .utf8)
            }
            let golden = try String(contentsOfFile: folder + "/" + page, encoding: .utf8)
            let same = golden == built
            #expect(
                same, "\(locale) \(page): \(GoldenSiteTests.firstDifference(Array(golden.utf8), Array(built.utf8)))")
        }
    }
}

/// `specials init --chain`'s chain with a base URL, compared file by file with reviewed pages: the
/// picker, each store's pages, the sitemap index and the 404 page.
/// After a deliberate change: UPDATE_GOLDEN=1 swift test --filter ChainGoldenTests, then review the diff.
@Suite struct ChainGoldenTests {
    /// The starter chain (`specials init --chain`) with a base URL, built once for the suites that read it.
    static let built = Task {
        var files = Dictionary(
            uniqueKeysWithValues: SiteSkeleton.chainFiles(week: Day("2026-11-16")!).map { ($0.path, $0.text) })
        files["site.yml"] = files["site.yml"]!.replacingOccurrences(
            of: "# base_url: https://www.example.com/", with: "base_url: https://www.example.com/")
        return try await rendered(
            "/site", fileSystem: memorySite(files), options: BuildOptions(now: .day(Day("2026-11-21")!)))
    }

    @Test func theStarterChainMatchesItsGoldenPages() async throws {
        let result = try await Self.built.value
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let files = GoldenSiteTests.withoutCards(result.files)
        let expected = Fixtures.path("chain/expected")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(atPath: expected)
            _ = try DiskSink(output: expected).publish(files)
        }
        #expect(Set(files.map(\.path)) == DiskSink.listFiles(expected))
        for file in files {
            let golden = FileManager.default.contents(atPath: expected + "/" + file.path).map { [UInt8]($0) }
            let same = golden == file.contents
            #expect(
                same,
                "\(file.path) differs from its golden page: \(GoldenSiteTests.firstDifference(golden ?? [], file.contents))"
            )
        }
    }
}
