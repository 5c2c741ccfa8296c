/// The unit each dimension's unit prices are shown in, the same across the whole page.
public struct UnitPricing: Sendable, Equatable {
    public var mass: MeasureUnit
    public var volume: MeasureUnit
    public var count: MeasureUnit

    /// Per ounce, per fluid ounce, per item.
    public static let us = UnitPricing(mass: .ounce, volume: .usFluidOunce, count: .each)
    /// Per kilogram, per litre, per item.
    public static let metric = UnitPricing(mass: .kilogram, volume: .litre, count: .each)

    public func unit(for dimension: MeasureDimension) -> MeasureUnit {
        switch dimension {
        case .mass: mass
        case .volume: volume
        case .count: count
        }
    }
}
