import Foundation
import Synchronization
@testable import SpecialsPreview
import SpecialsTestSupport
import Testing

/// The watcher behind `serve`: no edit is lost, whenever it is saved.
@Suite struct SiteWatcherTests {
    @Test func aNoteSavedDuringASlowRebuildIsRebuiltNext() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("---\ntitle: First\n---\n", to: "site/Content/notes/water.md")
        let watcher = SiteWatcher(root: sandbox.path("site"), interval: .milliseconds(20), quiet: .milliseconds(40))
        // Each rebuild reads the note as it starts, then takes 0.8 s, as a large site's does.
        let seen = Mutex<[String]>([])
        let watching = Task {
            try await watcher.watch {
                seen.withLock { $0.append(sandbox.read("site/Content/notes/water.md") ?? "") }
                try? await Task.sleep(for: .milliseconds(800))
            }
        }
        defer { watching.cancel() }
        try await Task.sleep(for: .milliseconds(300))
        try sandbox.write("---\ntitle: Second\n---\n", to: "site/Content/notes/water.md")
        try #require(await Self.wait { seen.withLock { $0.count == 1 } }, "the first save starts a rebuild")
        // Saved 0.3 s into that rebuild, after it read the note.
        try await Task.sleep(for: .milliseconds(300))
        try sandbox.write("---\ntitle: Third, saved mid-rebuild\n---\n", to: "site/Content/notes/water.md")
        #expect(await Self.wait { seen.withLock { $0.last?.contains("Third") == true } }, "rebuilds saw: \(seen.withLock { $0 })")
        #expect(seen.withLock { $0.first?.contains("Second") == true })
    }

    /// serve's first build may take seconds: a note saved during it is rebuilt once watching starts.
    @Test func aNoteSavedDuringTheFirstBuildIsRebuiltNext() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("---\ntitle: First\n---\n", to: "site/Content/notes/water.md")
        let watcher = SiteWatcher(root: sandbox.path("site"), interval: .milliseconds(20), quiet: .milliseconds(40))
        let baseline = watcher.fingerprint()
        // The first build: the note is saved while it runs.
        try await Task.sleep(for: .milliseconds(50))
        try sandbox.write("---\ntitle: Saved during the first build\n---\n", to: "site/Content/notes/water.md")
        let seen = Mutex<[String]>([])
        let watching = Task {
            try await watcher.watch(since: baseline) { seen.withLock { $0.append(sandbox.read("site/Content/notes/water.md") ?? "") } }
        }
        defer { watching.cancel() }
        #expect(await Self.wait { seen.withLock { $0.first?.contains("Saved during the first build") == true } }, "rebuilds: \(seen.withLock { $0 })")
    }

    /// Polls `condition` for up to 30 s: it takes milliseconds, but beside the other suites' builds on a
    /// busy machine the watcher's task waited for a thread past 5 s twice.
    static func wait(_ condition: @Sendable () -> Bool) async -> Bool {
        let end = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < end {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition()
    }
}
