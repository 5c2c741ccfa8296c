import Foundation
import SpecialsTestSupport
import Testing

/// `specials serve` on `site` at a free port: the process and its base URL.
func startPreview(_ site: String) throws -> (Child, String) {
    let serve = try Child(Binary.path, ["serve", "--site", site, "--port", "0", "--now", "2026-11-21"])
    let ready = try #require(serve.output.wait(for: "(Ctrl-C stops it)"), "stderr: \(serve.errors.current)")
    let port = try #require(serve.output.current.prefix(ready).firstMatch(of: /127\.0\.0\.1:(\d+)\//)?.1)
    return (serve, "http://127.0.0.1:\(port)")
}

@Suite(.serialized) struct ServeCommandTests {
    func writeNote(_ site: String, title: String) throws {
        try FileManager.default.createDirectory(atPath: site + "/Content/notes", withIntermediateDirectories: true)
        try "---\ntitle: \(title)\ndate: 2026-11-16\n---\nBody.\n".write(
            toFile: site + "/Content/notes/news.md", atomically: true, encoding: .utf8)
    }

    @Test func editsReloadPagesFailuresShowAndTheNextGoodBuildClearsThem() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        try writeNote(site, title: "First title")
        let (serve, base) = try startPreview(site)

        #expect(try Command.curl(base + "/notes/news/").body.contains("<h1>First title</h1>"))
        #expect(!FileManager.default.fileExists(atPath: site + "/public"), "serve never writes public/")

        let events = try Child("/usr/bin/env", ["curl", "-s", "-N", base + "/__specials/events"])
        #expect(events.output.wait(for: ": specials preview") != nil)

        // An edit: one reload event, and the new page served.
        try writeNote(site, title: "Second title")
        let reloaded = try #require(
            events.output.wait(for: "event: reload\ndata: 2\n\n"), "events: \(events.output.current)")
        #expect(try Command.curl(base + "/notes/news/").body.contains("<h1>Second title</h1>"))

        // A broken template: the problem reaches the page; the last good site stays served.
        try FileManager.default.createDirectory(atPath: site + "/Templates", withIntermediateDirectories: true)
        try "<li>{{#name}}".write(toFile: site + "/Templates/tile.mustache", atomically: true, encoding: .utf8)
        let failed = try #require(
            events.output.wait(
                for:
                    "event: failure\ndata: Templates/tile.mustache:1:14: error: template: a section is not closed: end it with {{/name}}\n",
                after: reloaded))
        #expect(serve.errors.wait(for: "the last good build is still served") != nil)
        #expect(try Command.curl(base + "/notes/news/").body.contains("<h1>Second title</h1>"))

        // Fixed: the next good build reloads the pages, which clears the overlay.
        try FileManager.default.removeItem(atPath: site + "/Templates/tile.mustache")
        #expect(events.output.wait(for: "event: reload\ndata: 3\n\n", after: failed) != nil)

        // Ctrl-C stops it cleanly, even with a page listening.
        kill(serve.process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        while serve.process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        try #require(!serve.process.isRunning, "Ctrl-C stops the preview")
        #expect(serve.process.terminationStatus == 0)
    }

    @Test func statusesTypesAndTraversal() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        let (serve, base) = try startPreview(site)
        withExtendedLifetime(serve) {}
        #expect(try Command.curl(base + "/").status == 200)
        let missing = try Command.curl(base + "/nowhere/")
        #expect(missing.status == 404)
        #expect(missing.body.contains("<h1>Page not found</h1>"))
        for path in [
            "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd", "/%2E%2E/Content/specials/2026-11-16.json",
        ] {
            let refused = try Command.curl(base + path)
            #expect(refused.status == 400, "\(path)")
            #expect(!refused.body.contains("root:"))
        }
    }

    @Test func thePreviewStartsFromTheLayoutsTheSitesBuildsSaved() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        #expect(try Binary.run(["build", "--site", site, "--now", "2026-11-21"]).status == 0)
        // The saved layout of the feed's two tiles, changed to one the packer would not make (the eggs first).
        let cache = site + "/.specials-cache/layouts.json"
        let saved = try String(contentsOfFile: cache, encoding: .utf8)
        try saved.replacingOccurrences(of: "[[0,0],[8,0]]", with: "[[8,0],[0,0]]").write(
            toFile: cache, atomically: true, encoding: .utf8)
        let (serve, base) = try startPreview(site)
        withExtendedLifetime(serve) {}
        let page = try Command.curl(base + "/").body
        let sheet = try #require(page.firstMatch(of: /href="(assets\/week\.[0-9a-f]+\.css)"/)).1
        #expect(
            try Command.curl(base + "/" + sheet).body.contains("--c0:9/span 8;--r0:1/span 8"),
            "the oranges where the kept layout put them")
    }

    @Test func aLinkOutOfTheSiteIsNeitherPublishedNorServed() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        try FileManager.default.createDirectory(atPath: site + "/Static", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site + "/Static/passwd", withDestinationPath: "/etc/passwd")
        let build = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(build.status == 65)
        #expect(
            build.stderr.hasPrefix(
                "Static/passwd: error: links to a file outside the site folder; copy it into Static/ instead\n"))
        let (serve, base) = try startPreview(site)
        // No build has succeeded: every path is the page of problems, never the linked file.
        let refused = try Command.curl(base + "/passwd")
        #expect(refused.status == 503)
        #expect(
            refused.body.contains("Static/passwd: error: links to a file outside the site folder")
                && !refused.body.contains("root:"))
        #expect(serve.errors.wait(for: "Static/passwd: error: links to a file outside the site folder") != nil)
        #expect(
            serve.errors.wait(
                for: "no good build yet: every page shows these problems and reloads when the site builds") != nil)
        // A link that stays inside the site is fine.
        try FileManager.default.removeItem(atPath: site + "/Static/passwd")
        try "inside".write(toFile: site + "/Content/inside.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: site + "/Static/inside.txt", withDestinationPath: site + "/Content/inside.txt")
        #expect(try Binary.run(["build", "--site", site, "--now", "2026-11-21"]).status == 0)
        #expect(FileManager.default.contents(atPath: site + "/public/inside.txt") == Data("inside".utf8))
    }

    @Test func aPortInUseExits75() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        let (first, base) = try startPreview(site)
        let port = base.split(separator: ":").last!
        let second = try Binary.run(["serve", "--site", site, "--port", String(port), "--now", "2026-11-21"])
        #expect(second.status == 75)
        #expect(
            second.stderr.hasSuffix(
                "127.0.0.1:\(port): error: the port is in use; stop what uses it or pick another with --port\n"))
        #expect(try Binary.run(["serve", "--site", "/nonexistent-site"]).status == 66)
        withExtendedLifetime(first) {}
    }
}
