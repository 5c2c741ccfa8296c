import Foundation

/// A tile's name as whole words. The theme sets each word as one unbreakable box, so a name that runs
/// out of room ends at a word and an ellipsis, and sizes the name's type so that its longest word fits
/// the tile's width (`--word`, the longest word's width in ems).
struct NameWords: Equatable {
    var words: [String]
    /// The widest word's width in ems, an upper bound for the page's bold sans-serif.
    var longest: Double

    init(_ name: String) {
        words = Self.keepingUnits(name.split(whereSeparator: \.isWhitespace).map(String.init))
        longest = words.map(Self.width).max() ?? 0
    }

    /// `words` with each number and the unit after it ("125 g", "12 fl oz", "3,5 %", "4 ct/21.2 oz") as
    /// one word, joined by a no-break space: a line never breaks between them.
    static func keepingUnits(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            var word = words[index]
            index += 1
            // A unit that ends in a number ("ct/21.2") may have its own unit after it.
            joining: while word.last?.isNumber == true {
                for length in [2, 1] where index + length <= words.count {
                    let unit = words[index..<(index + length)]
                    // The unit's letters, before any punctuation after it ("ct" of "ct/21.2").
                    let last = unit[unit.index(before: unit.endIndex)]
                    let name = (unit.dropLast() + [String(last.prefix { $0.isLetter || $0 == "%" })])
                        .joined(separator: " ")
                    if name == "%" || MeasureUnit.named(name) != nil {
                        Self.breakBeforeNumber(&word)
                        word += "\u{00A0}" + unit.joined(separator: "\u{00A0}")
                        index += length
                        continue joining
                    }
                }
                break
            }
            result.append(word)
        }
        return result
    }

    /// A number at the end of a longer token ("24pk/16.9", "4 ct/21.2") gets a line break opportunity
    /// before it (a zero-width space), so that the number and the unit joined to it can start a line
    /// rather than the whole box break anywhere.
    private static func breakBeforeNumber(_ word: inout String) {
        let start = word.lastIndex { !($0.isNumber || $0 == "." || $0 == ",") }.map(word.index(after:))
        guard let start, start != word.endIndex, word[word.index(before: start)] != "\u{00A0}" else { return }
        word.insert("\u{200B}", at: start)
    }

    /// `--word` for the tile's style: two decimals, rounded up, at least 1.
    var cssValue: String { Self.cssValue(longest) }

    /// A width in ems for a style: two decimals, rounded up, at least 1.
    static func cssValue(_ ems: Double) -> String {
        let hundredths = max(100, Int((ems * 100).rounded(.up)))
        let cents = hundredths % 100
        return "\(hundredths / 100)." + (cents < 10 ? "0" : "") + String(cents)
    }

    /// The widest stretch of `text` a browser cannot break, in ems: lines break only at ordinary spaces,
    /// never at the no-break and thin spaces that keep a number with its unit ("21.2 oz", "1 kg = 7,16 €").
    static func longestRun(_ text: String) -> Double {
        runs(text).max() ?? 0
    }

    /// The widths in ems of the stretches of `text` a browser cannot break, in order.
    static func runs(_ text: String) -> [Double] {
        text.split(separator: " ").map { width(String($0)) }
    }

    /// A word's width in ems, as DejaVu Sans Bold sets it: of the sans-serif fonts a browser falls back
    /// to, the widest (Arial, Roboto, Helvetica and Segoe UI are narrower).
    static func width(_ word: String) -> Double {
        word.reduce(0) { $0 + width(of: $1) }
    }

    static func width(of character: Character) -> Double {
        // An accented letter is as wide as its base letter; an ASCII character is its own base, and
        // decomposing it (through Foundation, for every letter of every tile) was 3% of a chain's build.
        let base =
            (character.isASCII ? character.unicodeScalars.first : nil)
            ?? String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first ?? " "
        switch base.value {
        case 32...126: return Double(asciiHundredths[Int(base.value) - 32]) / 100
        case 0x2013, 0x00B0: return 0.5
        case 0x00A0: return 0.35
        case 0x2009, 0x202F: return 0.2
        case 0x00B7: return 0.38
        case 0x00D7: return 0.84
        case 0x00A3, 0x20AC: return 0.7
        case 0x2014, 0x2026: return 1
        case 0x2019, 0x2018: return 0.38
        // The Arabic decimal and thousands separators, as "." and ","; the Arabic percent sign.
        case 0x066B, 0x066C: return 0.38
        case 0x066A: return 1.01
        default: break
        }
        switch base.properties.generalCategory {
        // Marks that take no room: the right-to-left marks Foundation writes around a Hebrew or Arabic
        // price ("\u{200F}1.29\u{00A0}\u{200F}₪"), joiners, soft hyphens.
        case .format: return 0
        // Another script's digits (Arabic-Indic, Persian, Devanagari) are as wide as Latin ones.
        case .decimalNumber: return 0.7
        // ₪, ₹, ¥, ₺ are 0.7 to 0.9 em in DejaVu Sans Bold, ₩ 1.1.
        case .currencySymbol: return 1.1
        // Anything else (ligatures, other scripts, symbols) as the widest Latin letter.
        default: return 1.17
        }
    }

    /// Widths of the printable ASCII characters, from space to tilde, in hundredths of an em.
    private static let asciiHundredths: [UInt8] = [
        35, 46, 53, 84, 70, 101, 88, 31, 46, 46, 53, 84, 38, 42, 38, 37,
        70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40, 84, 84, 84, 59,
        100, 78, 77, 74, 84, 69, 69, 83, 84, 38, 38, 78, 64, 100, 84, 86,
        74, 86, 78, 73, 69, 82, 78, 111, 78, 73, 73, 46, 37, 46, 84, 50,
        50, 68, 72, 60, 72, 68, 44, 72, 72, 35, 35, 67, 35, 105, 72, 69,
        72, 72, 50, 60, 48, 72, 66, 93, 65, 66, 59, 72, 37, 72, 84,
    ]
}
