import Foundation
import Hummingbird
import Synchronization
import Testing

@testable import SpecialsKit
@testable import SpecialsPreview

/// The preview server driven in-process: what it serves, with which types, and what it refuses.
@Suite struct PreviewServerTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../SpecialsKitTests/Fixtures/golden/site").standardized.path

    /// A preview of the golden fixture site (base path /store-12/), built in memory.
    func server() async throws -> PreviewServer {
        let result = try await SitePublisher(site: Self.fixture, options: BuildOptions(now: .day(Day("2026-11-21")!)))
            .render()
        var sink = MemorySink()
        sink.publish(result.files)
        let state = PreviewState()
        await state.publish(sink, basePath: result.site.config.basePath)
        return PreviewServer(state: state, channel: ReloadChannel())
    }

    func get(_ path: String, from server: PreviewServer) async throws -> (HTTPResponse.Status, String?, String?, String)
    {
        let (head, body) = try await RouterClient(server.router()).execute(path, method: .get)
        return (head.status, head.headerFields[.contentType], head.headerFields[.location], String(buffer: body))
    }

    func head(_ path: String, from server: PreviewServer) async throws -> (HTTPResponse.Status, String?, String?, Int) {
        let (head, body) = try await RouterClient(server.router()).execute(path, method: .head)
        return (head.status, head.headerFields[.contentType], head.headerFields[.contentLength], body.readableBytes)
    }

    @Test func headAnswersAsGetDoesWithoutTheBody() async throws {
        let server = try await server()
        for path in ["/store-12/", "/store-12/notes/water/", "/store-12/nothing-here"] {
            let (getStatus, getType, _, body) = try await get(path, from: server)
            let (status, type, length, bodyBytes) = try await head(path, from: server)
            #expect(status == getStatus, "\(path)")
            #expect(type == getType, "\(path)")
            #expect(length == String(body.utf8.count), "\(path)")
            #expect(bodyBytes == 0, "\(path)")
        }
    }

    @Test func beforeTheFirstGoodBuildEveryPageIsTheProblemsWithTheReloadScript() async throws {
        let state = PreviewState()
        await state.fail("Content/specials/2026-11-16.json: managerSpecials[0].price: error: \"x\" is not a price")
        let server = PreviewServer(state: state, channel: ReloadChannel())
        for path in ["/", "/weeks/2026-11-16/", "/anything"] {
            let (status, type, _, body) = try await get(path, from: server)
            #expect(status == .serviceUnavailable, "\(path)")
            #expect(type == "text/html; charset=utf-8")
            #expect(
                body.contains(
                    "<pre id=\"specials-problems\">Content/specials/2026-11-16.json: managerSpecials[0].price: error: &quot;x&quot; is not a price</pre>"
                ))
            #expect(body.contains("<script src=\"/__specials/reload.js\"></script>\n</body>"))
        }
        let (_, _, _, script) = try await get("/__specials/reload.js", from: server)
        #expect(script.contains("Dismiss (Esc)"), "the overlay can be dismissed")
    }

    @Test func servesPagesWithTheReloadScriptAndTheRightTypes() async throws {
        let server = try await server()
        let (status, type, _, body) = try await get("/store-12/", from: server)
        #expect(status == .ok)
        #expect(type == "text/html; charset=utf-8")
        #expect(body.contains("<h1>Specials for the week of November 16, 2026</h1>"))
        #expect(body.contains("<script src=\"/__specials/reload.js\"></script>\n</body>"))

        let files = await server.state.snapshot.files
        let stylesheet = try #require(files.keys.first { $0.hasPrefix("assets/style.") })
        let expectations = [
            (stylesheet, "text/css; charset=utf-8"), ("feed.xml", "application/xml; charset=utf-8"),
            ("img/orange.svg", "image/svg+xml"), ("notes/water/", "text/html; charset=utf-8"),
        ]
        for (path, expected) in expectations {
            let (status, type, _, _) = try await get("/store-12/" + path, from: server)
            #expect(status == .ok, "\(path)")
            #expect(type == expected, "\(path)")
        }
        let (_, scriptType, _, script) = try await get("/__specials/reload.js", from: server)
        #expect(scriptType == "text/javascript; charset=utf-8")
        #expect(script.contains("new EventSource(\"/__specials/events\")"))
    }

    /// Counts the renders of a page.
    final class Renders: Sendable {
        let count = Mutex(0)

        func page(_ text: String) -> String {
            count.withLock { $0 += 1 }
            return text
        }
    }

    @Test func aPageIsRenderedWhenItIsServedNotWhenTheBuildIsHeld() async throws {
        let renders = Renders()
        var sink = MemorySink()
        sink.publish([OutputFile(RenderedPage(.note, "water", text: renders.page("<p>Water</p>")))])
        let state = PreviewState()
        await state.publish(sink, basePath: "/")
        let server = PreviewServer(state: state, channel: ReloadChannel())
        #expect(renders.count.withLock { $0 } == 0, "held, not rendered")
        let (status, _, _, body) = try await get("/notes/water/", from: server)
        #expect(status == .ok && body.hasPrefix("<p>Water</p>"))
        #expect(renders.count.withLock { $0 } == 1)
    }

    @Test func folderURLsRedirectAndMissingPagesGetTheSite404() async throws {
        let server = try await server()
        let (status, _, location, _) = try await get("/store-12/weeks/2026-11-16", from: server)
        #expect(status == .movedPermanently)
        #expect(location == "/store-12/weeks/2026-11-16/")
        let (baseStatus, _, baseLocation, _) = try await get("/store-12", from: server)
        #expect(baseStatus == .movedPermanently && baseLocation == "/store-12/")
        let (missing, type, _, body) = try await get("/store-12/no/such/page/", from: server)
        #expect(missing == .notFound)
        #expect(type == "text/html; charset=utf-8")
        #expect(body.contains("<h1>Page not found</h1>"))
        #expect(try await get("/", from: server).0 == .notFound, "nothing is served outside the base path")
    }

    @Test(arguments: [
        "/store-12/../../etc/passwd", "/store-12/%2e%2e/%2e%2e/etc/passwd", "/store-12/..%2f..%2fetc%2fpasswd",
        "/store-12/img/..%5c..%5csecret", "/store-12/%2E%2E/site.yml", "/store-12/./index.html", "/store-12/a%00b",
    ])
    func pathsThatLeaveTheSiteAreRefused(path: String) async throws {
        let (status, _, _, body) = try await get(path, from: try await server())
        #expect(status == .badRequest || status == .notFound)
        #expect(!body.contains("root:"))
    }

    @Test(arguments: [
        "/etc/passwd", "/store-12/site.yml", "/store-12/Content/specials/2026-11-16.json", "/store-12/Templates/",
        "/store-12/Static/img/orange.svg",
    ])
    func onlyBuiltFilesAreServed(path: String) async throws {
        #expect(try await get(path, from: try await server()).0 == .notFound)
    }

    @Test func theBuildItselfNeverCarriesTheReloadScript() async throws {
        let result = try await SitePublisher(site: Self.fixture, options: BuildOptions(now: .day(Day("2026-11-21")!)))
            .render()
        for file in result.files {
            #expect(!String(decoding: file.contents, as: UTF8.self).contains("__specials"), "\(file.path)")
        }
    }

    @Test func aFailedBuildKeepsTheLastGoodSiteAndReportsItsProblems() async throws {
        let server = try await server()
        await server.state.fail("Templates/tile.mustache:1:14: error: template: a section is not closed")
        let (status, _, _, body) = try await get("/store-12/", from: server)
        #expect(status == .ok)
        #expect(body.contains("Specials for the week of"))
        let stream = await server.channel.listen(first: [
            .failure("Templates/tile.mustache:1:14: error: boom\nsecond line")
        ])
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == ": specials preview\nretry: 500\n\n")
        #expect(
            await iterator.next()
                == "event: failure\ndata: Templates/tile.mustache:1:14: error: boom\ndata: second line\n\n")
        await server.channel.send(.reload(generation: 2))
        #expect(await iterator.next() == "event: reload\ndata: 2\n\n")
    }
}

@Suite struct RequestPathTests {
    let files: [String: [UInt8]] = ["index.html": [], "weeks/2026-11-16/index.html": [], "img/a.png": []]

    @Test func resolvesUnderTheBasePath() {
        #expect(RequestPath.resolve("/", basePath: "/", files: files) == .file("index.html"))
        #expect(RequestPath.resolve("/img/a.png?v=2", basePath: "/", files: files) == .file("img/a.png"))
        #expect(
            RequestPath.resolve("/weeks/2026-11-16", basePath: "/", files: files) == .redirect("/weeks/2026-11-16/"))
        #expect(
            RequestPath.resolve("/weeks/2026-11-16/", basePath: "/", files: files)
                == .file("weeks/2026-11-16/index.html"))
        #expect(RequestPath.resolve("/shop/img/a.png", basePath: "/shop/", files: files) == .file("img/a.png"))
        #expect(RequestPath.resolve("/img/a.png", basePath: "/shop/", files: files) == .notFound)
        #expect(RequestPath.resolve("//img/a.png", basePath: "/", files: files) == .refused)
        #expect(RequestPath.resolve("/img/%zz", basePath: "/", files: files) == .refused)
    }
}
