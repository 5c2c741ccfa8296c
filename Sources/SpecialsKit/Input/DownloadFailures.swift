import Foundation

/// Remote images that could not be downloaded, remembered in the image cache (`failures.json`) so that
/// a dead host does not cost every nightly build its whole deadline again. After a URL's first failure
/// it is not tried for 20 hours, after each further one twice as long, at most a week; one success and
/// it is forgotten.
struct DownloadFailures {
    struct Entry: Codable, Equatable {
        /// Failures in a row.
        var count: Int
        /// When the last one was, in seconds since 1970.
        var last: Double
        var reason: String
    }

    static let file = "failures.json"
    static let firstWait: Double = 20 * 3600
    static let longestWait: Double = 7 * 24 * 3600

    private(set) var entries: [String: Entry] = [:]
    private(set) var changed = false

    /// The failures saved in `bytes`; none when they are missing or damaged.
    static func read(_ bytes: [UInt8]) -> DownloadFailures {
        var failures = DownloadFailures()
        failures.entries = (try? JSONDecoder().decode([String: Entry].self, from: Data(bytes))) ?? [:]
        return failures
    }

    var bytes: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return Array((try? encoder.encode(entries)) ?? Data("{}".utf8))
    }

    /// When `url` is tried again, if it failed before.
    func retry(_ url: String) -> Date? {
        entries[url].map { entry in
            Date(
                timeIntervalSince1970: entry.last
                    + min(Self.longestWait, Self.firstWait * pow(2, Double(entry.count - 1))))
        }
    }

    /// Whether `url` is still waiting at `now`.
    func waits(for url: String, at now: Date) -> Bool {
        retry(url).map { now < $0 } ?? false
    }

    /// "it failed on 2026-11-24 02:05 UTC (the server answered 404 Not Found), so it is tried again
    /// after 2026-11-24 22:05 UTC"; "it failed 3 times in a row, last on ...".
    func explanation(for url: String) -> String {
        guard let entry = entries[url], let retry = retry(url) else { return "it failed before" }
        let format = Date.ISO8601FormatStyle(timeZone: Day.utc).year().month().day().dateSeparator(
            .dash
        )
        .time(includingFractionalSeconds: false).timeSeparator(.colon)
        func text(_ date: Date) -> String {
            date.formatted(format).replacingOccurrences(of: "T", with: " ").dropLast(3) + " UTC"
        }
        let when = text(Date(timeIntervalSince1970: entry.last))
        let failed =
            entry.count == 1 ? "it failed on \(when)" : "it failed \(entry.count) times in a row, last on \(when)"
        return "\(failed) (\(entry.reason)), so it is tried again after \(text(retry))"
    }

    mutating func note(_ url: String, reason: String, at now: Date) {
        entries[url] = Entry(count: (entries[url]?.count ?? 0) + 1, last: now.timeIntervalSince1970, reason: reason)
        changed = true
    }

    mutating func forget(_ url: String) {
        if entries.removeValue(forKey: url) != nil { changed = true }
    }
}
