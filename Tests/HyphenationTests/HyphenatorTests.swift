import Hyphenation
import Synchronization
import Testing

/// The system's pattern dictionaries (Debian's hyphen-de, hyphen-en-us, hyphen-fr, hyphen-es) as the
/// tiles use them: soft hyphens where a word may break, never within two letters of its ends.
@Suite struct HyphenatorTests {
    /// Each dictionary loaded once for the suite: German's patterns take about a second to load.
    private static let loaded = Mutex<[String: Hyphenator]>([:])

    private func breaks(_ word: String, _ language: String, _ region: String) throws -> String {
        let hyphenator = try Self.loaded.withLock { loaded in
            if let hyphenator = loaded[language + "_" + region] { return hyphenator }
            let hyphenator = try #require(
                Hyphenator(language: language, region: region), "no \(language)_\(region) dictionary")
            loaded[language + "_" + region] = hyphenator
            return hyphenator
        }
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

    /// libhyphen's breaks for the grocers' names, as tiles have shown them: the same soft hyphens
    /// whether a word is hyphenated now or kept from an earlier build (`NameHyphenation`).
    @Test(arguments: [
        ("de", "DE", "Hähnchenbrustfilet", "Hähn-chen-brust-fi-let"),
        ("de", "DE", "Schweinenackensteaks", "Schwei-ne-na-ckens-teaks"),
        ("de", "DE", "Erdbeerkonfitüre", "Erd-beer-kon-fi-tü-re"),
        ("de", "DE", "Zartbitterschokolade", "Zart-bit-ter-scho-ko-la-de"),
        ("de", "DE", "Räucherlachs", "Räu-cher-lachs"),
        ("de", "DE", "Schifffahrt", "Schiff-fahrt"),
        ("de", "DE", "Straße", "Stra-ße"),
        ("de", "DE", "Gerolsteiner", "Ge-rol-stei-ner"),
        ("en", "US", "Boneless", "Bone-less"),
        ("en", "US", "Strawberry", "Straw-berry"),
        ("en", "US", "Tropicana", "Trop-i-cana"),
        ("en", "US", "Mozzarella", "Moz-zarella"),
        ("en", "US", "Spaghetti", "Spaghetti"),
        ("en", "US", "Potatoes", "Pota-toes"),
        ("fr", "FR", "pamplemousse", "pam-ple-mousse"),
        ("fr", "FR", "Camembert", "Ca-mem-bert"),
        ("fr", "FR", "Boulangerie", "Bou-lan-ge-rie"),
        ("fr", "FR", "Croissants", "Crois-sants"),
    ])
    func namesBreakWhereTheyAlwaysDid(language: String, region: String, word: String, expected: String) throws {
        #expect(try breaks(word, language, region) == expected)
    }

    @Test func onlyLongWordsOfLettersMayBreak() {
        #expect(Hyphenator.mayBreak("Bohne"))
        for word in ["Milk", "18CT", "Coca-Cola", "O'Brien", "Tee"] {
            #expect(!Hyphenator.mayBreak(word))
        }
    }

    @Test func aDictionaryLoadsFromItsPathAndTheRegionsOwnComesFirst() throws {
        #expect(Hyphenator.fileNames(language: "de", region: "AT") == ["hyph_de_AT.dic", "hyph_de.dic"])
        #expect(Hyphenator.fileNames(language: "fr", region: nil) == ["hyph_fr.dic"])
        let hyphenator = try #require(Hyphenator(path: Hyphenator.systemFolder + "/hyph_en_US.dic"))
        #expect(hyphenator.hyphenated("Cheddar") == "Ched\u{AD}dar")
        #expect(Hyphenator(path: "/nonexistent/hyph_en_US.dic") == nil)
    }

    @Test func aLanguageWithoutADictionaryHasNoHyphenator() {
        #expect(Hyphenator(language: "xx", region: "YY") == nil)
    }
}
