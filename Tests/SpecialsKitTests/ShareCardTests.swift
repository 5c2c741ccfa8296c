import Foundation
import SpecialsImaging
import SpecialsTestSupport
import Synchronization
import Testing

@testable import SpecialsKit

/// Share cards: the tags that name them on week, store and item pages, the files (1200 x 630, from the
/// cache when their week did not change), and what a card says where, in the site's language.
@Suite struct ShareCardTests {
    static let options = BuildOptions(now: .day(Day("2026-11-21")!))

    /// A week of three specials, the first two with a picture of Static/.
    static let feed = """
        {"canvasUnit": 16, "managerSpecials": [
          {"display_name": "Navel Oranges 4 lb", "width": 8, "height": 8, "price": "3.99", "original_price": "5.99", "imageUrl": "img/oranges.png"},
          {"display_name": "Large Eggs 12 ct", "width": 4, "height": 4, "price": "3.79", "imageUrl": "img/eggs.svg"},
          {"display_name": "Whole Milk 1 gal", "width": 4, "height": 4, "price": "2.89"}]}
        """

    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#d9a400"/></svg>
        """

    /// A site of `feed` with its pictures in Static/.
    static func site(_ sandbox: Sandbox, feed: String = feed, settings: String = Sandbox.settings) throws -> String {
        let site = try sandbox.site(feed: feed, settings: settings + "title: Fairview Market\n")
        try sandbox.write(svg, to: "site/Static/img/eggs.svg")
        try sandbox.write(svg.replacingOccurrences(of: "#d9a400", with: "#f08000"), to: "site/Static/img/orange.svg")
        // A PNG the codec draws: the SVG drawn into one.
        let png = try #require(VipsCodec.codec()?.encode(Array(svg.utf8), [
            RenditionRequest(width: 400, format: .jpeg, background: [255, 255, 255])
        ]).first?.get().bytes)
        try sandbox.write(png, to: "site/Static/img/oranges.png")
        return site
    }

    static func publisher(_ site: String, cache: RenditionCache = .none, steps: Steps? = nil) -> SitePublisher {
        var publisher = SitePublisher(site: site, options: options)
        (publisher.codec, publisher.renditionCache) = (VipsCodec.codec(), cache)
        if let steps { publisher.step = { name, detail in steps.add(name, detail) } }
        return publisher
    }

    /// The steps' details, by name.
    final class Steps: Sendable {
        private let details = Mutex<[String: String]>([:])
        func add(_ name: String, _ detail: String?) { details.withLock { $0[name] = detail } }
        subscript(name: String) -> String? { details.withLock { $0[name] } }
    }

    /// The head's share tags of the page at `path`: og:image and its size, twitter:card.
    static func tags(_ result: BuildResult, _ path: String) -> [String] {
        guard let page = result.files.text(path) else {
            Issue.record("no page at \(path)")
            return []
        }
        return page.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("<meta property=\"og:image") || $0.hasPrefix("<meta name=\"twitter:card\"")
        }
    }

    /// The tags a page with the card at `card` carries, under base_url https://example.com/.
    static func expected(_ card: String) -> [String] {
        [
            "<meta property=\"og:image\" content=\"https://example.com/\(card)\">",
            "<meta property=\"og:image:width\" content=\"1200\">",
            "<meta property=\"og:image:height\" content=\"630\">",
            "<meta name=\"twitter:card\" content=\"summary_large_image\">",
        ]
    }

    /// The published cards' paths that begin with `stem`.
    static func cards(_ result: BuildResult, _ stem: String) -> [String] {
        result.files.map(\.path).filter { $0.hasPrefix("cards/" + stem + ".") && $0.hasSuffix(".jpg") }.sorted()
    }

    @Test func weekAndItemPagesNameTheirCardsAbsolutely() async throws {
        let sandbox = try Sandbox()
        let result = try await Self.publisher(try Self.site(sandbox)).render()
        let week = Self.cards(result, "week-2026-11-16")
        #expect(week.count == 1)
        #expect(Self.tags(result, "weeks/2026-11-16/index.html") == Self.expected(week[0]))
        // The front page is the current week's: the same card.
        #expect(Self.tags(result, "index.html") == Self.expected(week[0]))
        let item = Self.cards(result, "item-navel-oranges-4-lb")
        #expect(item.count == 1)
        #expect(Self.tags(result, "items/navel-oranges-4-lb/index.html") == Self.expected(item[0]))
        // A page with no card says so: the archive.
        #expect(Self.tags(result, "weeks/index.html") == ["<meta name=\"twitter:card\" content=\"summary\">"])
    }

    @Test func withoutBaseURLTheCardIsLinkedFromThePage() async throws {
        let sandbox = try Sandbox()
        let result = try await Self.publisher(try Self.site(sandbox, settings: "")).render()
        let week = Self.cards(result, "week-2026-11-16")
        let tags = Self.tags(result, "weeks/2026-11-16/index.html")
        #expect(tags.first == "<meta property=\"og:image\" content=\"../../\(week[0])\">")
        #expect(Self.tags(result, "index.html").first == "<meta property=\"og:image\" content=\"\(week[0])\">")
    }

    @Test func storesThatShowOneAdShareItsCardAndAStoreWithItsOwnAdHasItsOwn() async throws {
        // Stores s0 and s2 show region r0's ad; s1 has an ad of its own.
        let result = try await ChainTests.build(ChainTests.chain(stores: 3, regions: 1, own: [1]))
        let cards = Self.cards(result, "week-2026-11-16")
        #expect(cards.count == 2)
        func card(_ store: String) -> String? {
            let tags = Self.tags(result, "stores/\(store)/weeks/2026-11-16/index.html")
            // The store's front page is its current week's: the same card.
            #expect(Self.tags(result, "stores/\(store)/index.html") == tags)
            return cards.first { tags == Self.expected($0) }
        }
        let (s0, s1, s2) = (card("s0"), card("s1"), card("s2"))
        #expect(s0 != nil && s0 == s2)
        #expect(s1 != nil && s1 != s0)
    }

    @Test func cardsArePublished1200By630() async throws {
        let sandbox = try Sandbox()
        let site = try Self.site(sandbox)
        _ = try await Self.publisher(site).publish()
        let folder = site + "/public/cards"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        // The week's card and one per item.
        #expect(names.filter { $0.hasPrefix("week-") }.count == 1)
        #expect(names.filter { $0.hasPrefix("item-") }.count == 3)
        let codec = try #require(VipsCodec.codec())
        for name in names {
            let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + name))
            #expect(Array(bytes.prefix(3)) == [0xFF, 0xD8, 0xFF], "\(name) is a JPEG")
            let header = try codec.inspect(Array(bytes)).get()
            #expect((header.width, header.height, header.format) == (1200, 630, "jpeg"), "\(name)")
        }
    }

    @Test func aSecondBuildDrawsNoCardAndAChangedWeekOnlyItsOwn() async throws {
        let sandbox = try Sandbox()
        let site = try Self.site(sandbox)
        try sandbox.write(Self.feed, to: "site/Content/specials/2026-11-09.json")
        let cache = RenditionCache.folder(sandbox.path("cache"))
        let steps = Steps()
        let first = try await Self.publisher(site, cache: cache, steps: steps).render()
        let drawn = Self.cards(first, "week-2026-11-09") + Self.cards(first, "week-2026-11-16")
        #expect(drawn.count == 2)
        #expect(steps["cards"] == "5 drawn, 0 reused")
        _ = try await Self.publisher(site, cache: .folder(sandbox.path("cache")), steps: steps).render()
        #expect(steps["cards"] == "0 drawn, 5 reused")
        // The milk's price changes this week: this week's card and the milk's are drawn, last week's is not.
        try sandbox.write(Self.feed.replacingOccurrences(of: "2.89", with: "2.49"), to: "site/Content/specials/2026-11-16.json")
        let third = try await Self.publisher(site, cache: .folder(sandbox.path("cache")), steps: steps).render()
        #expect(steps["cards"] == "2 drawn, 3 reused")
        #expect(Self.cards(third, "week-2026-11-09") == Self.cards(first, "week-2026-11-09"))
        #expect(Self.cards(third, "week-2026-11-16") != Self.cards(first, "week-2026-11-16"))
    }
}
