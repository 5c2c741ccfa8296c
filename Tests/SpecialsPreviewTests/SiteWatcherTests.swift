import Foundation
import SpecialsTestSupport
import Synchronization
import Testing

@testable import SpecialsPreview

/// The watcher behind `serve`: no edit is lost, whenever it is saved.
@Suite struct SiteWatcherTests {
    @Test func aNoteSavedDuringARebuildIsRebuiltNext() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("---\ntitle: First\n---\n", to: "site/Content/notes/water.md")
        let watcher = SiteWatcher(root: sandbox.path("site"), interval: .milliseconds(20), quiet: .milliseconds(40))
        let baseline = watcher.fingerprint()
        // The first rebuild reads the note, and the note is saved again before it ends.
        let seen = Mutex<[String]>([])
        let watching = Task {
            try await watcher.watch(since: baseline) {
                let note = sandbox.read("site/Content/notes/water.md") ?? ""
                if seen.withLock({
                    $0.append(note)
                    return $0.count == 1
                }) {
                    try? sandbox.write("---\ntitle: Third, saved mid-rebuild\n---\n", to: "site/Content/notes/water.md")
                }
            }
        }
        defer { watching.cancel() }
        try sandbox.write("---\ntitle: Second\n---\n", to: "site/Content/notes/water.md")
        #expect(
            await Self.wait { seen.withLock { $0.last?.contains("Third") == true } },
            "rebuilds saw: \(seen.withLock { $0 })")
        #expect(seen.withLock { $0.first?.contains("Second") == true })
    }

    /// serve's first build may take seconds: a note saved during it is rebuilt once watching starts.
    @Test func aNoteSavedDuringTheFirstBuildIsRebuiltNext() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("---\ntitle: First\n---\n", to: "site/Content/notes/water.md")
        let watcher = SiteWatcher(root: sandbox.path("site"), interval: .milliseconds(20), quiet: .milliseconds(40))
        let baseline = watcher.fingerprint()
        // The first build: the note is saved while it runs.
        try sandbox.write("---\ntitle: Saved during the first build\n---\n", to: "site/Content/notes/water.md")
        let seen = Mutex<[String]>([])
        let watching = Task {
            try await watcher.watch(since: baseline) {
                seen.withLock { $0.append(sandbox.read("site/Content/notes/water.md") ?? "") }
            }
        }
        defer { watching.cancel() }
        #expect(
            await Self.wait { seen.withLock { $0.first?.contains("Saved during the first build") == true } },
            "rebuilds: \(seen.withLock { $0 })")
    }

    /// The kernel tells of an edit: with no walk for a minute, a file saved in a folder made after the
    /// watch began (Static/ did not exist) is rebuilt all the same.
    @Test func theKernelTellsOfAnEditInAFolderMadeLater() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("---\ntitle: First\n---\n", to: "site/Content/notes/water.md")
        let watcher = SiteWatcher(root: sandbox.path("site"), interval: .seconds(60), quiet: .milliseconds(40))
        let rebuilds = Mutex<[String]>([])
        let watching = Task {
            try await watcher.watch { rebuilds.withLock { $0.append(sandbox.read("site/Static/css/own.css") ?? "") } }
        }
        defer { watching.cancel() }
        // The watch has begun once a note's edit is rebuilt.
        while rebuilds.withLock({ $0.isEmpty }) {
            try sandbox.write("---\ntitle: \(UUID())\n---\n", to: "site/Content/notes/water.md")
            guard await Self.wait(upTo: .seconds(1), { !rebuilds.withLock { $0.isEmpty } }) else { continue }
        }
        try sandbox.write("p { color: red }", to: "site/Static/css/own.css")
        #expect(
            await Self.wait { rebuilds.withLock { $0.contains("p { color: red }") } },
            "rebuilds: \(rebuilds.withLock { $0 })")
    }

    /// Polls `condition` for up to 120 s: it takes milliseconds, but beside the other suites' builds on
    /// a busy machine the watcher's task waited for a thread past 30 s.
    static func wait(upTo limit: Duration = .seconds(120), _ condition: @Sendable () -> Bool) async -> Bool {
        let end = ContinuousClock.now + limit
        while ContinuousClock.now < end {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition()
    }
}
