import Foundation
import Testing

@testable import SpecialsKit

@Suite struct NameWordsTests {
    @Test func splitsOnAnyWhitespaceAndKeepsPunctuationInTheWord() {
        let name = NameWords("  Ready-to-Eat\tChicken  Soup, 12 oz ")
        #expect(name.words == ["Ready-to-Eat", "Chicken", "Soup,", "12\u{00A0}oz"])
    }

    /// A number and its unit are one word, joined by a no-break space, so a line never breaks between
    /// them; a number before any other word stays a word of its own.
    @Test func aNumberKeepsItsUnit() {
        #expect(NameWords("Mozzarella 125 g").words == ["Mozzarella", "125\u{00A0}g"])
        #expect(NameWords("Coca-Cola 12 fl oz").words == ["Coca-Cola", "12\u{00A0}fl\u{00A0}oz"])
        #expect(
            NameWords("Frische Vollmilch 3,5 % 1 l").words == ["Frische", "Vollmilch", "3,5\u{00A0}%", "1\u{00A0}l"])
        #expect(NameWords("Bio-Eier 10 Stück").words == ["Bio-Eier", "10\u{00A0}Stück"])
        #expect(NameWords("Mineralwasser 12 x 1 l").words == ["Mineralwasser", "12", "x", "1\u{00A0}l"])
        #expect(NameWords("Top 10 Hits 2 LB").words == ["Top", "10", "Hits", "2\u{00A0}LB"])
        // A number inside a longer token may start a line with its unit.
        #expect(
            NameWords("Greek Yogurt 4 ct/21.2 oz").words == ["Greek", "Yogurt", "4\u{00A0}ct/\u{200B}21.2\u{00A0}oz"])
        #expect(NameWords("Water 24pk/16.9 fl oz").words == ["Water", "24pk/\u{200B}16.9\u{00A0}fl\u{00A0}oz"])
        #expect(NameWords("Pasta 500 gr. Box").words == ["Pasta", "500\u{00A0}gr.", "Box"])
    }

    @Test func theLongestWordSetsTheWidth() {
        // "Supercalifragilistic" outweighs "Chips" and "10", letter by letter in DejaVu Sans Bold.
        let name = NameWords("Supercalifragilistic Chips 10")
        #expect(name.longest == NameWords.width("Supercalifragilistic"))
        #expect(name.longest > NameWords.width("Chips"))
        #expect(abs(NameWords.width("iii") - 1.05) < 0.0001)
        #expect(abs(NameWords.width("WW") - 2.22) < 0.0001)
    }

    @Test func anAccentedLetterIsAsWideAsItsBaseAndOtherScriptsCountWide() {
        #expect(NameWords.width("Éclair") == NameWords.width("Eclair"))
        #expect(NameWords.width("über") == NameWords.width("uber"))
        #expect(NameWords.width(of: "茶") == 1.17)
    }

    /// A price as Foundation writes it in Hebrew or Arabic is as wide as its digits, separators and sign:
    /// the right-to-left marks around it take no room. Overcounting them (as wide letters) hid a 4.99 ₪
    /// price on phone tiles it fits at 11 px. Each width stays at or above DejaVu Sans Bold's (measured in
    /// Chromium: ₪ 0.9, ₩ 1.1, ٣ 0.61, ٫ 0.37, ٪ 0.61 em).
    @Test func aPriceInAnotherScriptIsAsWideAsWhatShows() {
        let shekel = MoneyFormat(locale: Locale(identifier: "he_IL"), currency: "ILS").string(
            Money(Decimal(string: "4.99")!))
        #expect(
            shekel.unicodeScalars.contains("\u{200F}"), "Foundation marks the direction: \(shekel.debugDescription)")
        #expect(NameWords.width(shekel) == NameWords.width("4.99\u{A0}") + 1.1)
        for (character, atLeast) in [
            ("\u{200F}", 0.0), ("\u{200E}", 0), ("\u{FEFF}", 0), ("٣", 0.61), ("۵", 0.61), ("٫", 0.37), ("٪", 0.61),
            ("₪", 0.9), ("₩", 1.1), ("₹", 0.7), ("¥", 0.7),
        ] as [(Character, Double)] {
            #expect(
                NameWords.width(of: character) >= atLeast && NameWords.width(of: character) <= max(atLeast, 0.7) + 0.4,
                "\(character)")
        }
        #expect(NameWords.width(of: "\u{200F}") == 0)
    }

    @Test func theCSSValueRoundsUpToHundredthsAndIsNeverBelowOne() {
        #expect(NameWords("Eggs").cssValue == "2.73")
        #expect(NameWords("a").cssValue == "1.00")
        #expect(NameWords("").cssValue == "1.00")
        #expect(NameWords("Honeycrisp Apples").cssValue == "6.36")
    }

    @Test func aUnitLineBreaksOnlyAtOrdinarySpaces() {
        // "4 ct / 21.2 oz" is held together by no-break spaces: one stretch, wider than "· $0.293/oz".
        let line = "4\u{A0}ct\u{A0}/\u{A0}21.2\u{A0}oz · $0.293/oz"
        #expect(NameWords.longestRun(line) == NameWords.width("4\u{A0}ct\u{A0}/\u{A0}21.2\u{A0}oz"))
        #expect(abs(NameWords.width("4\u{A0}ct") - (0.70 + 0.35 + 0.60 + 0.48)) < 0.0001)
        #expect(NameWords.longestRun("1 kg = 7,16\u{202F}€") == NameWords.width("7,16\u{202F}€"))
        #expect(NameWords.longestRun("") == 0)
    }
}
