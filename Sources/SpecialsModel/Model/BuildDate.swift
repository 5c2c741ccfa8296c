import Foundation

/// A calendar day, or an instant read in the site's time zone: when a build happens, when a note is dated.
public enum BuildDate: Sendable, Equatable {
    case day(Day)
    case instant(Date)

    /// The day it is in `timeZone`: the day itself, or the instant's day there.
    public func day(in timeZone: TimeZone) -> Day {
        switch self {
        case .day(let day): day
        case .instant(let instant): Day(instant, in: timeZone)
        }
    }

    /// "2026-11-16"; an RFC 3339 date-time ("2026-11-16T09:30:00-05:00", "...Z"); or a YAML timestamp
    /// ("2026-11-16 09:30:00 -5", "2026-11-16t09:30:00.10-05:00"). A time without a zone is the site's
    /// own, so its day is the date written.
    public static func parse(_ text: String) -> BuildDate? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let day = Day(trimmed) { return .day(day) }
        let pattern =
            /^(\d{4}-\d{2}-\d{2})(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?[ \t]*(?:(Z|z)|([+-])(\d{1,2})(?::?(\d{2}))?)?$/
        guard let match = trimmed.wholeMatch(of: pattern), let day = Day(match.1),
            let hour = Int(match.2), let minute = Int(match.3), hour < 24, minute < 60
        else { return nil }
        let second = match.4.flatMap { Int($0) } ?? 0
        guard second < 61 else { return nil }
        let offset: Int
        if match.5 != nil {
            offset = 0
        } else if let sign = match.6, let hours = Int(match.7 ?? "") {
            let minutes = match.8.flatMap { Int($0) } ?? 0
            guard hours < 24, minutes < 60 else { return nil }
            offset = (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
        } else {
            return .day(day)
        }
        let seconds = hour * 3600 + minute * 60 + second - offset
        return .instant(day.start(in: Day.utc).addingTimeInterval(TimeInterval(seconds)))
    }
}
