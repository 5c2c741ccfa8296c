import Foundation
import Testing

@testable import SpecialsKit

@Suite struct DayTests {
    @Test(arguments: [
        (Day(year: 2026, month: 11, day: 16), "2026-11-16"),
        (Day(year: 2027, month: 1, day: 4), "2027-01-04"),
        (Day(year: 987, month: 3, day: 9), "0987-03-09"),
    ])
    func descriptionIsISO8601(day: Day, text: String) {
        #expect(day.description == text)
        #expect(Day(text) == day)
    }

    @Test func yearsOutsideFourDigitsKeepEveryDigit() {
        #expect(Day(year: 12345, month: 12, day: 31).description == "12345-12-31")
        #expect(Day(year: -5, month: 1, day: 2).description == "-005-01-02")
    }

    @Test func labelsFollowTheLocale() {
        let day = Day(year: 2026, month: 11, day: 16)
        #expect(day.formatted(locale: Locale(identifier: "en_US")) == "November 16, 2026")
        #expect(day.formatted(locale: Locale(identifier: "de_DE")) == "16. November 2026")
    }
}
