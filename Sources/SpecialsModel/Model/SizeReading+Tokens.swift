import Foundation

/// The small readers `SizeReading.scan` is built from: units, pack words, numbers.
extension SizeReading {
    /// The longest unit name (up to four words) that starts at `index`.
    static func unit(at index: Int, in tokens: [Token]) -> (MeasureUnit, end: Int)? {
        for length in stride(from: min(4, tokens.count - index), through: 1, by: -1) {
            var words: [String] = []
            for token in tokens[index..<(index + length)] {
                guard case .word(let word) = token else { break }
                words.append(word)
            }
            guard words.count == length else { continue }
            if let unit = MeasureUnit.spellings[words.joined(separator: " ")] {
                return (unit, index + length)
            }
        }
        return nil
    }

    /// Words for the pack around a measure, which alone are no size: "x 24 Case", "355ML:CTN12".
    static let packageWords: Set<String> = [
        "case", "cases", "carton", "cartons", "ctn", "tray", "crate", "kasten", "pack", "pk", "pak",
    ]

    /// The end of a pack word at `index` ("pack", "case", "ctn"), if one is there. Counts ("100 tablets",
    /// "50 ct") are not packs: after a measure they are a statement of their own.
    static func packWord(at index: Int, in tokens: [Token]) -> Int? {
        guard index < tokens.count, case .word(let word) = tokens[index], packageWords.contains(word) else {
            return nil
        }
        return index + 1
    }

    /// The words of "pack of 6", "lot de 3", "boîte de 12", "caja de 12".
    static let packOfWords: Set<String> = [
        "pack", "lot", "paquete", "case", "box", "boîte", "boite", "caja", "paquet", "sachet",
    ]

    /// "pack of 6", "lot de 3", "pack de 6", "paquete de 4", "(Pack of 12)": the count and where it ends.
    static func packOf(at index: Int, in tokens: [Token]) -> (Decimal, end: Int)? {
        var start = index
        if start < tokens.count, tokens[start] == .mark("(") { start += 1 }
        guard start + 2 < tokens.count, case .word(let pack) = tokens[start], packOfWords.contains(pack),
            case .word(let of) = tokens[start + 1], ["of", "de"].contains(of),
            case .number(let digits, false) = tokens[start + 2], let count = wholeCount(digits)
        else { return nil }
        // "box of 12 oz", "boîte de 500 g": a measure, not a count of packages.
        if let (unit, _) = unit(at: start + 3, in: tokens), unit.dimension != .count { return nil }
        var end = start + 3
        if end < tokens.count, tokens[end] == .mark(")") { end += 1 }
        return (count, end)
    }

    /// Containers a label counts before their size: "4 briques de 1 L", "3 cans of 16 oz".
    static let containerWords: Set<String> = [
        "can", "cans", "bottle", "bottles", "btl", "btls", "box", "boxes", "bag", "bags", "pouch", "pouches", "carton",
        "cartons",
        "jar", "jars", "tub", "tubs", "cup", "cups", "tray", "trays", "packet", "packets", "brick", "bricks", "tins",
        "brique", "briques", "bouteille", "bouteilles", "canette", "canettes", "cannettes", "boîte", "boîtes", "boites",
        "sachet",
        "sachets", "pot", "pots", "barquette", "barquettes", "paquet", "paquets", "flacon", "flacons", "bocal",
        "bocaux",
        "schale", "schalen", "flasche", "flaschen", "dose", "dosen", "packung", "packungen", "becher", "beutel", "tüte",
        "tüten",
        "glas", "gläser", "karton", "kartons", "botella", "botellas", "lata", "latas", "brik", "briks", "envase",
        "envases",
        "paquete", "paquetes", "bolsa", "bolsas", "tarro", "tarros", "bote", "botes", "caja", "cajas", "vaso", "vasos",
    ]

    /// Pieces a label counts before "of" and the size of each: "3 tablettes de 100 g", "4 bars of 1.5 oz".
    static let pieceWords: Set<String> = [
        "bar", "bars", "tablette", "tablettes", "tafel", "tafeln", "riegel", "tableta", "tabletas", "barrita",
        "barritas",
        "portion", "portions", "stick", "sticks", "roll", "rolls", "rouleau", "rouleaux", "rolle", "rollen", "rollo",
        "rollos",
    ]

    static func pieceWord(_ token: Token) -> Bool {
        if case .word(let word) = token { return pieceWords.contains(word) }
        return false
    }

    static func containerWord(_ token: Token) -> Bool {
        if case .word(let word) = token { return containerWords.contains(word) }
        return false
    }

    /// What each of so many containers holds, written after them: container words, "of", "de", "à" or
    /// "x", then a measure that is not a count. nil when no such size follows.
    static func contents(
        at index: Int, in tokens: [Token]
    ) -> (amount: Decimal, text: String, unit: MeasureUnit, end: Int)? {
        func joiner(_ at: Int) -> Bool {
            guard at < tokens.count, case .word(let word) = tokens[at] else { return false }
            return ["of", "de", "à", "a", "x", "von", "con"].contains(word)
        }
        var cursor = index
        // Pieces only before a joiner: "lot de 3 tablettes de 100 g".
        while cursor < tokens.count, containerWord(tokens[cursor]) || (pieceWord(tokens[cursor]) && joiner(cursor + 1))
        { cursor += 1 }
        if joiner(cursor) { cursor += 1 }
        guard let measured = measure(at: cursor, in: tokens), let unit = measured.unit, unit.dimension != .count else {
            return nil
        }
        return (measured.amount, measured.text, unit, measured.end)
    }

    static func wholeCount(_ digits: String) -> Decimal? {
        guard let count = ExactDecimal.parse(digits), count >= 1, count <= 1000, count == count.rounded() else {
            return nil
        }
        return count
    }

    static func isMark(_ token: Token) -> Bool {
        if case .mark = token { return true }
        return false
    }

    static func isPackUnit(_ unit: MeasureUnit) -> Bool {
        unit == .pack || unit == .count || unit == .each
    }

    static func isAmount(_ token: Token) -> Bool {
        switch token {
        case .number, .fraction: true
        default: false
        }
    }

    static func perMarker(_ token: Token) -> Bool {
        switch token {
        case .mark("/"): true
        case .word(let word):
            ["per", "par", "pro", "por", "je", "le", "la", "les", "el", "los", "las", "a", "the"].contains(word)
        default: false
        }
    }

    /// "1.5" and "1,5" (a decimal comma, one or two digits after it, or a leading 0: "0,750");
    /// "1,500" is ambiguous: nil.
    static func number(_ digits: String) -> Decimal? {
        var text = digits
        if let comma = text.firstIndex(of: ",") {
            let fraction = text[text.index(after: comma)...]
            guard fraction.count <= 2 || text.hasPrefix("0,") else { return nil }
            text.replaceSubrange(comma...comma, with: ".")
        }
        guard let value = ExactDecimal.parse(text), value > 0, value < 100_000 else { return nil }
        return value
    }

    static func fraction(_ top: String, _ bottom: String) -> Decimal? {
        guard let numerator = ExactDecimal.parse(top), let denominator = ExactDecimal.parse(bottom), numerator > 0,
            denominator > 0
        else {
            return nil
        }
        return numerator / denominator
    }
}

extension Decimal {
    /// The nearest whole number.
    func rounded() -> Decimal {
        ExactDecimal.rounded(self, places: 0)
    }
}
