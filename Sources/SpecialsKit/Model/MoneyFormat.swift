import Foundation

/// Formats money the way shoppers in the site's locale read it: "$1.29" in en_US, "1,29 €" in de_DE.
public struct MoneyFormat: Sendable {
    public var locale: Locale
    public var currency: String

    public init(locale: Locale, currency: String) {
        self.locale = locale
        self.currency = currency
    }

    /// A price, rounded half-up to the cent.
    public func string(_ money: Money) -> String {
        string(money.amount, places: 2)
    }

    /// A unit price: to the cent, or to the tenth of a cent below one currency unit ("$0.129").
    public func unitPriceString(_ amount: Decimal) -> String {
        string(amount, places: ExactDecimal.rounded(amount, places: 2) < 1 ? 3 : 2)
    }

    /// A whole percentage in the locale's style ("42%", "42 %").
    public func percentString(_ percent: Int) -> String {
        percent.formatted(.percent.locale(locale))
    }

    private func string(_ amount: Decimal, places: Int) -> String {
        // Round first, half-up; the formatter then only lays out the digits it is given.
        ExactDecimal.rounded(amount, places: places)
            .formatted(.currency(code: currency).locale(locale).precision(.fractionLength(places)))
    }
}
