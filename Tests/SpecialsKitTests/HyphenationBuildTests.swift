import Foundation
import SpecialsTestSupport
import Testing

@testable import SpecialsKit

/// A site's names hyphenated by the machine's libhyphen dictionary for its language: the dictionary is
/// part of what the build is made from (another one rebuilds), words are kept in the site's cache for
/// the next build, and a language with no dictionary installed is said once and built without hyphens.
@Suite struct HyphenationBuildTests {
    static let options = BuildOptions(now: .day(Day("2026-11-21")!))
    static let feed = """
        {"canvasUnit": 16, "managerSpecials": [
          {"display_name": "Rinderhackfleisch 500 g", "width": 8, "height": 8, "price": "3.99"}]}
        """

    /// A German site (or one in `locale`) whose builds find their dictionaries in the sandbox's `hyphen/`.
    func publisher(_ sandbox: Sandbox, locale: String = "de_DE") throws -> (SitePublisher, Told) {
        let site = try sandbox.site(feed: Self.feed, settings: Sandbox.settings + "locale: \(locale)\n")
        try sandbox.makeFolder("hyphen")
        let told = Told()
        var publisher = SitePublisher(site: site, options: Self.options)
        publisher.version = "test"
        publisher.hyphenationFolder = sandbox.path("hyphen")
        publisher.warn = { told.add($0) }
        return (publisher, told)
    }

    /// Copies the system's `file` into the sandbox's dictionaries as `name`.
    func install(_ file: String, as name: String, in sandbox: Sandbox) throws {
        let bytes = try #require(FileManager.default.contents(atPath: HyphenationDictionary.systemFolder + "/" + file))
        try sandbox.write([UInt8](bytes), to: "hyphen/" + name)
    }

    /// The name as the front page's tile writes it.
    func name(_ sandbox: Sandbox) throws -> String {
        let page = try #require(sandbox.read("site/public/index.html"))
        let start = try #require(page.range(of: "<span class=\"w\">"))
        return String(page[start.upperBound...].prefix { $0 != "<" })
    }

    @Test func aChangeOfDictionaryRebuildsWithItsBreaks() async throws {
        let sandbox = try Sandbox()
        let (publisher, _) = try publisher(sandbox)
        // Breaks as libhyphen gives them with each file's patterns.
        try install("hyph_en_US.dic", as: "hyph_de_DE.dic", in: sandbox)
        #expect(try await publisher.publish() != .upToDate)
        #expect(try name(sandbox) == "Rinder\u{AD}hack\u{AD}fleisch")
        #expect(try await publisher.publish() == .upToDate)

        try install("hyph_fr.dic", as: "hyph_de_DE.dic", in: sandbox)
        #expect(try await publisher.publish() != .upToDate, "another dictionary's bytes")
        #expect(try name(sandbox) == "Rin\u{AD}de\u{AD}rhack\u{AD}fleisch")

        try sandbox.remove("hyphen/hyph_de_DE.dic")
        #expect(try await publisher.publish() != .upToDate, "no dictionary any more")
        #expect(try name(sandbox) == "Rinderhackfleisch")
        #expect(try await publisher.publish() == .upToDate)

        // The language's own file, where the region has none.
        try install("hyph_de_DE.dic", as: "hyph_de.dic", in: sandbox)
        #expect(try await publisher.publish() != .upToDate, "a dictionary installed")
        #expect(try name(sandbox) == "Rin\u{AD}der\u{AD}hack\u{AD}fleisch")
    }

