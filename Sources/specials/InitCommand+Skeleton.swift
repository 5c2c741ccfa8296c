import Foundation
import SpecialsKit

extension InitCommand {
    /// Where the store is, from --locale and the tz database's zone list.
    var place: SiteSkeleton.Place? {
        SiteSkeleton.Place(
            locale: locale, zones: (try? String(contentsOfFile: "/usr/share/zoneinfo/zone.tab", encoding: .utf8)) ?? "")
    }

    /// The sample week: the last snapshot weekday on or before --now, in the store's zone, or for a chain in
    /// its westernmost store's, so that the week is live in every store.
    func week(at place: SiteSkeleton.Place) throws -> Day {
        let own = TimeZone(identifier: place.timeZone) ?? SiteConfig().timeZone
        let zone = chain ? TimeZone(identifier: SiteSkeleton.chainLatestZone) ?? own : own
        return try BuildClock.now(option: now).day(in: zone).previous(weekday: SiteConfig().snapshotWeekday)
    }

    /// What `init` prints once the folder is made: what it holds and the next step, and for a language the
    /// theme does not speak, how to translate its words.
    func report(root: String, week: Day, place: SiteSkeleton.Place) -> [String] {
        var lines = [
            "created \(root) with the week of \(week) (\(place.locale), \(place.currency), \(place.timeZone)); next: cd \(folder) && specials build"
        ]
        let language = Words.Language(place.locale)
        if !Words.Language.allCases.contains(language) {
            lines.append(
                "the theme speaks en, de, fr and es; for \(language): mkdir -p i18n && specials words --locale \(place.locale) > i18n/\(language).yml, then translate it"
            )
        }
        return lines
    }
}
