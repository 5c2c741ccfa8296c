import Foundation

/// One size a label states, found by `SizeReading.scan`: "12 oz", "6 x 330 mL", "3 pk 65 ct", "per lb",
/// or a range ("3-4 lb") that forbids a size. Tokens `start..<end` are the ones it was read from.
struct SizeReading: Equatable {
    enum Kind: Equatable {
        /// A package size.
        case size
        /// "per lb", "/kg": the price is already for one unit (goods sold by weight).
        case perUnit
        /// A range or an estimate ("3-4 lb", "2 to 3 lb", "approx 2 lb"): no size may be read.
        case range
        /// A count with no number ("each", "bunch", "dozen"): used only when nothing else is found.
        case bare
    }

    var kind: Kind
    var amount: Decimal
    /// The amount as written: "3 1/2", "0.75".
    var amountText: String
    var unit: MeasureUnit
    /// How many packages of `amount unit` ("6 x 330 mL" has 6), and how the packs were written.
    var packs: Decimal = 1
    /// "4 ct/15.25 oz": how many pieces make up a total size.
    var pieces: Decimal?
    /// "6 pack 12 oz": packs counted with a pack word, which US labels use for each package and
    /// British and Australian ones ("4 Pack 428mL") for the total.
    var packedByWord = false
    /// Made imperial by the store's country rather than by the label ("2 Pints" in the UK): shown
    /// without "imp", since there a pint is the imperial one.
    var imperialByRegion = false
    var start: Int
    var end: Int

    var quantity: Quantity {
        Quantity(dimension: unit.dimension, baseValue: amount * unit.factor * packs, text: text)
    }

    var text: String {
        // Where pints are imperial they are the only pints: the label's word needs no "imp".
        let symbol = imperialByRegion ? String(unit.symbol.dropFirst("imp ".count)) : unit.symbol
        let single = "\(amountText) \(symbol)"
        switch kind {
        // "per kg"; "per 100 g" for a price of that amount ("je 100 g").
        case .perUnit: return amount == 1 ? "per \(symbol)" : "per \(single)"
        case .size:
            if let pieces { return "\(ExactDecimal.plainText(pieces)) ct / \(single)" }
            return packs != 1 ? "\(ExactDecimal.plainText(packs)) × \(single)" : single
        default: return single
        }
    }
}

extension SizeReading {
    typealias Token = SizeTokenizer.Token

    /// Words that make the measure after them an estimate.
    static let estimateWords: Set<String> = [
        "approx", "approximately", "about", "avg", "average", "ca", "circa", "env", "environ", "aprox", "up", "min",
        "max",
    ]
    /// Words after a measure that make it the least of a range: "12 lbs and up", "2 kg or more".
    static let leastWords: [[Token]] = [
        [.word("and"), .word("up")], [.mark("&"), .word("up")], [.word("or"), .word("more")],
        [.word("and"), .word("over")], [.word("or"), .word("over")], [.word("et"), .word("plus")],
    ]
    /// Count words that mean one (or a dozen) without a number: "Avocados each", "Eggs Dozen".
    static let bareWords: Set<String> = ["each", "ea", "dozen", "doz", "bunch", "bund", "stück", "stk", "pièce"]
    /// Words that may stand between a count and its unit.
    static let countAdjectives: Set<String> = [
        "mega", "double", "triple", "family", "jumbo", "giant", "huge", "big", "regular",
        "super", "large", "xl", "ultra", "extra", "tea", "k", "single", "twin",
    ]
    /// Words for one half: "Half gallon", "half dozen".
    static let halfWords: Set<String> = ["half", "demi"]

    /// Every reading in the label, left to right.
    static func scan(_ tokens: [Token]) -> [SizeReading] {
        var readings: [SizeReading] = []
        var index = 0
        while index < tokens.count {
            if let reading = reading(at: index, in: tokens) {
                readings.append(reading)
                index = reading.end
            } else {
                index += 1
            }
        }
        return readings
    }

    /// The reading that starts at `index`, extended over the packs that follow it ("330mL x12").
    private static func reading(at index: Int, in tokens: [Token]) -> SizeReading? {
        unitPriceReading(at: index, in: tokens) ?? packReading(at: index, in: tokens)
            ?? labelWordReading(at: index, in: tokens) ?? measuredReading(at: index, in: tokens)
    }

    /// A unit a price is for: "per lb", "$1.99 lb", "per 100 g".
    private static func unitPriceReading(at index: Int, in tokens: [Token]) -> SizeReading? {
        // "per lb", "/kg", "a lb": a unit with no amount.
        if index + 1 < tokens.count, perMarker(tokens[index]), let (unit, end) = unit(at: index + 1, in: tokens),
            unit.dimension != .count || unit == .each
        {
            return SizeReading(kind: .perUnit, amount: 1, amountText: "1", unit: unit, start: index, end: end)
        }
        // "$1.99 lb", "£4.50 kg", "$2 each": the unit right after a price is what the price is for.
        if case .price = tokens[index], index + 1 < tokens.count, let (unit, end) = unit(at: index + 1, in: tokens),
            unit.dimension != .count || unit == .each
        {
            return SizeReading(kind: .perUnit, amount: 1, amountText: "1", unit: unit, start: index, end: end)
        }
        // "Cheese per 100 g", "je 100 g": the price is for that amount.
        if index + 1 < tokens.count, perMarker(tokens[index]), let measured = measure(at: index + 1, in: tokens),
            let unit = measured.unit, unit.dimension != .count
        {
            return SizeReading(
                kind: .perUnit, amount: measured.amount, amountText: measured.text, unit: unit, start: index,
                end: measured.end)
        }
        return nil
    }

