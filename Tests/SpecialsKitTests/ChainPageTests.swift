import Foundation
import SpecialsTestSupport
import Testing

@testable import SpecialsKit

/// What a chain's shoppers get: the picker, store pages, and item pages per price list (a region's
/// stores share them; a store with an ad of its own has its own).
@Suite struct ChainPageTests {
    @Test func thePickerListsEveryStoreByRegionAndCityWithPlainLinks() async throws {
        let result = try await ChainTests.build(
            ChainTests.chain(
                stores: 4, regions: 2,
                extra: [
                    "stores.yml": ChainTests.stores(4, regions: 2) + "regions:\n  r1: South Coast\n"
                ]))
        let picker = try #require(result.files.text("index.html"))
        let headings = picker.matches(of: /<h([123])[^>]*>([^<]+)</).map { "\($0.1) \($0.2)" }
        #expect(
            headings == ["1 Find your store", "2 r0", "3 City 0", "3 City 2", "2 South Coast", "3 City 1", "3 City 3"])
        let links = picker.matches(of: /<a class="store-name" href="([^"]+)">([^<]+)</).map { "\($0.2) \($0.1)" }
        #expect(
            links == [
                "Store 0 stores/s0/index.html", "Store 2 stores/s2/index.html", "Store 1 stores/s1/index.html",
                "Store 3 stores/s3/index.html",
            ])
        #expect(!picker.contains("<script>"), "no store has a location: no 'Stores near me'")
        #expect(picker.contains("<address>0 Main St<br>City 0, IL 61000</address>"))
        let jumps = picker.matches(of: /<li><a href="(#region-[^"]+)">([^<]+)</).map { "\($0.1) \($0.2)" }
        #expect(jumps == ["#region-r0 r0", "#region-r1 South Coast"])
    }

    @Test func aStoreWithALocationAddsStoresNearMeAndOneRegionNoRegionList() async throws {
        let result = try await ChainTests.build(
            ChainTests.chain(
                stores: 2, regions: 1,
                extra: [
                    "stores.yml":
                        "stores:\n  - id: s0\n    name: Store 0\n    region: r0\n    geo: {lat: 39.80, lon: -89.64}\n"
                        + "  - id: s1\n    name: Store 1\n    region: r0\n"
                ]))
        let picker = try #require(result.files.text("index.html"))
        #expect(picker.contains(#"<li class="store" data-lat="39.8" data-lon="-89.64">"#))
        #expect(picker.contains(#"<li class="store">"#), "a store without a location is listed as it is")
        #expect(picker.contains("<button type=\"button\">Stores near me</button>"))
        #expect(!picker.contains("<nav class=\"region-nav\""), "one region needs no list of regions")
    }

    @Test func aStorePageCarriesItsStoreBesideItsOffers() async throws {
        let result = try await ChainTests.build(
            ChainTests.chain(extra: [
                "stores.yml":
                    "stores:\n  - id: downtown\n    name: Downtown\n    address: {street: 1 Main St, city: Springfield, region: IL, postal_code: \"62701\", country: US}\n"
                    + "    geo: {lat: 39.80, lon: -89.64}\n    hours: [\"Mo-Sa 07:00-22:00\"]\n"
            ]).filter { !$0.key.hasPrefix("Content/regions") && !$0.key.hasPrefix("Content/stores") })
        let page = try #require(result.files.text("stores/downtown/index.html"))
        #expect(
            page.contains(
                #"{"@id":"https://example.com/stores/downtown/#store","@type":"GroceryStore","address":{"@type":"PostalAddress","addressCountry":"US","addressLocality":"Springfield","addressRegion":"IL","postalCode":"62701","streetAddress":"1 Main St"},"geo":{"@type":"GeoCoordinates","latitude":"39.8","longitude":"-89.64"},"name":"Downtown","openingHours":["Mo-Sa 07:00-22:00"],"url":"https://example.com/stores/downtown/"}"#
            ))
        #expect(page.contains(#""seller":{"@id":"https://example.com/stores/downtown/#store"}"#))
        #expect(page.contains(#"<li><a href="../../index.html">All stores</a></li>"#))
        #expect(page.contains(#"<link rel="stylesheet" href="../../assets/style."#), "the stylesheet is the chain's")
        let paths = Set(result.files.map(\.path))
        #expect(
            paths.isSuperset(of: [
                "stores/downtown/feed.xml", "stores/downtown/sitemap.xml", "stores/downtown/weeks/index.html",
                "404.html", "sitemap.xml",
            ]))
        #expect(!paths.contains("feed.xml") && !paths.contains("stores/downtown/404.html"))
        #expect(
            result.files.text("sitemap.xml") == """
                <?xml version="1.0" encoding="utf-8"?>
                <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
                <sitemap><loc>https://example.com/sitemap-stores.xml</loc></sitemap>
                <sitemap><loc>https://example.com/items/sitemap.xml</loc><lastmod>2026-11-16</lastmod></sitemap>
                <sitemap><loc>https://example.com/stores/downtown/sitemap.xml</loc><lastmod>2026-11-16</lastmod></sitemap>
                </sitemapindex>

                """)
    }

    // MARK: Item pages per price list

    /// A region's stores share its item pages: one page per item of the region's ad, naming the stores
    /// whose prices they are; a store with an ad of its own has its own; tiles link to their list's.
    @Test func itemPagesArePerPriceListNotPerStore() async throws {
        let result = try await ChainTests.build(ChainTests.chain(stores: 6, regions: 2, own: [1]))
        let items = result.files.map(\.path).filter { $0.contains("items/") && $0.hasSuffix("index.html") }.sorted()
        #expect(
            items == [
                "regions/r0/items/large-eggs-12-ct/index.html", "regions/r0/items/navel-oranges-4lbs/index.html",
                "regions/r1/items/large-eggs-12-ct/index.html", "regions/r1/items/navel-oranges-4lbs/index.html",
                "stores/s1/items/large-eggs-12-ct/index.html", "stores/s1/items/navel-oranges-4lbs/index.html",
            ])
        // Region r1 is s1 (its own ad), s3 and s5: its page names s3 and s5 and links to their front pages.
        let page = try #require(result.files.text("regions/r1/items/navel-oranges-4lbs/index.html"))
        #expect(
            page.contains(
                """
                <section class="item__stores" id="stores" aria-labelledby="item-stores">
                <h2 id="item-stores">Where these prices apply</h2>
                <p>These are the prices of the weekly ad of r1, at:</p>
                <ul>
                <li><a href="../../../../stores/s3/index.html">Store 3</a> <address>City 3, IL 61003</address></li>
                <li><a href="../../../../stores/s5/index.html">Store 5</a> <address>City 1, IL 61005</address></li>
                </ul>
                </section>
                """), "\(page)")
        #expect(page.contains("<span class=\"price\">$2.19</span>"))
        #expect(
            page.contains(#"<p class="validity">Prices valid "#) && !page.contains("See all specials of that week"),
            "no store's week to link to")
        #expect(
            page.contains(#"<p class="site-title"><a href="../../../../index.html">Fairview Market</a></p>"#),
            "the chain's header leads to the picker")
        // s3's tile links to its region's page; s1's to its own.
        #expect(
            try #require(result.files.text("stores/s3/index.html")).contains(
                #"href="../../regions/r1/items/navel-oranges-4lbs/index.html""#))
        #expect(
            try #require(result.files.text("stores/s1/index.html")).contains(
                #"href="items/navel-oranges-4lbs/index.html""#))
        #expect(
            try #require(result.files.text("stores/s1/items/navel-oranges-4lbs/index.html")).contains(
                "See all specials of that week"))
        #expect(
            result.files.text("regions/r1/sitemap.xml")?.contains(
                "<loc>https://example.com/regions/r1/items/navel-oranges-4lbs/</loc>") == true)
    }

    /// Past 30 stores a price list's page links to its region in the picker instead of listing them,
    /// and the chain's own ad has its item pages at the root.
    @Test func aLongListOfStoresIsALinkToThePicker() async throws {
        let files = ChainTests.chain(stores: 33, regions: 1, own: []).filter { !$0.key.hasPrefix("Content/regions") }
        let result = try await ChainTests.build(files)
        let page = try #require(result.files.text("items/navel-oranges-4lbs/index.html"))
        #expect(
            page.contains(
                "<p>These are the prices of the weekly ad of Fairview Market, at:</p>\n<p><a href=\"../../index.html\">its 33 stores: find yours</a></p>"
            ), "\(page)")
        let region = try await ChainTests.build(ChainTests.chain(stores: 33, regions: 1, own: []))
        #expect(
            try #require(region.files.text("regions/r0/items/navel-oranges-4lbs/index.html"))
                .contains(#"<a href="../../../../index.html#region-r0">its 33 stores: find yours</a>"#))
    }

    @Test func aStaticFileWhereAStoreIsPublishedIsAnError() async {
        #expect(
            await ChainTests.problems(ChainTests.chain(extra: ["Static/stores/s0/index.html": "mine"])) == [
                "Static/stores/s0/index.html: error: would be published at stores/s0/index.html, where the build writes the pages of stores/; "
                    + "move it elsewhere in Static/ (a theme file is changed in Templates/)"
            ])
    }
}
