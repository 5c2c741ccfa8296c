import Foundation

/// Reads a package size from the end of a product name ("Navel Oranges 4LBS") or from a size field.
///
/// When it is not sure, it finds nothing: a missing unit price is acceptable, a wrong one is not.
public enum SizeParser {
    /// Words that may follow a size at the end of a name ("7.9oz Gift Cube", "12 oz Bag").
    static let containerWords: Set<String> = [
        "bag", "bags", "bottle", "bottles", "box", "boxes", "can", "cans", "carton", "cartons", "container",
        "cube", "cup", "cups", "family", "gift", "jar", "jars", "jug", "loaf", "net", "pkg", "package", "pouch",
        "size", "tray", "tub", "tube", "value", "wt", "club", "bundle", "case", "sleeve", "roll", "rolls",
    ]

    /// The size at the end of `name`, if one is there for sure.
    public static func size(inName name: String) -> Quantity? {
        var tokens = SizeTokenizer.tokens(name)
        // Trailing container words and closing marks: "(16 oz) Bag", "7.9oz Gift Cube".
        var dropped = 0
        while let last = tokens.last, dropped < 3 {
            if case let .word(word) = last, containerWords.contains(word), !endsWithUnit(tokens) {
                tokens.removeLast()
                dropped += 1
            } else if case let .mark(mark) = last, [")", "]", ",", "-", "*"].contains(mark) {
                tokens.removeLast()
            } else {
                break
            }
        }
        guard let match = match(atEndOf: tokens) else { return nil }
        // What comes before must end a word: "Pepsi 12 oz" and "(12 oz" yes, "V8" never.
        return match.quantity
    }

    /// `text` read as a size as a whole ("12 oz", "6 x 330 mL"); nil when any part is not understood.
    public static func size(exactly text: String) -> Quantity? {
        let tokens = SizeTokenizer.tokens(text)
        guard let match = match(atEndOf: tokens), match.start == 0 else { return nil }
        return match.quantity
    }

    private static func endsWithUnit(_ tokens: [SizeTokenizer.Token]) -> Bool {
        unit(endingAt: tokens.count, in: tokens) != nil
    }

    private struct Match {
        var quantity: Quantity
        var start: Int
    }

    /// The longest unit name (up to four words) that ends right before `end`.
    private static func unit(endingAt end: Int, in tokens: [SizeTokenizer.Token]) -> (MeasureUnit, start: Int)? {
        for length in stride(from: min(4, end), through: 1, by: -1) {
            var words: [String] = []
            for token in tokens[(end - length)..<end] {
                guard case let .word(word) = token else { break }
                words.append(word)
            }
            guard words.count == length else { continue }
            if let unit = MeasureUnit.spellings[words.joined(separator: " ")] {
                return (unit, end - length)
            }
        }
        return nil
    }

    /// An amount ending right before `end`: "4", "1.5", "1,5", "1/2", "3 1/2".
    private static func amount(endingAt end: Int, in tokens: [SizeTokenizer.Token]) -> (Decimal, text: String, start: Int)? {
        guard end > 0 else { return nil }
        switch tokens[end - 1] {
        case let .number(digits, glued):
            guard !glued, let value = number(digits) else { return nil }
            return (value, ExactDecimal.plainText(value), end - 1)
        case let .fraction(numerator, denominator):
            guard let top = ExactDecimal.parse(numerator), let bottom = ExactDecimal.parse(denominator), top > 0, bottom > 0 else {
                return nil
            }
            let fraction = top / bottom
            if end >= 2, case let .number(whole, false) = tokens[end - 2], let wholeValue = ExactDecimal.parse(whole) {
                return (wholeValue + fraction, "\(whole) \(numerator)/\(denominator)", end - 2)
            }
            return (fraction, "\(numerator)/\(denominator)", end - 1)
        default:
            return nil
        }
    }

    /// "1.5" and "1,5" (a decimal comma, one or two digits after it); "1,500" is ambiguous: nil.
    private static func number(_ digits: String) -> Decimal? {
        var text = digits
        if let comma = text.firstIndex(of: ",") {
            let fraction = text[text.index(after: comma)...]
            guard fraction.count <= 2 else { return nil }
            text.replaceSubrange(comma...comma, with: ".")
        }
        guard let value = ExactDecimal.parse(text), value > 0, value < 100_000 else { return nil }
        return value
    }

    private static func match(atEndOf tokens: [SizeTokenizer.Token]) -> Match? {
        guard let (unit, unitStart) = unit(endingAt: tokens.count, in: tokens) else { return nil }
        guard let (amount, amountText, amountStart) = amount(endingAt: unitStart, in: tokens) else {
            // "Large Eggs Dozen": a dozen needs no number.
            guard unit == .dozen else { return nil }
            return Match(quantity: Quantity(1, unit, text: "1 dozen"), start: unitStart)
        }
        let single = Quantity(amount, unit, text: "\(amountText) \(unit.symbol)")
        if unit.dimension == .count {
            return Match(quantity: single, start: amountStart)
        }
        return multipack(before: amountStart, of: single, in: tokens) ?? Match(quantity: single, start: amountStart)
    }

    /// "6 x 330 mL", "12/12 oz", "6pk/16 fl oz", "6-pack 12 oz" (each) and "4 ct/15.25 oz" (a total).
    private static func multipack(before start: Int, of item: Quantity, in tokens: [SizeTokenizer.Token]) -> Match? {
        var index = start
        func previous() -> SizeTokenizer.Token? { index > 0 ? tokens[index - 1] : nil }

        if previous() == .mark("/") { index -= 1 }
        var packWord: MeasureUnit?
        if case let .word(word) = previous() {
            if word == "x" {
                index -= 1
            } else if let unit = MeasureUnit.spellings[word], unit.dimension == .count, unit != .dozen {
                packWord = unit
                index -= 1
                if previous() == .mark("-") { index -= 1 }
            } else {
                return nil
            }
        } else if index == start {
            return nil
        }
        guard case let .number(digits, false) = previous(), let count = ExactDecimal.parse(digits),
              count >= 1, count <= 1000 else { return nil }
        let countText = ExactDecimal.plainText(count)
        index -= 1
        switch packWord {
        case .count?, .each?:
            // "4 ct/15.25 oz": the count says how many pieces; the size is their total.
            return Match(
                quantity: Quantity(dimension: item.dimension, baseValue: item.baseValue, text: "\(countText) ct / \(item.text)"),
                start: index
            )
        default:
            return Match(
                quantity: Quantity(dimension: item.dimension, baseValue: item.baseValue * count, text: "\(countText) × \(item.text)"),
                start: index
            )
        }
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
