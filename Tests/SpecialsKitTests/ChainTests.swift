import Foundation
import SpecialsTestSupport
import Testing

@testable import SpecialsKit

/// A chain of stores from one site folder: stores.yml, feeds by region and by store, the picker, each
/// store at its own midnight, shards that merge into the full build, and rebuilds that touch only
/// the stores whose week changed.
@Suite struct ChainTests {
    static let options = BuildOptions(now: .day(Day("2026-11-21")!))

    /// A week of specials whose first price is `price`, with an image from Static/ when `image` is given.
    static func feed(_ price: String, image: String? = nil, width: Int = 8) -> String {
        let picture = image.map { #", "imageUrl": "\#($0)""# } ?? ""
        return """
            {"canvasUnit": 16, "managerSpecials": [
              {"display_name": "Navel Oranges 4LBS", "width": \(width), "height": 8, "price": "\(price)", "original_price": "5.99"\(picture)},
              {"display_name": "Large Eggs 12 ct", "width": 4, "height": 4, "price": "3.79"}]}
            """
    }

    /// stores.yml for `count` stores: store i in region "r<i % regions>", every third one in Los Angeles.
    static func stores(_ count: Int, regions: Int) -> String {
        "stores:\n"
            + (0..<count).map { index in
                """
                  - id: s\(index)
                    name: Store \(index)
                    region: r\(index % regions)
                    address: {street: \(index) Main St, city: City \(index % 4), region: IL, postal_code: "6\(1000 + index)"}
                \(index % 3 == 2 ? "    time_zone: America/Los_Angeles\n" : "")
                """
            }.joined()
    }

    /// A chain in memory: `stores` stores in `regions` regions, each region's ad, the stores in `own`
    /// with their own, and the chain's default.
    static func chain(
        stores count: Int = 6, regions: Int = 2, own: [Int] = [1], extra: [String: String] = [:]
    ) -> [String: String] {
        var files = [
            "site.yml": Sandbox.settings + "title: Fairview Market\n",
            "stores.yml": stores(count, regions: regions),
            "Content/specials/2026-11-16.json": feed("3.99"),
        ]
        for region in 0..<regions {
            files["Content/regions/r\(region)/specials/2026-11-16.json"] = feed("2.\(region)9")
        }
        for store in own { files["Content/stores/s\(store)/specials/2026-11-16.json"] = feed("1.\(store % 10)9") }
        return files.merging(extra) { _, new in new }
    }

    static func build(_ files: [String: String], options: BuildOptions = options) async throws -> BuildResult {
        try await rendered("/site", fileSystem: memorySite(files), options: options)
    }

    /// The problems a build of `files` reports, one line each.
    static func problems(_ files: [String: String]) async -> [String] {
        do {
            _ = try await build(files)
            return []
        } catch let error as SpecialsError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    // MARK: stores.yml

    /// A note every store shares is checked against each store's week. A special one store's ad lacks is
    /// a row saying so in that store's note, with a warning naming the store and its week's snapshot; the
    /// chain builds. A problem in the note itself is still an error naming the store.
    @Test func aSharedNotesSpecialAStoreLacksIsARowSayingSo() async throws {
        let note =
            "---\ntitle: Eggs\ncompare:\n  - special: Large Eggs 12 ct\n  - name: Eggs 6 ct\n    price: 2.19\n---\nText.\n"
        var files = [
            "site.yml": Sandbox.settings, "stores.yml": Self.stores(2, regions: 2), "Content/notes/eggs.md": note,
            "Content/specials/2026-11-16.json": Self.feed("3.99"),
            "Content/regions/r1/specials/2026-11-16.json":
                #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Milk 1 gal", "width": 8, "height": 8, "price": "3.49"}]}"#,
        ]
        let result = try await rendered("/site", fileSystem: memorySite(files), options: Self.options)
        #expect(
            result.warnings.map(\.description).contains(
                "Content/notes/eggs.md:4:5: warning: compare item 1: the week of 2026-11-16 has no special named \"Large Eggs 12 ct\" "
                    + "(for store s1, whose week is Content/regions/r1/specials/2026-11-16.json); its row says it is not in this store's ad"
            ))
        let lacking = try #require(result.files.text("stores/s1/notes/eggs/index.html"))
        #expect(
            lacking.contains(
                "<tr><th scope=\"row\">Large Eggs 12 ct</th><td>–</td><td>–</td><td>–</td><td>not in this store&#39;s ad</td></tr>"
            ),
            "\(lacking)")
        let having = try #require(result.files.text("stores/s0/notes/eggs/index.html"))
        #expect(!having.contains("not in this store"))
        // A compare item that mixes a mass with a count is an error whatever the store.
        files["Content/notes/eggs.md"] = note.replacingOccurrences(of: "Eggs 6 ct", with: "Eggs 300 g")
        let problems = await Self.problems(files)
        #expect(problems.contains { $0.contains("never compares with") }, "\(problems)")
    }

