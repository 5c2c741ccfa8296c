import Foundation

/// A price per unit of the page's unit for a dimension, kept unrounded until it is displayed.
package struct UnitPrice: Sendable, Equatable, Comparable {
    /// The price of one `unit`, exact.
    package var amount: Decimal
    package var unit: MeasureUnit

    package init(amount: Decimal, unit: MeasureUnit) {
        self.amount = amount
        self.unit = unit
    }

    /// The price of one unit of `quantity` in the page's unit for its dimension.
    package init(price: Money, quantity: Quantity, pricing: UnitPricing) {
        let unit = pricing.unit(for: quantity.dimension)
        self.init(amount: price.amount / quantity.value(in: unit), unit: unit)
    }

    package static func < (lhs: UnitPrice, rhs: UnitPrice) -> Bool {
        precondition(lhs.unit == rhs.unit, "unit prices compare only in the same unit")
        return lhs.amount < rhs.amount
    }
}
