import FeedGenerator
import Foundation
import Testing

@testable import SpecialsKit

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct FeedAndMetadataTests {
    func build() async throws -> BuildResult {
        try await rendered(Fixtures.path("golden/site"), options: BuildOptions(now: .day(Day("2026-11-21")!)))
    }

    @Test func theAtomFeedHasOneStableEntryPerPublishedWeek() async throws {
        let result = try await build()
        let feed = try #require(result.files.first { $0.path == "feed.xml" })
        let document = try XMLDocument(data: Data(feed.contents))
        let root = try #require(document.rootElement())
        #expect(root.name == "feed")
        #expect(root.uri == "http://www.w3.org/2005/Atom")
        let entries = root.elements(forName: "entry")
        #expect(
            entries.map { $0.elements(forName: "id").first?.stringValue } == [
                "https://example.com/store-12/weeks/2026-11-16/", "https://example.com/store-12/weeks/2026-11-09/",
            ])
        #expect(
            entries.map { $0.elements(forName: "updated").first?.stringValue } == [
                "2026-11-16T00:00:00-05:00", "2026-11-09T00:00:00-05:00",
            ])
        #expect(root.elements(forName: "updated").first?.stringValue == "2026-11-16T00:00:00-05:00")
        let content = try #require(entries.first?.elements(forName: "content").first?.stringValue)
        #expect(content.contains("<li>Navel Oranges 4LBS: $3.99 (was $5.99)</li>"))
        #expect(content.contains("&lt;script&gt;"), "names stay escaped inside the HTML content")
        // Byte-identical on a rebuild: nothing comes from the clock.
        #expect(try await build().files.first { $0.path == "feed.xml" } == feed)
    }

    @Test func theAtomFeedCarriesTheLatestTenWeeks() async throws {
        var files = ["site.yml": "title: Shop\nbase_url: https://shop.example/\n"]
        var day = Day("2026-09-07")!
        for _ in 0..<12 {
            files["Content/specials/\(day).json"] = simpleFeed
            day = day.adding(days: 7)
        }
        let result = try await rendered(
            "/site", fileSystem: memorySite(files), options: BuildOptions(now: .day(Day("2026-11-27")!)))
        let document = try XMLDocument(data: Data(try #require(result.files.first { $0.path == "feed.xml" }).contents))
        let ids = try #require(document.rootElement()).elements(forName: "entry").map {
            $0.elements(forName: "id").first?.stringValue
        }
        #expect(ids.count == 10)
        #expect(ids.first == "https://shop.example/weeks/2026-11-23/")
        #expect(ids.last == "https://shop.example/weeks/2026-09-21/")
        // Every week still has its page and its place in the archive.
        #expect(result.files.text("weeks/2026-09-07/index.html") != nil)
    }

    @Test func theSitemapListsEveryPageWithAbsoluteURLs() async throws {
        let sitemap = try #require(try await build().files.first { $0.path == "sitemap.xml" })
        let document = try XMLDocument(data: Data(sitemap.contents))
        let locations = try document.nodes(forXPath: "//*[local-name()='loc']").map { $0.stringValue ?? "" }
        #expect(
            locations == [
                "https://example.com/store-12/",
                "https://example.com/store-12/items/coca-cola-12pk-12-fl-oz/",
                "https://example.com/store-12/items/gift-card/",
                "https://example.com/store-12/items/hass-avocados-4ct/",
                "https://example.com/store-12/items/navel-oranges-4lbs/",
                "https://example.com/store-12/items/russet-potatoes-5lb/",
                "https://example.com/store-12/items/script-alert-name-script-milk-1-gal/",
                "https://example.com/store-12/notes/water/",
                "https://example.com/store-12/weeks/",
                "https://example.com/store-12/weeks/2026-11-09/",
                "https://example.com/store-12/weeks/2026-11-16/",
            ])
    }

    @Test func jsonLDCarriesTheRightPrices() async throws {
        let page = try #require(try await build().files.text("weeks/2026-11-16/index.html"))
        let json = try #require(page.firstMatch(of: /<script type="application\/ld\+json">(.*?)<\/script>/)?.1)
        #expect(!json.contains("<"), "no raw < inside the script element")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["@context"] as? String == "https://schema.org")
        let products = try #require(object["@graph"] as? [[String: Any]])
        #expect(products.count == 5)
        let offers = products.compactMap { $0["offers"] as? [String: Any] }
        #expect(
            products.map { $0["name"] as? String } == [
                "Navel Oranges 4LBS", "<script>alert('name')</script> Milk 1 gal", "Hass Avocados 4CT",
                "Coca-Cola 12pk/12 fl oz", "Gift Card",
            ])
        #expect(offers.map { $0["price"] as? String } == ["3.99", "4.29", "4", "6.99", "25"])
        #expect(Set(offers.map { $0["priceCurrency"] as? String }) == ["USD"])
        #expect(Set(offers.map { $0["priceValidUntil"] as? String }) == ["2026-11-22"])
        #expect(Set(offers.map { $0["availability"] as? String }) == ["https://schema.org/InStock"])
        #expect(products[0]["image"] as? String == "https://example.com/store-12/img/orange.svg")
    }

    /// Offers encoded once for many pages (`sharing:`) read exactly as encoded for one page, for every
    /// store and page, an ended week, and a feed whose text holds the very marks the shared products use.
    @Test func offersSharedByManyPagesReadAsEachPagesOwn() throws {
        var config = SiteConfig()
        config.baseURL = "https://example.com/"
        let store = Store(id: "downtown", name: "Downtown & Co", address: nil)
        let parts = RenderedParts()
        let plain = ItemCatalogTests.weeks([
            [ItemCatalogTests.item("Milk 1 gal", "4.29", was: "4.99"), ItemCatalogTests.item("Eggs 12 ct", "2.99")]
        ])[0]
        var marked = plain
        marked.specials[0].name = "Milk \u{1}page \"\u{1}seller\""
        marked.specials[1].name = "\u{1}page"
        marked.file = "Content/specials/marked.json"
        let structured = StructuredData(config: config, links: SiteLinks(config: config, store: "stores/downtown/"))
        for week in [plain, marked] {
            for (page, seller) in [
                ("https://example.com/stores/downtown/weeks/x/", store),
                ("https://example.com/stores/downtown/weeks/y/", store), ("https://example.com/", nil),
            ] {
                for available in [true, false] {
                    let shared = structured.offers(
                        week, pageURL: page, store: seller, available: available, sharing: parts)
                    #expect(shared == structured.offers(week, pageURL: page, store: seller, available: available))
                    #expect(shared.components(separatedBy: #""url":"\#(page)""#).count == (available ? 3 : 1))
                }
            }
        }
        let json = structured.offers(marked, pageURL: "https://example.com/p/", store: store, sharing: parts)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let graph = try #require(object["@graph"] as? [[String: Any]])
        #expect(
            graph.map { $0["name"] as? String } == ["Downtown & Co", "Milk \u{1}page \"\u{1}seller\"", "\u{1}page"])
        #expect(
            graph.dropFirst().map { ($0["offers"] as? [String: Any])?["url"] as? String } == [
                "https://example.com/p/", "https://example.com/p/",
            ])
    }

    /// The string writer the pages fill their URLs in with is JSONEncoder's own encoding, byte for byte:
    /// every ASCII character, quotes, backslashes, the script's <, > and &, line separators, accents, emoji.
    @Test func aStringIsWrittenAsTheEncoderWritesIt() {
        func encoded<Value: Encodable>(_ value: Value) -> String { StructuredData.scriptSafeJSON(value) }
        let scalars = (0..<0x80).map { Unicode.Scalar(UInt8($0)) }
        let ascii = String(String.UnicodeScalarView(scalars))
        let texts = [
            ascii, "", "https://example.com/stores/downtown/weeks/2026-11-16/", "/stores/o'brien/#store",
            "Ben & Jerry's </script>", "a\r\nb\u{7F}\u{80}\u{2028}\u{2029}é😀\u{FEFF}", "\u{1}page", "\\\"\\",
        ]
        for text in texts {
            #expect(StructuredData.scriptSafeJSON(text) == encoded(text), "\(text.debugDescription)")
        }
        var random = SplitMix64(seed: 9)
        for _ in 0..<500 {
            let text = String(
                String.UnicodeScalarView(
                    (0..<Int(random.next(upTo: 12))).map { _ in scalars[Int(random.next(upTo: 0x80))] }))
            #expect(StructuredData.scriptSafeJSON(text) == encoded(text), "\(text.debugDescription)")
        }
    }

    @Test func openGraphTagsDescribeThePage() async throws {
        let page = try #require(try await build().files.text("weeks/2026-11-16/index.html"))
        #expect(page.contains(#"<meta property="og:url" content="https://example.com/store-12/weeks/2026-11-16/">"#))
        #expect(
            page.contains(
                #"<meta property="og:title" content="Golden Grocer: specials for the week of November 16, 2026">"#))
        // The week's share card (ShareCardTests), named by what it shows.
        #expect(
            page.contains(/<meta property="og:image" content="https:\/\/example.com\/store-12\/cards\/week-2026-11-16\.[0-9a-f]{12}\.jpg">/))
        #expect(
            page.contains(
                #"<link rel="alternate" type="application/atom+xml" title="Golden Grocer" href="../../feed.xml">"#))
    }

    @Test func aPathOnlyBaseURLIsWarnedAbout() async throws {
        let files = ["site.yml": "base_url: /store-12/", "Content/specials/2026-11-16.json": simpleFeed]
        let result = try await rendered(
            "/site", fileSystem: memorySite(files), options: BuildOptions(now: .day(Day("2026-11-21")!)))
        #expect(
            result.warnings.map(\.description) == [
                "site.yml:1:11: warning: base_url is a path, so feed.xml and search engines' structured data get relative links, and no sitemap.xml is published; set it like https://example.com/"
            ])
    }

    @Test func misspeltKeysNameTheKeyMeant() async throws {
        let files = [
            "site.yml": "titel: Shop\nbaseurl: https://shop.example/\nlayouts:\n  - {columns: 16, min_widht: 0}\n",
            "Content/specials/2026-11-16.json": simpleFeed,
            "Content/notes/a.md":
                "---\ntitle: A\ndate: 2026-11-16\ndarft: true\ncompare:\n  - {name: A 1 L, price: 1, sise: 1 L}\n  - {name: B 2 L, price: 1}\n---\n",
        ]
        let result = try await rendered(
            "/site", fileSystem: memorySite(files), options: BuildOptions(now: .day(Day("2026-11-21")!)))
        let messages = result.warnings.map(\.description)
        #expect(messages.contains("site.yml:1:1: warning: unknown key \"titel\" is ignored; did you mean \"title\"?"))
        #expect(
            messages.contains("site.yml:2:1: warning: unknown key \"baseurl\" is ignored; did you mean \"base_url\"?"))
        #expect(
            messages.contains(
                "site.yml:4:19: warning: layouts: unknown key \"min_widht\" is ignored; did you mean \"min_width\"?"))
        #expect(
            messages.contains(
                "Content/notes/a.md:4:1: warning: unknown key \"darft\" is ignored; did you mean \"draft\"?"))
        #expect(
            messages.contains(
                "Content/notes/a.md:6:29: warning: compare item 1: unknown key \"sise\" is ignored; did you mean \"size\"?"
            ))
        #expect(
            !messages.contains { $0.contains("base_url is a path") }, "no second warning about a key that was misspelt")
    }
}
