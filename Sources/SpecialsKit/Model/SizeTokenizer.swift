/// Splits a label into the tokens the size parser reads: numbers, words and the marks between them.
///
/// "6pk/16.9FL. OZ" becomes `6` `pk` `/` `16.9` `fl` `oz`; a number glued to the letters before it
/// ("V8") is marked so that it is never read as a size.
struct SizeTokenizer {
    enum Token: Equatable {
        /// Digits with at most one "." or "," inside; `gluedToWord` when a letter comes right before.
        case number(String, gluedToWord: Bool)
        /// A fraction such as "1/2".
        case fraction(numerator: String, denominator: String)
        case word(String)
        /// Any other mark: "/", "%", "(", "-", ...
        case mark(Character)
    }

    static func tokens(_ text: String) -> [Token] {
        let characters = Array(text.lowercased().replacingOccurrences(of: "×", with: " x "))
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isASCIIDigit {
                let start = index
                while index < characters.count {
                    let next = characters[index]
                    let separatesDigits = (next == "." || next == ",")
                        && index + 1 < characters.count && characters[index + 1].isASCIIDigit
                        && index > start
                    guard next.isASCIIDigit || separatesDigits else { break }
                    index += 1
                }
                let digits = String(characters[start..<index])
                // "6x330ml": an x between digits is a multiplication sign, not a word.
                let afterTimes = start >= 2 && characters[start - 1] == "x" && characters[start - 2].isASCIIDigit
                let glued = start > 0 && characters[start - 1].isLetter && !afterTimes
                tokens.append(.number(digits, gluedToWord: glued))
                continue
            }
            if character.isLetter {
                let start = index
                while index < characters.count, characters[index].isLetter { index += 1 }
                tokens.append(.word(String(characters[start..<index])))
                continue
            }
            if !character.isWhitespace, character != "." {
                tokens.append(.mark(character))
            }
            index += 1
        }
        return joinFractions(tokens)
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
               case let .number(numerator, _) = tokens[index], !numerator.contains(where: { $0 == "." || $0 == "," }),
               tokens[index + 1] == .mark("/"),
               case let .number(denominator, false) = tokens[index + 2],
               labelDenominators.contains(denominator),
               let top = Int(numerator), let bottom = Int(denominator), top < bottom {
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
