import Foundation
import SpecialsTestSupport
import Testing

@Suite(.serialized) struct SnapshotCommandTests {
    func saved(_ site: String, _ date: String) -> String? {
        try? String(contentsOfFile: site + "/Content/specials/\(date).json", encoding: .utf8)
    }

    @Test func fetchesValidatesAndSavesADatedSnapshot() throws {
        let server = try LoopbackServer()
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        server.publish("feed.json", SampleFeeds.good)

        let first = try Binary.run(["snapshot", server.url("feed.json"), "--site", site, "--date", "2026-11-23"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "saved Content/specials/2026-11-23.json\n")
        #expect(saved(site, "2026-11-23") == SampleFeeds.good)

        let again = try Binary.run(["snapshot", server.url("feed.json"), "--site", site, "--date", "2026-11-23"])
        #expect(again.status == 0)
        #expect(again.stdout == "Content/specials/2026-11-23.json is already this feed; nothing to do\n")

        let changed = SampleFeeds.good.replacingOccurrences(of: "3.79", with: "3.49")
        server.publish("feed.json", changed)
        let refused = try Binary.run(["snapshot", server.url("feed.json"), "--site", site, "--date", "2026-11-23"])
        #expect(refused.status == 73)
        #expect(
            refused.stderr
                == "Content/specials/2026-11-23.json: error: a different snapshot is already saved for 2026-11-23; pass --force to replace it\n"
        )
        #expect(saved(site, "2026-11-23") == SampleFeeds.good)

        let forced = try Binary.run([
            "snapshot", server.url("feed.json"), "--site", site, "--date", "2026-11-23", "--force",
        ])
        #expect(forced.status == 0)
        #expect(saved(site, "2026-11-23") == changed)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site + "/Content/specials").filter {
            $0.hasPrefix(".")
        }
        #expect(leftovers == [], "no temporary file left")
    }

    @Test func anInvalidFeedExits65AndSavesNothing() throws {
        let server = try LoopbackServer()
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        server.publish(
            "bad.json",
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Tea", "width": 4, "height": 4, "price": "free"}]}"#
        )
        let run = try Binary.run(["snapshot", server.url("bad.json"), "--site", site, "--date", "2026-11-23"])
        #expect(run.status == 65)
        #expect(
            run.stderr
                == "\(server.url("bad.json")): managerSpecials[0].price: error: \"Tea\": \"free\" is not a price\n1 error; nothing was published\n"
        )
        #expect(saved(site, "2026-11-23") == nil)
    }

    @Test func aNetworkFailureExits75AndKeepsThePreviousFile() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        let closedPort: Int
        do {
            let server = try LoopbackServer()
            closedPort = server.port
            server.stop()
        }
        let refused = try Binary.run([
            "snapshot", "http://127.0.0.1:\(closedPort)/feed.json", "--site", site, "--date", "2026-11-16", "--force",
        ])
        #expect(refused.status == 75)
        #expect(
            refused.stderr
                == "http://127.0.0.1:\(closedPort)/feed.json: error: the server refused the connection; nothing was saved\n"
        )
        #expect(saved(site, "2026-11-16") == SampleFeeds.good)

        let server = try LoopbackServer()
        let missing = try Binary.run([
            "snapshot", server.url("nothing.json"), "--site", site, "--date", "2026-11-16", "--force",
        ])
        #expect(missing.status == 75)
        #expect(
            missing.stderr
                == "\(server.url("nothing.json")): error: the server answered 404 Not Found; nothing was saved\n")
        #expect(saved(site, "2026-11-16") == SampleFeeds.good)
    }

    /// Five redirects are followed to the feed, as `snapshot --help` says; a sixth is not.
    @Test func followsFiveRedirectsAndNoMore() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.publish("feed.json", SampleFeeds.good)
        for hop in 0..<6 { server.redirect("hop\(hop)", to: hop == 5 ? "feed.json" : "hop\(hop + 1)") }
        let sandbox = try Sandbox()
        let site = try sandbox.site()

        let five = try Binary.run(["snapshot", server.url("hop1"), "--site", site, "--date", "2026-11-23"])
        #expect(five.status == 0, "\(five.stderr)")
        #expect(saved(site, "2026-11-23") == SampleFeeds.good)
        #expect(server.requests == ["/hop1", "/hop2", "/hop3", "/hop4", "/hop5", "/feed.json"])

        let six = try Binary.run(["snapshot", server.url("hop0"), "--site", site, "--date", "2026-11-30"])
        #expect(six.status == 75)
        #expect(six.stderr == "\(server.url("hop0")): error: more than 5 redirects; nothing was saved\n")
        let sixHops = ["/hop0", "/hop1", "/hop2", "/hop3", "/hop4", "/hop5"]
        #expect(server.requests.suffix(6) == sixHops, "no seventh request")
        #expect(saved(site, "2026-11-30") == nil)
    }

    @Test func refusesWhatIsNotAnHTTPURL() throws {
        #expect(try Binary.run(["snapshot", "file:///etc/passwd"]).status == 64)
        #expect(try Binary.run(["snapshot", "http://127.0.0.1/x", "--date", "soon"]).status == 64)
    }
}

