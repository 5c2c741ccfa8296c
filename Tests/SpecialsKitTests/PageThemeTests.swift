import FeedGenerator
@testable import SpecialsKit
import Testing

/// The theme's week, note, item and archive pages and its Atom feed written out in Swift (`ThemePage`)
/// against their templates through Mustache: the same bytes for every shape a page takes, with the
/// theme's words replaced by texts that escaping treats differently.
@Suite struct PageThemeTests {
    typealias Draw = TileThemeTests.Draw

    static func page(_ draw: inout Draw) -> PageMeta {
        // Languages written from right to left among them: the page says dir="rtl".
        let language = draw.flip() ? draw.text() : ["he-IL", "ar", "fa-IR", "en-US", "de-DE"][Int(draw.random.next(upTo: 5))]
        return PageMeta(title: draw.text(), description: draw.text(), language: language, stylesheet: draw.text(), canonical: draw.maybe(), image: draw.maybe())
    }

    static func site(_ draw: inout Draw) -> SiteView {
        var store: PickerPageView.Store?
        if draw.flip() {
            store = PickerPageView.Store(name: draw.text(), href: draw.text(), street: draw.maybe(), locality: draw.maybe(),
                                         hours: (0..<Int(draw.random.next(upTo: 3))).map { _ in .init(text: draw.text()) },
                                         geo: nil, phone: draw.maybe(), tel: draw.maybe())
        }
        return SiteView(title: draw.text(), home: draw.text(), archive: draw.maybe(), footer: draw.text(), feed: draw.maybe(), stores: draw.maybe(), store: store)
    }

    static func words(_ draw: inout Draw) -> WordsView {
        WordsView(Words(.init(code: "en"), overrides: Dictionary(uniqueKeysWithValues: Words.keys.map { ($0, draw.text()) })))
    }

    static func comparison(_ draw: inout Draw) -> ComparisonView? {
        guard draw.flip() else { return nil }
        return ComparisonView(caption: draw.text(), perUnit: draw.text(), rows: (0..<Int(draw.random.next(upTo: 4))).map { _ in
            .init(name: draw.text(), href: draw.maybe(), size: draw.text(), price: draw.text(), unitPrice: draw.text(), isBest: draw.flip(), verdict: draw.text())
        })
    }

    static func weekLink(_ draw: inout Draw) -> WeekLink? {
        draw.flip() ? WeekLink(href: draw.text(), label: draw.text(), text: draw.text()) : nil
    }

    static func weekPage(_ draw: inout Draw) -> WeekPageView {
        let hasTiles = draw.flip()
        return WeekPageView(
            page: page(&draw), site: site(&draw), words: words(&draw), jsonLD: draw.text(), printFooter: draw.text(), heading: draw.text(),
            validity: draw.text(), ended: draw.maybe(), hasTiles: hasTiles, gridStyle: draw.text(), tiles: [], tileList: hasTiles ? draw.text() + "\n" : "",
            footnote: draw.maybe(),
            notes: (0..<Int(draw.random.next(upTo: 3))).map { _ in
                WeekNoteView(slug: draw.text(), title: draw.text(), href: draw.text(), comparison: comparison(&draw))
            },
            previous: weekLink(&draw), next: weekLink(&draw)
        )
    }

    static func notePage(_ draw: inout Draw) -> NotePageView {
        NotePageView(page: page(&draw), site: site(&draw), words: words(&draw), title: draw.text(), date: draw.maybe(), dateLabel: draw.maybe(),
                     week: weekLink(&draw), comparison: comparison(&draw), body: draw.text())
    }

    static func itemPage(_ draw: inout Draw) -> ItemPageView {
        var current: ItemPageView.Special?
        if draw.flip() {
            // One offer, or two where the ad lists the item twice at different prices.
            let offers = (0..<(draw.flip() ? 2 : 1)).map { _ in
                var special = SpecialText(FeedItem(name: "", width: 1, height: 1, price: Money(1)), text: SiteText(SiteConfig()))
                for text in [\SpecialText.price, \.offer, \.wasLabel] as [WritableKeyPath<SpecialText, String>] { special[keyPath: text] = draw.text() }
                let optional: [WritableKeyPath<SpecialText, String?>] = [\.priceLabel, \.regularPrice, \.regularLabel, \.deal, \.originalPrice, \.saving, \.size, \.unitPrice, \.lowest]
                for text in optional { special[keyPath: text] = draw.maybe() }
                special.wasVisible = draw.flip()
                return special
            }
            current = ItemPageView.Special(status: draw.text(), text: offers[0], offers: offers, validity: draw.text(), weekHref: draw.maybe())
        }
        var stores: ItemPageView.Stores?
        if draw.flip() {
            stores = ItemPageView.Stores(intro: draw.text(), stores: (0..<Int(draw.random.next(upTo: 3))).map { _ in
                PickerPageView.Store(name: draw.text(), href: draw.text(), street: draw.maybe(), locality: draw.maybe(), hours: [], geo: nil, phone: nil, tel: nil)
            }, picker: draw.maybe(), pickerText: draw.maybe())
        }
        let image = draw.flip() ? ItemPageView.Image(src: draw.text(), alt: draw.text(), width: draw.number(), height: draw.number()) : nil
        return ItemPageView(
            page: page(&draw), site: site(&draw), words: words(&draw), jsonLD: draw.text(), name: draw.text(), image: image, current: current,
            last: draw.maybe(), lastHref: draw.maybe(), stores: stores, historyCaption: draw.text(), chart: draw.maybe(),
            rows: (0..<Int(draw.random.next(upTo: 3))).map { _ in
                ItemPageView.Row(week: draw.text(), date: draw.text(), price: draw.text(), kind: draw.text(), onSpecial: draw.flip())
            }
        )
    }

