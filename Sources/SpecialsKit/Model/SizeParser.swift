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
    /// The size `name` states, if it states one for sure.
    public static func size(inName name: String) -> Quantity? {
        let tokens = SizeTokenizer.tokens(name)
        let label = LabelWords(tokens)
        var readings = SizeReading.scan(tokens).filter { !label.isDrained($0) }
        if label.namesACapacity {
            // "Trash Bags 40 ct 13 gal": the bags are what is sold, the gallons what each one holds.
            readings = readings.compactMap { reading in
                // A capacity's ounces are fluid ounces.
                guard reading.unit.dimension == .volume || reading.unit == .ounce else { return reading }
                guard let pieces = reading.pieces else { return nil }
                return SizeReading(kind: .size, amount: pieces, amountText: ExactDecimal.plainText(pieces), unit: .count, start: reading.start, end: reading.end)
            }
        }
        // "Sausages 8 Pack 410G", "Magnum 4 Pack 428mL": in metric countries the size after "N pack" is the total,
        // in the US ("12 pk 12 oz cans") each package's. Which one a metric label means cannot be known.
        readings.removeAll { $0.packedByWord && $0.unit.isMetric }
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
        return decide(readings)
    }

    /// `text` read as a size as a whole ("12 oz", "6 x 330 mL", "3 x 65 ct"); nil when any part is not understood.
    public static func size(exactly text: String) -> Quantity? {
        let tokens = SizeTokenizer.tokens(text)
        let readings = SizeReading.scan(tokens)
        guard readings.count == 1, let reading = readings.first, reading.start == 0, reading.end == tokens.count,
              reading.kind == .size || reading.kind == .bare else { return nil }
        return reading.quantity
    }

    /// One size from all the label's readings, or nil when they do not agree.
    static func decide(_ readings: [SizeReading]) -> Quantity? {
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
        if sizes.allSatisfy({ agree($0.quantity, first.quantity) }) { return first.quantity }
        // "4 Pints 2.272L": a pint that agrees with the litres only as an imperial pint is one.
        let imperial = sizes.map { reading in
            reading.unit.imperial.map { Quantity(reading.amount * reading.packs, $0, text: "") } ?? reading.quantity
        }
        if imperial.allSatisfy({ agree($0, imperial[0]) }), let metric = sizes.first(where: { $0.unit.imperial == nil && $0.unit != .ounce }) {
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
    static func explainFailure(_ text: String) -> String {
        let tokens = SizeTokenizer.tokens(text)
        if tokens.first == .mark("-") {
            return "\"\(text)\" is not a size: a size must be more than zero"
        }
        if case let .number(digits, _)? = tokens.first, let value = ExactDecimal.parse(digits.replacingOccurrences(of: ",", with: ".")), value == 0 {
            return "\"\(text)\" is not a size: a size must be more than zero"
        }
        let words = tokens.compactMap { token -> String? in
            if case let .word(word) = token { return word }
            return nil
        }
        let unitWords = words.joined(separator: " ")
        if !words.isEmpty, MeasureUnit.spellings[unitWords] == nil, !words.contains("x") {
            return "\"\(text)\" is not a size: unknown unit \"\(unitWords)\""
        }
        return "\"\(text)\" is not a size (like \"12 oz\", \"1.5 L\" or \"6 x 330 mL\")"
    }
}