@Suite struct InitCommandTests {
    @Test func aNewSiteBuildsAtOnce() throws {
        let sandbox = try Sandbox()
        let root = sandbox.path("new-site")
        // A fixed day, not the clock: the same test on any day.
        let created = try Binary.run(["init", root, "--now", "2026-11-21"])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(
            created.stdout
                == "created \(root) with the week of 2026-11-16 (en_US, USD, America/New_York); next: cd \(root) && specials build\n"
        )
        let build = try Binary.run(["build", "--site", root, "--now", "2026-11-21"])
        #expect(build.status == 0, "\(build.stderr)")
        // Left without a base_url so that it looks right opened from disk, it says what that costs.
        #expect(
            build.stderr
                == "site.yml: warning: no base_url is set, so feed.xml and search engines' structured data get relative links, "
                + "and no sitemap.xml is published; set it like base_url: https://example.com/\n")
        #expect(FileManager.default.fileExists(atPath: root + "/public/notes/water/index.html"))
        let again = try Binary.run(["init", root])
        #expect(again.status == 73)
        #expect(again.stderr == "\(root): error: is not empty; choose a new folder\n")
    }

    /// A German store starts German: its currency, unit pricing, time zone and the theme's words; a
    /// locale the theme does not speak says how to add its words; a locale with no country is refused.
    @Test func aNewSiteStartsInItsLocalesCountry() throws {
        let sandbox = try Sandbox()
        let root = sandbox.path("laden")
        let created = try Binary.run(["init", root, "--locale", "de_DE", "--now", "2026-11-21"])
        #expect(
            created.stdout
                == "created \(root) with the week of 2026-11-16 (de_DE, EUR, Europe/Berlin); next: cd \(root) && specials build\n"
        )
        let settings = try #require(sandbox.read("laden/site.yml"))
        #expect(settings.contains("locale: de_DE\ncurrency: EUR\ntime_zone: Europe/Berlin\nunit_pricing: metric\n"))
        let build = try Binary.run(["build", "--site", root, "--now", "2026-11-21"])
        #expect(build.status == 0 && !build.stderr.contains("locale"), "\(build.stderr)")
        let page = try #require(sandbox.read("laden/public/index.html"))
        #expect(
            page.contains("<html lang=\"de-DE\">") && page.contains("3,99\u{A0}€") && page.contains("1\u{A0}kg = "),
            "German prices and Grundpreis")
        // Its sample is German, in litres and kilograms: no "Whole Milk 1 gal" in a German store.
        #expect(settings.contains("title: Mein Markt – Angebote der Woche\n"))
        #expect(
            page.contains("Frische Vollmilch 1 l") && page.contains("1\u{A0}l = 3,79\u{A0}€") && !page.contains("gal"),
            "\(page)")
        let note = try #require(sandbox.read("laden/public/notes/water/index.html"))
        #expect(
            note.contains("<h1>Welches Wasser ist günstiger?</h1>") && note.contains("Mineralwasser 1,5 l"), "\(note)")
        let greek = try Binary.run(["init", sandbox.path("agora"), "--locale", "el_GR", "--now", "2026-11-21"])
        #expect(
            greek.stdout.hasSuffix(
                "the theme speaks en, de, fr and es; for el: mkdir -p i18n && specials words --locale el_GR > i18n/el.yml, then translate it\n"
            ))
        #expect(
            try #require(sandbox.read("agora/site.yml")).contains(
                "currency: EUR\ntime_zone: Europe/Athens\nunit_pricing: metric"))
        let wrong = try Binary.run(["init", sandbox.path("nowhere"), "--locale", "de"])
        #expect(
            wrong.status == 64
                && wrong.stderr.contains("--locale 'de' is not a locale with a country, like de_DE or en_US"),
            "\(wrong.stderr)")
        // An American site whose locale alone changed is told, once.
        let american = try Binary.run(["init", sandbox.path("shop"), "--now", "2026-11-21"])
        #expect(american.status == 0)
        let yml = try #require(sandbox.read("shop/site.yml")).replacingOccurrences(
            of: "locale: en_US", with: "locale: de_DE")
        try sandbox.write(yml, to: "shop/site.yml")
        let told = try Binary.run(["build", "--site", sandbox.path("shop"), "--now", "2026-11-21"])
        #expect(
            told.stderr.contains(
                "site.yml: warning: locale de_DE is a store in DE, but currency is USD (DE's is EUR) and unit_pricing is us "
                    + "(DE's is metric); remove those lines to follow the locale, or keep them if the store really prices that way\n"
            ), "\(told.stderr)")
    }

    @Test func aNewChainBuildsAtOnceWholeByStoreAndByShard() throws {
        let sandbox = try Sandbox()
        let root = sandbox.path("chain")
        let created = try Binary.run(["init", "--chain", root, "--now", "2026-11-21"])
        #expect(created.status == 0, "\(created.stderr)")
        let build = try Binary.run(["build", "--site", root, "--now", "2026-11-21"])
        #expect(build.status == 0, "\(build.stderr)")
        // 44 pages and files, and 11 share cards: a week's for each of the three ads (the two regions',
        // riverside's own) and one for each item of the three price lists, items shown alike sharing
        // one (check draws none).
        #expect(
            build.stdout.hasPrefix(
                "published 55 files to \(root)/public for 3 of 3 stores: 55 written, 0 unchanged, 0 removed"),
            "\(build.stdout)")
        for page in [
            "index.html", "404.html", "stores/downtown/index.html", "stores/harbor/weeks/index.html",
            "stores/riverside/notes/water/index.html",
        ] {
            #expect(FileManager.default.fileExists(atPath: root + "/public/" + page), "\(page)")
        }
        // The note is for the north region only.
        #expect(!FileManager.default.fileExists(atPath: root + "/public/stores/harbor/notes/water/index.html"))
        let check = try Binary.run(["check", "--site", root, "--now", "2026-11-21"])
        #expect(
            check.stdout.hasPrefix(
                "ok: validated 3 stores in 2 regions, 3 snapshots live, 44 pages and files for 3 of 3 stores; nothing written; 1 warning"
            ), "\(check.stdout)")

        let shards = try (1...2).map { index in
            try Binary.run([
                "build", "--site", root, "--now", "2026-11-21", "--shard", "\(index)/2", "--output",
                sandbox.path("shard\(index)"),
            ])
        }
        #expect(shards.allSatisfy { $0.status == 0 }, "\(shards.map(\.stderr))")
        let merged = FolderSnapshot(sandbox.path("shard1")).files.merging(FolderSnapshot(sandbox.path("shard2")).files)
        { one, _ in one }
        let full = FolderSnapshot(root + "/public").files
        #expect(
            Set(merged.keys.filter { !$0.hasPrefix(".specials") })
                == Set(full.keys.filter { !$0.hasPrefix(".specials") }))

        let typo = try Binary.run(["build", "--site", root, "--store", "harbour"])
        #expect(typo.status == 64)
        #expect(
            typo.stderr.hasSuffix(
                "stores.yml: error: --store harbour: no store in stores.yml has this id; did you mean harbor?\n"),
            "\(typo.stderr)")
        let bad = try Binary.run(["build", "--site", root, "--shard", "3/2"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--shard '3/2' is not K/N with 1 <= K <= N <= 1000, like 2/4"), "\(bad.stderr)")
    }
}

