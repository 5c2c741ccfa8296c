import Foundation
import Testing

@testable import SpecialsKit

/// A template of `Templates/` that shows a sentence whose placeholders it cannot fill is told so: the
/// page would print "Prices in {currency}." to shoppers.
@Suite struct WordWarningTests {
    func warnings(_ templates: [String: String], settings: String = "") async throws -> [String] {
        try await templateWarnings(templates, settings: settings)
    }

    @Test func aSentenceWhosePlaceholdersNothingFillsIsWarnedAbout() async throws {
        let base = try #require(TemplateLibrary.builtIn["base"]).replacingOccurrences(
            of: "{{site.footer}}", with: "{{words.footer}}")
        #expect(
            try await warnings(["base.mustache": base]) == [
                "Templates/base.mustache: warning: {{words.footer}} shows \"Prices in {currency}. Unit prices are shown per {units}.\" with {currency} and {units} unfilled: a template cannot fill a sentence's placeholders; show the value the build makes of it (docs/theme.md lists each view's values)"
            ])
        // In the site's own words, German here.
        let german = try await warnings(["base.mustache": base], settings: "locale: de_DE\n")
        #expect(german.count == 1 && german[0].contains("shows \"Preise in {currency}."), "\(german)")
    }

    /// The theme's own templates, written out, warn of nothing: the search's count is filled by the
    /// theme's script, and a sentence without placeholders is whole.
    @Test func theThemesOwnTemplatesAndWholeSentencesAreNoMistake() async throws {
        let week = try #require(TemplateLibrary.builtIn["week"])
        #expect(week.contains("{{words.search_count}}"), "the theme shows the search's count as its script fills it")
        let base = try #require(TemplateLibrary.builtIn["base"]).replacingOccurrences(
            of: "{{site.footer}}", with: "{{words.nav_this_week}}")
        #expect(try await warnings(["week.mustache": week, "base.mustache": base]) == [])
    }
}
