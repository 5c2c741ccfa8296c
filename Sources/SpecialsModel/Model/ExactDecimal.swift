import Foundation

/// Strict decimal parsing and rounding. `Decimal(string:)` reads "1,5" as 1 without a word, so every
/// number a user writes goes through here first.
package enum ExactDecimal {
    /// Parses plain decimal digits with an optional fraction ("12", "1.29", "0.5"); nothing else.
    package static func parse(_ text: some StringProtocol) -> Decimal? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) })
        else { return nil }
        return Decimal(string: String(text), locale: Locale(identifier: "en_US_POSIX"))
    }

    /// `value` rounded half-up (away from zero) to `places` decimals, or with another `mode`.
    package static func rounded(_ value: Decimal, places: Int, mode: NSDecimalNumber.RoundingMode = .plain) -> Decimal {
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, places, mode)
        return result
    }

    /// The number of decimals `value` needs (1.29 -> 2, 1.5 -> 1, 3 -> 0).
    package static func decimalPlaces(_ value: Decimal) -> Int {
        var places = 0
        while rounded(value, places: places) != value, places < 40 {
            places += 1
        }
        return places
    }

    /// `value` as plain digits with a dot, never in exponent form.
    package static func plainText(_ value: Decimal) -> String {
        NSDecimalNumber(decimal: value).stringValue
    }
}

extension Character {
    package var isASCIIDigit: Bool { isASCII && isNumber }
}
