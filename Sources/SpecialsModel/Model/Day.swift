import Foundation

/// A calendar date without a time or a time zone: a snapshot's first day, a note's date.
public struct Day: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public var year: Int
    public var month: Int
    public var day: Int

    /// Parses `YYYY-MM-DD`, rejecting dates that do not exist (2026-02-30).
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
        guard let date = Self.calendar.date(from: components), Day(date, in: Self.utc) == self else { return nil }
    }

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date it is at `instant` in `timeZone`.
    package init(_ instant: Date, in timeZone: TimeZone) {
        var calendar = Self.calendar
        calendar.timeZone = timeZone
        self.init(
            year: calendar.component(.year, from: instant), month: calendar.component(.month, from: instant),
            day: calendar.component(.day, from: instant))
    }

    public static func < (lhs: Day, rhs: Day) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// "2026-11-16". Built by hand: every page and sitemap entry needs one, and `String(format:)`
    /// parses its format each time.
    public var description: String {
        guard year >= 0 else { return String(format: "%04d-%02d-%02d", year, month, day) }
        func padded(_ value: Int, to width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, to: 4))-\(padded(month, to: 2))-\(padded(day, to: 2))"
    }

    package func adding(days: Int) -> Day {
        // Every day in UTC is 86,400 seconds long.
        Day(startInUTC.addingTimeInterval(TimeInterval(days) * 86_400), in: Self.utc)
    }

    /// 1 = Sunday ... 7 = Saturday.
    package var weekday: Int {
        Self.calendar.component(.weekday, from: startInUTC)
    }

    /// Midnight at the start of this day in `timeZone`.
    package func start(in timeZone: TimeZone) -> Date {
        var calendar = Self.calendar
        calendar.timeZone = timeZone
        return calendar.date(from: components)!
    }

    /// "November 16, 2026" in en_US, "16. November 2026" in de_DE.
    package func formatted(locale: Locale) -> String {
        startInUTC.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: Self.utc))
    }

    /// The days from this one through `last` as `locale` writes a range: "November 16 – 22, 2026" in
    /// en_US, "16.–22. November 2026" in de_DE.
    ///
    /// Worked out once per build for every page that names the range (each week page, item page and
    /// Atom entry of every store: 4% of a chain's weekly build).
    package func formatted(through last: Day, locale: Locale) -> String {
        Self.ranges.value("\(self) \(last) \(locale.identifier)") {
            var calendar = Self.calendar
            calendar.locale = locale
            let style = Date.IntervalFormatStyle(
                date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: Self.utc)
            return (startInUTC..<last.startInUTC).formatted(style)
        }
    }

    private static let ranges = Memo<String, String>()

    private var components: DateComponents {
        DateComponents(year: year, month: month, day: day)
    }

    private var startInUTC: Date { start(in: Self.utc) }

    package static let utc = TimeZone.gmt
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar
    }()
}

extension Day {
    /// The days from `earlier` to this day: 7 from one Monday to the next.
    package func days(since earlier: Day) -> Int {
        // Every day in UTC is 86,400 seconds long.
        Int((start(in: Self.utc).timeIntervalSince(earlier.start(in: Self.utc)) / 86_400).rounded())
    }
}
