import Foundation
import Testing

@testable import SpecialsKit

/// What each kind of page declares (`PageKind`) holds for the pages built: a site that is no chain and
/// a chain with stores, regions and a store with its own ad.
@Suite struct PageKindTests {
    static func builds() async throws -> [(name: String, result: BuildResult, chain: Bool)] {
        [
            ("the golden site", try await GoldenSiteTests.built.value, false),
            ("the starter chain", try await ChainGoldenTests.built.value, true),
        ]
    }

    /// Every page of every kind, in a store's or a price list's folder too, is where a Static/ file is
    /// refused: a kind whose folder were left out (as `items/` once was) would fail here.
    @Test func everyPageIsWhereOnlyTheBuildWrites() async throws {
        for (name, result, chain) in try await Self.builds() {
            let pages = result.files.filter { $0.kind != nil }
            #expect(pages.count > 10, "\(name)")
            for page in pages {
                #expect(SiteRenderer.generatedPath(page.path, chain: chain) != nil, "\(name): \(page.path)")
            }
            // What has no kind is a Static/ file or an image, which are no pages.
            let others = result.files.filter { $0.kind == nil }.map(\.path)
            #expect(
                others.allSatisfy { !$0.hasSuffix(".html") && !$0.hasSuffix(".xml") && !$0.hasSuffix(".css") },
                "\(name): \(others)")
        }
    }

    /// Each kind is built, and only in its place: in a chain, a store's pages in its folder, a price
    /// list's in its (a store's, a region's, the chain's `items/`), the chain's files at the root.
    @Test func eachKindIsBuiltInItsPlace() async throws {
        for (name, result, chain) in try await Self.builds() {
            // A moved item's page is built only where an address had to change (SitePublisherTests), a
            // department's only for a feed with departments (DepartmentTests).
            #expect(
                Set(result.files.compactMap(\.kind))
                    == Set(PageKind.written(chain: chain)).subtracting([.moved, .department]), "\(name)")
            guard chain else { continue }
            for file in result.files {
                guard let kind = file.kind else { continue }
                let folder = ChainFolder.of(path: file.path[...])
                switch kind.declaration.place {
                case .outputRoot, .chainRoot: #expect(folder == nil, "\(file.path)")
                // A shared price list's folder has a sitemap of its item pages too.
                case .site:
                    #expect(
                        folder?.hasPrefix(ChainFolder.stores + "/") == true || kind == .sitemap && folder != nil,
                        "\(file.path)")
                case .priceList: #expect(folder != nil, "\(file.path)")
                }
            }
        }
    }

    /// A page's JSON-LD is what its kind declares: a week's products with their offers, an item's
    /// product, or none.
    @Test func eachPageCarriesTheStructuredDataItsKindDeclares() async throws {
        for (name, result, _) in try await Self.builds() {
            for file in result.files where file.path.hasSuffix(".html") {
                let kind = try #require(file.kind, "\(name): \(file.path)")
                let html = String(decoding: file.contents, as: UTF8.self)
                let graph = html.firstMatch(
                    of: /<script type="application\/ld\+json">(.*?)<\/script>/.dotMatchesNewlines()
                ).map { String($0.1) }
                let products = graph.map { $0.matches(of: /"@type":"Product"/).count } ?? 0
                switch kind.declaration.structuredData {
                case .offers?: #expect(graph != nil && products >= 1, "\(name): \(file.path) has no offers")
                case .product?: #expect(products == 1, "\(name): \(file.path) has \(products) products")
                case nil: #expect(graph == nil, "\(name): \(file.path) has structured data")
                }
            }
        }
    }

    /// A sitemap lists its place's pages of the kinds a sitemap lists, and nothing else.
    @Test func eachSitemapListsThePagesOfItsPlace() async throws {
        for (name, result, _) in try await Self.builds() {
            let sitemaps = result.files.filter { $0.kind == .sitemap || $0.kind == .pickerSitemap }
            #expect(!sitemaps.isEmpty, "\(name)")
            for sitemap in sitemaps {
                let folder = String(sitemap.path.dropLast(sitemap.kind!.file().count))
                let listed = result.files.filter { file in
                    guard let kind = file.kind, kind.declaration.sitemap != nil else { return false }
                    // The chain's root lists the picker alone: the sitemap index lists its stores' and regions' sitemaps.
                    return file.path.hasPrefix(folder) && (sitemap.kind == .pickerSitemap) == (kind == .picker)
                }
                let urls = String(decoding: sitemap.contents, as: UTF8.self).matches(of: /<loc>(.*?)<\/loc>/).map {
                    String($0.1)
                }
                let expected = listed.map { result.config.baseURL + $0.path.dropLast(PagePath.file("").count) }
                #expect(Set(urls) == Set(expected), "\(name): \(sitemap.path)")
                #expect(urls.count == expected.count, "\(name): \(sitemap.path)")
            }
        }
    }

    /// Kinds are told apart by their names: no two built-in ones share one.
    @Test func eachKindHasANameOfItsOwn() {
        let names = PageKind.builtIn.map(\.name)
        #expect(Set(names).count == names.count, "\(names)")
        #expect(PageKind.builtIn.filter { $0 == .week }.count == 1)
    }

    /// Every template of the theme is checked against a view model: a page's, or a part one includes.
    @Test func everyThemeTemplateIsAKindsOrAPartOfOne() {
        let rendered = Set(PageKind.templateViews().map { $0.template })
        #expect(rendered == Set(TemplateChecker.pages().keys))
        let parts = Set(["base", "comparison", "tile"])
        #expect(Set(TemplateLibrary.builtIn.keys).subtracting(rendered) == parts)
    }

    /// A page's links go up as many folders as the page is deep, however deep: the contexts were a table
    /// of three depths, and a page three folders down linked as if it were two.
    @Test func aPageLinksUpFromItsOwnDepth() {
        let contexts = SiteRenderer.PageContexts(links: SiteLinks(config: SiteConfig(), store: "stores/s1/")) { links in
            SiteRenderer.PageContext(
                links: links, site: SiteView(title: "", home: links.home, archive: nil, footer: "", feed: nil),
                stylesheet: "")
        }
        for (page, up) in [
            ("", "../../"), ("weeks/", "../../../"), ("weeks/2026-11-16/", "../../../../"),
            ("weeks/2026-11-16/produce/", "../../../../../"),
        ] {
            let context = contexts.context(page)
            #expect(context.links.up == up, "\(page)")
            #expect(
                context.site.home == String(repeating: "../", count: page.split(separator: "/").count) + "index.html",
                "\(page)")
        }
    }
}
