import Foundation
import SpecialsTestSupport
import Testing

/// Every fetch keeps its deadline: against servers that stall, trickle, never end or redirect in a
/// loop, `snapshot` exits 75 within its timeout plus a second, without spinning a core, and a build
/// with `images: download` finishes within its image deadline, linking the images it could not fetch.
@Suite struct FetchDeadlineTests {
    static let cases: [(behaviour: LoopbackServer.Behaviour, reason: String)] = [
        (.stall, "no complete answer within 2 s"),
        (.trickle, "no complete answer within 2 s"),
        (.endless, "the answer is larger than 5 MiB, the limit for this fetch"),
        (.redirectLoop, "the redirects go round in a loop"),
    ]

    @Test(arguments: 0..<cases.count)
    func aSnapshotGivesUpInTimeAndKeepsTheSavedOne(_ index: Int) throws {
        let (behaviour, reason) = Self.cases[index]
        let server = try LoopbackServer(behaviour)
        defer { server.stop() }
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        try SampleFeeds.good.write(
            toFile: site + "/Content/specials/2026-11-23.json", atomically: true, encoding: .utf8)
        let url = server.url("feed.json")

        // These servers never finish: a fetch that did not keep its 2 s deadline would run until killed
        // (at 60 s). CPU time is the other symptom (URLSession spun a core for as long as it waited).
        let timed = try TimedRun.run([
            "snapshot", url, "--site", site, "--date", "2026-11-23", "--timeout", "2", "--force",
        ])
        #expect(!timed.killed, "did not give up on its own")
        #expect(timed.run.status == 75)
        #expect(timed.run.stderr == "\(url): error: \(reason); nothing was saved\n")
        #expect(timed.cpuSeconds < 1, "used \(timed.cpuSeconds) s of CPU")
        let saved = try String(contentsOfFile: site + "/Content/specials/2026-11-23.json", encoding: .utf8)
        #expect(saved == SampleFeeds.good)
    }

    @Test func aSnapshotNeedsASiteFolder() throws {
        let sandbox = try Sandbox()
        let parent = sandbox.root
        let run = try Binary.run(["snapshot", "http://127.0.0.1:9/feed.json", "--site", parent + "/wrong"])
        #expect(run.status == 66)
        #expect(
            run.stderr
                == "\(parent)/wrong: error: no site folder here (no Content/ or site.yml); pass --site with the site's folder, or start one with specials init DIR\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == [], "nothing created")
    }

    /// A port nobody listens on refuses at once: said so, not waited on and called a timeout.
    @Test func aRefusedConnectionIsSaidAtOnce() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        // Waited on, it would be told as a timeout: the words say which it was.
        let timed = try TimedRun.run(["snapshot", "http://127.0.0.1:9/feed.json", "--site", site, "--timeout", "5"])
        #expect(timed.run.status == 75)
        #expect(
            timed.run.stderr
                == "http://127.0.0.1:9/feed.json: error: the server refused the connection; nothing was saved\n")
    }

    /// A site whose feed shows one image from each of `servers`, with `images: download`.
    func downloadingSite(_ sandbox: Sandbox, _ servers: [LoopbackServer]) throws -> (site: String, urls: [String]) {
        let urls = servers.map { $0.url("a/image.png") }
        let items = urls.enumerated().map { index, url in
            #"{"display_name": "Item \#(index) 12 oz", "width": 8, "height": 8, "price": "1.99", "imageUrl": "\#(url)"}"#
        }
        let site = try sandbox.site(feed: #"{"canvasUnit": 16, "managerSpecials": [\#(items.joined(separator: ","))]}"#)
        try sandbox.write(Sandbox.settings + "images: download\n", to: "site/site.yml")
        return (site, urls)
    }

    @Test func imagesNotDownloadedInTimeNeverHoldTheWeekBack() throws {
        let servers = try [LoopbackServer(.stall), LoopbackServer(.trickle)]
        defer { servers.forEach { $0.stop() } }
        let sandbox = try Sandbox()
        let (site, urls) = try downloadingSite(sandbox, servers)
        let timed = try TimedRun.run(["build", "--site", site, "--now", "2026-11-21", "--image-timeout", "3"])
        // The week's prices are published; the images not downloaded in time stay linked, each with a
        // warning, and the next build tries them again.
        // The deadline is 3 s; without it the stalling hosts would hold the build until it is killed.
        #expect(!timed.killed, "did not give up on its own")
        #expect(timed.run.status == 0, "\(timed.run.stderr)")
        let warnings = timed.run.stderr.split(separator: "\n").filter {
            $0.contains(": warning: not downloaded within")
        }.sorted()
        #expect(
            warnings
                == urls.map { url in
                    Substring(
                        "\(url): warning: not downloaded within the 3 s the image step may take (--image-timeout); "
                            + "the page links the remote image, and the next build tries again")
                }.sorted())
        let page = try String(contentsOfFile: site + "/public/index.html", encoding: .utf8)
        for url in urls { #expect(page.contains(url)) }
        let again = try TimedRun.run(["build", "--site", site, "--now", "2026-11-21", "--image-timeout", "3"])
        #expect(
            again.run.status == 0 && again.run.stderr.contains("not downloaded within"),
            "tried again: \(again.run.stderr)")
    }

    @Test func imagesKnownToBeBrokenAreNotPublished() throws {
        let servers = try [LoopbackServer(.endless), LoopbackServer(.redirectLoop)]
        defer { servers.forEach { $0.stop() } }
        let sandbox = try Sandbox()
        let (site, urls) = try downloadingSite(sandbox, servers)
        let run = try Binary.run(["build", "--site", site, "--now", "2026-11-21", "--image-timeout", "20"])
        #expect(run.status == 0, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("not published") }.sorted()
        #expect(
            warnings
                == [
                    "\(urls[0]): warning: not published (the answer is larger than 10 MiB, the limit for this fetch): "
                        + "\"Item 0 12 oz\" (Content/specials/2026-11-16.json) shows no picture",
                    "\(urls[1]): warning: not published (the redirects go round in a loop): \"Item 1 12 oz\" (Content/specials/2026-11-16.json) shows no picture",
                ].sorted().map { Substring($0) })
        let page = try String(contentsOfFile: site + "/public/index.html", encoding: .utf8)
        for url in urls { #expect(!page.contains(url), "a broken picture is not linked") }
    }
}
