import Hyphenation
import Testing

/// The system's pattern dictionaries (Debian's hyphen-de, hyphen-en-us, hyphen-fr, hyphen-es) as the
/// tiles use them: soft hyphens where a word may break, never within two letters of its ends.
@Suite struct HyphenatorTests {
    private func breaks(_ word: String, _ language: String, _ region: String) throws -> String {
        let hyphenator = try #require(
            Hyphenator(language: language, region: region), "no \(language)_\(region) dictionary")
        return hyphenator.hyphenated(word).replacingOccurrences(of: String(Hyphenator.softHyphen), with: "-")
    }

    @Test func germanCompoundsBreakBetweenTheirSyllables() throws {
        // A Latin-1 dictionary: the umlaut is one letter, and the case of the word is kept.
        #expect(try breaks("Hähnchenbrustfilet", "de", "DE") == "Hähn-chen-brust-fi-let")
        #expect(try breaks("Rinderhackfleisch", "de", "DE") == "Rin-der-hack-fleisch")
    }

    @Test func otherLanguagesUseTheirOwnPatterns() throws {
        #expect(try breaks("Cheddar", "en", "US") == "Ched-dar")
        #expect(try breaks("pamplemousse", "fr", "FR").contains("-"))
        #expect(try breaks("mantequilla", "es", "ES").contains("-"))
    }

    @Test func shortWordsNumbersAndMixedWordsStayWhole() throws {
        let hyphenator = try #require(Hyphenator(language: "en", region: "US"))
        for word in ["Milk", "18CT", "Coca-Cola", "12pk/12", "O'Brien"] {
            #expect(hyphenator.hyphenated(word) == word)
        }
    }

    @Test func aLanguageWithoutADictionaryHasNoHyphenator() {
        #expect(Hyphenator(language: "xx", region: "YY") == nil)
    }
}
