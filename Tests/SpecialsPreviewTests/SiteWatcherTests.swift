import Foundation
import SpecialsTestSupport
import Synchronization
import Testing

@testable import SpecialsPreview

/// The watcher behind `serve`: no edit is lost, whenever it is saved.
///
/// Each test waits for the watcher's rebuilds as they come, not for a time: beside the other suites'
/// builds on a busy 2-core machine the watcher's task has waited for a thread for minutes. Only the
/// suite's time limit ends a wait for a rebuild that never comes.
@Suite(.timeLimit(.minutes(10))) struct SiteWatcherTests {
    @Test func aNoteSavedDuringARebuildIsRebuiltNext() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("---\ntitle: First\n---\n", to: "site/Content/notes/water.md")
        let watcher = SiteWatcher(root: sandbox.path("site"), interval: .milliseconds(20), quiet: .milliseconds(40))
        let baseline = watcher.fingerprint()
        // The first rebuild reads the note, and the note is saved again before it ends.
        let (rebuilds, rebuilt) = AsyncStream.makeStream(of: String.self)
        let count = Mutex(0)
        let watching = Task {
            try await watcher.watch(since: baseline) {
                let note = sandbox.read("site/Content/notes/water.md") ?? ""
                if count.withLock({
                    $0 += 1
                    return $0 == 1
                }) {
                    try? sandbox.write("---\ntitle: Third, saved mid-rebuild\n---\n", to: "site/Content/notes/water.md")
                }
                rebuilt.yield(note)
            }
        }
        defer { watching.cancel() }
        try sandbox.write("---\ntitle: Second\n---\n", to: "site/Content/notes/water.md")
        var seen: [String] = []
        for await note in rebuilds {
            seen.append(note)
            if note.contains("Third") { break }
        }
        #expect(seen.first?.contains("Second") == true, "rebuilds saw: \(seen)")
        #expect(seen.last?.contains("Third") == true, "rebuilds saw: \(seen)")
    }

    /// serve's first build may take seconds: a note saved during it is rebuilt once watching starts.
    @Test func aNoteSavedDuringTheFirstBuildIsRebuiltNext() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("---\ntitle: First\n---\n", to: "site/Content/notes/water.md")
        let watcher = SiteWatcher(root: sandbox.path("site"), interval: .milliseconds(20), quiet: .milliseconds(40))
        let baseline = watcher.fingerprint()
        // The first build: the note is saved while it runs.
        try sandbox.write("---\ntitle: Saved during the first build\n---\n", to: "site/Content/notes/water.md")
        let (rebuilds, rebuilt) = AsyncStream.makeStream(of: String.self)
        let watching = Task {
            try await watcher.watch(since: baseline) {
                rebuilt.yield(sandbox.read("site/Content/notes/water.md") ?? "")
            }
        }
        defer { watching.cancel() }
        var iterator = rebuilds.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first?.contains("Saved during the first build") == true, "first rebuild saw: \(first ?? "none")")
    }

    /// The kernel tells of an edit: with no walk for a minute, a file saved in a folder made after the
    /// watch began (Static/ did not exist) is rebuilt all the same.
    @Test func theKernelTellsOfAnEditInAFolderMadeLater() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("---\ntitle: First\n---\n", to: "site/Content/notes/water.md")
        let watcher = SiteWatcher(root: sandbox.path("site"), interval: .seconds(60), quiet: .milliseconds(40))
        let (rebuilds, rebuilt) = AsyncStream.makeStream(of: String.self)
        let watching = Task {
            try await watcher.watch { rebuilt.yield(sandbox.read("site/Static/css/own.css") ?? "") }
        }
        defer { watching.cancel() }
        var iterator = rebuilds.makeAsyncIterator()
        // The watch has begun once a note's edit is rebuilt: the note is saved until it is.
        let saving = Task {
            while !Task.isCancelled {
                try? sandbox.write("---\ntitle: \(UUID())\n---\n", to: "site/Content/notes/water.md")
                try? await Task.sleep(for: .milliseconds(500))
            }
        }
        _ = await iterator.next()
        saving.cancel()
        _ = await saving.value
        try sandbox.write("p { color: red }", to: "site/Static/css/own.css")
        var seen: [String] = []
        while let css = await iterator.next() {
            seen.append(css)
            if css == "p { color: red }" { break }
        }
        #expect(seen.last == "p { color: red }", "rebuilds saw: \(seen)")
    }

    /// The watcher looks at what the build reads, as the build walks it: a save it sees even with the
    /// size and modification time kept; an editor's hidden swap file, a folder left empty and a file
    /// outside the input folders are no change.
    @Test func aChangeIsWhatTheBuildWouldReadDifferently() throws {
        let sandbox = try Sandbox()
        try sandbox.write("---\ntitle: First\n---\n", to: "site/Content/notes/water.md")
        try sandbox.write("title: Shop\n", to: "site/site.yml")
        let watcher = SiteWatcher(root: sandbox.path("site"))
        let before = watcher.fingerprint()
        #expect(before.keys.sorted() == ["Content/notes/water.md", "site.yml"])
        try sandbox.write("swap", to: "site/Content/notes/.water.md.swp")
        try FileManager.default.createDirectory(
            atPath: sandbox.path("site/Content/empty"), withIntermediateDirectories: true)
        try sandbox.write("notes", to: "site/notes.txt")
        #expect(watcher.fingerprint() == before)
        // The same size, the modification time set back: the change time still tells.
        let path = sandbox.path("site/Content/notes/water.md")
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
        try sandbox.write("---\ntitle: Frist\n---\n", to: "site/Content/notes/water.md")
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        #expect(watcher.fingerprint() != before)
    }
}
