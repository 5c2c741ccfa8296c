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
}
