import Foundation
import Testing

@testable import SpecialsKit

/// A theme of `Templates/` that builds but quietly breaks a part of the page is told so, by what it
/// lacks and what that costs: the script's hooks, a saving's reference, an EU price's unit price, the
/// tiles' places on the grid.
@Suite struct ThemeWarningTests {
    func warnings(_ templates: [String: String], settings: String = "") async throws -> [String] {
        try await templateWarnings(templates, settings: settings)
    }

    func builtIn(_ name: String) throws -> String { try #require(TemplateLibrary.builtIn[name]) }

    /// Every class and data attribute the theme's script looks up, read from the script itself: a hook
    /// added to the script without its row in `ThemeHook.all` fails here.
    @Test func theTableHasEveryHookTheScriptLooksFor() throws {
        let script = String(decoding: PackageResources.specials_js, as: UTF8.self)
        var looked: Set<String> = []
        for match in script.matches(of: #/(?:querySelector(?:All)?|closest)\('([^']*)'\)/#) {
            let selector = String(match.output.1)
            looked.formUnion(selector.matches(of: #/\.([a-z][a-z0-9_-]*)/#).map { "." + $0.output.1 })
            looked.formUnion(selector.matches(of: #/\[(data-[a-z-]+)/#).map { String($0.output.1) })
        }
        for match in script.matches(of: #/\.dataset\.([a-zA-Z]+)/#) {
            looked.insert("data-" + match.output.1.replacing(#/[A-Z]/#) { "-" + $0.output.lowercased() })
        }
        looked.formUnion(script.matches(of: #/part\('([a-z-]+)'\)/#).map { ".shopping-list__" + $0.output.1 })
        // And the class the week's own stylesheet places each tile by.
        let weekStyle = try builtIn("week-style")
        looked.formUnion(weekStyle.matches(of: #/\.([a-z][a-z0-9_-]*\{\{place\}\})/#).map { "." + $0.output.1 })
        #expect(looked.contains(".t{{place}}"))
        // What the script sets itself, and what it can do without (a tile's name: it reads the whole
        // tile; the element it focuses after "Change store").
        let own: Set = ["data-key", ".tile__name", ".store-list", "data-action"]
        let table = Set(ThemeHook.all.map(\.marker))
        #expect(looked.count > 30, "\(looked.sorted())")
        #expect(looked.subtracting(own).subtracting(table).isEmpty, "\(looked.subtracting(own).subtracting(table))")
    }

    /// docs/theme.md's table says every hook, as the warning names it.
    @Test func theReferenceListsEveryHook() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/theme.md").standardized.path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for hook in ThemeHook.all {
            let row = "| `\(hook.template).mustache` | `\(hook.marker)` | \(hook.loss)\(hook.chainOnly ? " (a chain)" : "") |"
            #expect(text.contains(row), "\(row)")
        }
    }

    /// The theme's own templates carry every hook, so written out unchanged they warn of nothing.
    @Test func theThemesOwnTemplatesWarnOfNothing() async throws {
        for hook in ThemeHook.all {
            let text = try builtIn(hook.template)
            #expect(hook.isCarried(by: ThemeHook.Markup(text)), "\(hook.template): \(hook.marker)")
        }
        let names = ["base", "week", "tile", "item", "picker", "list", "style"]
        var templates: [String: String] = [:]
        for name in names { templates[name + ".mustache"] = try builtIn(name) }
        #expect(try await warnings(templates, settings: "locale: de_DE\nlayouts: [{columns: 16, min_width: 0}, {columns: 32, min_width: 900}]\n") == [])
        #expect(try await warnings(templates) == [])
    }

    @Test func aTemplateWithoutWhatTheThemeNeedsIsToldWhatItCosts() async throws {
        let base = try builtIn("base").replacingOccurrences(
            of: #"<meta property="og:image" content="{{page.image}}">"#, with: #"<!-- <meta property="og:image" content="{{page.image}}"> -->"#)
        #expect(
            try await warnings(["base.mustache": base]) == [
                "Templates/base.mustache: warning: has no og:image, which the theme needs: a shared link shows no share card (docs/theme.md, \"What a template must keep\"; the built-in base.mustache shows how)"
            ])
        let week = try builtIn("week").replacingOccurrences(of: "week-search", with: "search")
            .replacingOccurrences(of: "{{weekStylesheet}}", with: "week.css")
        #expect(
            try await warnings(["week.mustache": week]) == [
                "Templates/week.mustache: warning: has no {{weekStylesheet}}, .week-search, which the theme needs: the tiles have no place on the grid; the week has no search (docs/theme.md, \"What a template must keep\"; the built-in week.mustache shows how)"
            ])
        let tile = try builtIn("tile").replacingOccurrences(of: "tile t{{place}} ", with: "tile ")
        #expect(
            try await warnings(["tile.mustache": tile]) == [
                "Templates/tile.mustache: warning: has no .t{{place}}, which the theme needs: the tiles have no place on the grid (docs/theme.md, \"What a template must keep\"; the built-in tile.mustache shows how)"
            ])
    }

    /// What "Your store" needs on a chain's store pages is no loss on a site that is one store.
    @Test func whatOnlyAChainUsesIsAskedOfAChainOnly() async throws {
        let base = try builtIn("base").replacingOccurrences(
            of: #" data-store-home="{{folder}}" data-store-name="{{name}}""#, with: "")
        #expect(try await warnings(["base.mustache": base]) == [])
        let chain = try await ChainTests.build(ChainTests.chain(extra: ["Templates/base.mustache": base]))
        #expect(
            chain.warnings.map(\.description).filter { $0.hasPrefix("Templates/") } == [
                "Templates/base.mustache: warning: has no data-store-home, data-store-name, which the theme needs: a chain's picker never offers \"Your store\" (docs/theme.md, \"What a template must keep\"; the built-in base.mustache shows how)"
            ])
    }

    @Test func aSavingWithoutItsReferenceIsWarnedAbout() async throws {
        let expected =
            "Templates/tile.mustache: warning: shows {{saving}} without {{originalPrice}}: a saving is claimed without the price it is measured against; the built-in tile.mustache shows how"
        let tile = try builtIn("tile").replacing(#/\{\{#originalPrice\}\}.*\{\{/originalPrice\}\}/#, with: "")
        #expect(try await warnings(["tile.mustache": tile]) == [expected])
        #expect(try await warnings(["tile.mustache": tile], settings: "locale: de_DE\n").contains(expected))
        // Kept in a comment, it is still not shown.
        let commented = try builtIn("tile").replacing(#/\{\{#originalPrice\}\}.*\{\{/originalPrice\}\}/#) {
            "<!-- " + $0.output + " -->"
        }
        #expect(try await warnings(["tile.mustache": commented]) == [expected])
    }

    /// On a site in the EU a price comes with its unit price; elsewhere a tile may leave it to the item page.
    @Test func anEUPriceWithoutItsUnitPriceIsWarnedAbout() async throws {
        let expected =
            "Templates/tile.mustache: warning: shows {{price}} without {{unitPrice}}: on a site in the EU a price is shown with its unit price; the built-in tile.mustache shows how"
        let tile = try builtIn("tile").replacing(#/\{\{#unitWithPrice\}\}.*?\{\{/unitWithPrice\}\}/#, with: "")
            .replacing(#/\{\{\^unitWithPrice\}\}.*?\{\{/unitWithPrice\}\}/#, with: "")
        #expect(!tile.contains("unitPrice"))
        #expect(try await warnings(["tile.mustache": tile], settings: "locale: de_DE\n") == [expected])
        #expect(try await warnings(["tile.mustache": tile]) == [])
        // Kept only where an EU site never shows it (the block for sites whose unit price stands apart).
        let apart = try builtIn("tile").replacing(#/\{\{#unitWithPrice\}\}.*?\{\{/unitWithPrice\}\}/#, with: "")
        #expect(apart.contains("{{unitPrice}}"))
        #expect(try await warnings(["tile.mustache": apart], settings: "locale: de_DE\n") == [expected])
        #expect(try await warnings(["tile.mustache": apart]) == [])
    }

    /// Read from the stylesheet as it is published: a one-line stylesheet leaves the tiles without places
    /// in each layout the site has and on a phone.
    @Test func aStylesheetWithoutTheGridIsWarnedAbout() async throws {
        #expect(
            try await warnings(["style.mustache": "body { font-family: Georgia, serif; }\n"], settings: "layouts: [{columns: 16, min_width: 0}, {columns: 32, min_width: 900}]\n")
                == [
                    "Templates/style.mustache: warning: the stylesheet it makes reads no var(--cols0), var(--rows0), var(--c0), var(--r0), var(--cols1), var(--rows1), var(--c1), var(--r1), var(--pc), var(--pr), which the week's own stylesheet places each tile by: the tiles lose their places on the grid in the layout from 0 px, the layout from 900 px and a phone's (docs/theme.md, week-style.mustache; the built-in style.mustache shows how)"
                ])
        // The theme's grid, and a layout it reads through its own {{#layouts}} loop, is whole.
        let style = try builtIn("style") + "\nbody { font-family: Georgia, serif; }\n"
        #expect(try await warnings(["style.mustache": style], settings: "layouts: [{columns: 16, min_width: 0}, {columns: 32, min_width: 900}]\n") == [])
        let noPhone = try builtIn("style").replacingOccurrences(of: "var(--pc)", with: "auto")
        #expect(try await warnings(["style.mustache": noPhone]).first?.contains("no var(--pc), which") == true)
    }
}
