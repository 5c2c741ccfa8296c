import Foundation
import SpecialsKit

/// Notices changes under a site's Content/, Templates/, Static/ and site.yml by polling their
/// modification times and sizes, and reports a change once the files have been quiet for a moment,
/// so an editor saving ten files at once causes one rebuild.
package struct SiteWatcher: Sendable {
    package var root: String
    /// How often to look.
    package var interval: Duration
    /// How long the files must stay unchanged before a change is reported.
    package var quiet: Duration

    package init(root: String, interval: Duration = .milliseconds(50), quiet: Duration = .milliseconds(100)) {
        self.root = root
        self.interval = interval
        self.quiet = quiet
    }

    static let watched = SitePaths.inputs

    /// Path -> (modification time, size) of every watched file.
    func fingerprint() -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        let manager = FileManager.default
        for name in Self.watched {
            let top = root + "/" + name
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: top, isDirectory: &isFolder) else { continue }
            let paths = isFolder.boolValue ? (manager.enumerator(atPath: top)?.allObjects as? [String] ?? []).map { top + "/" + $0 } : [top]
            for path in paths {
                guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                result[path] = [modified, Double((attributes[.size] as? NSNumber)?.intValue ?? 0)]
            }
        }
        return result
    }

    /// Calls `rebuild` after every settled change until cancelled. What a rebuild sees is compared
    /// with the files as they were before it started, so a file saved while it runs is rebuilt next;
    /// `since` is the files as they were before the first build started (taken now when nil).
    package func watch(since baseline: [String: [Double]]? = nil, rebuild: @Sendable () async -> Void) async throws {
        var seen = baseline ?? fingerprint()
        while true {
            seen = try await change(after: seen)
            await rebuild()
        }
    }

    /// Waits until the files differ from `seen` and then stay quiet; returns them as they settled.
    func change(after seen: [String: [Double]]) async throws -> [String: [Double]] {
        while true {
            let current = fingerprint()
            guard current != seen else {
                try await Task.sleep(for: interval)
                continue
            }
            // Changed: wait until nothing has changed for `quiet`.
            var settled = current
            var stableSince = ContinuousClock.now
            while ContinuousClock.now - stableSince < quiet {
                try await Task.sleep(for: interval)
                let next = fingerprint()
                if next != settled {
                    settled = next
                    stableSince = ContinuousClock.now
                }
            }
            return settled
        }
    }
}
