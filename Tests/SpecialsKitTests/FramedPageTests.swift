import FeedGenerator
import Testing

@testable import SpecialsKit

/// Pages rendered once as a frame with marks where their store's values go, then filled in for each
/// store (`FramedPage`): the same bytes as each page rendered through its template, for every shape a
/// page takes, with texts that escaping treats differently and texts that spell a mark.
@Suite struct FramedPageTests {
    /// Texts that escaping and sections treat differently: empty, markup, quotes, a quote carrying a
    /// combining mark, no-break spaces, non-Latin letters, and the characters a mark is made of.
    static let texts = [
        "", "Navel Oranges 4LBS", "<b>&amp;</b>", #"Ben & Jerry's "Half""#, "\"\u{301}onload=x", "$1.29\u{00A0}/lb",
        "Äpfel · 1 kg = 2,50 €", "牛乳", "\u{E000}&0\u{E001}", "a\u{E000}&amp;1\u{E001}b",
    ]

    struct Draw {
        var random: SplitMix64
        mutating func flip() -> Bool { random.next(upTo: 2) == 1 }
        mutating func text() -> String {
            FramedPageTests.texts[Int(random.next(upTo: UInt64(FramedPageTests.texts.count)))]
        }
        mutating func maybe() -> String? { flip() ? text() : nil }
        mutating func number() -> Int { Int(random.next(upTo: 2000)) }
    }

    static func page(_ draw: inout Draw) -> PageMeta {
        // Languages written from right to left among them: the page says dir="rtl".
        let language =
            draw.flip() ? draw.text() : ["he-IL", "ar", "fa-IR", "en-US", "de-DE"][Int(draw.random.next(upTo: 5))]
        return PageMeta(
            title: draw.text(), description: draw.text(), language: language, stylesheet: draw.text(),
            canonical: draw.maybe(), image: draw.maybe())
    }

    static func site(_ draw: inout Draw) -> SiteView {
        var store: PickerPageView.Store?
        if draw.flip() {
            store = PickerPageView.Store(
                name: draw.text(), href: draw.text(), folder: draw.maybe(), street: draw.maybe(),
                locality: draw.maybe(),
                hours: (0..<Int(draw.random.next(upTo: 3))).map { _ in .init(text: draw.text()) },
                geo: nil, phone: draw.maybe(), tel: draw.maybe())
        }
        return SiteView(
            title: draw.text(), home: draw.text(), archive: draw.maybe(), footer: draw.text(), feed: draw.maybe(),
            stores: draw.maybe(), store: store)
    }

    static func words(_ draw: inout Draw) -> WordsView {
        WordsView(
            Words(.init(code: "en"), overrides: Dictionary(uniqueKeysWithValues: Words.keys.map { ($0, draw.text()) })))
    }

    static func comparison(_ draw: inout Draw) -> ComparisonView? {
        guard draw.flip() else { return nil }
        return ComparisonView(
            caption: draw.text(), perUnit: draw.text(),
            rows: (0..<Int(draw.random.next(upTo: 4))).map { _ in
                .init(
                    name: draw.text(), href: draw.maybe(), size: draw.text(), price: draw.text(),
                    unitPrice: draw.text(), isBest: draw.flip(), verdict: draw.text())
            })
    }

    static func weekLink(_ draw: inout Draw) -> WeekLink? {
        draw.flip() ? WeekLink(href: draw.text(), label: draw.text(), text: draw.text()) : nil
    }

    static func weekPage(_ draw: inout Draw) -> WeekPageView {
        let hasTiles = draw.flip()
        return WeekPageView(
            page: page(&draw), site: site(&draw), words: words(&draw), jsonLD: draw.text(), weekStylesheet: draw.text(),
            heading: draw.text(),
            validity: draw.text(), ended: draw.maybe(), hasTiles: hasTiles, tiles: [],
            tileList: hasTiles ? draw.text() + "\n" : "",
            footnote: draw.maybe(),
            notes: (0..<Int(draw.random.next(upTo: 3))).map { _ in
                WeekNoteView(slug: draw.text(), title: draw.text(), href: draw.text(), comparison: comparison(&draw))
            },
            previous: weekLink(&draw), next: weekLink(&draw)
        )
    }

    static func notePage(_ draw: inout Draw) -> NotePageView {
        NotePageView(
            page: page(&draw), site: site(&draw), words: words(&draw), title: draw.text(), date: draw.maybe(),
            dateLabel: draw.maybe(),
            week: weekLink(&draw), comparison: comparison(&draw), body: draw.text())
    }

    static func archivePage(_ draw: inout Draw) -> ArchivePageView {
        func entries(_ draw: inout Draw) -> [ArchivePageView.NoteEntry] {
            (0..<Int(draw.random.next(upTo: 3))).map { _ in
                .init(href: draw.text(), title: draw.text(), date: draw.maybe(), dateLabel: draw.maybe())
            }
        }
        return ArchivePageView(
            page: page(&draw), site: site(&draw), words: words(&draw),
            weeks: (0..<Int(draw.random.next(upTo: 3))).map { _ in
                .init(href: draw.text(), label: draw.text(), isCurrent: draw.flip())
            },
            hasNotes: draw.flip(), notes: entries(&draw), hasPages: draw.flip(), pages: entries(&draw)
        )
    }

