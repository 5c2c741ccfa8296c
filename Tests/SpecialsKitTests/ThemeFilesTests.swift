import Foundation
import Testing

@testable import SpecialsKit

/// The theme as `specials theme` writes it: every template, each said what it draws, and the words.
@Suite struct ThemeFilesTests {
    @Test func everyTemplateOfTheThemeIsWrittenAndSaysWhatItDraws() {
        let files = ThemeFiles.files(locale: Locale(identifier: "es_ES"))
        #expect(
            files.map(\.path)
                == TemplateLibrary.builtIn.keys.sorted().map { "Templates/\($0).mustache" } + ["i18n/es.yml"])
        #expect(
            Set(TemplateLibrary.builtIn.keys).subtracting(ThemeFiles.drawings.keys).sorted() == [],
            "a line for each template")
        for file in files where file.path.hasPrefix("Templates/") {
            let name = String(file.path.dropFirst("Templates/".count).dropLast(".mustache".count))
            #expect(file.text == TemplateLibrary.builtIn[name], "the theme's own text")
        }
    }

    /// The words read back as the theme's own table, in a language it is written in and in one it is not.
    @Test(arguments: [("de_DE", "de", "Alle Wochen und Hinweise"), ("it_IT", "it", "All weeks and notes")])
    func theWordsReadBackAsTheThemesTable(locale: String, code: String, archive: String) throws {
        let file = try #require(ThemeFiles.files(locale: Locale(identifier: locale)).last)
        #expect(file.path == "i18n/\(code).yml")
        let (translation, problems) = TranslationDecoder(file: file.path).decode(Array(file.text.utf8))
        #expect(problems == [])
        let table = Dictionary(uniqueKeysWithValues: try #require(translation).words.map { ($0.key, $0.text) })
        #expect(table["nav_archive"] == archive)
        #expect(table == Words.Language(code: code).table)
    }

    @Test func aTakenFileStopsThePlanUnlessForced() throws {
        let taken: Set = ["Templates/item.mustache", "i18n/en.yml"]
        let refused = ThemeFiles.plan(locale: Locale(identifier: "en_US"), force: false) { taken.contains($0) }
        #expect(
            refused.error?.description == """
                Templates/item.mustache: error: is already in the site; nothing was written (pass --force to replace it)
                i18n/en.yml: error: is already in the site; nothing was written (pass --force to replace it)
                """)
        #expect(refused.error?.exitCode == 73)
        let forced = try ThemeFiles.plan(locale: Locale(identifier: "en_US"), force: true) { taken.contains($0) }.get()
        #expect(forced.count == TemplateLibrary.builtIn.count + 1)
    }
}

extension Result {
    /// The error, if this is one.
    fileprivate var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