    static func archivePage(_ draw: inout Draw) -> ArchivePageView {
        func entries(_ draw: inout Draw) -> [ArchivePageView.NoteEntry] {
            (0..<Int(draw.random.next(upTo: 3))).map { _ in .init(href: draw.text(), title: draw.text(), date: draw.maybe(), dateLabel: draw.maybe()) }
        }
        return ArchivePageView(
            page: page(&draw), site: site(&draw), words: words(&draw),
            weeks: (0..<Int(draw.random.next(upTo: 3))).map { _ in .init(href: draw.text(), label: draw.text(), isCurrent: draw.flip()) },
            hasNotes: draw.flip(), notes: entries(&draw), hasPages: draw.flip(), pages: entries(&draw)
        )
    }

    static func feed(_ draw: inout Draw) -> AtomFeedView {
        AtomFeedView(id: draw.text(), title: draw.text(), subtitle: draw.text(), updated: draw.text(), selfURL: draw.text(), homeURL: draw.text(),
                     entries: (0..<Int(draw.random.next(upTo: 3))).map { _ in
                         .init(id: draw.text(), title: draw.text(), updated: draw.text(), url: draw.text(), summary: draw.text(), content: draw.text())
                     })
    }

    static func feedEntry(_ draw: inout Draw) -> FeedEntryView {
        FeedEntryView(items: (0..<Int(draw.random.next(upTo: 4))).map { _ in
            .init(name: draw.text(), price: draw.text(), originalPrice: draw.maybe(), wasLabel: draw.text())
        })
    }

    /// How many of `count` generated pages the Swift writer renders otherwise than the template.
    static func differing<Page: ThemePage>(_ count: Int, seed: UInt64, _ make: (inout Draw) -> Page) throws -> Int {
        let library = try TemplateLibrary.load(overrides: []).get()
        var draw = Draw(random: SplitMix64(seed: seed))
        var differing = 0
        for _ in 0..<count {
            let page = make(&draw)
            let expected = library.render(page, with: Page.template)
            if page.themeHTML != expected {
                differing += 1
                if differing == 1 { #expect(page.themeHTML == expected) }
            }
        }
        return differing
    }

    @Test func theSwiftWeekPageIsTheTemplatesByteForByte() throws {
        #expect(try Self.differing(600, seed: 1, Self.weekPage) == 0)
    }

    @Test func theSwiftNotePageIsTheTemplatesByteForByte() throws {
        #expect(try Self.differing(600, seed: 2, Self.notePage) == 0)
    }

    @Test func theSwiftItemPageIsTheTemplatesByteForByte() throws {
        #expect(try Self.differing(600, seed: 3, Self.itemPage) == 0)
    }

    @Test func theSwiftArchivePageIsTheTemplatesByteForByte() throws {
        #expect(try Self.differing(600, seed: 6, Self.archivePage) == 0)
    }

    @Test func theSwiftAtomFeedIsTheTemplatesByteForByte() throws {
        #expect(try Self.differing(600, seed: 7, Self.feed) == 0)
    }

    @Test func theSwiftFeedEntryIsTheTemplatesByteForByte() throws {
        #expect(try Self.differing(600, seed: 8, Self.feedEntry) == 0)
    }

    /// A site that replaces any part of a page (its template, the base, the comparison) gets that page
    /// through Mustache, with its own template.
    @Test func aReplacedPartTakesThePageThroughMustache() throws {
        var draw = Draw(random: SplitMix64(seed: 4))
        var week = Self.weekPage(&draw)
        week.notes = [WeekNoteView(slug: "s", title: "t", href: "h", comparison: ComparisonView(caption: "c", perUnit: "p", rows: []))]
        for name in [WeekPageView.template] + WeekPageView.parts {
            let replaced = "<!-- replaced -->" + TemplateLibrary.builtIn[name]!
            let library = try TemplateLibrary.load(overrides: [("Templates/\(name).mustache", replaced)]).get()
            #expect(library.render(week).contains("<!-- replaced -->"), "Templates/\(name).mustache")
        }
        let theme = try TemplateLibrary.load(overrides: []).get()
        #expect(theme.render(week) == week.themeHTML)
    }

    /// A comparison row that is no special has no link of its own, and takes none from the note around it.
    @Test func aKeyLeftEmptyIsNotLookedUpAround() throws {
        let library = try TemplateLibrary.load(overrides: []).get()
        var draw = Draw(random: SplitMix64(seed: 5))
        var week = Self.weekPage(&draw)
        let row = ComparisonView.Row(name: "Quelle", href: nil, size: "1 l", price: "0,89", unitPrice: "0,89", isBest: false, verdict: "v")
        week.notes = [WeekNoteView(slug: "s", title: "t", href: "the-note", comparison: ComparisonView(caption: "c", perUnit: "p", rows: [row]))]
        let html = library.render(week, with: "week")
        #expect(html.contains(#"<tr><th scope="row">Quelle</th>"#))
        #expect(html.components(separatedBy: "the-note").count == 2)  // the note's heading links to it; the row does not
    }
}