    @Test func aLanguageWithoutADictionarySaysSoOnceAndBuildsWithoutHyphens() async throws {
        let sandbox = try Sandbox()
        let (publisher, told) = try publisher(sandbox)
        #expect(try await publisher.publish() != .upToDate)
        let said = told.all.map(\.description).filter { $0.contains("hyphenation") }
        #expect(
            said == [
                "site.yml: warning: no hyphenation patterns for de_DE in \(sandbox.path("hyphen")) (Debian's "
                    + "hyphen-de): names are published without soft hyphens, and a word too long for its tile "
                    + "breaks anywhere"
            ])
        #expect(try name(sandbox) == "Rinderhackfleisch")
    }

    @Test func aLanguageNoPackageHyphenatesIsNotWarnedAbout() async throws {
        let sandbox = try Sandbox()
        let (publisher, told) = try publisher(sandbox, locale: "ja_JP")
        #expect(try await publisher.publish() != .upToDate)
        #expect(!told.all.contains { $0.message.contains("hyphenation") })
    }

    @Test func wordsAreKeptForTheNextBuildWithTheirDictionary() async throws {
        let sandbox = try Sandbox()
        let (publisher, _) = try publisher(sandbox)
        try install("hyph_en_US.dic", as: "hyph_de_DE.dic", in: sandbox)
        #expect(try await publisher.publish() != .upToDate)
        let dictionary = HyphenationDictionary.find(
            locale: "de_DE", folder: sandbox.path("hyphen"), fileSystem: .live)
        let size = try #require(FileManager.default.contents(atPath: sandbox.path("hyphen/hyph_de_DE.dic"))).count
        #expect(dictionary.path == sandbox.path("hyphen/hyph_de_DE.dic") && dictionary.identity.hasPrefix("\(size) "))
        let kept = HyphenationCache.words(site: sandbox.path("site"), dictionary: dictionary, fileSystem: .live)
        #expect(kept == ["Rinderhackfleisch": "Rinder\u{AD}hack\u{AD}fleisch"])

        // A rebuild knows every word: the cache is not written again.
        let cache = HyphenationCache.path(forSite: sandbox.path("site"))
        let before = try FileManager.default.attributesOfItem(atPath: cache)[.modificationDate] as? Date
        try sandbox.remove("site/public")
        #expect(try await publisher.publish() != .upToDate)
        #expect(try FileManager.default.attributesOfItem(atPath: cache)[.modificationDate] as? Date == before)
        // Another dictionary's build never takes them.
        var other = dictionary
        other.digest = "1 0000000000000000"
        #expect(HyphenationCache.words(site: sandbox.path("site"), dictionary: other, fileSystem: .live).isEmpty)
    }

    @Test func knownWordsNeedNoPatternsAndNewOnesAreLearned() {
        // A dictionary that cannot be loaded: a known word is still as it was kept.
        let missing = HyphenationDictionary(
            locale: "de_DE", path: "/nonexistent/hyph_de_DE.dic", status: nil, digest: "1 0123456789abcdef")
        let hyphenation = NameHyphenation(
            dictionary: missing, known: ["Rinderhackfleisch": "Rin\u{AD}der\u{AD}hack\u{AD}fleisch"])
        #expect(hyphenation.hyphenated("Rinderhackfleisch") == "Rin\u{AD}der\u{AD}hack\u{AD}fleisch")
        #expect(hyphenation.hyphenated("Milch") == "Milch")
        #expect(hyphenation.hyphenated("500g") == "500g")
        #expect(hyphenation.learned == ["Milch": "Milch"], "a word of five letters or more is learned; others never")
        // A word kept under another spelling of the same letters (a decomposed "é") is not taken for it.
        let composed = NameHyphenation(dictionary: missing, known: ["Crème": "Crè\u{AD}me"])
        #expect(composed.hyphenated("Cre\u{300}me") == "Cre\u{300}me")
    }

    @Test func theInputTableKeepsTheDictionary() throws {
        let status = FileStatus(size: 10, modified: 1, changed: 2, inode: 3, device: 4)
        for dictionary in [
            nil, HyphenationDictionary(locale: "ja_JP"),
            HyphenationDictionary(
                locale: "de_DE", path: "/usr/share/my hyphen/hyph_de_DE.dic", status: status, digest: "10 00ff"),
        ] {
            let table = InputTable(readAt: 5, zones: ["UTC"], entries: [:], dictionary: dictionary)
            #expect(InputTable(text: table.text) == table)
        }
        #expect(InputTable(text: "specials-inputs 1\n5\nUTC\n") == nil, "an earlier version's table")
    }
}
