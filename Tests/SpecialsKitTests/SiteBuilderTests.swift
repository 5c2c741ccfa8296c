import Foundation
import SpecialsTestSupport
import Testing

@testable import SpecialsKit

@Suite struct SiteBuilderTests {
    let weeks = [
        "Content/specials/2026-11-09.json": simpleFeed,
        "Content/specials/2026-11-16.json": simpleFeed,
        "Content/specials/2026-11-23.json": simpleFeed,
    ]

    func build(_ files: [String: String], now: BuildDate, drafts: Bool = false) async throws -> BuildResult {
        try await rendered("/site", fileSystem: memorySite(files), options: BuildOptions(now: now, drafts: drafts))
    }

    @Test func withNoHostPagesLinkRelativelySoPublicOpensFromDisk() async throws {
        var files = weeks
        files["Content/notes/water.md"] = "---\ntitle: Water\ndate: 2026-11-16\n---\nBody.\n"
        let result = try await build(files, now: .day(Day("2026-11-21")!))
        let stylesheet = try #require(result.files.first { $0.path.hasPrefix("assets/style.") }?.path)
        let front = try #require(result.files.text("index.html"))
        #expect(front.contains("<link rel=\"stylesheet\" href=\"\(stylesheet)\">"))
        #expect(front.contains("href=\"weeks/index.html\""))
        #expect(front.contains("href=\"weeks/2026-11-09/index.html\""), "the previous week")
        let week = try #require(result.files.text("weeks/2026-11-16/index.html"))
        #expect(week.contains("<link rel=\"stylesheet\" href=\"../../\(stylesheet)\">"))
        #expect(week.contains("href=\"../../index.html\""))
        let archive = try #require(result.files.text("weeks/index.html"))
        #expect(archive.contains("href=\"../notes/water/index.html\""))
        let notFound = try #require(result.files.text("404.html"))
        #expect(
            notFound.contains("<link rel=\"stylesheet\" href=\"/\(stylesheet)\">"),
            "served at any path: under the base path")
        // With a host, pages still link relatively; the canonical link is absolute.
        files["site.yml"] = "base_url: https://shop.example/store-12/"
        let hosted = try #require(
            try await build(files, now: .day(Day("2026-11-21")!)).files.text("weeks/2026-11-16/index.html"))
        #expect(hosted.contains("<link rel=\"stylesheet\" href=\"../../\(stylesheet)\">"))
        #expect(hosted.contains("href=\"../../index.html\"") && !hosted.contains("href=\"/store-12/"))
        #expect(hosted.contains("<link rel=\"canonical\" href=\"https://shop.example/store-12/weeks/2026-11-16/\">"))
    }

    @Test func undatedPagesArePublishedApartAndDateTimesAreDaysInTheSitesZone() async throws {
        var files = weeks
        files["site.yml"] = "time_zone: America/New_York"
        files["Content/notes/hours.md"] = "---\ntitle: Opening hours\n---\nMonday to Saturday, 8 to 8.\n"
        files["Content/notes/late.md"] = "---\ntitle: Late post\ndate: 2026-11-17T03:30:00Z\n---\nBody.\n"
        files["Content/notes/tomorrow.md"] = "---\ntitle: Tomorrow\ndate: 2026-11-22T00:30:00-05:00\n---\nBody.\n"
        let result = try await build(
            files, now: .instant(ISO8601DateFormatter().date(from: "2026-11-21T23:00:00-05:00")!))
        #expect(result.site.notes.map(\.slug) == ["late", "hours"], "dated first, then pages; tomorrow's waits")
        #expect(result.site.notes.map(\.date) == [Day("2026-11-16"), nil], "03:30 UTC is still the 16th in New York")
        let hours = try #require(result.files.text("notes/hours/index.html"))
        #expect(!hours.contains("note__date"), "no date shown")
        let archive = try #require(result.files.text("weeks/index.html"))
        #expect(
            archive.contains(
                "<h2>Pages</h2>\n<ul class=\"archive\">\n<li><a href=\"../notes/hours/index.html\">Opening hours</a></li>"
            ))
        #expect(archive.contains("<a href=\"../notes/late/index.html\">Late post</a> <time datetime=\"2026-11-16\">"))
    }

    @Test(arguments: [
        ("2026-11-08", nil),
        ("2026-11-09", "2026-11-09"),
        ("2026-11-15", "2026-11-09"),
        ("2026-11-16", "2026-11-16"),
        ("2026-11-22", "2026-11-16"),
        ("2026-11-23", "2026-11-23"),
        ("2027-06-01", "2026-11-23"),
    ])
    func theCurrentWeekIsTheNewestOnOrBeforeToday(today: String, current: String?) async throws {
        guard let current else {
            await #expect(
                throws: SpecialsError(
                    .missingInput, "no snapshot is dated on or before 2026-11-08; the first is 2026-11-09",
                    at: "Content/specials")
            ) {
                try await build(weeks, now: .day(Day(today)!))
            }
            return
        }
        let result = try await build(weeks, now: .day(Day(today)!))
        #expect(result.site.currentWeek.date == Day(current))
        let published = result.files.map(\.path).filter { $0.hasPrefix("weeks/2") }
        #expect(published == result.site.weeks.map { "weeks/\($0.date)/index.html" })
        #expect(
            !published.contains { $0.dropFirst("weeks/".count).prefix(10) > current }, "no future week is published")
    }

    @Test func todayIsReadInTheSiteTimeZone() async throws {
        // 04:30 UTC on Monday the 23rd is still Sunday evening in New York.
        let instant = ISO8601DateFormatter().date(from: "2026-11-23T04:30:00Z")!
        #expect(try await build(weeks, now: .instant(instant)).site.currentWeek.date == Day("2026-11-16"))
        var utc = weeks
        utc["site.yml"] = "time_zone: UTC"
        #expect(try await build(utc, now: .instant(instant)).site.currentWeek.date == Day("2026-11-23"))
        var tokyo = weeks
        tokyo["site.yml"] = "time_zone: Asia/Tokyo"
        let sundayEveningInNewYork = ISO8601DateFormatter().date(from: "2026-11-22T15:30:00Z")!
        #expect(
            try await build(tokyo, now: .instant(sundayEveningInNewYork)).site.currentWeek.date == Day("2026-11-23"))
    }

    @Test func aWeekIsValidUntilTheDayBeforeTheNext() async throws {
        let result = try await build(weeks, now: .day(Day("2026-12-01")!))
        #expect(result.site.weeks.map(\.validThrough) == [Day("2026-11-15"), Day("2026-11-22"), Day("2026-11-29")])
        // The range as English writes one, its dash between thin spaces.
        #expect(
            result.files.text("weeks/2026-11-16/index.html")?.contains(
                "Prices valid November 16\u{2009}–\u{2009}22, 2026.") == true)
    }

    @Test func draftsAndFutureNotesWait() async throws {
        var files = weeks
        files["Content/notes/draft.md"] = "---\ntitle: Draft\ndate: 2026-11-10\ndraft: true\n---\n"
        files["Content/notes/later.md"] = "---\ntitle: Later\ndate: 2026-11-30\n---\n"
        files["Content/notes/now.md"] = "---\ntitle: Now\ndate: 2026-11-10\n---\n"
        let notes = { (drafts: Bool) async throws in
            try await build(files, now: .day(Day("2026-11-21")!), drafts: drafts).files.map(\.path).filter {
                $0.hasPrefix("notes/")
            }
        }
        #expect(try await notes(false) == ["notes/now/index.html"])
        #expect(try await notes(true) == ["notes/draft/index.html", "notes/now/index.html"])
    }

    @Test func theSameInputsGiveTheSameBytes() async throws {
        let first = try await rendered(
            Fixtures.path("golden/site"), options: BuildOptions(now: .day(Day("2026-11-21")!)))
        let second = try await rendered(
            Fixtures.path("golden/site"), options: BuildOptions(now: .day(Day("2026-11-21")!)))
        #expect(first.files == second.files)
    }

    @Test func everyProblemInTheSiteIsReportedInOneRun() async {
        var files = weeks
        files["Content/specials/2026-11-16.json"] =
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "A", "width": 99, "height": 1, "price": "x"}]}"#
        files["Content/specials/notes.txt"] = "hello"
        files["Content/specials/last-week.json"] = simpleFeed
        files["Content/notes/bad.md"] = "---\ntitle: Bad\ndate: soon\n---\n"
        files["Content/notes/mixed.md"] =
            "---\ntitle: Mixed\ndate: 2026-11-16\ncompare:\n  - {name: Water, price: 1, size: 1 L}\n  - {name: Rice, price: 2, size: 2 lb}\n---\n"
        files["Templates/tile.mustache"] = "<li>{{#name}}</li>"
        files["site.yml"] = "currency: dollars"
        do {
            _ = try await build(files, now: .day(Day("2026-11-21")!))
            Issue.record("the build should fail")
        } catch let error as SpecialsError {
            #expect(error.kind == .invalidInput)
            #expect(
                error.description == """
                    site.yml:1:11: error: currency "dollars" is not an ISO 4217 code like USD or EUR
                    Content/specials/2026-11-16.json: managerSpecials[0].width: error: "A": expected a whole number from 1 to 16, found 99
                    Content/specials/2026-11-16.json: managerSpecials[0].price: error: "A": "x" is not a price
                    Content/specials/last-week.json: error: a snapshot's name must be the date it applies from, like 2026-11-16.json
                    Content/notes/bad.md:3:7: error: date must be a date like 2026-11-16 or a date and time like 2026-11-16T09:30:00-05:00, not "soon"
                    Content/notes/mixed.md:6:5: error: compare item 2 ("Rice", 2 lb) is a mass, but compare item 1 is a volume; a mass never compares with a volume
                    Content/specials/notes.txt: warning: ignored: snapshots are named like 2026-11-16.json
                    Templates/tile.mustache:1:19: error: template: a section is not closed: end it with {{/name}}
                    """)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func missingInputs() async {
        await #expect(
            throws: SpecialsError(
                .missingInput,
                "no site folder here (no Content/ or site.yml); "
                    + "pass --site with the site's folder, or start one with specials init DIR", at: "/nowhere")
        ) {
            try await rendered(
                "/nowhere", fileSystem: memorySite([:]), options: BuildOptions(now: .day(Day("2026-11-21")!)))
        }
        await #expect(
            throws: SpecialsError(
                .missingInput, "no feed snapshots; add one named like 2026-11-21.json", at: "Content/specials")
        ) {
            try await build(["site.yml": "title: Empty"], now: .day(Day("2026-11-21")!))
        }
    }

    /// A snapshot dated off the site's weekday cuts the week before it short: said, naming that week.
    @Test func aSnapshotOffTheWeekdayIsAWarningNamingTheWeekItShortens() async throws {
        let feed =
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Tea 20 ct", "width": 4, "height": 4, "price": "2.99"}]}"#
        let files = [
            "site.yml": Sandbox.settings, "Content/specials/2026-11-09.json": feed,
            "Content/specials/2026-11-18.json": feed,
        ]
        let result = try await build(files, now: .day(Day("2026-11-21")!))
        #expect(
            result.warnings.map(\.description).contains(
                "Content/specials/2026-11-18.json: warning: is dated on a Wednesday, not a Monday (snapshot_weekday); name the file by the day its prices start, "
                    + "or set snapshot_weekday in site.yml"), "the week before ended on its own: \(result.warnings)")
        let short = try await build(
            files.merging(["Content/specials/2026-11-16.json": feed]) { _, new in new }, now: .day(Day("2026-11-21")!))
        #expect(
            short.warnings.map(\.description).contains(
                "Content/specials/2026-11-18.json: warning: is dated on a Wednesday, not a Monday (snapshot_weekday): the week of 2026-11-16 ends on "
                    + "2026-11-17, after 2 days; name the file by the day its prices start, or set snapshot_weekday in site.yml"
            ))
        let wednesday = try await build(
            files.merging(["site.yml": Sandbox.settings + "snapshot_weekday: wednesday\n"]) { _, new in new },
            now: .day(Day("2026-11-21")!))
        #expect(
            wednesday.warnings.filter { $0.message.contains("snapshot_weekday") }.map(\.file) == [
                "Content/specials/2026-11-09.json"
            ])
    }

    @Test func aTemplateOverrideReplacesTheBuiltInFile() async throws {
        var files = weeks
        files["Templates/tile.mustache"] =
            #"<li class="tile t{{place}}" data-w="{{width}}" data-h="{{height}}">CUSTOM {{name}}</li>"#
        let page = try #require(try await build(files, now: .day(Day("2026-11-21")!)).files.text("index.html"))
        #expect(page.contains(">CUSTOM Tea 20 ct</li>"))
    }

    /// Whatever base_url is, a page links relatively, so public/ opens from disk and from any path; every
    /// link still resolves inside the site's path. Only the 404 page, served at any path, links under it.
    @Test func linksAreRelativeAndStayUnderTheBasePath() async throws {
        let result = try await rendered(
            Fixtures.path("golden/site"), options: BuildOptions(now: .day(Day("2026-11-21")!)))
        for file in result.files where file.path.hasSuffix(".html") {
            let html = String(decoding: file.contents, as: UTF8.self)
            let page = try #require(URL(string: "https://example.com/store-12/" + file.path))
            let links = html.matches(of: /(?:href|src)="([^"]*)"/).map { String($0.1) }
            // Remote images stay remote; cmark's safe mode blanks a javascript: link to href="".
            for link in links where !link.hasPrefix("https://cdn.example.com/") && !link.isEmpty {
                let resolved = URL(string: link, relativeTo: page)?.absoluteString ?? ""
                #expect(resolved.hasPrefix("https://example.com/store-12/"), "\(file.path) links to \(link)")
                if file.path == "404.html" {
                    #expect(link.hasPrefix("/store-12/"), "the 404 page is served at any path: \(link)")
                } else {
                    #expect(!link.hasPrefix("/"), "\(file.path) links to \(link) from the server's root")
                }
            }
        }
    }
}

