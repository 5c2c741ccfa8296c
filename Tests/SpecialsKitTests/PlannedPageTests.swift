import Foundation
import SpecialsTestSupport
import Testing

@testable import SpecialsKit

/// A planned page (`RenderedPage`) is rendered when asked for; the build's one publish to disk lets go
/// of what it is made from as it writes it, so that a chain's stores' renderers go store by store.
@Suite struct PlannedPageTests {
    /// What a page is made from: a store's renderer, its contexts.
    final class Plan: Sendable {
        let text: String
        init(_ text: String) { self.text = text }
    }

    /// A planned note page made from a `Plan` that only the page holds, and the script, whose text is at hand.
    func files() -> (files: [OutputFile], plan: () -> Plan?) {
        let plan = Plan("<p>planned</p>")
        weak let watched = plan
        let files = [
            OutputFile(RenderedPage(.note, "a-note", in: "stores/downtown/", making: { plan.text })),
            OutputFile(RenderedPage(.script, "1234567890", text: "script")),
        ]
        return (files, { watched })
    }

    func publish(_ files: [OutputFile], to output: String, releasing: Bool) throws {
        let lock = try BuildLock(output: output, wait: 0)
        _ = try withExtendedLifetime(lock) {
            try DiskSink(output: output).publish(
                files, holdingLockOf: lock, publishedBefore: nil, releasingPages: releasing)
        }
    }

    @Test func thePublishLetsGoOfAPlannedPageOnceWrittenAndKeepsAPageAtHand() throws {
        let sandbox = try Sandbox()
        let (files, plan) = files()
        #expect(files[0].path == "stores/downtown/notes/a-note/index.html")
        // Asked for twice before the publish, rendered twice.
        #expect(files[0].contents == Array("<p>planned</p>".utf8))
        #expect(files[0].contents == Array("<p>planned</p>".utf8))
        #expect(plan() != nil)
        try publish(files, to: sandbox.root + "/public", releasing: true)
        #expect(plan() == nil)
        let written = FileManager.default.contents(atPath: sandbox.root + "/public/" + files[0].path)
        #expect(written.map { String(decoding: $0, as: UTF8.self) } == "<p>planned</p>")
        #expect(files[1].contents == Array("script".utf8))
    }

    @Test func aPublishThatDoesNotReleaseKeepsEveryPageRenderable() throws {
        let sandbox = try Sandbox()
        let (files, plan) = files()
        try publish(files, to: sandbox.root + "/public", releasing: false)
        #expect(plan() != nil)
        #expect(files[0].contents == Array("<p>planned</p>".utf8))
    }
}
