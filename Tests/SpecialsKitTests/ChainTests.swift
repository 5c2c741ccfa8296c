import Foundation
import SpecialsTestSupport
import Testing

@testable import SpecialsKit

/// A chain of stores from one site folder: stores.yml, feeds by region and by store, notes limited to
/// stores or regions, each store at its own midnight; and the chain the other chain suites build.
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
}
