import Foundation

/// An amount and its unit, and the packs written after them.
extension SizeReading {
    /// Packs written after the measure: "330mL x12", "500ml x 24 Case", "355ML:PACK4", "12 oz (pack of 6)".
    static func extend(_ reading: SizeReading, in tokens: [Token]) -> SizeReading {
        guard reading.kind == .size, reading.unit.dimension != .count, reading.packs == 1 else { return reading }
        var index = reading.end
        var result = reading
        if index < tokens.count, tokens[index] == .mark(":") { index += 1 }
        if index + 1 < tokens.count, case .word("x") = tokens[index], case .number(let digits, _) = tokens[index + 1],
            let count = ExactDecimal.parse(digits), count >= 1, count <= 1000, count == count.rounded()
        {
            result.packs = count
            result.end = index + 2
            if let end = packWord(at: index + 2, in: tokens) { result.end = end }
        } else if let end = packWord(at: index, in: tokens), end < tokens.count,
            case .number(let digits, _) = tokens[end], let count = wholeCount(digits)
        {
            result.packs = count
            result.end = end + 1
        } else if let (count, end) = packOf(at: index, in: tokens) {
            // "Oreo 14.3 oz (Pack of 12)"
            result.packs = count
            result.end = end
        } else if index < tokens.count, case .number(let digits, false) = tokens[index], let count = wholeCount(digits),
            let end = packWord(at: index + 1, in: tokens)
        {
            // "Can 375mL 30 Pack"
            result.packs = count
            result.end = end
        }
        return result
    }

    /// An amount and, if one follows, its unit: "12 oz", "3 1/2 lb", "Half gallon", "12".
    static func measure(
        at index: Int, in tokens: [Token]
    ) -> (amount: Decimal, text: String, unit: MeasureUnit?, end: Int)? {
        guard index < tokens.count else { return nil }
        var amount: Decimal
        var text: String
        var end = index + 1
        switch tokens[index] {
        case .number(let digits, let glued):
            guard !glued, let value = number(digits) else { return nil }
            amount = value
            text = ExactDecimal.plainText(value)
            if end < tokens.count, case .fraction(let top, let bottom) = tokens[end],
                let fraction = fraction(top, bottom)
            {
                amount += fraction
                text += " \(top)/\(bottom)"
                end += 1
            }
        case .fraction(let top, let bottom):
            guard let value = fraction(top, bottom) else { return nil }
            amount = value
            text = "\(top)/\(bottom)"
        case .word(let word) where halfWords.contains(word):
            guard let (unit, unitEnd) = unit(at: end, in: tokens) else { return nil }
            return (Decimal(sign: .plus, exponent: -1, significand: 5), "1/2", unit, unitEnd)
        default:
            return nil
        }
        if let (unit, unitEnd) = unit(at: end, in: tokens) {
            // "1.000 g" is a kilogram in German and a gram in English; "2.272 L" is litres either way.
            if case .number(let digits, _) = tokens[index], let dot = digits.firstIndex(of: "."),
                !digits.hasPrefix("0"),
                digits[digits.index(after: dot)...].count == 3,
                [MeasureUnit.gram, .milligram, .millilitre, .centilitre].contains(unit)
            {
                return nil
            }
            return (amount, text, unit, unitEnd)
        }
        // "12 Mega Rolls", "6 Double Rolls": a size word between a count and its unit.
        if end < tokens.count, case .word(let word) = tokens[end], countAdjectives.contains(word),
            let (unit, unitEnd) = unit(at: end + 1, in: tokens), unit.dimension == .count
        {
            return (amount, text, unit, unitEnd)
        }
        // "6-pack", "3-liter", "1,5-Liter", "250-g-Becher": a unit joined by a hyphen.
        if end + 1 < tokens.count, tokens[end] == .mark("-"), let (unit, unitEnd) = unit(at: end + 1, in: tokens) {
            return (amount, text, unit, unitEnd)
        }
        return (amount, text, nil, end)
    }

    /// What joins a pack count to the measure after it, and whether that measure is then the total.
    static func packSeparator(after end: Int, unit: MeasureUnit?, in tokens: [Token]) -> (Int, total: Bool)? {
        guard end < tokens.count else { return nil }
        let isCount = unit == .count || unit == .each
        switch tokens[end] {
        case .word("x"), .mark("*"), .word("à"): return unit.map(isPackUnit) ?? true ? (end + 1, false) : nil
        case .mark("/"): return (end + 1, isCount)
        case .mark("-") where unit != nil: return (end + 1, isCount)
        case .number, .fraction: return unit != nil ? (end, isCount) : nil
        default: return nil
        }
    }
}
