import Foundation

/// An amount of money in the site's currency, exact to the cent.
package struct Money: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var amount: Decimal

    package init(_ amount: Decimal) {
        self.amount = amount
    }

    /// A price written as the contract allows ("1.29"), or nil.
    package init?(parsing text: String) {
        guard case .success(let money) = Money.parse(text) else { return nil }
        self = money
    }

    /// The largest price a feed may carry; anything above is a typo or an attack.
    package static let maximum = Money(Decimal(99_999_999) / 100)

    package static func < (lhs: Money, rhs: Money) -> Bool { lhs.amount < rhs.amount }
    package static func - (lhs: Money, rhs: Money) -> Money { Money(lhs.amount - rhs.amount) }

    package var description: String { ExactDecimal.plainText(amount) }

    /// Why a value is not a price, in the words a message uses.
    package enum ParseProblem: Error, Equatable {
        case notAPrice, tooManyDecimals, negative, tooLarge
    }

    /// A price as the contract allows it: a decimal string ("1.29") or a JSON number, >= 0, at most 2
    /// decimals, no currency symbol.
    package static func parse(_ text: String) -> Result<Money, ParseProblem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("-"), ExactDecimal.parse(trimmed.dropFirst()) != nil {
            return .failure(.negative)
        }
        guard let value = ExactDecimal.parse(trimmed) else { return .failure(.notAPrice) }
        return check(value)
    }

    package static func check(_ value: Decimal) -> Result<Money, ParseProblem> {
        if value < 0 { return .failure(.negative) }
        if ExactDecimal.decimalPlaces(value) > 2 { return .failure(.tooManyDecimals) }
        if value > maximum.amount { return .failure(.tooLarge) }
        return .success(Money(value))
    }
}