@Suite struct WeekdayTests {
    @Test(arguments: [
        ("2026-11-21", "2026-11-23"),  // Saturday -> Monday
        ("2026-11-16", "2026-11-23"),  // a Monday -> the next one
        ("2026-11-22", "2026-11-23"),  // Sunday
        ("2026-12-29", "2027-01-04"),  // across the year
    ])
    func nextMonday(today: String, expected: String) {
        #expect(Day(today)!.next(weekday: 2) == Day(expected))
    }

    @Test func previousMondayAndWeekdays() {
        #expect(Day("2026-11-21")!.previous(weekday: 2) == Day("2026-11-16"))
        #expect(Day("2026-11-16")!.previous(weekday: 2) == Day("2026-11-16"))
        #expect(Day("2026-11-15")!.weekday == 1)
        #expect(Day("2024-02-29")!.weekday == 5)
    }

    @Test func snapshotCheckKeepsADifferentSnapshotUnlessForced() throws {
        let fileSystem = memorySite(["Content/specials/2026-11-23.json": simpleFeed])
        let check = SnapshotCheck(site: "/site", fileSystem: fileSystem)
        let date = Day("2026-11-23")!
        #expect(try check.check(Array(simpleFeed.utf8), source: "u", date: date, force: false).0 == .unchanged)
        #expect(try check.check(Array(simpleFeed.utf8), source: "u", date: Day("2026-11-30")!, force: false).0 == .save)
        let other = simpleFeed.replacingOccurrences(of: "2.50", with: "2.25")
        #expect(
            throws: SpecialsError(
                .output, "a different snapshot is already saved for 2026-11-23; pass --force to replace it",
                at: "Content/specials/2026-11-23.json")
        ) {
            try check.check(Array(other.utf8), source: "u", date: date, force: false)
        }
        #expect(try check.check(Array(other.utf8), source: "u", date: date, force: true).0 == .save)
        #expect(
            throws: SpecialsError.invalidInput([
                .error("not valid JSON: the file ends too early", in: "u", at: .position(line: 1, column: 2))
            ])
        ) {
            try check.check(Array("{".utf8), source: "u", date: date, force: true)
        }
    }
}
