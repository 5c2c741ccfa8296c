import Foundation
import SpecialsTestSupport
import Testing

@Suite struct CommandLineTests {
    @Test func aRejectedSnapshotBringsNoFollowOnErrorsFromNotes() throws {
        // A note naming the broken week, and one comparing specials of whatever week is current on its
        // date: both would be checked against a snapshot that is not there.
        let sandbox = try Sandbox()
        let site = try sandbox.site(
            feed:
                #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Eggs 12 ct", "width": 0, "height": 4, "price": "3.79"}]}"#
        )
        try FileManager.default.createDirectory(atPath: site + "/Content/notes", withIntermediateDirectories: true)
        try "---\ntitle: Named\ndate: 2026-11-16\nweek: 2026-11-16\n---\nBody.\n"
            .write(toFile: site + "/Content/notes/named.md", atomically: true, encoding: .utf8)
        try
            "---\ntitle: Compared\ndate: 2026-11-17\ncompare:\n  - special: Eggs 12 ct\n  - {name: B, price: 1, size: 12 ct}\n---\nBody.\n"
            .write(toFile: site + "/Content/notes/compared.md", atomically: true, encoding: .utf8)
        try #"{"canvasUnit": 16, "managerSpecials": [], "noSpecials": true}"#.write(
            toFile: site + "/Content/specials/2026-11-09.json", atomically: true, encoding: .utf8)
        let bad = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(bad.status == 65)
        #expect(
            bad.stderr == """
                Content/specials/2026-11-16.json: managerSpecials[0].width: error: "Eggs 12 ct": expected a whole number from 1 to 16, found 0
                1 error; nothing was published

                """)
        // A week that never had a snapshot is still reported.
        try "---\ntitle: Named\ndate: 2026-11-16\nweek: 2026-11-30\n---\nBody.\n"
            .write(toFile: site + "/Content/notes/named.md", atomically: true, encoding: .utf8)
        let other = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(
            other.stderr.contains(
                "Content/notes/named.md: error: week: 2026-11-30 names no snapshot in Content/specials/\n"))
    }

    @Test func aBadFeedExits65ListsEveryProblemAndLeavesPublicUntouched() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        let good = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(good.status == 0, "\(good.stderr)")
        let before = FolderSnapshot(site + "/public")
        #expect(before.files.count >= 5)

        try """
        {"canvasUnit": 16, "managerSpecials": [
          {"display_name": "Navel Oranges 4LBS", "width": 8, "height": 8, "price": "3,99"},
          {"display_name": "", "width": 40, "height": 4, "price": "3.79"}]}
        """.write(toFile: site + "/Content/specials/2026-11-16.json", atomically: true, encoding: .utf8)
        let bad = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(bad.status == 65)
        #expect(bad.stdout == "")
        #expect(
            bad.stderr == """
                Content/specials/2026-11-16.json: managerSpecials[0].price: error: "Navel Oranges 4LBS": "3,99" is not a price: write "3.99"
                Content/specials/2026-11-16.json: managerSpecials[1].display_name: error: is empty; every special needs a name
                Content/specials/2026-11-16.json: managerSpecials[1].width: error: expected a whole number from 1 to 16, found 40
                3 errors; nothing was published

                """)
        let after = FolderSnapshot(site + "/public")
        #expect(after == before, "\(after.differences(from: before))")
    }

    /// Photos as stores send them: a GIF is shown like any photo, a file cut short is a warning naming
    /// it, so is a 40 px picture drawn 469 px wide, and libvips's own warnings about them ("error in
    /// tile 0 x 8") never reach what cron mails.
    @Test func photosOfEveryKindAreShownOrNamedAndLibvipsStaysQuiet() throws {
        let sandbox = try Sandbox()
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../SpecialsImagingTests/Fixtures"
        ).standardized.path
        let photos = ["animated.gif", "truncated.jpg", "photo.jpg"]
        for photo in photos {
            try sandbox.write(
                [UInt8](FileManager.default.contents(atPath: fixtures + "/" + photo)!), to: "site/Static/img/" + photo)
        }
        let tiles = photos.enumerated().map { index, photo in
            #"{"display_name": "Special \#(index)", "width": 8, "height": 8, "price": "3.99", "imageUrl": "img/\#(photo)"}"#
        }
        let site = try sandbox.site(feed: #"{"canvasUnit": 16, "managerSpecials": [\#(tiles.joined(separator: ","))]}"#)
        let build = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(build.status == 0)
        #expect(
            build.stderr == """
                Static/img/animated.gif: warning: it is 40 × 40 pixels and its tile draws it up to 469 px wide, so it looks blurred; a photo at least 938 px wide is sharp on every screen
                Static/img/truncated.jpg: warning: not shown: it cannot be read: VipsJpeg: Premature end of input file; its tile shows no image

                """)
        let images = try FileManager.default.contentsOfDirectory(atPath: site + "/public/images")
        for (stem, shown) in [("animated-", true), ("photo-", true), ("truncated-", false)] {
            #expect(images.contains { $0.hasPrefix(stem) } == shown, "\(stem): \(images)")
        }
    }

    @Test func layoutsAreKeptInTheSiteCacheAndUsedByEveryBuild() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        #expect(try Binary.run(["build", "--site", site, "--now", "2026-11-21"]).status == 0)
        let cache = site + "/.specials-cache/layouts.json"
        let saved = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cache))) as? [[String: Any]])
        #expect(saved.count == 1, "one week, one layout")
        #expect(saved.first?["corners"] as? [[Int]] == [[0, 0], [8, 0]])
        #expect(saved.first?["shapes"] as? [[Int]] == [[8, 8], [4, 4]])

        // A different valid layout for the same tiles, as if an earlier build had made it: used as is.
        var entry = saved[0]
        entry["corners"] = [[8, 0], [0, 0]]
        try JSONSerialization.data(withJSONObject: [entry]).write(to: URL(fileURLWithPath: cache))
        try FileManager.default.createDirectory(atPath: site + "/Content/notes", withIntermediateDirectories: true)
        try "---\ntitle: New\ndate: 2026-11-16\n---\nA change, so the site is built again.\n"
            .write(toFile: site + "/Content/notes/new.md", atomically: true, encoding: .utf8)
        #expect(try Binary.run(["build", "--site", site, "--now", "2026-11-21"]).status == 0)
        #expect(
            try weekStyle(of: site + "/public/index.html").contains("--c0:9/span 8;--r0:1/span 8"),
            "the oranges where the kept layout put them")
        // A build into another folder (a shard, a fresh output) finds it too.
        let kept = try String(contentsOfFile: cache, encoding: .utf8)
        #expect(
            try Binary.run(["build", "--site", site, "--now", "2026-11-21", "--output", sandbox.path("elsewhere")])
                .status == 0)
        #expect(
            try weekStyle(of: sandbox.path("elsewhere/index.html")).contains("--c0:9/span 8;--r0:1/span 8"),
            "the oranges where the kept layout put them")

        // Where 0.7.4 kept them, beside the output: read while the site's cache has none, then removed.
        try FileManager.default.removeItem(atPath: cache)
        try kept.write(toFile: site + "/.public.layouts", atomically: true, encoding: .utf8)
        try "---\ntitle: Newer\ndate: 2026-11-16\n---\nAnother change.\n"
            .write(toFile: site + "/Content/notes/new.md", atomically: true, encoding: .utf8)
        #expect(try Binary.run(["build", "--site", site, "--now", "2026-11-21"]).status == 0)
        #expect(
            try weekStyle(of: site + "/public/index.html").contains("--c0:9/span 8;--r0:1/span 8"))
        #expect(!FileManager.default.fileExists(atPath: site + "/.public.layouts"))
        let moved =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cache))) as? [[String: Any]]
        #expect(moved?.map { $0["corners"] as? [[Int]] } == [[[8, 0], [0, 0]]], "saved into the site's cache")
    }

    @Test func aRebuildOfTheSameInputsWritesNothing() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        let first = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(
            first.stdout
                == "published 16 files to \(site)/public for the week of 2026-11-16: 16 written, 0 unchanged, 0 removed\nwaiting: nothing\n"
        )
        let before = FolderSnapshot(site + "/public")
        let second = try Binary.run(["build", "--now", "2026-11-21"], in: site)
        #expect(
            second.stdout == "\(site)/public is up to date: nothing changed since the last build, nothing written\n")
        let after = FolderSnapshot(site + "/public")
        #expect(after == before, "no file touched: \(after.differences(from: before))")

        // A changed input, a touched output, or another day: a real rebuild, writing only what changed. The
        // eggs' new price: their pages (the list page's data too), and the week's and the eggs' share cards
        // under new names (the former two removed).
        try SampleFeeds.good.replacingOccurrences(of: "3.79", with: "3.69").write(
            toFile: site + "/Content/specials/2026-11-16.json", atomically: true, encoding: .utf8)
        let changed = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(
            changed.stdout.hasSuffix(": 7 written, 9 unchanged, 2 removed\nwaiting: nothing\n"), "\(changed.stdout)")
        try FileManager.default.removeItem(atPath: site + "/public/404.html")
        let repaired = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(
            repaired.stdout.hasSuffix(": 1 written, 15 unchanged, 0 removed\nwaiting: nothing\n"), "\(repaired.stdout)")
        let nextDay = try Binary.run(["build", "--site", site, "--now", "2026-11-22"])
        #expect(
            nextDay.stdout.hasSuffix(": 0 written, 16 unchanged, 0 removed\nwaiting: nothing\n"), "\(nextDay.stdout)")
        let quiet = try Binary.run(["build", "--site", site, "--now", "2026-11-21", "--quiet"])
        #expect(quiet.status == 0 && quiet.stdout == "" && quiet.stderr == "")
    }

    @Test func timingsNameEachStepOnStandardError() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        let steps = { (run: Run) in
            run.stderr.split(separator: "\n").map { String($0.prefix(16)).trimmingCharacters(in: .whitespaces) }
        }
        let first = try Binary.run(["build", "--site", site, "--now", "2026-11-21", "--quiet", "--timings"])
        #expect(first.status == 0 && first.stdout == "")
        #expect(
            steps(first) == ["read", "fingerprint", "load", "pack", "images", "cards", "render", "publish", "record", "total"],
            "\(first.stderr)")
        #expect(
            first.stderr.split(separator: "\n").allSatisfy {
                $0.wholeMatch(of: /[a-z ]{16} +\d+\.\d{3} s(  [a-zA-Z0-9 ,]+)?/) != nil
            }, "\(first.stderr)")
        #expect(
            first.stderr.contains("images            ") && first.stderr.contains("  0 encoded, 0 reused, 0 refused\n"),
            "\(first.stderr)")
        // Each input is read once, and the count says how many: site.yml and the feed.
        #expect(first.stderr.split(separator: "\n")[0].hasSuffix("  2 files read"), "\(first.stderr)")
        let again = try Binary.run(["build", "--site", site, "--now", "2026-11-21", "--quiet", "--timings"])
        #expect(
            steps(again) == ["read", "fingerprint", "total"],
            "an up-to-date build stops after the fingerprint: \(again.stderr)")
    }

    @Test func sourceDateEpochSetsToday() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        // 2026-11-15 12:00 UTC: the day before the only snapshot.
        let early = try Binary.run(["check", "--site", site], environment: ["SOURCE_DATE_EPOCH": "1794744000"])
        #expect(early.status == 66)
        #expect(
            early.stderr
                == "Content/specials: error: no snapshot is dated on or before 2026-11-15; the first is 2026-11-16\n")
        let later = try Binary.run(["check", "--site", site], environment: ["SOURCE_DATE_EPOCH": "1795262400"])
        #expect(later.status == 0)
        #expect(
            later.stdout
                == "ok: validated 1 live week (current: 2026-11-16, 2 specials), 0 notes, 13 pages and files rendered; nothing written; 0 warnings\nwaiting: nothing\n"
        )
    }

    @Test func buildAndCheckSayWhatIsWaiting() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        try SampleFeeds.good.write(
            toFile: site + "/Content/specials/2026-11-23.json", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: site + "/Content/notes", withIntermediateDirectories: true)
        try "---\ntitle: D\ndraft: true\n---\n".write(
            toFile: site + "/Content/notes/d.md", atomically: true, encoding: .utf8)
        try "---\ntitle: F\ndate: 2026-11-25\n---\n".write(
            toFile: site + "/Content/notes/f.md", atomically: true, encoding: .utf8)
        let waiting =
            "waiting: the week of 2026-11-23, published on its day; 1 draft (built with --drafts); 1 note dated ahead, the first on 2026-11-25\n"
        let check = try Binary.run(["check", "--site", site, "--now", "2026-11-21"])
        #expect(check.stdout.hasSuffix(waiting), "\(check.stdout)")
        let build = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(build.stdout.hasSuffix(waiting), "\(build.stdout)")
        let version = try Binary.run(["--version"])
        #expect(version.status == 0 && version.stdout.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil, "\(version.stdout)")
        // The changelog's newest section is the version a store that upgrades runs: its heading is the
        // version alone, never an "unreleased" one skipped over for the release before it.
        let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../CHANGELOG.md"
        ).standardized.path
        let newest = try #require(try String(contentsOfFile: changelog, encoding: .utf8).firstMatch(of: /\n## (.+)\n/))
            .1
        #expect("\(newest)\n" == version.stdout, "CHANGELOG.md's newest section is \(newest)")
    }

    @Test func theStarterSitesHeadlineSpecialIsAtTheTopLeftOn32Columns() throws {
        let sandbox = try Sandbox()
        let parent = sandbox.root
        #expect(try Binary.run(["init", parent + "/site", "--now", "2026-11-21"]).status == 0)
        let feed = try #require(
            try FileManager.default.contentsOfDirectory(atPath: parent + "/site/Content/specials").first)
        let layout = try Binary.run(["layout", parent + "/site/Content/specials/" + feed, "--columns", "32", "--json"])
        // The oranges first, at the top left; the empty cells at the end of the page, none in the middle;
        // of the 14-row layouts without holes, the one that moves nothing (A B C D E / . F).
        #expect(
            layout.stdout == #"{"columns": 32, "height": 14, "tiles": [{"index": 0, "x": 0, "y": 0, "w": 8, "h": 8}, "#
                + #"{"index": 1, "x": 8, "y": 0, "w": 8, "h": 8}, {"index": 2, "x": 16, "y": 0, "w": 4, "h": 6}, "#
                + #"{"index": 3, "x": 20, "y": 0, "w": 8, "h": 6}, {"index": 4, "x": 28, "y": 0, "w": 4, "h": 6}, "#
                + #"{"index": 5, "x": 16, "y": 6, "w": 16, "h": 8}]}"# + "\n")
    }

    @Test func exitCodesFollowSysexits() throws {
        #expect(try Binary.run(["build", "--site", "/nonexistent-site"]).status == 66)
        let usage = try Binary.run(["build", "--now", "yesterday"])
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("--now 'yesterday' is not a date like 2026-11-16"))
        #expect(try Binary.run(["frobnicate"]).status == 64)
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        try "x".write(toFile: site + "/blocker", atomically: true, encoding: .utf8)
        let unwritable = try Binary.run([
            "build", "--site", site, "--output", site + "/blocker/public", "--now", "2026-11-21",
        ])
        #expect(unwritable.status == 73)
        #expect(unwritable.stderr.hasPrefix("\(site)/blocker: error: cannot create the folder"))
    }

    @Test func buildCheckAndServeSayTheSameWhenTheFolderIsNoSite() throws {
        let sandbox = try Sandbox()
        let parent = sandbox.root
        try sandbox.makeFolder("empty")
        for folder in [parent + "/empty", parent + "/missing"] {
            for command in [["build", "--output", parent + "/public"], ["check"], ["serve", "--port", "0"]] {
                let run = try Binary.run(command + ["--site", folder])
                #expect(run.status == 66, "\(command[0]) \(folder)")
                #expect(
                    run.stderr == "\(folder): error: no site folder here (no Content/ or site.yml); "
                        + "pass --site with the site's folder, or start one with specials init DIR\n",
                    "\(command[0]) \(folder)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == ["empty"], "nothing created")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent + "/empty") == [], "nothing created")
    }

    @Test func layoutJSONFollowsTheContract() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        let run = try Binary.run(["layout", site + "/Content/specials/2026-11-16.json", "--json"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                {"columns": 16, "height": 8, "tiles": [{"index": 0, "x": 0, "y": 0, "w": 8, "h": 8}, {"index": 1, "x": 8, "y": 0, "w": 4, "h": 4}]}

                """)
        let narrow = try Binary.run(["layout", site + "/Content/specials/2026-11-16.json", "--json", "--columns", "8"])
        #expect(
            narrow.stdout.hasPrefix(
                #"{"columns": 8, "height": 4, "tiles": [{"index": 0, "x": 0, "y": 0, "w": 4, "h": 4}"#))
        let drawn = try Binary.run(["layout", site + "/Content/specials/2026-11-16.json"])
        #expect(drawn.stdout.contains("2 tiles on 16 columns: 8 rows, fill 62.5%, largest move 0 places"))
        #expect(try Binary.run(["layout", "/nonexistent.json"]).status == 66)
    }

    @Test func sizeJSONFollowsTheContract() throws {
        let sandbox = try Sandbox()
        let run = try Binary.run(["size", "Navel Oranges 4LBS", "--price", "3.99", "--json"], in: sandbox.root)
        #expect(
            run.stdout
                == #"{"dimension": "mass", "value": 1814.36948, "unit": "g", "text": "4 lb", "unit_price": 0.062344, "unit_price_text": "$0.062/oz"}"#
                + "\n")
        let nothing = try Binary.run(["size", "2% Milk", "--json"], in: sandbox.root)
        #expect(nothing.stdout == #"{"dimension": null, "value": null, "unit": null, "text": null}"# + "\n")
        let human = try Binary.run(["size", "Coca-Cola 12pk/12 fl oz", "--price", "6.99"], in: sandbox.root)
        #expect(
            human.stdout == "size: 12 × 12 fl oz (volume, 4258.588257 ml)\n"
                + "read as: US pints, quarts, gallons and fluid ounces (the site is in US)\nunit price: $0.049/fl\u{A0}oz\n"
        )
        #expect(try Binary.run(["size", "x", "--price", "$1"]).status == 64)
    }
}

@Suite struct ComparisonCommandLineTests {
    @Test func aComparisonMixingMassAndVolumeFailsWith65() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        try FileManager.default.createDirectory(atPath: site + "/Content/notes", withIntermediateDirectories: true)
        try """
        ---
        title: Oranges or juice?
        date: 2026-11-16
        week: 2026-11-16
        compare:
          - special: Navel Oranges 4LBS
          - name: Orange Juice
            price: 3.99
            size: 52 fl oz
        ---
        """.write(toFile: site + "/Content/notes/oranges.md", atomically: true, encoding: .utf8)
        let run = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(run.status == 65)
        #expect(
            run.stderr == """
                Content/notes/oranges.md:7:5: error: compare item 2 ("Orange Juice", 52 fl oz) is a volume, but compare item 1 is a mass; a volume never compares with a mass
                1 error; nothing was published

                """)
        #expect(!FileManager.default.fileExists(atPath: site + "/public"))
    }
}

/// The week stylesheet the page at `path` links (`assets/week.<hash>.css`, beside it), where its tiles'
/// places are.
func weekStyle(of path: String) throws -> String {
    let page = try String(contentsOfFile: path, encoding: .utf8)
    let link = try #require(page.firstMatch(of: /href="(assets\/week\.[0-9a-f]+\.css)"/)).1
    let folder = (path as NSString).deletingLastPathComponent
    return try String(contentsOfFile: folder + "/" + link, encoding: .utf8)
}
