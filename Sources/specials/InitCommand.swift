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

    /// Where the store is, from --locale and the tz database's zone list.
    private var place: SiteSkeleton.Place? {
        SiteSkeleton.Place(
            locale: locale, zones: (try? String(contentsOfFile: "/usr/share/zoneinfo/zone.tab", encoding: .utf8)) ?? "")
    }

    func run() throws {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        let place = place ?? .us
        let own = TimeZone(identifier: place.timeZone) ?? SiteConfig().timeZone
        // A chain's week is dated in its westernmost store's zone, so that it is live in every store.
        let zone = chain ? TimeZone(identifier: SiteSkeleton.chainLatestZone) ?? own : own
        let config = SiteConfig()
        let week = try BuildClock.now(option: now).day(in: zone).previous(weekday: config.snapshotWeekday)
        try Failure.reporting {
            let existing = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            guard existing.isEmpty else { throw SpecialsError(.output, "is not empty; choose a new folder", at: root) }
            for file in chain
                ? SiteSkeleton.chainFiles(week: week, place: place) : SiteSkeleton.files(week: week, place: place)
            {
                try AtomicFile.write(Array(file.text.utf8), to: root + "/" + file.path)
            }
        }
        print(
            "created \(root) with the week of \(week) (\(place.locale), \(place.currency), \(place.timeZone)); next: cd \(folder) && specials build"
        )
        let language = Words.Language(place.locale)
        if !Words.Language.allCases.contains(language) {
            print(
                "the theme speaks en, de, fr and es; for \(language): mkdir -p i18n && specials words --locale \(place.locale) > i18n/\(language).yml, then translate it"
            )
        }
    }
}
