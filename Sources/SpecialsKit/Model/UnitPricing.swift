/// The unit each dimension's unit prices are shown in, the same across the whole page.
public struct UnitPricing: Sendable, Equatable {
    public var mass: MeasureUnit
    public var volume: MeasureUnit
    public var count: MeasureUnit

    /// Per ounce, per fluid ounce, per item.
    public static let us = UnitPricing(mass: .ounce, volume: .usFluidOunce, count: .each)
    /// Per kilogram, per litre, per item.
    public static let metric = UnitPricing(mass: .kilogram, volume: .litre, count: .each)

    /// A country's rules: per ounce and fluid ounce in the United States (and the two other countries
    /// that have not gone metric); per kilogram and litre everywhere else, as the EU's unit-pricing rules
    /// (Germany's Preisangabenverordnung of 2022 among them) and the UK's require. Per item for counts.
    public static func forRegion(_ region: String?) -> UnitPricing {
        ["US", "LR", "MM"].contains(region ?? "US") ? .us : .metric
    }

    public func unit(for dimension: MeasureDimension) -> MeasureUnit {
        switch dimension {
        case .mass: mass
        case .volume: volume
        case .count: count
        }
    }
}
