import Foundation

/// Formats money the way shoppers in the site's locale read it: "$1.29" in en_US, "1,29 €" in de_DE.
package struct MoneyFormat: Sendable {
    package var locale: Locale
    package var currency: String

    /// The currency's decimal places as shoppers see them: 2 for USD and EUR, 0 for JPY and KRW.
    package let minorUnits: Int

    package init(locale: Locale, currency: String) {
        self.locale = locale
        self.currency = currency
        minorUnits = Self.minorUnits(of: currency)
    }

    /// A price, rounded half-up to the currency's smallest unit (the cent); to the cent where a price in
    /// a currency without one has cents ("12.50" in yen), so that a price is not shown rounded.
    package func string(_ money: Money) -> String {
        string(
            money.amount,
            places: ExactDecimal.decimalPlaces(money.amount) > minorUnits ? max(2, minorUnits) : minorUnits)
    }

    /// An amount the build computed (one item's share of a multi-buy, a saving, a price history's per
    /// item): rounded half-up to the currency's smallest unit, whole yen and won.
    package func computed(_ money: Money) -> String {
        string(money.amount, places: minorUnits)
    }

    /// A price as a deal's short form writes it: whole amounts without cents ("$5", "5 €"), others to
    /// the cent.
    package func shortString(_ money: Money) -> String {
        money.amount == ExactDecimal.rounded(money.amount, places: 0) ? string(money.amount, places: 0) : string(money)
    }

    /// A unit price: to the cent; in the US, as shelf labels there do, to the tenth of a cent below one
    /// dollar ("$0.129"), and anywhere to the tenth of a cent where the cent would show 0. `places` asks
    /// for more where two unit prices would otherwise read the same.
    package func unitPriceString(_ amount: Decimal, places: Int? = nil) -> String {
        let cents = ExactDecimal.rounded(amount, places: minorUnits)
        let fine = (locale.region?.identifier == "US" && cents < 1) || (cents == 0 && amount > 0)
        return string(amount, places: max(places ?? 0, fine ? minorUnits + 1 : minorUnits))
    }

    /// A whole percentage in the locale's style ("42%", "42 %").
    package func percentString(_ percent: Int) -> String {
        Self.percents.value(Percent(locale: locale.identifier, percent: percent)) {
            percent.formatted(.percent.locale(locale))
        }
    }

    /// A whole percentage in a locale: a chain's savings are a hundred figures, formatted once each.
    private struct Percent: Hashable {
        package var locale: String
        package var percent: Int
    }

    private static let percents = Memo<Percent, String>()

    private func string(_ amount: Decimal, places: Int) -> String {
        // Round first, half-up; the formatter then only lays out the digits it is given.
        let rounded = ExactDecimal.rounded(amount, places: places)
        let key = Formatted(locale: locale.identifier, currency: currency, amount: rounded, places: places)
        return Self.formatted.value(key) {
            rounded.formatted(.currency(code: currency).locale(locale).precision(.fractionLength(places)))
        }
    }

    /// The places ICU's currency data gives `code` (ISO 4217's minor units), read from Foundation's
    /// own formatting of an amount; 2 where it cannot tell.
    private static func minorUnits(of code: String) -> Int {
        minorUnitsByCode.value(code) {
            let written = Decimal(sign: .plus, exponent: -4, significand: 12345).formatted(
                .currency(code: code).locale(Locale(identifier: "en_US_POSIX")))
            guard let point = written.lastIndex(of: ".") else { return written.contains("1") ? 0 : 2 }
            return written[written.index(after: point)...].prefix { $0.isASCIIDigit }.count
        }
    }

    private static let minorUnitsByCode = Memo<String, Int>()

    /// An amount as a locale writes it in a currency, to so many places.
    private struct Formatted: Hashable {
        package var locale: String
        package var currency: String
        package var amount: Decimal
        package var places: Int
    }

    /// Amounts already formatted: a chain's stores format the same few hundred prices again on every
    /// page (comparisons, deals), and Foundation's formatter costs more than the rest of a row.
    private static let formatted = Memo<Formatted, String>()
}
