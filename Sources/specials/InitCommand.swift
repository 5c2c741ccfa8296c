import ArgumentParser
import Foundation
import SpecialsKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new site folder that builds at once.",
        discussion: "It holds site.yml, this week's sample feed, a note with a comparison and an image; with --chain, stores.yml and each region's feed."
    )

    @Argument(help: ArgumentHelp("The new folder; it must not exist or be empty.", valueName: "dir"))
    var folder: String

    @Flag(help: "Start a chain: three stores in two regions, with a store picker.")
    var chain = false

    @Option(help: ArgumentHelp("Date the sample week as of this day (YYYY-MM-DD). Default: $SOURCE_DATE_EPOCH, else the clock.", valueName: "date"))
    var now: String?

    func validate() throws {
        if let now, BuildDate.parse(now) == nil { throw ValidationError("--now '\(now)' is not a date like 2026-11-16") }
    }

    func run() throws {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        let config = SiteConfig()
        // A chain's week is dated in its westernmost store's zone, so that it is live in every store.
        let zone = chain ? TimeZone(identifier: SiteSkeleton.chainLatestZone) ?? config.timeZone : config.timeZone
        let week = try BuildClock.now(option: now).day(in: zone).previous(weekday: config.snapshotWeekday)
        try Failure.reporting {
            let existing = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            guard existing.isEmpty else { throw SpecialsError(.output, "is not empty; choose a new folder", at: root) }
            for file in chain ? SiteSkeleton.chainFiles(week: week) : SiteSkeleton.files(week: week) {
                try AtomicFile.write(Array(file.text.utf8), to: root + "/" + file.path)
            }
        }
        print("created \(root) with the week of \(week); next: cd \(folder) && specials build")
    }
}