@Suite(.serialized) struct ImageDownloadTests {
    /// A 200 px product photo, one of the image tests' fixtures.
    static let photo: [UInt8] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../SpecialsImagingTests/Fixtures/photo.jpg")
        return [UInt8](FileManager.default.contents(atPath: url.standardized.path)!)
    }()

    @Test func downloadsArePublishedAsRenditionsAndFailedHostsAreRemembered() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let origin = server.url("")
        server.publish("apple.jpg", Self.photo, type: "image/jpeg")
        server.publish("notes.txt", "not an image", type: "text/plain")
        server.publish("figs.jpg", Self.photo, type: "image/jpeg")
        let feed = """
            {"canvasUnit": 16, "managerSpecials": [
              {"display_name": "Apples 3 lb", "width": 8, "height": 8, "price": "4.99", "imageUrl": "\(origin)apple.jpg"},
              {"display_name": "Pears 2 lb", "width": 8, "height": 8, "price": "3.99", "imageUrl": "\(origin)missing.png"},
              {"display_name": "Plums 1 lb", "width": 8, "height": 8, "price": "2.99", "imageUrl": "\(origin)notes.txt"},
              {"display_name": "Figs 1 lb", "width": 4, "height": 4, "price": "5.99", "imageUrl": "\(origin)figs.jpg"}]}
            """
        let sandbox = try Sandbox()
        let site = try sandbox.site(feed: feed, settings: "images: download\nbase_url: https://shop.example/\n")

        let first = try Binary.run(["build", "--site", site, "--now", "2026-11-21", "--timings"])
        #expect(first.status == 0)
        let warnings = first.stderr.split(separator: "\n").filter { $0.contains("warning") }
        #expect(
            warnings == [
                "\(origin)missing.png: warning: not published (the server answered 404 Not Found): \"Pears 2 lb\" (Content/specials/2026-11-16.json) shows no picture",
                "\(origin)notes.txt: warning: not published (text/plain is not an image): \"Plums 1 lb\" (Content/specials/2026-11-16.json) shows no picture",
            ])
        // A text-only tile shows its picture on a phone: that is fetched too.
        #expect(server.requests.contains("/figs.jpg"))
        // The downloads are published as renditions sized for their tiles, never as fetched.
        let published = try FileManager.default.contentsOfDirectory(atPath: site + "/public/images").sorted()
        #expect(Set(published.map { $0.split(separator: ".").last! }) == ["avif", "jpg", "webp"], "\(published)")
        #expect(
            published.allSatisfy { $0.hasPrefix("apple-") || $0.hasPrefix("figs-") }
                && published.contains { $0.hasPrefix("figs-") })
        let page = try #require(sandbox.read("site/public/index.html"))
        #expect(page.contains("<picture><source type=\"image/avif\" srcset=\"images/apple-"))
        #expect(!page.contains("missing.png") && !page.contains("notes.txt"), "a broken picture is not published")
        #expect(first.stderr.contains("  \(published.count) encoded, 0 reused, 2 refused\n"), "\(first.stderr)")

        // The next night: the failed images are not asked for again for a while, the download and its
        // renditions come from the cache, and the page is what it was.
        let requests = server.requests.count
        try (feed + " ").write(toFile: site + "/Content/specials/2026-11-16.json", atomically: true, encoding: .utf8)
        let second = try Binary.run(["build", "--site", site, "--now", "2026-11-21", "--timings"])
        #expect(second.status == 0)
        #expect(server.requests.count == requests, "nothing fetched: \(server.requests.dropFirst(requests))")
        let remembered = second.stderr.split(separator: "\n").filter { $0.contains("warning") }
        #expect(remembered.count == 2)
        #expect(
            remembered.allSatisfy {
                $0.contains(": warning: not published (it failed on ") && $0.contains(", so it is tried again after ")
            })
        #expect(second.stderr.contains("  0 encoded, \(published.count) reused, 2 refused\n"), "\(second.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: site + "/public/images").sorted() == published)
        #expect(second.stdout.contains(" 0 written"), "\(second.stdout)")
    }

    /// A 503 at Monday 00:05 costs no week its pictures: the publish is incomplete and the next build
    /// asks again. S3's application/octet-stream is judged by the bytes; a downloaded SVG is drawn into
    /// renditions, never published as it came (it may carry a script).
    @Test func aPassingFaultIsAskedAgainAndGenericTypesAndSVGAreJudgedByTheBytes() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let origin = server.url("")
        server.fail("flaky.jpg", status: "503 Service Unavailable")
        server.publish("s3.jpg", Self.photo, type: "application/octet-stream")
        server.publish(
            "logo.svg",
            #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><rect width="40" height="40" fill="red"/></svg>"#,
            type: "image/svg+xml")
        let feed = """
            {"canvasUnit": 16, "managerSpecials": [
              {"display_name": "Apples 3 lb", "width": 8, "height": 8, "price": "4.99", "imageUrl": "\(origin)flaky.jpg"},
              {"display_name": "Pears 2 lb", "width": 8, "height": 8, "price": "3.99", "imageUrl": "\(origin)s3.jpg"},
              {"display_name": "Plums 1 lb", "width": 8, "height": 8, "price": "2.99", "imageUrl": "\(origin)logo.svg"}]}
            """
        let sandbox = try Sandbox()
        let site = try sandbox.site(feed: feed, settings: "images: download\nbase_url: https://shop.example/\n")
        let first = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(first.status == 0)
        #expect(
            first.stderr.split(separator: "\n").filter { $0.contains("warning") } == [
                "\(origin)flaky.jpg: warning: cannot download (the server answered 503 Service Unavailable); the page links the remote image, "
                    + "and the next build tries again"
            ])
        let published = try FileManager.default.contentsOfDirectory(atPath: site + "/public/images").sorted()
        #expect(
            published.contains { $0.hasPrefix("s3-") } && published.contains { $0.hasPrefix("logo-") }, "\(published)")
        #expect(!published.contains { $0.hasSuffix(".svg") }, "the SVG as it came is never published: \(published)")
        #expect(!(try #require(sandbox.read("site/public/index.html"))).contains("logo.svg\""))

        // An hour later the host still fails: the quiet cron build asks again and says nothing new.
        let quiet = try Binary.run(["build", "--site", site, "--now", "2026-11-21", "--quiet"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty && quiet.stdout.isEmpty, "\(quiet.stderr)")
        #expect(server.requests.filter { $0 == "/flaky.jpg" }.count == 2)

        // The image host is back: the next build, with nothing else changed, asks again and publishes it.
        server.publish("flaky.jpg", Self.photo, type: "image/jpeg")
        let second = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(second.status == 0 && !second.stderr.contains("warning"), "\(second.stderr)")
        #expect(server.requests.filter { $0 == "/flaky.jpg" }.count == 3)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: site + "/public/images").contains {
                $0.hasPrefix("flaky-")
            })
    }
}
