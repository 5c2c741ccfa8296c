/// Splits a label into the tokens the size parser reads: numbers, words and the marks between them.
///
/// "6pk/16.9FL. OZ" becomes `6` `pk` `/` `16.9` `fl` `oz`; a number glued to the letters before it
/// ("V8") is marked so that it is never read as a size, and one that a currency sign touches ("$1.99",
/// "1,99 €") is a price.
struct SizeTokenizer {
    enum Token: Equatable {
        /// Digits with at most one "." or "," inside; `gluedToWord` when a letter comes right before.
        case number(String, gluedToWord: Bool)
        /// An amount of money: "$1.99", "1,99 €", "2/$5". Never a size; a unit right after it is what the
        /// price is for ("$1.99 lb").
        case price(String)
        /// A fraction such as "1/2".
        case fraction(numerator: String, denominator: String)
        case word(String)
        /// Any other mark: "/", "%", "(", "-", ...
        case mark(Character)
    }

    static func tokens(_ text: String) -> [Token] {
        let characters = Array(spellingFractions(text.lowercased().replacingOccurrences(of: "×", with: " x ")))
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            // ".75 gal", ".33L": a leading dot before digits starts a decimal.
            let leadingDot =
                character == "." && index + 1 < characters.count && characters[index + 1].isASCIIDigit
                && (index == 0 || !characters[index - 1].isASCIIDigit)
            if character.isASCIIDigit || leadingDot {
                let start = index
                if leadingDot { index += 1 }
                while index < characters.count {
                    let next = characters[index]
                    let separatesDigits =
                        (next == "." || next == ",")
                        && index + 1 < characters.count && characters[index + 1].isASCIIDigit
                        && index > start
                    guard next.isASCIIDigit || separatesDigits else { break }
                    index += 1
                }
                let digits = leadingDot ? "0" + String(characters[start..<index]) : String(characters[start..<index])
                // A number right after one or two letters is part of a name ("V8", "X5", "A1"); after a
                // longer word it is a size glued on ("Frozen2.50Lb", "PACK4"). Chinese and Japanese write
                // no spaces and two characters make a word: "牛奶250毫升", "米5kg" are sizes.
                var gluedLetters = 0
                while gluedLetters < start, characters[start - gluedLetters - 1].isLetter { gluedLetters += 1 }
                var glued = (1...2).contains(gluedLetters) && !Self.isIdeographic(characters[start - 1])
                // "6x330ml", "330ml x12": an x after a number or a unit is a multiplication sign; "Yaourts
                // x6": an x that starts the label's last word counts what comes before ("Model X5 lb" is a name).
                var after = index
                while after < characters.count, characters[after].isWhitespace { after += 1 }
                let endsLabel = after == characters.count || !characters[after].isLetter
                if gluedLetters == 1, characters[start - 1] == "x",
                    tokens.last.map(Self.endsAmountOrUnit) == true
                        || ((start < 2 || characters[start - 2].isWhitespace) && endsLabel)
                {
                    tokens.append(.word("x"))
                    glued = false
                }
                tokens.append(.number(digits, gluedToWord: glued))
                continue
            }
            if character.isLetter {
                let start = index
                while index < characters.count, characters[index].isLetter { index += 1 }
                let word = String(characters[start..<index])
                // An x glued to the digits after it is decided when the digits are read.
                if word == "x", index < characters.count, characters[index].isASCIIDigit { continue }
                tokens.append(.word(word))
                continue
            }
            if !character.isWhitespace, character != "." {
                tokens.append(.mark(character))
            }
            index += 1
        }
        return joinFractions(markPrices(tokens))
    }

    /// A Chinese character, or Japanese kana: scripts written without spaces between words.
    static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return (0x3040...0x30FF).contains(scalar) || (0x3400...0x4DBF).contains(scalar)
            || (0x4E00...0x9FFF).contains(scalar)
            || (0xF900...0xFAFF).contains(scalar)
    }

    /// The number a currency sign stands beside becomes a price: the one right before it ("1,99 €", "99¢"),
    /// else the one right after it ("$1.99", "2/$5"), so that in "2,50 € 200 g" the grams stay a size.
    private static func markPrices(_ tokens: [Token]) -> [Token] {
        var result = tokens
        for (index, token) in tokens.enumerated() {
            guard case .mark(let mark) = token, mark.isCurrencySymbol else { continue }
            for neighbour in [index - 1, index + 1] where tokens.indices.contains(neighbour) {
                guard case .number(let digits, _) = tokens[neighbour] else { continue }
                result[neighbour] = .price(digits)
                break
            }
        }
        return result
    }

    /// "½ gal", "1½ lb", "¾ lb": vulgar fractions written out as the label's fractions are ("1 1/2 lb").
    /// Those no label uses for a size (fifths, sixths) become a number glued to a letter, which is never a
    /// size and keeps the unit after it from reading as "per lb".
    private static func spellingFractions(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { fractions[$0] != nil || rareFractions.contains($0) }) else {
            return text
        }
        var spelled = ""
        for scalar in text.unicodeScalars {
            if let fraction = fractions[scalar] {
                spelled += " \(fraction) "
            } else if rareFractions.contains(scalar) {
                spelled += " q0 "
            } else {
                spelled.unicodeScalars.append(scalar)
            }
        }
        return spelled
    }

    private static let fractions: [Unicode.Scalar: String] = [
        "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8",
    ]
    private static let rareFractions: Set<Unicode.Scalar> = ["⅕", "⅖", "⅗", "⅘", "⅙", "⅚", "⅐", "⅑", "⅒", "↉"]

    /// Whether an "x" right after this token multiplies: after a number or a unit ("330ml x12").
    private static func endsAmountOrUnit(_ token: Token) -> Bool {
        switch token {
        case .number, .fraction: true
        case .word(let word): MeasureUnit.spellings[word] != nil
        case .mark, .price: false
        }
    }

    /// The denominators of fractions people write on labels ("1/2 gal", "3/4 lb"). "12/16 oz" is
    /// not a fraction but twelve 16 oz cans, so other slashes between numbers stay slashes.
    private static let labelDenominators: Set<String> = ["2", "3", "4", "8"]

    /// `1` `/` `2` becomes the fraction 1/2 when nothing but the slash stands between the numbers.
    private static func joinFractions(_ tokens: [Token]) -> [Token] {
        var result: [Token] = []
        var index = 0
        while index < tokens.count {
            if index + 2 < tokens.count,
                case .number(let numerator, _) = tokens[index], !numerator.contains(where: { $0 == "." || $0 == "," }),
                tokens[index + 1] == .mark("/"),
                case .number(let denominator, false) = tokens[index + 2],
                labelDenominators.contains(denominator),
                let top = Int(numerator), let bottom = Int(denominator), top < bottom
            {
                result.append(.fraction(numerator: numerator, denominator: denominator))
                index += 3
            } else {
                result.append(tokens[index])
                index += 1
            }
        }
        return result
    }
}
