import Foundation
import Testing

@testable import SpecialsKit

/// Every page links to an icon that is published: the store's own, else the theme's.
@Suite struct SiteIconTests {
    func build(_ files: [String: String]) async throws -> BuildResult {
        try await rendered(
            "/site", fileSystem: memorySite(["Content/specials/2026-11-16.json": simpleFeed].merging(files) { $1 }),
            options: BuildOptions(now: .day(Day("2026-11-21")!)))
    }

    func problems(_ files: [String: String]) async -> [String] {
        do {
            _ = try await build(files)
            return []
        } catch let error as SpecialsError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    /// The `<link rel="icon">` of each page, relative to the page.
    func icons(_ result: BuildResult) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: result.files.filter { $0.path.hasSuffix(".html") }.map { file in
                let text = String(decoding: file.contents, as: UTF8.self)
                return (file.path, text.firstMatch(of: /<link rel="icon" href="([^"]*)">/).map { String($0.1) } ?? "")
            })
    }

    @Test func aSiteWithoutAnIconOfItsOwnLinksEveryPageToTheThemes() async throws {
        let result = try await build([:])
        let published = result.files.filter { $0.path.hasPrefix("assets/icon.") }.map(\.path)
        #expect(published.count == 1)
        let icon = try #require(published.first)
        #expect(icon.wholeMatch(of: /assets\/icon\.[0-9a-f]{10}\.svg/) != nil)
        let svg = try #require(result.files.text(icon))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && svg.contains("fill=\"#0b4f9c\""))
        let links = icons(result)
        #expect(links["index.html"] == icon)
        #expect(links["weeks/2026-11-16/index.html"] == "../../" + icon)
        #expect(links["404.html"] == "/" + icon, "served at any path: from the base path")
        #expect(links.values.allSatisfy { !$0.isEmpty }, "\(links.filter { $0.value.isEmpty }.keys.sorted())")
    }

    @Test(arguments: ["favicon.ico", "favicon.png", "favicon.svg"])
    func aFaviconInStaticIsTheIcon(name: String) async throws {
        let result = try await build(["Static/" + name: "icon"])
        #expect(!result.files.contains { $0.path.hasPrefix("assets/icon.") })
        #expect(result.files.text(name) == "icon")
        #expect(icons(result)["weeks/2026-11-16/index.html"] == "../../" + name)
    }

    @Test func siteYmlNamesAFileOfStaticAsTheIcon() async throws {
        let result = try await build([
            "site.yml": "icon: img/logo.png\n", "Static/img/logo.png": "logo", "Static/favicon.ico": "old",
        ])
        #expect(icons(result)["index.html"] == "img/logo.png")
        #expect(!result.files.contains { $0.path.hasPrefix("assets/icon.") })
    }

    @Test func anIconSiteYmlCannotPublishIsAnErrorAtItsLine() async {
        #expect(
            await problems(["site.yml": "title: Shop\nicon: img/logo.png\n"]) == [
                "site.yml:2:7: error: icon \"img/logo.png\" names no file in Static/"
            ])
        #expect(
            await problems(["site.yml": "icon: https://shop.example/favicon.ico\n"]) == [
                "site.yml:1:7: error: icon \"https://shop.example/favicon.ico\" is a URL; an icon is a file of Static/, published with the site (save it there)"
            ])
        #expect(
            await problems(["site.yml": "icon: ../logo.png\n"]) == [
                "site.yml:1:7: error: icon \"../logo.png\" is not a path inside Static/"
            ])
        #expect(
            await problems(["site.yml": "icon: notes.txt\n", "Static/notes.txt": "x"]) == [
                "site.yml:1:7: error: icon \"notes.txt\" is no icon; give a file of Static/ ending in .ico, .png, .svg, .gif, .jpg, .jpeg, .webp"
            ])
    }
}
