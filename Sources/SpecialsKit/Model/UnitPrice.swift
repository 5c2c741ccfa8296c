import Foundation

/// A price per unit of the page's unit for a dimension, kept unrounded until it is displayed.
public struct UnitPrice: Sendable, Equatable, Comparable {
    /// The price of one `unit`, exact.
    public var amount: Decimal
    public var unit: MeasureUnit

    public init(amount: Decimal, unit: MeasureUnit) {
        self.amount = amount
        self.unit = unit
    }

    /// The price of one unit of `quantity` in the page's unit for its dimension.
    public init(price: Money, quantity: Quantity, pricing: UnitPricing) {
        let unit = pricing.unit(for: quantity.dimension)
        self.init(amount: price.amount / quantity.value(in: unit), unit: unit)
    }

    public static func < (lhs: UnitPrice, rhs: UnitPrice) -> Bool {
        precondition(lhs.unit == rhs.unit, "unit prices compare only in the same unit")
        return lhs.amount < rhs.amount
    }
}