    /// So many packages or pieces, and what each holds: "Pack of 6", "4 briques de 1 L", "3 tablettes de 100 g".
    private static func packReading(at index: Int, in tokens: [Token]) -> SizeReading? {
        // "Pack of 6", "lot de 3", "pack de 6": a count of packages, and what each holds when the label
        // says ("pack de 6 latas de 33 cl").
        if let (count, end) = packOf(at: index, in: tokens) {
            if let contents = contents(at: end, in: tokens) {
                return SizeReading(
                    kind: .size, amount: contents.amount, amountText: contents.text, unit: contents.unit, packs: count,
                    start: index, end: contents.end)
            }
            return SizeReading(
                kind: .size, amount: count, amountText: ExactDecimal.plainText(count), unit: .pack, start: index,
                end: end)
        }
        // "4 briques de 1 L", "3 cans of 16 oz", "2 Schalen à 250 g", "6 botellas de 1,5 l": so many
        // containers of a size.
        if case .number(let digits, false) = tokens[index], let count = wholeCount(digits), index + 1 < tokens.count,
            containerWord(tokens[index + 1]), let contents = contents(at: index + 1, in: tokens)
        {
            return SizeReading(
                kind: .size, amount: contents.amount, amountText: contents.text, unit: contents.unit, packs: count,
                start: index, end: contents.end)
        }
        // "3 tablettes de 100 g", "4 bars of 1.5 oz": so many pieces, each of a size, where the label says
        // "of" ("2 pavés 250 g" is two fillets in 250 g).
        if case .number(let digits, false) = tokens[index], let count = wholeCount(digits), index + 2 < tokens.count,
            pieceWord(tokens[index + 1]), case .word(let joiner) = tokens[index + 2],
            ["of", "de", "à", "von"].contains(joiner),
            let contents = contents(at: index + 2, in: tokens)
        {
            return SizeReading(
                kind: .size, amount: contents.amount, amountText: contents.text, unit: contents.unit, packs: count,
                start: index, end: contents.end)
        }
        return nil
    }

    /// A size the label's words make: a weight unit ending it, "x 12", an estimate, a bare count word.
    private static func labelWordReading(at index: Int, in tokens: [Token]) -> SizeReading? {
        // "Bananas lb", "Tomatoes kg": a weight unit that ends the label, with no amount before it.
        if index == tokens.count - 1 || tokens[(index + 1)...].allSatisfy(isMark), index > 0,
            !isAmount(tokens[index - 1]),
            let (unit, end) = unit(at: index, in: tokens), unit == .pound || unit == .kilogram
        {
            return SizeReading(kind: .perUnit, amount: 1, amountText: "1", unit: unit, start: index, end: end)
        }
        // "Oeufs x 12": a count after a spaced x, where no measure stands before it.
        if tokens[index] == .word("x"), index > 0, !isAmount(tokens[index - 1]),
            SizeReading.unit(at: index - 1, in: tokens) == nil,
            let measured = measure(at: index + 1, in: tokens), measured.unit == nil, measured.amount >= 2,
            measured.amount == measured.amount.rounded(), measured.end == tokens.count || isMark(tokens[measured.end])
        {
            return SizeReading(
                kind: .size, amount: measured.amount, amountText: measured.text, unit: .count, start: index,
                end: measured.end)
        }
        // "approx 2 lb", "~2 lb": an estimate. "Max" before a measure is a name ("Pepsi Max 2 Litre"); after
        // one ("2 lb max") it is an estimate.
        if case .word(let word) = tokens[index], estimateWords.contains(word), word != "max",
            let measured = measure(at: index + 1, in: tokens), let unit = measured.unit
        {
            return SizeReading(
                kind: .range, amount: measured.amount, amountText: measured.text, unit: unit, start: index,
                end: measured.end)
        }
        if tokens[index] == .mark("~"), let measured = measure(at: index + 1, in: tokens), let unit = measured.unit {
            return SizeReading(
                kind: .range, amount: measured.amount, amountText: measured.text, unit: unit, start: index,
                end: measured.end)
        }
        // A bare count word: "Avocados each", "Large Eggs Dozen", "Cilantro Bunch".
        if case .word(let word) = tokens[index], bareWords.contains(word),
            let (unit, end) = unit(at: index, in: tokens),
            index == 0 || !isAmount(tokens[index - 1])
        {
            return SizeReading(kind: .bare, amount: 1, amountText: "1", unit: unit, start: index, end: end)
        }
        return nil
    }

