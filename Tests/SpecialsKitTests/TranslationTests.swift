import Foundation
import Testing
import Yams

@testable import SpecialsKit

/// The theme's words as data: a site adds a language with i18n/<language>.yml, or changes single
/// sentences of one the theme speaks; what a translation leaves out or breaks is an error naming the
/// key and the file.
@Suite struct TranslationTests {
    static let italian = try! String(contentsOfFile: Fixtures.path("i18n/it.yml"), encoding: .utf8)

    static func build(_ extra: [String: String], locale: String) async throws -> BuildResult {
        try await rendered(
            "/site", fileSystem: memorySite(LocaleTests.site("locale: \(locale)\n").merging(extra) { _, new in new }),
            options: LocaleTests.now)
    }

    static func problems(_ extra: [String: String], locale: String) async -> [String] {
        do {
            _ = try await build(extra, locale: locale)
            return []
        } catch let error as SpecialsError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func anItalianSiteFromItsTranslationKeepsNoEnglishSentence() async throws {
        let result = try await Self.build(["i18n/it.yml": Self.italian], locale: "it_IT")
        let english = Set(BuiltInWords.english.values.flatMap { LocaleTests.words(of: $0) })
        let own = LocaleTests.words(of: Self.italian)
        let content = LocaleTests.words(of: LocaleTests.site("").values.joined(separator: " "))
        let forbidden = english.subtracting(own).subtracting(content)
        #expect(forbidden.count > 30, "the check has English to look for")
        for file in result.files where file.path.hasSuffix(".html") || file.path.hasSuffix(".xml") {
            let left = LocaleTests.words(of: String(decoding: file.contents, as: UTF8.self)).intersection(forbidden)
            #expect(left.isEmpty, "\(file.path): \(left.sorted())")
        }
        let front = try #require(result.files.text("index.html"))
        #expect(front.contains("<h1>Offerte della settimana del 16 novembre 2026</h1>"))
        #expect(front.contains("<html lang=\"it-IT\">"))
    }

    @Test func aSentenceATranslationLeavesOutIsAnErrorNamingTheKeyAndTheFile() async {
        let partial = Self.italian.split(separator: "\n").filter {
            !$0.hasPrefix("nav_this_week:") && !$0.hasPrefix("validity:")
        }.joined(separator: "\n")
        #expect(
            await Self.problems(["i18n/it.yml": partial], locale: "it_IT") == [
                "i18n/it.yml: error: no sentence for \"nav_this_week\" (in English: \"This week\"); specials words --locale it_IT lists every key",
                "i18n/it.yml: error: no sentence for \"validity\" (in English: \"Prices valid {dates}.\"); specials words --locale it_IT lists every key",
            ])
    }

    @Test func aTranslationThatDropsAPlaceholderOrMisspellsAKeyIsTold() async {
        let broken =
            Self.italian.replacingOccurrences(
                of: "validity: \"Prezzi validi {dates}.\"", with: "validity: \"Prezzi validi.\"")
            + "nav_this_wek: \"Questa settimana\"\n"
        let problems = await Self.problems(["i18n/it.yml": broken], locale: "it_IT")
        // The lines of the file as written: the sentence's, and the misspelt key's at the end.
        let lines = broken.split(separator: "\n", omittingEmptySubsequences: false)
        let validity = (lines.firstIndex { $0.hasPrefix("validity:") } ?? 0) + 1
        let misspelt = (lines.firstIndex { $0.hasPrefix("nav_this_wek:") } ?? 0) + 1
        #expect(
            problems.contains(
                "i18n/it.yml:\(validity):1: error: words: validity must have {dates}, as its sentence does: \"Prices valid {dates}.\""
            ), "\(problems)")
        #expect(
            problems.contains {
                $0.hasPrefix(
                    "i18n/it.yml:\(misspelt):1: warning: words: unknown key \"nav_this_wek\" is ignored; did you mean \"nav_this_week\"?"
                )
            }, "\(problems)")
    }

    @Test func aSiteChangesSingleSentencesOfALanguageTheThemeSpeaks() async throws {
        let result = try await Self.build(
            ["i18n/de.yml": "week_heading: \"Unsere Angebote ab {date}\"\n"], locale: "de_DE")
        let front = try #require(result.files.text("index.html"))
        #expect(front.contains("<h1>Unsere Angebote ab 16. November 2026</h1>"))
        #expect(front.contains("Preise gültig"), "the other sentences stay the theme's")
    }

    @Test func aKeyGivenTwiceInATranslationIsAnError() async {
        #expect(
            await Self.problems(
                ["i18n/de.yml": "week_heading: \"A {date}\"\nweek_heading: \"B {date}\"\n"], locale: "de_DE"
            )
            .contains(
                "i18n/de.yml:1:1: error: YAML: \"week_heading\" is given more than once in this mapping; keep one"))
    }

    @Test func theTableToTranslateReadsBackAsTheSameSentences() throws {
        for language in Words.Language.allCases + [Words.Language(code: "it")] {
            let words = Words(language)
            let parsed = try #require(try Yams.load(yaml: words.yaml) as? [String: String])
            #expect(parsed == words.table, "\(language)")
        }
    }
}
