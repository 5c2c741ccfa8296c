import Foundation
import Synchronization
import Testing

@testable import SpecialsKit

/// Every view model hands Mustache all of its stored properties: a property missing from its key table
/// would render as empty text without a word. Which view models there are is read from the sources, so
/// a new one cannot be left out of the check.
@Suite struct TemplateKeysTests {
    /// The view models checked so far, named as the sources name them ("TileView.Image").
    final class Checked: Sendable {
        let names = Mutex<Set<String>>([])
    }

    let checked = Checked()

    func check<Value: TemplateValue>(_ value: Value) {
        let properties = Set(Mirror(reflecting: value).children.compactMap(\.label))
        // Every stored property has its key; a key may also read a computed one (`hasHours`).
        #expect(
            properties.isSubset(of: Set(Value.templateKeys.keys)),
            "\(Value.self): \(properties.subtracting(Value.templateKeys.keys).sorted())")
        checked.names.withLock {
            _ = $0.insert(String(reflecting: Value.self).replacingOccurrences(of: "SpecialsKit.", with: ""))
        }
    }

    /// Every type the sources make a TemplateValue: `extension TileView.Image: TemplateValue`.
    static func viewModelsInSources() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Sources/SpecialsKit"
        ).standardized
        var names: Set<String> = []
        let files =
            FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".swift")
            } ?? []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            names.formUnion(text.matches(of: /extension ([A-Za-z.]+): Template(?:Value|View)/).map { String($0.1) })
        }
        return names
    }

    @Test func everyViewModelListsEveryProperty() throws {
        let meta = PageMeta(title: "", description: "", language: "", stylesheet: "", canonical: nil, image: nil)
        let site = SiteView(title: "", home: "", archive: "", footer: "", feed: "")
        let link = WeekLink(href: "", label: "", text: "")
        let words = WordsView(Words(.en))
        let source = TileView.Source(type: "", srcset: "", sizes: "")
        let image = TileView.Image(
            src: "", alt: "", width: 1, height: 1, eager: true, highPriority: true, isPicture: true,
            srcset: "", sizes: "", sources: [source], hiddenMedia: "")
        check(source)
        let tile = TileView(
            kind: "", isWide: false, width: 1, height: 1, place: 1, image: image, name: "", nameWords: [""], price: "",
            originalPrice: nil, wasLabel: "", wasVisible: false, saving: nil, unitWithPrice: false, size: nil,
            unitPrice: nil, lowest: nil,
            href: "", linkLabel: "")
        let row = ComparisonView.Row(name: "", size: "", price: "", unitPrice: "", isBest: true, verdict: "")
        let comparison = ComparisonView(caption: "", perUnit: "", rows: [row])
        check(meta)
        check(site)
        check(link)
        check(image)
        check(tile)
        check(row)
        check(comparison)
        check(WeekNoteView(slug: "", title: "", href: "", comparison: comparison))
        let department = DepartmentLink(name: "", href: "", isCurrent: true)
        check(department)
        check(
            WeekPageView(
                page: meta, site: site, words: words, jsonLD: "", weekStylesheet: "", heading: "", validity: "",
                hasTiles: true,
                tiles: [tile], tileList: "", notes: [], previous: link, next: nil, department: "",
                departments: [department], allSpecials: ""))
        check(
            NotePageView(
                page: meta, site: site, words: words, title: "", date: "", dateLabel: "", week: link, comparison: nil,
                body: ""))
        let text = SpecialText(FeedItem(name: "", width: 1, height: 1, price: Money(1)), text: SiteText(SiteConfig()))
        check(text)
        let special = ItemPageView.Special(status: "", text: text, offers: [text], validity: "", weekHref: "")
        let itemImage = ItemPageView.Image(src: "", alt: "", width: 1, height: 1)
        let historyRow = ItemPageView.Row(week: "", date: "", price: "", kind: "", onSpecial: true)
        check(special)
        check(itemImage)
        check(historyRow)
        let hours = PickerPageView.Hours(text: "")
        let geo = PickerPageView.Geo(lat: "", lon: "")
        let store = PickerPageView.Store(
            name: "", href: "", folder: "", street: "", locality: "", hours: [hours], geo: geo, phone: "", tel: "")
        let itemStores = ItemPageView.Stores(intro: "", stores: [store], picker: "", pickerText: "")
        check(itemStores)
        let chart = PriceChart(
            [PriceChart.Point(price: 2, onSpecial: false), PriceChart.Point(price: 1, onSpecial: true)],
            labels: PriceChart.Labels(title: "", highPrice: "", lowPrice: "", high: "", low: "", first: "", last: ""))
        check(chart)
        check(chart.ticks[0])
        check(chart.dots[0])
        check(chart.first)
        check(
            ItemPageView(
                page: meta, site: site, words: words, jsonLD: "", name: "", image: itemImage, current: special,
                last: nil, lastHref: nil,
                stores: itemStores, historyCaption: "", chart: chart, rows: [historyRow]))
        let weekEntry = ArchivePageView.WeekEntry(href: "", label: "", isCurrent: true)
        let noteEntry = ArchivePageView.NoteEntry(href: "", title: "", date: "", dateLabel: "")
        check(weekEntry)
        check(noteEntry)
        check(
            ArchivePageView(
                page: meta, site: site, words: words, weeks: [weekEntry], hasNotes: true, notes: [noteEntry],
                hasPages: true, pages: [noteEntry]))
        check(NotFoundPageView(page: meta, site: site, words: words))
        check(ListPageView(page: meta, site: site, words: words, currency: "", week: "", specials: ""))
        check(MovedPageView(page: meta, site: site, words: words, name: "", href: ""))
        let layout = StyleSheetView.Layout(index: 0, minWidth: 0, isFirst: true)
        check(layout)
        check(StyleSheetView(layouts: [layout]))
        let styled = WeekStyleView.Tile(place: 1, style: "")
        check(styled)
        check(WeekStyleView(grid: "", tiles: [styled], printFooter: ""))
        check(StyleSheetView.Geometry())
        check(StyleSheetView.TypeView())
        check(StyleSheetView.TypeView.Line(TileType.price))
        let entry = AtomFeedView.Entry(id: "", title: "", updated: "", url: "", summary: "", content: "")
        check(entry)
        check(AtomFeedView(id: "", title: "", subtitle: "", updated: "", selfURL: "", homeURL: "", entries: [entry]))
        let item = FeedEntryView.Item(name: "", price: "", originalPrice: "", wasLabel: "")
        check(item)
        check(FeedEntryView(items: [item]))
        let url = SitemapView.Entry(loc: "", lastmod: "")
        check(url)
        check(SitemapView(urls: [url]))
        let sitemap = SitemapIndexView.Entry(loc: "", lastmod: "")
        check(sitemap)
        check(SitemapIndexView(sitemaps: [sitemap]))
        let city = PickerPageView.City(name: "", level: 2, stores: [store])
        let group = PickerPageView.Group(heading: "", id: "", cities: [city])
        check(hours)
        check(geo)
        check(store)
        check(city)
        check(group)
        check(PickerPageView(page: meta, site: site, words: words, groups: [group], distanceUnit: ""))

        let inSources = try Self.viewModelsInSources()
        #expect(inSources.count > 30, "the sources were read")
        #expect(
            inSources.subtracting(checked.names.withLock { $0 }).isEmpty,
            "not checked: \(inSources.subtracting(checked.names.withLock { $0 }).sorted())")
    }
}
