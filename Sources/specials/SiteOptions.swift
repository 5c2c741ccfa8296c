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
    @Option(help: ArgumentHelp(
        "Build as of this day (YYYY-MM-DD) or instant (ISO 8601). Default: $SOURCE_DATE_EPOCH, else the clock.",
        valueName: "date"
    ))
    var now: String?

    @Flag(help: "Include notes marked draft: true.")
    var drafts = false

    func validate() throws {
        if let now, BuildDate.parse(now) == nil {
            throw ValidationError("--now '\(now)' is not a date like 2026-11-16 or an instant like 2026-11-16T00:05:00-05:00")
        }
    }

    func buildOptions() throws -> BuildOptions {
        BuildOptions(now: try BuildClock.now(option: now), drafts: drafts)
    }
}

/// Today for a build: `--now`, else SOURCE_DATE_EPOCH, else the clock.
enum BuildClock {
    static func now(option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> BuildDate {
        if let option, let parsed = BuildDate.parse(option) { return parsed }
        if let epoch = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int(epoch) else {
                throw ValidationError("SOURCE_DATE_EPOCH '\(epoch)' is not a whole number of seconds")
            }
            return .instant(Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
        return .instant(Date())
    }
}