    @Test func storesYmlIsValidatedLikeEveryInput() async {
        let stores = """
            stores:
              - id: downtown
                name: Downtown
                regoin: north
              - id: Down Town
                name: Spaces
              - id: downtown
                name: Again
              - id: airport
                time_zone: Mars/Olympus
                hours: ["Mo-Sa 7-22"]
                geo: {lat: 95, lon: 10}
                address: {street: 1 Main St, zip: "62701"}
              - id: river
                name: River
                time_zone: America/NewYork
                geo: {latitude: 40.1, lon: -88}

            """
        #expect(
            await Self.problems([
                "site.yml": Sandbox.settings, "stores.yml": stores,
                "Content/specials/2026-11-16.json": Self.feed("1.99"),
            ]) == [
                "stores.yml:5:9: error: id \"Down Town\" must be lower-case letters, digits and dashes (it names the store's folder)",
                "stores.yml:7:5: error: store id \"downtown\" is given twice (first on line 2); every store needs its own",
                "stores.yml:10:16: error: time_zone \"Mars/Olympus\" is not known; use one like America/Chicago",
                "stores.yml:11:13: error: hours \"Mo-Sa 7-22\" must be days and times like \"Mo-Sa 07:00-22:00\" or \"Su 08:00-20:00\" (days Mo Tu We Th Fr Sa Su)",
                "stores.yml:12:16: error: lat must be a number from -90 to 90, not \"95\"",
                "stores.yml:9:5: error: a store needs name:",
                "stores.yml:16:16: error: time_zone \"America/NewYork\" is not known; did you mean America/New_York?",
                "stores.yml:17:10: error: geo needs both lat: and lon:",
                "stores.yml:4:5: warning: stores: unknown key \"regoin\" is ignored; did you mean \"region\"?",
                "stores.yml:13:34: warning: address: unknown key \"zip\" is ignored; did you mean \"postal_code\"?",
                "stores.yml:17:11: warning: geo: unknown key \"latitude\" is ignored; did you mean \"lat\"?",
            ])
    }

    @Test func openingHoursAndNamesAreCheckedCharacterByCharacter() {
        for good in [
            "Mo-Sa 07:00-22:00", "Su 08:00-20:00", "Mo,We,Fr 09:00-17:30", "Mo-Fr,Su 00:00-24:00", "Sa,Su 09:00-18:00",
        ] {
            #expect(StoresDecoder.isOpeningHours(good), "\(good)")
        }
        for bad in [
            "Mo-Sa 7:00-22:00", "Mo-Sa  07:00-22:00", "Mon-Sat 07:00-22:00", "Mo-Sa 07:00", "Mo-Sa-Su 07:00-22:00",
            "Mo- 07:00-22:00",
            "Mo-Sa 07:60-22:00", "Mo-Sa 24:30-22:00", "Mo-Sa 07:00-22:00 ", ",Mo 07:00-22:00", "Mo-Sa ０7:00-22:00",
        ] {
            #expect(!StoresDecoder.isOpeningHours(bad), "\(bad)")
        }
        #expect(StoresDecoder.isName("store-12", extra: ["-"], upperCase: false))
        #expect(!StoresDecoder.isName("Store-12", extra: ["-"], upperCase: false))
        #expect(!StoresDecoder.isName("-store", extra: ["-"], upperCase: false))
        #expect(!StoresDecoder.isName("störe", extra: ["-"], upperCase: false))
        #expect(!StoresDecoder.isName("store_12", extra: ["-"], upperCase: false))
        #expect(StoresDecoder.isName("North_East-2", extra: ["-", "_"], upperCase: true))
        #expect(!StoresDecoder.isName("", extra: ["-", "_"], upperCase: true))
    }

    @Test func aFolderOrAnEmptyListIsNoChain() async {
        #expect(
            await Self.problems([
                "site.yml": Sandbox.settings, "stores.yml": "stores: []\n",
                "Content/specials/2026-11-16.json": Self.feed("1.99"),
            ])
                == ["stores.yml:1:9: error: stores must be a list of stores, each with id: and name:"])
        #expect(
            await Self.problems([
                "site.yml": Sandbox.settings, "stores.yml/x": "", "Content/specials/2026-11-16.json": Self.feed("1.99"),
            ])
                == ["stores.yml: error: is a folder; a chain's stores are a file"])
    }

    // MARK: Feeds

    @Test func aStoresOwnFeedWinsOverItsRegionsWhichWinsOverTheChains() async throws {
        var files = Self.chain(stores: 4, regions: 2, own: [1])
        // Region r1 has no ad for the week of the 16th: its stores show the chain's.
        files["Content/regions/r1/specials/2026-11-16.json"] = nil
        files["Content/regions/r1/specials/2026-11-09.json"] = Self.feed("0.99")
        let result = try await Self.build(files)
        func price(_ store: String) -> String? {
            result.files.text("stores/\(store)/index.html")?.firstMatch(of: /<span class="price">([^<]+)</)?.1
                .description
        }
        #expect(price("s0") == "$2.09", "region r0's ad")
        #expect(price("s1") == "$1.19", "its own feed")
        #expect(price("s2") == "$2.09", "region r0's ad")
        #expect(price("s3") == "$3.99", "the chain's default: its region has none for the week")
        let s3 = try #require(result.sites.first { $0.store?.id == "s3" })
        #expect(
            s3.site.weeks.map(\.file) == [
                "Content/regions/r1/specials/2026-11-09.json", "Content/specials/2026-11-16.json",
            ])
    }

    @Test func aFolderNoStoreUsesIsAnError() async {
        var files = Self.chain(stores: 2, regions: 1)
        files["Content/regions/r2/specials/2026-11-16.json"] = Self.feed("1.00")
        files["Content/stores/s9/specials/2026-11-16.json"] = Self.feed("1.00")
        files["Content/stores/s/specials/2026-11-16.json"] = Self.feed("1.00")
        #expect(
            await Self.problems(files) == [
                "Content/regions/r2: error: no store in stores.yml carries the region \"r2\"; did you mean r0?",
                "Content/stores/s: error: no store in stores.yml has the id \"s\"; did you mean s0?",
                "Content/stores/s9: error: no store in stores.yml has the id \"s9\"; did you mean s0?",
            ])
    }

    @Test func regionalFeedsWithoutStoresYmlAreWarnedAbout() async throws {
        let result = try await Self.build([
            "site.yml": Sandbox.settings, "Content/specials/2026-11-16.json": Self.feed("1.99"),
            "Content/regions/north/specials/2026-11-16.json": Self.feed("1.00"),
        ])
        #expect(result.chain == nil)
        #expect(
            result.warnings.map(\.description) == [
                "Content/regions: warning: ignored: regional and store feeds belong to a chain, which stores.yml makes"
            ])
        #expect(result.files.text("index.html")?.contains("$1.99") == true)
    }

    @Test func aStoreWithNoSnapshotIsNamed() async {
        var files = Self.chain(stores: 2, regions: 2, own: [])
        files["Content/specials/2026-11-16.json"] = nil
        files["Content/regions/r1/specials/2026-11-16.json"] = nil
        #expect(
            await Self.problems(files) == [
                "Content/specials: error: no feed snapshots for store s1; add one named like 2026-11-21.json"
            ])
    }

    // MARK: Notes

    @Test func aNoteMayBeLimitedToStoresOrRegions() async throws {
        let note = { (limit: String) in
            "---\ntitle: Water\n\(limit)compare:\n  - special: Navel Oranges 4LBS\n  - {name: Tangerines 2 lb, price: 3.00}\n---\nBody.\n"
        }
        let result = try await Self.build(
            Self.chain(
                stores: 4, regions: 2, own: [1],
                extra: [
                    "Content/notes/north.md": note("regions: [r0]\n"),
                    "Content/notes/one.md": note("stores: s3\n"),
                    "Content/notes/all.md": note(""),
                ]))
        let notes = Set(result.files.map(\.path).filter { $0.hasSuffix("/index.html") && $0.contains("/notes/") })
        #expect(
            notes == [
                "stores/s0/notes/all/index.html", "stores/s1/notes/all/index.html", "stores/s2/notes/all/index.html",
                "stores/s3/notes/all/index.html",
                "stores/s0/notes/north/index.html", "stores/s2/notes/north/index.html",
                "stores/s3/notes/one/index.html",
            ])
        // A comparison's special is each store's own: s1 sells oranges at its own price.
        #expect(result.files.text("stores/s1/notes/all/index.html")?.contains("$1.19") == true)
        #expect(result.files.text("stores/s0/notes/all/index.html")?.contains("$2.09") == true)
        #expect(
            await Self.problems(
                Self.chain(extra: ["Content/notes/x.md": "---\ntitle: X\nstores: [s1, nowhere]\nregions: north\n---\n"])
            ) == [
                "Content/notes/x.md:4:1: error: stores: no store in stores.yml has the id \"nowhere\"",
                "Content/notes/x.md:4:1: error: regions: no store in stores.yml carries the region \"north\"",
            ])
    }

    // MARK: Each store's day

    @Test func eachStoresWeekSwitchesAtItsOwnMidnight() async throws {
        var files = Self.chain(stores: 3, regions: 1, own: [])
        files["Content/regions/r0/specials/2026-11-23.json"] = Self.feed("0.50")
        // 06:30 UTC on Monday the 23rd: Monday in New York (the site's zone), still Sunday in Los Angeles (s2).
        let result = try await Self.build(
            files, options: BuildOptions(now: .instant(Date(timeIntervalSince1970: 1_795_415_400))))
        let weeks = Dictionary(
            uniqueKeysWithValues: result.sites.map { ($0.store!.id, $0.site.currentWeek.date.description) })
        #expect(weeks == ["s0": "2026-11-23", "s1": "2026-11-23", "s2": "2026-11-16"])
        #expect(result.files.text("stores/s2/index.html")?.contains("week of November 16, 2026") == true)
    }

    // MARK: What shoppers get

    @Test func thePickerListsEveryStoreByRegionAndCityWithPlainLinks() async throws {
        let result = try await Self.build(
            Self.chain(
                stores: 4, regions: 2,
                extra: [
                    "stores.yml": Self.stores(4, regions: 2) + "regions:\n  r1: South Coast\n"
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
        let result = try await Self.build(
            Self.chain(
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
        let result = try await Self.build(
            Self.chain(extra: [
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
        let result = try await Self.build(Self.chain(stores: 6, regions: 2, own: [1]))
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
        let files = Self.chain(stores: 33, regions: 1, own: []).filter { !$0.key.hasPrefix("Content/regions") }
        let result = try await Self.build(files)
        let page = try #require(result.files.text("items/navel-oranges-4lbs/index.html"))
        #expect(
            page.contains(
                "<p>These are the prices of the weekly ad of Fairview Market, at:</p>\n<p><a href=\"../../index.html\">its 33 stores: find yours</a></p>"
            ), "\(page)")
        let region = try await Self.build(Self.chain(stores: 33, regions: 1, own: []))
        #expect(
            try #require(region.files.text("regions/r0/items/navel-oranges-4lbs/index.html"))
                .contains(#"<a href="../../../../index.html#region-r0">its 33 stores: find yours</a>"#))
    }

    @Test func aStaticFileWhereAStoreIsPublishedIsAnError() async {
        #expect(
            await Self.problems(Self.chain(extra: ["Static/stores/s0/index.html": "mine"])) == [
                "Static/stores/s0/index.html: error: would be published at stores/s0/index.html, where the build writes the pages of stores/; "
                    + "move it elsewhere in Static/ (a theme file is changed in Templates/)"
            ])
    }

    // MARK: Selections

    @Test func shardsAreDisjointCoverTheChainAndMergeIntoItsFullBuild() async throws {
        let files = Self.chain(stores: 40, regions: 5, own: [3, 17, 22])
        let full = try await Self.build(files)
        var merged: [String: [UInt8]] = [:]
        var stores: [String] = []
        for index in 1...4 {
            let shard = try await Self.build(
                files, options: BuildOptions(now: Self.options.now, selection: .shard(index, of: 4)))
            stores += shard.sites.map { $0.store!.id }
            #expect((5...15).contains(shard.sites.count), "shard \(index) has \(shard.sites.count) of 40 stores")
            for file in shard.files {
                if let other = merged[file.path] {
                    #expect(other == file.contents, "\(file.path) differs between shards")
                }
                merged[file.path] = file.contents
            }
        }
        #expect(stores.sorted() == (0..<40).map { "s\($0)" }.sorted(), "every store in exactly one shard")
        let expected = Dictionary(uniqueKeysWithValues: full.files.map { ($0.path, $0.contents) })
        #expect(Set(merged.keys) == Set(expected.keys))
        #expect(
            merged.filter { expected[$0.key] != $0.value }.keys.sorted() == [], "a page differs from the full build's")
    }

    @Test func aStoreAloneOrAnUnknownOne() async throws {
        let one = try await Self.build(
            Self.chain(), options: BuildOptions(now: Self.options.now, selection: .store("s4")))
        #expect(one.sites.map { $0.store!.id } == ["s4"])
        #expect(
            Set(one.files.map(\.path).filter { $0.hasPrefix("stores/") }.map { $0.split(separator: "/")[1] }) == ["s4"])
        #expect(one.files.text("index.html")?.contains("Store 5") == true, "the picker lists every store")
        await #expect(
            throws: SpecialsError(
                .usage, "--store s44: no store in stores.yml has this id; did you mean s4?", at: "stores.yml")
        ) {
            try await Self.build(Self.chain(), options: BuildOptions(now: Self.options.now, selection: .store("s44")))
        }
        await #expect(
            throws: SpecialsError(
                .usage, "--store and --shard pick stores of a chain; this site has no stores.yml", at: "stores.yml")
        ) {
            try await Self.build(
                ["Content/specials/2026-11-16.json": Self.feed("1.99")],
                options: BuildOptions(now: Self.options.now, selection: .shard(1, of: 2)))
        }
        #expect(SpecialsError(.usage, "x", at: "y").exitCode == 64)
    }

    @Test func storesTakeTheSameShardWhateverOtherStoresComeAndGo() {
        let chain = Chain(stores: (0..<200).map { Store(id: "store-\($0)", name: "\($0)") })
        let fewer = Chain(stores: chain.stores.filter { !$0.id.hasSuffix("7") })
        for index in 1...3 {
            let ids = Set(chain.shard(index, of: 3).map(\.id))
            #expect(Set(fewer.shard(index, of: 3).map(\.id)) == ids.filter { !$0.hasSuffix("7") })
        }
    }
}
