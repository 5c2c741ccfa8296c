import Foundation

/// How much of something a package holds, in its dimension's base unit (g, ml, each).
public struct Quantity: Sendable, Hashable {
    public var dimension: MeasureDimension
    /// The total amount in the base unit: grams, millilitres or items.
    public var baseValue: Decimal
    /// How the size reads on the page: "4 lb", "6 × 330 mL", "4 ct / 15.25 oz".
    public var text: String

    package init(dimension: MeasureDimension, baseValue: Decimal, text: String) {
        self.dimension = dimension
        self.baseValue = baseValue
        self.text = text
    }

    package init(_ amount: Decimal, _ unit: MeasureUnit, text: String) {
        self.init(dimension: unit.dimension, baseValue: amount * unit.factor, text: text)
    }

    /// `text` with the locale's decimal separator: "1,5 L" in de_DE.
    public func text(for locale: Locale) -> String {
        guard let separator = locale.decimalSeparator, separator != ".", text.contains(".") else { return text }
        // A point between two digits is the decimal point.
        let characters = Array(text)
        return String(
            characters.indices.flatMap { index -> [Character] in
                let isDecimalPoint =
                    characters[index] == "." && index > 0 && index + 1 < characters.count
                    && characters[index - 1].isASCIIDigit && characters[index + 1].isASCIIDigit
                return isDecimalPoint ? Array(separator) : [characters[index]]
            })
    }

    /// The amount expressed in `unit`, which must share the dimension.
    package func value(in unit: MeasureUnit) -> Decimal {
        precondition(unit.dimension == dimension, "a \(dimension) is never expressed in \(unit.symbol)")
        return baseValue / unit.factor
    }
}
