import Foundation

/// The built-in theme as files of a site folder (`specials theme`): every template in `Templates/` and
/// the theme's sentences in the site's language in `i18n/`, each as the build reads it, so a site that
/// writes them and changes nothing publishes the same bytes. The script (`specials.js`) stays the
/// theme's: a site cannot replace it, so it is not written.
package enum ThemeFiles {
    /// One file of the theme: where it goes in the site folder, its text and what it draws.
    package struct File: Sendable, Equatable {
        /// Relative to the site folder: "Templates/tile.mustache".
        package var path: String
        package var text: String
        /// What it draws, in one line (`specials theme --list`).
        package var draws: String
    }

    /// What each template of the theme draws, by template name. A template the theme gains needs a
    /// line here (a test checks).
    static let drawings: [String: String] = [
        "base": "every page's frame: head, header with the site's links, footer (the other pages fill {{$main}})",
        "week": "a week's page (and the front page, and a department's): heading, search, the tiles, notes",
        "tile": "one special on a week's grid: picture, price, unit price, name, saving, news",
        "week-style": "a week page's own stylesheet, assets/week.<hash>.css: each tile's place and size",
        "item": "an item's page: its special now or last, its offers, price history and chart",
        "note": "a note's page: its text and its price comparison",
        "comparison": "a note's price-per-unit table, best value first",
        "archive": "the archive: every week, the notes and undated pages",
        "list": "the shopping list's page (filled in by the theme's script)",
        "moved": "the page left at an item's old address, sending the shopper on",
        "not-found": "the 404 page",
        "style": "the stylesheet, assets/style.<hash>.css: the grid, the tiles' type, colours",
        "icon": "the icon every page links to, assets/icon.<hash>.svg, where Static/ has no favicon",
        "feed": "feed.xml, the Atom feed of weeks and notes",
        "feed-entry": "a week's entry in feed.xml: its specials and prices",
        "sitemap": "sitemap.xml, for search engines (with an absolute base_url)",
        "picker": "a chain's store picker, the chain's front page",
        "sitemap-index": "a chain's sitemap.xml, listing each store's sitemap",
    ]

    /// The theme's files for a site whose pages are in `locale`: the templates, then the sentences of its
    /// language (the English ones to translate where the theme has none).
    package static func files(locale: Locale) -> [File] {
        let templates = TemplateLibrary.builtIn.sorted { $0.key < $1.key }.map { name, text in
            File(
                path: "\(SitePaths.templates)/\(name).mustache", text: text,
                draws: drawings[name] ?? "the template of the same name")
        }
        let language = Words.Language(locale.identifier)
        let written = Words.Language.allCases.contains(language)
        let header = """
            # The theme's sentences for \(language.code), by key, as the pages say them\(written ? "" : " (in English: translate them)").
            # Change any; keep each {placeholder}. A key ending in _one or _other is a singular or plural.

            """
        let words = File(
            path: SitePaths.translation(language.code), text: header + Words(language).entries,
            draws: "the sentences the pages say, in \(language.code)" + (written ? "" : " (English, to translate)"))
        return templates + [words]
    }

    /// The files to write into a site in `locale`, where `exists` says whether a path (relative to the
    /// site folder) is taken: all of them, or with one taken and no `force`, an error naming each taken
    /// one (exit 73, as for a snapshot: the site's own files are never replaced unasked).
    package static func plan(locale: Locale, force: Bool, exists: (String) -> Bool) -> Result<[File], SpecialsError> {
        let files = files(locale: locale)
        let taken = force ? [] : files.filter { exists($0.path) }
        guard taken.isEmpty else {
            return .failure(
                SpecialsError(
                    .output,
                    taken.map {
                        .error("is already in the site; nothing was written (pass --force to replace it)", in: $0.path)
                    }))
        }
        return .success(files)
    }
}