    /// A size that starts with a measure: a range, packs before it, then the measure itself.
    private static func measuredReading(at index: Int, in tokens: [Token]) -> SizeReading? {
        guard let first = measure(at: index, in: tokens) else { return nil }
        if let range = rangeReading(first, at: index, in: tokens) { return range }
        // Packs before the measure: "6 x 330 mL", "2x6x330ml", "12/12 oz", "6pk 12 oz", "6-pack 12 oz", "3 pk 65 ct".
        var packs: Decimal = 1
        var packedByWord = false
        var cursor = first
        let start = index
        while cursor.unit.map({ $0.dimension == .count && isPackUnit($0) }) ?? true {
            guard let (separatorEnd, total) = packSeparator(after: cursor.end, unit: cursor.unit, in: tokens),
                let next = measure(at: separatorEnd, in: tokens), cursor.amount >= 1, cursor.amount <= 1000,
                cursor.amount == cursor.amount.rounded()
            else { break }
            if tokens[cursor.end] == .mark("/"), cursor.unit == nil, let unit = next.unit, unit.dimension == .count,
                next.amount > cursor.amount
            {
                // "Jumbo Shrimp 16/20 ct": so many to the pound, a range.
                return SizeReading(
                    kind: .range, amount: next.amount, amountText: next.text, unit: unit, start: start, end: next.end)
            }
            if total, let unit = next.unit, unit.dimension != .count {
                // "4 ct/15.25 oz": the count says how many pieces; the size is their total.
                return SizeReading(
                    kind: .size, amount: next.amount, amountText: next.text, unit: unit, pieces: cursor.amount * packs,
                    start: start, end: next.end)
            }
            packs *= cursor.amount
            packedByWord = packedByWord || cursor.unit == .pack
            cursor = next
        }
        guard let unit = cursor.unit else { return nil }
        return lastMeasure(cursor, unit: unit, packs: packs, packedByWord: packedByWord, start: start, in: tokens)
    }

    /// A range that starts with the measure `first`, or a US ad's count of packages and their size.
    private static func rangeReading(
        _ first: (amount: Decimal, text: String, unit: MeasureUnit?, end: Int), at index: Int, in tokens: [Token]
    ) -> SizeReading? {
        // "3-4 lb", "2 to 3 lb": a range. "24-16.9 oz", "12-12 oz cans": a US ad's count of packages and
        // their size, told from a range by the size being no larger than the count or far larger.
        if first.unit == nil, first.end + 1 < tokens.count,
            tokens[first.end] == .mark("-") || tokens[first.end] == .word("to"),
            let second = measure(at: first.end + 1, in: tokens), let unit = second.unit
        {
            let multipack =
                tokens[first.end] == .mark("-") && unit.dimension != .count && first.amount >= 2 && first.amount <= 48
                && first.amount == first.amount.rounded()
                && (second.amount <= first.amount
                    || second.amount >= first.amount * Decimal(sign: .plus, exponent: -1, significand: 25))
            if multipack {
                let reading = SizeReading(
                    kind: .size, amount: second.amount, amountText: second.text, unit: unit, packs: first.amount,
                    start: index, end: second.end)
                return extend(reading, in: tokens)
            }
            if second.amount > first.amount {
                return SizeReading(
                    kind: .range, amount: second.amount, amountText: second.text, unit: unit, start: index,
                    end: second.end)
            }
        }
        return nil
    }

    /// The measure after the packs (`packs` of them): an estimate, a least, pounds and ounces, or a size.
    private static func lastMeasure(
        _ cursor: (amount: Decimal, text: String, unit: MeasureUnit?, end: Int), unit: MeasureUnit, packs: Decimal,
        packedByWord: Bool, start: Int, in tokens: [Token]
    ) -> SizeReading? {
        // "1.5 lb avg": an estimate; "12 lbs and up", "10 lb & up", "2 kg or more": a least.
        if cursor.end < tokens.count, case .word(let word) = tokens[cursor.end], estimateWords.contains(word) {
            return SizeReading(
                kind: .range, amount: cursor.amount, amountText: cursor.text, unit: unit, start: start,
                end: cursor.end + 1)
        }
        if cursor.end + 1 < tokens.count, Self.leastWords.contains([tokens[cursor.end], tokens[cursor.end + 1]]) {
            return SizeReading(
                kind: .range, amount: cursor.amount, amountText: cursor.text, unit: unit, start: start,
                end: cursor.end + 2)
        }
        // "1 lb 4 oz", "2 lbs 8 oz": one weight in pounds and ounces.
        if unit == .pound, packs == 1, let ounces = measure(at: cursor.end, in: tokens), ounces.unit == .ounce,
            ounces.amount < 16
        {
            let total = cursor.amount * 16 + ounces.amount
            return SizeReading(
                kind: .size, amount: total, amountText: ExactDecimal.plainText(total), unit: .ounce, start: start,
                end: ounces.end)
        }
        // "3 pk 65 ct" is 3 × 65 ct: 195 tissues.
        var reading = SizeReading(
            kind: .size, amount: cursor.amount, amountText: cursor.text, unit: unit, packs: packs, start: start,
            end: cursor.end)
        reading.packedByWord = packedByWord
        return extend(reading, in: tokens)
    }
}
