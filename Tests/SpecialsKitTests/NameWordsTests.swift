import Testing
@testable import SpecialsKit

@Suite struct NameWordsTests {
    @Test func splitsOnAnyWhitespaceAndKeepsPunctuationInTheWord() {
        let name = NameWords("  Ready-to-Eat\tChicken  Soup, 12 oz ")
        #expect(name.words == ["Ready-to-Eat", "Chicken", "Soup,", "12", "oz"])
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
