import ArgumentParser
import Foundation
import SpecialsKit

/// Options every command that reads a site folder shares.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The site folder.", valueName: "dir"))
    var site: String = "."

    /// The site folder as an absolute path without a trailing slash.
    var siteRoot: String {
        URL(fileURLWithPath: site).standardizedFileURL.path
    }
}

/// Options that decide what a build includes.
struct PublishOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Build as of this day (YYYY-MM-DD) or instant (ISO 8601). Default: $SOURCE_DATE_EPOCH, else the clock.",
            valueName: "date"
        ))
    var now: String?

    @Flag(help: "Include notes marked draft: true.")
    var drafts = false

    @Option(help: ArgumentHelp("A chain's store to build alone (its id in stores.yml).", valueName: "id"))
    var store: String?

    @Option(
        help: ArgumentHelp(
            "A stable, disjoint share of a chain's stores: K of N (1/4 ... 4/4), for N parallel jobs.", valueName: "K/N"
        ))
    var shard: String?

    func validate() throws {
        if let now, BuildDate.parse(now) == nil {
            throw ValidationError(
                "--now '\(now)' is not a date like 2026-11-16 or an instant like 2026-11-16T00:05:00-05:00")
        }
        if store != nil, shard != nil { throw ValidationError("--store and --shard pick stores two ways; give one") }
        if let shard, Self.shard(shard) == nil {
            throw ValidationError("--shard '\(shard)' is not K/N with 1 <= K <= N <= 1000, like 2/4")
        }
    }

    /// "2/4" -> (2, 4).
    static func shard(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], (1...1000).contains(count),
            (1...count).contains(index)
        else { return nil }
        return (index, count)
    }

    func buildOptions() throws -> BuildOptions {
        let selection: StoreSelection =
            if let store { .store(store) } else if let (index, count) = shard.flatMap(Self.shard) {
                .shard(index, of: count)
            } else { .all }
        return BuildOptions(now: try BuildClock.now(option: now), drafts: drafts, selection: selection)
    }
}
