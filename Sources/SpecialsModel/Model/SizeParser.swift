import Foundation

/// Reads a package size from a product name ("Navel Oranges 4LBS", "Pepsi 12 pk 12 oz cans") or from
/// a size field ("6 x 330 mL").
///
/// In: the label's text. Out: a `Quantity` (a dimension and an exact amount in g, ml or items), or
/// nothing: a missing unit price is acceptable, a wrong one is not.
///
/// Steps:
/// 1. `SizeTokenizer` splits the label into numbers, words and marks.
/// 2. `SizeReading.scan` reads every size the label states, packs included ("6 x 330 mL").
/// 3. `LabelWords` judges them: a range or an estimate gives nothing, "per lb" means the price is
///    already per pound, a capacity ("13 gal" trash bags) is not contents, a drained weight gives way
///    to the net weight, a bare "oz" on a drink is fluid ounces.
/// 4. `decide` keeps one reading when they all agree, and finds nothing when two disagree.
public enum SizeParser {
    /// Countries whose pints, quarts, gallons and fluid ounces are imperial.
    package static let imperialRegions: Set<String> = ["GB", "IE"]

    /// The size `name` states, if it states one for sure, as a store in `region` (an ISO country code)
    /// means it: pints are imperial in the UK and Ireland, US everywhere else.
    public static func size(inName name: String, region: String? = nil) -> Quantity? {
        // A chain's regions list the same items week after week: each name is read once per build.
        sizesInNames.value(NameInRegion(name: name, region: region)) { read(name, region: region) }
    }

    private struct NameInRegion: Hashable, Sendable {
        package var name: String
        package var region: String?
    }

    private static let sizesInNames = Memo<NameInRegion, Quantity?>()

    private static func read(_ name: String, region: String?) -> Quantity? {
        let tokens = SizeTokenizer.tokens(name)
        let label = LabelWords(tokens)
        var readings = SizeReading.scan(tokens).filter { !label.isDrained($0) }.map {
            Self.asMeant($0, region: region, label: label)
        }
        readings = counted(readings, label: label, region: region)
        readings = soldBy(readings, label: label)
        return decide(readings)
    }

    /// What the readings count: a capacity is no size ("Trash Bags 40 ct 13 gal"), a metric size after
    /// "N pack" is the total outside the US, a drink is counted by its bottles.
    private static func counted(_ readings: [SizeReading], label: LabelWords, region: String?) -> [SizeReading] {
        var readings = readings
        if label.namesACapacity {
            // "Trash Bags 40 ct 13 gal": the bags are what is sold, the gallons what each one holds.
            readings = readings.compactMap { reading in
                // A capacity's ounces are fluid ounces.
                guard reading.unit.dimension == .volume || reading.unit == .ounce else { return reading }
                guard let pieces = reading.pieces else { return nil }
                return SizeReading(
                    kind: .size, amount: pieces, amountText: ExactDecimal.plainText(pieces), unit: .count,
                    start: reading.start, end: reading.end)
            }
        }
        // "Sausages 8 Pack 400g", "Magnum 4 Pack 428mL": outside the US the metric size after "N pack" is
        // the total; in the US ("Sutter Home 4 pk 187 mL", "12 pk 12 oz cans") each package's. Where the
        // country is not known, which one is meant cannot be.
        readings = readings.compactMap { reading in
            guard reading.packedByWord, reading.unit.isMetric, region != "US" else { return reading }
            guard region != nil else { return nil }
            var total = reading
            (total.pieces, total.packs) = (reading.packs, 1)
            return total
        }
        // "Water 24 ct 16.9 oz", "Juice Boxes 8 ct/6.75 fl oz": a drink is counted by its bottles, cans or
        // boxes, and the size is each one's, which no drink sold holds less than 50 mL of; solid pieces are
        // counted with their total ("Kraft Singles 16 ct 12 oz" is 16 slices in 12 oz, "Green Tea 20 ct/1.13
        // oz" 20 bags in 1.13 oz).
        if label.namesADrink {
            readings = readings.map { reading in
                let unit = reading.unit == .ounce ? MeasureUnit.usFluidOunce : reading.unit
                guard let pieces = reading.pieces, unit.dimension == .volume, reading.amount * unit.factor >= 50 else {
                    return reading
                }
                var each = reading
                (each.pieces, each.packs) = (nil, pieces)
                return each
            }
        }
        return readings
    }

    /// What the goods are sold by: a price for an amount beside a size is the label's unit price, without
    /// one the amount they are sold by; a dose is no size; a drink's ounces are fluid.
    private static func soldBy(_ readings: [SizeReading], label: LabelWords) -> [SizeReading] {
        var readings = readings
        // "Raisin Bran 16.6 oz ($0.24/oz)", "Erdbeeren 500 g (1 kg = 5,98 €)": beside the package's size, a
        // price for an amount is the label's unit price; without one ("Grapes $1.99/lb", "Bananen 1 kg =
        // 1,99 €") it says the goods are sold by that amount.
        if readings.contains(where: { $0.kind == .size && !label.quotesAUnitPrice($0) }) {
            readings.removeAll(where: label.quotesAUnitPrice)
        } else {
            readings = readings.map { reading in
                var perUnit = reading
                if label.quotesAUnitPrice(reading) { perUnit.kind = .perUnit }
                return perUnit
            }
        }
        // "Advil 200 mg 100 tablets": the milligrams are a dose, the tablets what is sold.
        if readings.contains(where: { $0.kind == .size && $0.unit.dimension == .count }) {
            readings.removeAll { $0.unit == .milligram }
        }
        if label.isDrink(readings) {
            readings = readings.map { reading in
                var fluid = reading
                if fluid.unit == .ounce { fluid.unit = .usFluidOunce }
                return fluid
            }
        }
        return readings
    }

