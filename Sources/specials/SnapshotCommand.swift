import ArgumentParser
import Foundation
import SpecialsKit

struct SnapshotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Fetch a feed, validate it as the build would, and save it as a dated snapshot.",
        discussion: """
            Saved as Content/specials/DATE.json (default: the next snapshot_weekday, Monday unless \
            site.yml says otherwise) by writing a temporary file and renaming it. An existing snapshot \
            with different content is kept unless --force. The site folder must exist (specials init \
            makes one). A feed over 5 MiB or more than 5 redirects is refused. Fetch failures and \
            timeouts exit 75, invalid feeds 65, a missing site 66.
            """
    )
    @Argument(help: ArgumentHelp("The feed's http(s) URL.", valueName: "url"))
    var url: String
    @OptionGroup var siteOptions: SiteOptions
    @Option(help: ArgumentHelp("The first day the snapshot applies (YYYY-MM-DD).", valueName: "date"))
    var date: String?
    @Flag(help: "Replace an existing snapshot with different content.")
    var force = false
    @Option(help: ArgumentHelp("Give up on the fetch after this many seconds in all.", valueName: "seconds"))
    var timeout: Double = 30

    func validate() throws {
        guard let parsed = URL(string: url), ["http", "https"].contains(parsed.scheme?.lowercased() ?? ""),
            parsed.host != nil
        else {
            throw ValidationError("'\(url)' is not an http(s) URL")
        }
        guard timeout > 0 else { throw ValidationError("--timeout must be above 0 seconds") }
        if let date, Day(date) == nil {
            throw ValidationError("--date '\(date)' is not a date like 2026-11-23")
        }
    }

    func run() async throws {
        let root = siteOptions.siteRoot
        try await Failure.reporting {
            try SiteFolder.require(root)
            let config = try SiteConfig.load(from: root)
            let day = date.flatMap { Day($0) } ?? Day(Date(), in: config.timeZone).next(weekday: config.snapshotWeekday)
            let bytes = try await fetchFeed()
            let (decision, warnings) = try SnapshotCheck(site: root).check(bytes, source: url, date: day, force: force)
            Console.warnings(warnings)
            let path = SnapshotCheck.path(for: day)
            guard decision == .save else { return print("\(path) is already this feed; nothing to do") }
            try AtomicFile.write(bytes, to: root + "/" + path)
            print("saved \(path)")
        }
    }
}
