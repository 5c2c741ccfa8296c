import Foundation

/// What the pages' script, the week's stylesheet and link previews find in the theme's markup, template
/// by template: a template of `Templates/` that leaves one out still builds and renders, and a part of
/// the page quietly does nothing (a chain's picker never offers "Your store"). `TemplateLibrary.hookWarnings`
/// names what a site's template lacks; docs/theme.md ("What a template must keep") lists the table.
struct ThemeHook: Sendable {
    var template: String
    /// A class (".grid"), an attribute ("data-item"), a value the template shows ("{{page.script}}") or
    /// an Open Graph property ("og:image").
    var marker: String
    /// What goes missing without it.
    var loss: String
    /// Only a chain's pages have a use for it.
    var chainOnly = false

    static let all: [ThemeHook] = [
        .init(template: "base", marker: "{{page.script}}", loss: "no page runs the theme's script"),
        .init(template: "base", marker: ".nav-list", loss: "the header has no link to the shopper's list"),
        .init(template: "base", marker: ".nav-list__count", loss: "the list link shows no count"),
        .init(template: "base", marker: "og:image", loss: "a shared link shows no share card"),
        .init(template: "base", marker: "{{site.icon}}", loss: "the pages have no icon"),
        .init(
            template: "base", marker: "data-store-home", loss: "a chain's picker never offers \"Your store\"",
            chainOnly: true),
        .init(
            template: "base", marker: "data-store-name", loss: "a chain's picker never offers \"Your store\"",
            chainOnly: true),
        .init(template: "week", marker: "{{weekStylesheet}}", loss: "the tiles have no place on the grid"),
        .init(template: "week", marker: ".grid", loss: "the search finds no tiles"),
        .init(template: "week", marker: ".week-search", loss: "the week has no search"),
        .init(template: "week", marker: "data-count", loss: "the search does not say how many it found"),
        .init(template: "week", marker: "data-none", loss: "the search does not say when it finds nothing"),
        .init(template: "tile", marker: ".t{{place}}", loss: "the tiles have no place on the grid"),
        .init(template: "tile", marker: ".tile", loss: "a special added to the list links to the week, not its page"),
        .init(template: "tile", marker: "data-item", loss: "the tiles have no \"Add to list\" button"),
        .init(template: "tile", marker: "data-department", loss: "the search does not find specials by department"),
        .init(template: "item", marker: "data-item", loss: "the item page has no \"Add to list\" button"),
        .init(template: "picker", marker: ".my-store", loss: "the picker never offers \"Your store\""),
        .init(template: "picker", marker: ".store-search", loss: "the stores cannot be searched"),
        .init(template: "picker", marker: ".picker-group", loss: "the search and \"Stores near me\" find no stores"),
        .init(template: "picker", marker: ".store", loss: "the search and \"Stores near me\" find no stores"),
        .init(template: "picker", marker: ".nearest", loss: "there is no \"Stores near me\""),
        .init(template: "picker", marker: "data-lat", loss: "\"Stores near me\" finds no stores"),
        .init(template: "picker", marker: "data-lon", loss: "\"Stores near me\" finds no stores"),
        .init(template: "picker", marker: "data-unit", loss: "\"Stores near me\" gives no distances"),
        .init(template: "picker", marker: "data-failed", loss: "\"Stores near me\" says nothing when it fails"),
        .init(template: "picker", marker: "data-none", loss: "the search does not say when no store matches"),
        .init(template: "list", marker: ".shopping-list", loss: "the list page stays empty"),
        .init(template: "list", marker: "data-specials", loss: "a shared list adds nothing"),
        .init(template: "list", marker: "data-currency", loss: "the list shows no prices"),
        .init(template: "list", marker: "data-week", loss: "the list does not tell ended specials"),
    ] + ["items", "total", "status", "foot", "empty", "incoming", "link", "needs-script", "note"].map {
        .init(template: "list", marker: ".shopping-list__" + $0, loss: "the list page shows no \($0.replacingOccurrences(of: "-", with: " "))")
    }

    /// A template's markup as hooks are looked for in it, worked out once however many hooks ask: its
    /// text without HTML comments, the names its tags use, and the words of its `class` attributes (as
    /// written, "t{{place}}", and with the template's tags taken out, "tile--wide").
    struct Markup {
        let text: String
        let names: Set<String>
        let classes: Set<String>

        init(_ template: String) {
            text = TemplateLibrary.withoutComments(template)
            names = TemplateChecker.names(in: text)
            let untagged = text.replacingOccurrences(of: #"\{\{[^}]*\}\}"#, with: " ", options: .regularExpression)
            classes = ThemeHook.classes(in: text).union(ThemeHook.classes(in: untagged))
        }
    }

    /// Whether `markup` carries the marker: a class among its `class` attributes' words, an attribute
    /// by name, a value by its tag, a property by its `property="..."`; HTML comments do not count.
    func isCarried(by markup: Markup) -> Bool {
        if marker.hasPrefix("{{") { return markup.names.contains(String(marker.dropFirst(2).dropLast(2))) }
        if marker.hasPrefix("data-") { return markup.text.contains(marker + "=") }
        if marker.hasPrefix("og:") { return markup.text.contains("property=\"\(marker)\"") }
        return markup.classes.contains(String(marker.dropFirst()))
    }

    /// Every word of every `class="..."` attribute of `markup`.
    static func classes(in markup: String) -> Set<String> {
        var words: Set<String> = []
        var rest = markup[...]
        while let start = rest.range(of: "class=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            words.formUnion(rest[..<end].split(whereSeparator: \.isWhitespace).map(String.init))
            rest = rest[end...].dropFirst()
        }
        return words
    }
}
