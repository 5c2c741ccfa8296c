import Foundation
import Testing

@testable import SpecialsKit

/// Templates fail loudly: a name the view model lacks, a missing partial, a file that replaces nothing.
@Suite struct TemplateCheckTests {
    func problems(_ templates: [String: String]) async -> [String] {
        var files = ["Content/specials/2026-11-16.json": simpleFeed]
        for (name, text) in templates { files["Templates/" + name] = text }
        do {
            _ = try await rendered(
                "/site", fileSystem: memorySite(files), options: BuildOptions(now: .day(Day("2026-11-21")!)))
            return []
        } catch let error as SpecialsError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func aMisspeltNameIsAnErrorAtItsLineAndColumn() async {
        let tile = TemplateLibrary.builtIn["tile"]!.replacingOccurrences(of: "{{price}}", with: "{{pirce}}")
        let lines = tile.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.firstIndex { $0.contains("{{pirce}}") }!
        let column =
            lines[line].distance(from: lines[line].startIndex, to: lines[line].range(of: "{{pirce}}")!.lowerBound) + 1
        #expect(
            await problems(["tile.mustache": tile]) == [
                "Templates/tile.mustache:\(line + 1):\(column): error: template: \"pirce\" is not a value of TileView; did you mean \"price\"? TileView's values are "
                    + TileView.templateKeys.keys.sorted().joined(separator: ", ")
            ])
    }

    /// The price chart is values the template draws with (written before, it was one text): an item
    /// page of Templates/ that writes it whole, or writes the chart's place as text, is told so instead of
    /// showing Swift's name for it.
    @Test func aGroupOfValuesWrittenAsTextIsAnError() async {
        let keys =
            "axisTop, axisX, axisY, dots, first, last, marks, plotRight, runs, ticks, title, viewHeight, viewWidth"
        #expect(
            await problems(["item.mustache": "{{<base}}{{$main}}\n{{#chart}}\n{{{.}}}\n{{/chart}}{{/main}}{{/base}}"])
                == [
                    "Templates/item.mustache:3:1: error: template: \".\" is no text but a group of values (PriceChart): write them one by one (\(keys))"
                ])
        #expect(
            await problems([
                "item.mustache":
                    "{{<base}}{{$main}}{{chart}} {{#chart}}{{#first}}{{text}}{{/first}}{{/chart}}{{/main}}{{/base}}"
            ]) == [
                "Templates/item.mustache:1:19: error: template: \"chart\" is no text but a group of values (PriceChart): write them one by one (\(keys))"
            ])
    }

    /// The theme's week page writes its tiles as one text, rendered once for the pages that show them
    /// alike; a tile of Templates/ may still read the page around it, and a week page of Templates/ may
    /// still go through `tiles` itself.
    @Test func overriddenWeekAndTileTemplatesStillShowEveryTile() async throws {
        func build(_ templates: [String: String]) async throws -> BuildResult {
            var files = ["Content/specials/2026-11-16.json": simpleFeed]
            for (name, text) in templates { files["Templates/" + name] = text }
            return try await rendered(
                "/site", fileSystem: memorySite(files), options: BuildOptions(now: .day(Day("2026-11-21")!)))
        }
        let plain = try await build([:])
        let tile = "<li>{{name}} in {{heading}}</li>\n"
        let ownTile = try #require(try await build(["tile.mustache": tile]).files.text("weeks/2026-11-16/index.html"))
        let heading = try #require(ownTile.firstMatch(of: /<h1>([^<]*)<\/h1>/)).1
        #expect(
            ownTile.contains("<li>Tea 20 ct in \(heading)</li>"), "the page's heading, read from the tile: \(ownTile)")
        let week = TemplateLibrary.builtIn["week"]!.replacingOccurrences(
            of: "{{{tileList}}}", with: "{{#tiles}}\n{{>tile}}\n{{/tiles}}\n")
        let ownWeek = try await build(["week.mustache": week])
        #expect(ownWeek.files.text("weeks/2026-11-16/index.html") == plain.files.text("weeks/2026-11-16/index.html"))
        #expect(ownWeek.files.text("index.html") == plain.files.text("index.html"))
    }

    @Test func namesOfParentContextsAndDottedNamesAreFound() async {
        let note =
            "{{<base}}{{$main}}<h1>{{title}}</h1>{{site.title}}{{#comparison}}{{#rows}}{{name}} {{title}} {{site.home}}{{/rows}}{{/comparison}}{{/main}}{{/base}}"
        #expect(await problems(["note.mustache": note]) == [])
        #expect(
            await problems(["note.mustache": "{{site.titel}}"]) == [
                "Templates/note.mustache:1:1: error: template: \"titel\" is not a value of SiteView; did you mean \"title\"? SiteView's values are archive, feed, footer, home, icon, list, root, store, stores, title"
            ])
    }

    /// A name no view has is told with what the view around it offers, close to it or not; the theme's
    /// words, too many to list, with where they are listed.
    @Test func anUnknownNameListsWhatItsViewOffers() async {
        #expect(
            await problems(["note.mustache": "{{#site}}{{headline}}{{/site}}"]) == [
                "Templates/note.mustache:1:10: error: template: \"headline\" is not a value of SiteView; SiteView's values are archive, feed, footer, home, icon, list, root, store, stores, title"
            ])
        #expect(
            await problems(["note.mustache": "{{words.nav_thsi_week}}"]) == [
                "Templates/note.mustache:1:1: error: template: \"nav_thsi_week\" is not a value of the theme's words; did you mean \"nav_this_week\"? The theme's words are the keys `specials words` prints"
            ])
    }

    @Test func aMissingPartialIsAnError() async {
        #expect(
            await problems(["week.mustache": "{{<base}}{{$main}}{{>tiles}}{{/main}}{{/base}}"]) == [
                "Templates/week.mustache:1:19: error: template: the partial \"tiles\" is not a theme template; did you mean \"tile\"?"
            ])
    }

    @Test(arguments: [
        ("comparsion.mustache", "did you mean comparison.mustache?"),
        ("Tile.mustache", "did you mean tile.mustache?"),
        ("tile.html", "did you mean tile.mustache?"),
        ("footer.mustache", nil),
    ])
    func aFileThatReplacesNoThemeFileIsAnError(file: String, meant: String?) async {
        let theme = TemplateLibrary.builtIn.keys.sorted().map { $0 + ".mustache" }.joined(separator: ", ")
        #expect(
            await problems([file: "x"]) == [
                "Templates/\(file): error: replaces no theme file" + (meant.map { "; " + $0 } ?? "")
                    + " The theme's files are \(theme)."
            ])
    }
}
