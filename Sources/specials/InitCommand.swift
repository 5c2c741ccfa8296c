import ArgumentParser
import Foundation
import SpecialsKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new site folder that builds at once.",
        discussion:
            "It holds site.yml, this week's sample feed, a note with a comparison and an image; with --chain, stores.yml and each region's feed."
    )

    @Argument(help: ArgumentHelp("The new folder; it must not exist or be empty.", valueName: "dir"))
    var folder: String

    @Flag(help: "Start a chain: three stores in two regions, with a store picker.")
    var chain = false

    @Option(
        help: ArgumentHelp(
            "Date the sample week as of this day (YYYY-MM-DD). Default: $SOURCE_DATE_EPOCH, else the clock.",
            valueName: "date"))
    var now: String?

    @Option(
        help: ArgumentHelp(
            "The store's locale: its language, and its country's currency, time zone and unit pricing.",
            valueName: "locale"))
    var locale = "en_US"

    func validate() throws {
        if let now, BuildDate.parse(now) == nil {
            throw ValidationError("--now '\(now)' is not a date like 2026-11-16")
        }
        guard KnownLocale.isKnown(locale), place != nil else {
            throw ValidationError("--locale '\(locale)' is not a locale with a country, like de_DE or en_US")
        }
    }

    func run() throws {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        let place = place ?? .us
        let week = try self.week(at: place)
        try Failure.reporting {
            let existing = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            guard existing.isEmpty else { throw SpecialsError(.output, "is not empty; choose a new folder", at: root) }
            for file in chain
                ? SiteSkeleton.chainFiles(week: week, place: place) : SiteSkeleton.files(week: week, place: place)
            {
                try AtomicFile.write(Array(file.text.utf8), to: root + "/" + file.path)
            }
        }
        report(root: root, week: week, place: place).forEach { print($0) }
    }
}
