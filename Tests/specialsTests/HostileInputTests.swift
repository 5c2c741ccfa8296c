import Foundation
import SpecialsTestSupport
import Testing

/// Every hostile case: the feeds', the notes' and the site files'.
let hostileCases = HostileFeedTests.cases + HostileNoteTests.cases + HostileSiteFileTests.cases

@Suite struct HostileInputTests {
    /// The preview shows the same problems over its pages and in the terminal.
    @Test(arguments: hostileCases.filter(\.serve))
    func servePrintsWhatBuildPrints(_ hostile: HostileCase) throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        try sandbox.write("---\ntitle: Water\ndate: 2026-11-16\n---\nBody.\n", to: "site/" + notePath)
        try hostile.apply(to: site)
        let build = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        let diagnostics = build.stderr.split(separator: "\n").dropLast().joined(separator: "\n")
        let serve = try Child(Binary.path, ["serve", "--site", site, "--port", "0", "--now", "2026-11-21"])
        #expect(serve.errors.wait(for: "no good build yet") != nil, "\(serve.errors.current)")
        #expect(
            serve.errors.current.hasPrefix(diagnostics + "\n"),
            "serve printed:\n\(serve.errors.current)\nbuild printed:\n\(build.stderr)")
    }

    @Test func theCorpusIsLarge() {
        #expect(hostileCases.count >= 60)
        #expect(hostileCases.filter(\.serve).count >= 6)
    }
}
