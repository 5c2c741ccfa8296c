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
        #expect(refused.stderr == "Content/specials/2026-11-23.json: error: a different snapshot is already saved for 2026-11-23; pass --force to replace it\n")
        #expect(saved(site, "2026-11-23") == SampleFeeds.good)

        let forced = try Binary.run(["snapshot", server.url("feed.json"), "--site", site, "--date", "2026-11-23", "--force"])
        #expect(forced.status == 0)
        #expect(saved(site, "2026-11-23") == changed)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site + "/Content/specials").filter { $0.hasPrefix(".") }
        #expect(leftovers == [], "no temporary file left")
    }

    @Test func anInvalidFeedExits65AndSavesNothing() throws {
        let server = try LoopbackServer()
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        server.publish("bad.json", #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Tea", "width": 4, "height": 4, "price": "free"}]}"#)
        let run = try Binary.run(["snapshot", server.url("bad.json"), "--site", site, "--date", "2026-11-23"])
        #expect(run.status == 65)
        #expect(run.stderr == "\(server.url("bad.json")): managerSpecials[0].price: error: \"free\" is not a price\n1 error; nothing was published\n")
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
        let refused = try Binary.run(["snapshot", "http://127.0.0.1:\(closedPort)/feed.json", "--site", site, "--date", "2026-11-16", "--force"])
        #expect(refused.status == 75)
        #expect(refused.stderr.hasPrefix("http://127.0.0.1:\(closedPort)/feed.json: error: cannot fetch: "))
        #expect(saved(site, "2026-11-16") == SampleFeeds.good)

        let server = try LoopbackServer()
        let missing = try Binary.run(["snapshot", server.url("nothing.json"), "--site", site, "--date", "2026-11-16", "--force"])
        #expect(missing.status == 75)
        #expect(missing.stderr == "\(server.url("nothing.json")): error: the server answered 404 Not Found; nothing was saved\n")
        #expect(saved(site, "2026-11-16") == SampleFeeds.good)
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
        let created = try Binary.run(["init", root])
        #expect(created.status == 0, "\(created.stderr)")
        let build = try Binary.run(["build", "--site", root])
        #expect(build.status == 0, "\(build.stderr)")
        // Left without a base_url so that it looks right opened from disk, it says what that costs.
        #expect(build.stderr == "site.yml: warning: no base_url is set, so feed.xml and search engines' structured data get relative links, "
            + "and no sitemap.xml is published; set it like base_url: https://example.com/\n")
        #expect(FileManager.default.fileExists(atPath: root + "/public/notes/water/index.html"))
        let again = try Binary.run(["init", root])
        #expect(again.status == 73)
        #expect(again.stderr == "\(root): error: is not empty; choose a new folder\n")
    }
}

@Suite(.serialized) struct ImageDownloadTests {
    /// A 1x1 PNG.
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
        0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41,
        0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0, 0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF, 0x89, 0x99, 0x3D, 0x1D, 0x00, 0x00,
        0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    @Test func imagesAreDownloadedOncePublishedByHashAndFallBackToTheirURL() throws {
        var server: LoopbackServer? = try LoopbackServer()
        let origin = server!.url("")
        server!.publish("apple.png", Self.png, type: "image/png")
        server!.publish("notes.txt", "not an image", type: "text/plain")
        let feed = """
            {"canvasUnit": 16, "managerSpecials": [
              {"display_name": "Apples 3 lb", "width": 8, "height": 8, "price": "4.99", "imageUrl": "\(origin)apple.png"},
              {"display_name": "Pears 2 lb", "width": 8, "height": 8, "price": "3.99", "imageUrl": "\(origin)missing.png"},
              {"display_name": "Plums 1 lb", "width": 8, "height": 8, "price": "2.99", "imageUrl": "\(origin)notes.txt"}]}
            """
        let sandbox = try Sandbox()
        let site = try sandbox.site(feed: feed)
        try "images: download\nbase_url: https://shop.example/\n".write(toFile: site + "/site.yml", atomically: true, encoding: .utf8)

        let first = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(first.status == 0)
        #expect(first.stderr == """
            \(origin)missing.png: warning: cannot download (the server answered 404 Not Found); the page links the remote image
            \(origin)notes.txt: warning: cannot download (text/plain is not an image); the page links the remote image

            """)
        let published = try FileManager.default.contentsOfDirectory(atPath: site + "/public/images")
        #expect(published.count == 1)
        let image = try #require(published.first)
        #expect(image.hasSuffix(".png"))
        #expect(FileManager.default.contents(atPath: site + "/public/images/" + image).map { [UInt8]($0) } == Self.png)
        let page = try String(contentsOfFile: site + "/public/index.html", encoding: .utf8)
        #expect(page.contains("src=\"/images/\(image)\""))
        #expect(page.contains("src=\"\(origin)missing.png\""))

        // The server is gone and a feed changed (a byte of white space): the cached image is published, unchanged.
        server?.stop()
        server = nil
        try (feed + " ").write(toFile: site + "/Content/specials/2026-11-16.json", atomically: true, encoding: .utf8)
        let second = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(second.status == 0)
        #expect(!second.stderr.contains("apple.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: site + "/public/images") == [image])
        #expect(second.stdout.contains(" 0 written"))
    }
}