    /// How many of `count` generated pages, rendered from frames shared among them, differ from the page
    /// rendered through its template.
    static func differing<Page: FramedPage>(
        _ count: Int, seed: UInt64, library: TemplateLibrary? = nil, _ make: (inout Draw) -> Page
    ) throws -> Int {
        let library = try library ?? TemplateLibrary.load(overrides: []).get()
        let parts = RenderedParts()
        var draw = Draw(random: SplitMix64(seed: seed))
        var differing = 0
        for _ in 0..<count {
            let page = make(&draw)
            let expected = library.render(page)
            // Twice: the first may make the frame, the second finds it.
            for framed in [library.render(page, in: parts), library.render(page, in: parts)] where framed != expected {
                differing += 1
                if differing == 1 { #expect(framed == expected) }
            }
        }
        return differing
    }

    @Test func aWeekPageFromItsFrameIsThePage() throws {
        #expect(try Self.differing(600, seed: 1, Self.weekPage) == 0)
    }

    @Test func aNotePageFromItsFrameIsThePage() throws {
        #expect(try Self.differing(600, seed: 2, Self.notePage) == 0)
    }

    @Test func anArchivePageFromItsFrameIsThePage() throws {
        #expect(try Self.differing(600, seed: 6, Self.archivePage) == 0)
    }

    /// Stores that differ only in their own values share one frame: the second store's pages are filled
    /// in, not rendered.
    @Test func storesThatDifferInTheirOwnValuesShareAFrame() throws {
        let library = try TemplateLibrary.load(overrides: []).get()
        var draw = Draw(random: SplitMix64(seed: 9))
        var page = Self.weekPage(&draw)
        let parts = RenderedParts()
        var frames = 0
        for name in ["Fairview Market 1", "Fairview \"Market\" & 2"] {
            let store = PickerPageView.Store(
                name: name, href: "../../", folder: "stores/s\(name.count)/", street: name + " St", locality: "Town",
                hours: [.init(text: "Mo-Su")],
                geo: nil, phone: "+1 217", tel: "+1217")
            page.site = SiteView(
                title: name, home: "../../", archive: "../", footer: "f", feed: "feed.xml", store: store)
            page.page = PageMeta(
                title: name + ": specials", description: "d", language: "en-US", stylesheet: "s.css",
                canonical: "https://x/" + name)
            page.jsonLD = #"{"name":"\#(name)"}"#
            var marks = PageMarks()
            _ = parts.frame(page.framed(&marks)) {
                frames += 1
                return PageFrame(library.render(page.framed(&marks)))
            }
            let html = library.render(page, in: parts)
            #expect(html == library.render(page))
            #expect(html.contains("<title>\(HTMLEscaping.escape(name)): specials</title>"))
        }
        #expect(frames == 1)
    }

    /// A template that shows a value through a transform changes its mark: such a theme renders every
    /// page whole, and a frame whose marks were changed is never filled in.
    @Test func aTransformRendersEveryPageWhole() throws {
        let base = TemplateLibrary.builtIn["base"]!.replacingOccurrences(
            of: "<title>{{page.title}}</title>", with: "<title>{{uppercased(page.title)}}</title>")
        let library = try TemplateLibrary.load(overrides: [("Templates/base.mustache", base)]).get()
        #expect(!library.marksPassUnchanged)
        #expect(try TemplateLibrary.load(overrides: []).get().marksPassUnchanged)
        #expect(try Self.differing(200, seed: 10, library: library, Self.weekPage) == 0)
        #expect(PageFrame("<title>\u{E000}&AMP;0\u{E001}</title>") == nil)
        #expect(PageFrame("<p>\u{E000}&0\u{E001}</p>") == nil)  // not the build's own letters
    }

    /// A comparison row that is no special has no link of its own, and takes none from the note around it.
    @Test func aKeyLeftEmptyIsNotLookedUpAround() throws {
        let library = try TemplateLibrary.load(overrides: []).get()
        var draw = Draw(random: SplitMix64(seed: 5))
        var week = Self.weekPage(&draw)
        let row = ComparisonView.Row(
            name: "Quelle", href: nil, size: "1 l", price: "0,89", unitPrice: "0,89", isBest: false, verdict: "v")
        week.notes = [
            WeekNoteView(
                slug: "s", title: "t", href: "the-note",
                comparison: ComparisonView(caption: "c", perUnit: "p", rows: [row]))
        ]
        let html = library.render(week, with: "week")
        #expect(html.contains(#"<tr><th scope="row">Quelle</th>"#))
        #expect(html.components(separatedBy: "the-note").count == 2)  // the note's heading links to it; the row does not
    }

    /// A tile of Templates/ that reads only itself and the site's words is rendered once for every page
    /// showing the same tiles; one that reads the page around it, on each page.
    @Test func aTileThatReadsThePageIsRenderedOnEachPage() throws {
        let tile = TemplateLibrary.builtIn["tile"]!
        let own = try TemplateLibrary.load(overrides: [
            (
                "Templates/tile.mustache",
                tile.replacingOccurrences(of: "<li class=\"", with: "<li data-add=\"{{words.nav_this_week}}\" class=\"")
            )
        ]).get()
        let reading = try TemplateLibrary.load(overrides: [("Templates/tile.mustache", tile + "{{site.title}}")]).get()
        #expect(try TemplateLibrary.load(overrides: []).get().tilesReadOnlyThemselves)
        #expect(own.tilesReadOnlyThemselves)
        #expect(!reading.tilesReadOnlyThemselves)
    }
}
