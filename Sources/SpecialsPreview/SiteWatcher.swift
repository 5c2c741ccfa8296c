import Foundation
import SpecialsKit

/// Notices changes under a site's Content/, Templates/, Static/ and site.yml by their files' statuses,
/// and reports a change once the files have been quiet for a moment, so an editor saving ten files at
/// once causes one rebuild. The files are walked when the kernel says something changed
/// (`FolderEvents`), and every `interval` where it cannot say (or a change it missed, on a network
/// folder); the waiting is done off the cooperative pool.
package struct SiteWatcher: Sendable {
    package var root: String
    /// How often to look.
    package var interval: Duration
    /// How long the files must stay unchanged before a change is reported.
    package var quiet: Duration

    package init(root: String, interval: Duration = .seconds(2), quiet: Duration = .milliseconds(100)) {
        self.root = root
        self.interval = interval
        self.quiet = quiet
    }

    static let watched = SitePaths.inputs

    /// Each input file's status, by its path in the site, as the build's walk finds the inputs (links
    /// resolved, hidden files left out): a save changes its size, times or inode. A file the build
    /// could not read is looked at too, so making it readable is a change.
    package typealias Fingerprint = [String: FileStatus]

    func fingerprint() -> Fingerprint {
        let fileSystem = FileSystem.live
        guard let walk = try? SiteInputs.walk(site: root, fileSystem: fileSystem) else { return [:] }
        var result: Fingerprint = [:]
        for path in walk.paths + walk.problems.map(\.file) {
            result[path] = fileSystem.status(root + "/" + path)
        }
        return result
    }

    /// Calls `rebuild` after every settled change until cancelled. What a rebuild sees is compared
    /// with the files as they were before it started, so a file saved while it runs is rebuilt next;
    /// `since` is the files as they were before the first build started (taken now when nil).
    package func watch(since baseline: Fingerprint? = nil, rebuild: @Sendable () async -> Void) async throws {
        #if canImport(Glibc)
        let events = FolderEvents(root: root, names: Self.watched)
        #else
        let events: Never? = nil
        #endif
        var seen = try await onThreadOfItsOwn { baseline ?? fingerprint() }
        while true {
            seen = try await change(after: seen, events: events)
            await rebuild()
        }
    }

    #if canImport(Glibc)
    typealias Events = FolderEvents
    #else
    typealias Events = Never
    #endif

    /// Waits until the files differ from `seen` and then stay quiet; returns them as they settled.
    func change(after seen: Fingerprint, events: Events?) async throws -> Fingerprint {
        while true {
            let current = try await onThreadOfItsOwn { fingerprint() }
            guard current != seen else {
                try await next(events, within: interval)
                continue
            }
            // Changed: wait until the files stay as they are for `quiet` (an editor saving ten files
            // at once causes one rebuild). The walks decide, not the kernel's word.
            var settled = current
            while true {
                try await Task.sleep(for: quiet)
                let now = try await onThreadOfItsOwn { fingerprint() }
                if now == settled { return settled }
                settled = now
            }
        }
    }

    /// Waits for the kernel's word of a change, or `within` without one (then false); where it cannot
    /// tell, `within` passes and the files are looked at as if it had.
    @discardableResult
    private func next(_ events: Events?, within wait: Duration) async throws -> Bool {
        try Task.checkCancellation()
        #if canImport(Glibc)
        if let events {
            // In slices, so that a cancelled watch ends soon.
            let end = ContinuousClock.now + wait
            while ContinuousClock.now < end {
                let slice = min(end - ContinuousClock.now, .milliseconds(250))
                if try await onThreadOfItsOwn({ events.wait(timeout: slice) }) { return true }
                try Task.checkCancellation()
            }
            return false
        }
        #endif
        try await Task.sleep(for: wait)
        return true
    }
}

/// Runs blocking work (a walk of the inputs, a wait for the kernel) on a thread of its own, neither one
/// of Swift's cooperative pool nor one of Dispatch's: the build's stages fill Dispatch's threads with
/// work for every core, and a watcher queued behind them would see an edit seconds late.
func onThreadOfItsOwn<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try work() })
        }
    }
}