    /// `text` read as a size as a whole ("12 oz", "6 x 330 mL", "3 x 65 ct"); nil when any part is not
    /// understood. `region` as for `size(inName:region:)`.
    public static func size(exactly text: String, region: String? = nil) -> Quantity? {
        let tokens = SizeTokenizer.tokens(text)
        let readings = SizeReading.scan(tokens)
        guard readings.count == 1, let reading = readings.first, reading.start == 0, reading.end == tokens.count,
            reading.kind == .size || reading.kind == .bare
        else { return nil }
        return asMeant(reading, region: region, label: LabelWords(tokens)).quantity
    }

    /// A reading's unit as the label means it: imperial pints in the UK and Ireland; a US pint or quart
    /// of berries dry measure.
    static func asMeant(_ reading: SizeReading, region: String?, label: LabelWords) -> SizeReading {
        var meant = reading
        if let region, imperialRegions.contains(region), let imperial = reading.unit.imperial {
            meant.unit = imperial
            meant.imperialByRegion = true
        } else if let dry = reading.unit.dry, label.isProduceByVolume {
            meant.unit = dry
        }
        return meant
    }

    /// One size from all the label's readings, or nil when they do not agree.
    static func decide(_ readings: [SizeReading]) -> Quantity? {
        // Detergent is compared by the load, whatever else the label weighs.
        if let loads = readings.first(where: { $0.kind == .size && $0.unit == .load }) {
            return readings.allSatisfy { $0.unit != .load || $0.quantity == loads.quantity } ? loads.quantity : nil
        }
        let perUnit = readings.filter { $0.kind == .perUnit }
        if let first = perUnit.first {
            return perUnit.allSatisfy({ $0.unit == first.unit }) ? first.quantity : nil
        }
        // A range forbids any size of its dimension: "Chicken Thighs 3-4 lb", but "Wings 2.5 lb 10-12 ct" is 2.5 lb.
        let ranged = Set(readings.filter { $0.kind == .range }.map(\.unit.dimension))
        let sizes = readings.filter { $0.kind == .size && !ranged.contains($0.unit.dimension) }
        guard let first = sizes.first else {
            let bare = readings.filter { $0.kind == .bare }
            return bare.count == 1 && ranged.isEmpty ? bare[0].quantity : nil
        }
        // Statements that agree: the first, as the label leads with it ("16 oz (454g)"), except a pint read
        // as imperial for the store's country, whose metric twin is the exact one ("1 Pint 568ml").
        if sizes.allSatisfy({ agree($0.quantity, first.quantity) }) {
            return ((first.imperialByRegion ? sizes.first { $0.unit.isMetric } : nil) ?? first).quantity
        }
        // "4 Pints 2.272L": a pint that agrees with the litres only as an imperial pint is one.
        let imperial = sizes.map { reading in
            reading.unit.imperial.map { Quantity(reading.amount * reading.packs, $0, text: "") } ?? reading.quantity
        }
        if imperial.allSatisfy({ agree($0, imperial[0]) }),
            let metric = sizes.first(where: { $0.unit.imperial == nil && $0.unit != .ounce })
        {
            return metric.quantity
        }
        return nil
    }

    /// Two statements of one size: the same dimension and within 1.5% ("1.5 L (50.7 fl oz)").
    private static func agree(_ one: Quantity, _ other: Quantity) -> Bool {
        guard one.dimension == other.dimension else { return false }
        let difference = abs(one.baseValue - other.baseValue)
        return difference * 1000 <= max(one.baseValue, other.baseValue) * 15
    }
}

extension SizeParser {
    /// Why `text` is not a size, for a message: an unknown unit, a zero or negative amount, ...
    package static func explainFailure(_ text: String) -> String {
        let tokens = SizeTokenizer.tokens(text)
        if tokens.first == .mark("-") {
            return "\"\(text)\" is not a size: a size must be more than zero"
        }
        if case .number(let digits, _)? = tokens.first,
            let value = ExactDecimal.parse(digits.replacingOccurrences(of: ",", with: ".")), value == 0
        {
            return "\"\(text)\" is not a size: a size must be more than zero"
        }
        let words = tokens.compactMap { token -> String? in
            if case .word(let word) = token { return word }
            return nil
        }
        let unitWords = words.joined(separator: " ")
        if !words.isEmpty, MeasureUnit.spellings[unitWords] == nil, !words.contains("x") {
            return "\"\(text)\" is not a size: unknown unit \"\(unitWords)\""
        }
        return "\"\(text)\" is not a size (like \"12 oz\", \"1.5 L\" or \"6 x 330 mL\")"
    }
}
