/// The unit each dimension's unit prices are shown in, the same across the whole page.
package struct UnitPricing: Sendable, Equatable {
    package var mass: MeasureUnit
    package var volume: MeasureUnit
    package var count: MeasureUnit

    /// Per ounce, per fluid ounce, per item.
    package static let us = UnitPricing(mass: .ounce, volume: .usFluidOunce, count: .each)
    /// Per kilogram, per litre, per item.
    package static let metric = UnitPricing(mass: .kilogram, volume: .litre, count: .each)

    /// A country's rules: per ounce and fluid ounce in the United States (and the two other countries
    /// that have not gone metric); per kilogram and litre everywhere else, as the EU's unit-pricing rules
    /// (Germany's Preisangabenverordnung of 2022 among them) and the UK's require. Per item for counts.
    package static func forRegion(_ region: String?) -> UnitPricing {
        ["US", "LR", "MM"].contains(region ?? "US") ? .us : .metric
    }

    package func unit(for dimension: MeasureDimension) -> MeasureUnit {
        switch dimension {
        case .mass: mass
        case .volume: volume
        case .count: count
        }
    }

    package init(mass: MeasureUnit, volume: MeasureUnit, count: MeasureUnit) {
        self.mass = mass
        self.volume = volume
        self.count = count
    }
}
