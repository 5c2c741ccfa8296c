import Foundation
import Testing

@testable import SpecialsKit

/// A kind of page is one declaration and its template (`PageKind`): this test adds one, a page that
/// lists the site's notes at `all-notes/`, without touching the build, and the rest follows.
@Suite struct NewPageKindTests {
    /// The new kind's view model: what its template may show.
    struct NotesIndexView: FramedPage {
        struct Entry: TemplateValue, Hashable {
            var title: String
            var href: String

            static let templateKeys: [String: TemplateKey<Self>] = ["title": .key(\.title), "href": .key(\.href)]
        }

        var page: PageMeta
        var site: SiteView
        var words: WordsView
        var notes: [Entry]

        static let template = "all-notes"
        static let themeText = Array(
            """
            {{<base}}{{$main}}<h1>All notes</h1>
            <ul>{{#notes}}<li><a href="{{href}}">{{title}}</a></li>{{/notes}}</ul>
            {{/main}}{{/base}}
            """.utf8)
        static let templateKeys: [String: TemplateKey<Self>] = [
            "page": .key(\.page), "site": .key(\.site), "words": .words(\.words), "notes": .key(\.notes),
        ]
    }

    /// The whole of the new kind.
    static let notesIndex = PageKind(
        "notesIndex",
        PageKind.Declaration(
            place: .site, address: .folder("all-notes"), sitemap: .currentWeek, views: [NotesIndexView.self]
        ) { plan in
            let path = "all-notes/"
            return [
                plan.page(at: path) { context in
                    NotesIndexView(
                        page: plan.renderer.meta(
                            title: "All notes", path: path, stylesheet: context.stylesheet, script: context.script),
                        site: context.site, words: plan.renderer.words,
                        notes: plan.site.notes.map { .init(title: $0.title, href: context.links.note($0.slug)) })
                }
            ]
        })

    static let kinds = PageKind.builtIn + [notesIndex]

    static func build(_ extra: [String: String] = [:]) async throws -> BuildResult {
        let root = Fixtures.path("golden/site")
        var files: [String: String] = [:]
        for file in DiskSink.listFiles(root) {
            files[file] = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
        }
        return try await rendered(
            "/site", fileSystem: memorySite(files.merging(extra) { $1 }),
            options: BuildOptions(now: .day(Day("2026-11-21")!)), kinds: kinds)
    }

    @Test func theNewKindIsBuiltLinkedFromItsDepthAndListedInTheSitemap() async throws {
        let result = try await Self.build()
        let page = try #require(result.files.first { $0.path == "all-notes/index.html" })
        #expect(page.kind == Self.notesIndex)
        let html = String(decoding: page.contents, as: UTF8.self)
        // In the theme's frame, its links going up one folder: the stylesheet, and each published note.
        #expect(html.contains("<h1>All notes</h1>"))
        #expect(html.contains(#"href="../assets/style."#))
        let notes = result.files.filter { $0.kind == .note }
        #expect(notes.count >= 1)
        let listed = html.matches(of: #/<li><a href="\.\./(notes/[^"]*)">/#).map { String($0.1) }
        #expect(listed == notes.map(\.path), "\(html)")
        // The sitemap lists it, dated by the current week as its declaration says.
        let sitemap = try #require(result.files.text("sitemap.xml"))
        let entry = sitemap.firstMatch(of: #/<loc>https://example.com/store-12/all-notes/</loc>\s*<lastmod>(.*?)</#)
        #expect(entry?.1 == "2026-11-16", "\(sitemap)")
        // The built-in kinds are as they were.
        let builtIn = try await GoldenSiteTests.built.value
        #expect(
            Set(result.files.map(\.path)).subtracting(builtIn.files.map(\.path)) == ["all-notes/index.html"])
    }

    /// Its folder is the build's: a Static/ file there is refused, as in any kind's folder.
    @Test func aStaticFileInTheNewKindsFolderIsAnError() async throws {
        do {
            _ = try await Self.build(["Static/all-notes/x.css": "p {}"])
            Issue.record("a Static/ file in the new kind's folder builds")
        } catch let error as SpecialsError {
            #expect(
                error.diagnostics.map(\.description).contains(
                    "Static/all-notes/x.css: error: would be published at all-notes/x.css, where the build writes the "
                        + "pages of all-notes/; move it elsewhere in Static/ (a theme file is changed in Templates/)"),
                "\(error.diagnostics.map(\.description))")
        }
    }

    /// Its template is a theme file: Templates/ may replace it, and the check knows its view model.
    @Test func theNewKindsTemplateIsTheThemesAndChecked() async throws {
        let own = try await Self.build([
            "Templates/all-notes.mustache":
                "{{<base}}{{$main}}<h1>Reading</h1>{{#notes}}{{title}}{{/notes}}{{/main}}{{/base}}"
        ])
        #expect(own.files.text("all-notes/index.html")?.contains("<h1>Reading</h1>") == true)
        do {
            _ = try await Self.build(["Templates/all-notes.mustache": "{{#notes}}{{titel}}{{/notes}}"])
            Issue.record("a misspelt name builds")
        } catch let error as SpecialsError {
            let messages = error.diagnostics.map(\.description)
            #expect(
                messages.contains { $0.hasPrefix("Templates/all-notes.mustache:1:") && $0.contains("titel") },
                "\(messages)")
        }
    }
}
