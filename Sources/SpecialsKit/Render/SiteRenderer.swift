import CommonMark
import Foundation

/// Renders every page of a site through the theme's templates into output files: a whole site, or
/// one store of a chain into its folder (the pages its stores share are `ChainRenderer`'s).
struct SiteRenderer {
    var site: Site
    var templates: TemplateLibrary
    /// Each published week's specials in their places, by week date.
    var weeks: [Day: PackedWeek]
    /// The packed layouts of each week's departments, by `WeekDepartment.layoutKey` (`SiteBuilder.pack`).
    var departmentLayouts: [String: PackedWeek]
    /// Each week's departments, worked out once for its pages and its department pages.
    private let weekDepartments: [Day: [WeekDepartment]]
    /// The store whose pages these are (`ownStore(_:config:title:)`).
    private let ownStore: Store?
    /// The tiles' images: renditions, files shown as they are, sources refused.
    var images = TileImages()
    /// The chain's store whose pages these are, when they are.
    var store: (store: Store, chain: Chain)?
    /// Where the pages go in the output: "stores/downtown/", or "".
    let folder: String
    /// Every day a page names, in the site's words: thousands of notes share a few hundred dates, and
    /// formatting one costs more than rendering the rest of its line.
    private let dayLabels: [Day: String]
    /// The pages' `lang`, from the site's locale.
    private let language: String
    /// Each week's specials as shoppers read them, formatted once for the week's pages and its Atom entry.
    let texts: [Day: [SpecialText]]
    /// Parts of pages rendered once for the pages that show them alike (`SharedText.parts`).
    let parts: RenderedParts
    /// How the site says things: its words, dates, money and units.
    let text: SiteText
    let words: WordsView
    /// The store as its pages' header shows it, but for the link home, which each page makes: its hours
    /// in the site's words cost more than the rest of the header, so they are worded once.
    private let storeView: PickerPageView.Store?

    /// `shared` is what a chain's stores have in common, formatted once for all of them; without it,
    /// the site's own. `folder` is where the pages go when they are no store's: a shared price list's.
    init(site: Site, templates: TemplateLibrary, weeks: [Day: PackedWeek], departments: [String: PackedWeek] = [:], images: TileImages = TileImages(),
         store: (store: Store, chain: Chain)? = nil, shared: SharedText? = nil, folder: String? = nil) {
        self.site = site
        self.templates = templates
        self.weeks = weeks
        departmentLayouts = departments
        self.images = images
        self.store = store
        self.folder = folder ?? store?.store.folder ?? ""
        let text = SiteText(site.config)
        self.text = text
        let shared = shared ?? SharedText(sites: [site], config: site.config)
        // A chain's stores say things alike: their pages share one table of words (a frame compares it).
        words = text.words.table == shared.words.words.table ? shared.words : WordsView(text.words)
        ownStore = Self.ownStore(store?.store, config: site.config, title: text.title)
        weekDepartments = Dictionary(uniqueKeysWithValues: site.weeks.map { ($0.date, WeekDepartment.of($0.specials, config: site.config)) })
        storeView = ownStore.map {
            StoreText(locale: site.config.locale, country: site.config.region, words: text.words).view($0, href: "", inChain: store != nil)
        }
        texts = Dictionary(uniqueKeysWithValues: site.weeks.map { ($0.date, shared.texts[SharedText.Key(file: $0.file, history: site.catalog.id)]!) })
        dayLabels = shared.dayLabels
        parts = shared.parts
        language = site.config.languageTag
    }

    /// What the pages of one site, or of every store of a chain, say the same way: each week's specials
    /// as shoppers read them, and every day a page names.
    struct SharedText: Sendable {
        /// A week's specials read the same where the same snapshot follows the same history.
        struct Key: Hashable, Sendable {
            var file: String
            /// The `ItemCatalog.id` of the weeks behind it.
            var history: String
        }

        var texts: [Key: [SpecialText]]
        var dayLabels: [Day: String]
        /// Parts of pages rendered once for the pages that show them alike.
        let parts = RenderedParts()
        /// The theme's words in `config`'s language.
        let words: WordsView

        /// The weeks of `sites` once each (stores that carry the same snapshot after the same weeks share
        /// its text) and the days of their weeks and notes, in `config`'s language.
        init(sites: [Site], config: SiteConfig) {
            let text = SiteText(config)
            words = WordsView(text.words)
            var seen: Set<Key> = []
            let unique = sites.flatMap { site in
                site.weeks.map { (key: Key(file: $0.file, history: site.catalog.id), week: $0, standings: site.catalog.standings[$0.date]!) }
            }.filter { seen.insert($0.key).inserted }
            // A chain's stores show one snapshot after many histories, and most of its specials read the
            // same after each: each text is made once (Foundation's decimal arithmetic is slow on Linux).
            let made = Memo<SpecialText.Figures, SpecialText>(limit: 1 << 16)
            texts = Dictionary(uniqueKeysWithValues: zip(unique.map(\.key), unique.parallelMap { entry in
                zip(entry.week.specials, entry.standings).map { item, standing in
                    let figures = SpecialText.Figures(item, standing: standing)
                    return made.value(figures) { SpecialText(figures, text: text) }
                }
            }))
            let weeks = sites.flatMap(\.weeks), notes = sites.flatMap(\.notes)
            let days = Set(notes.compactMap(\.date) + weeks.flatMap { [$0.date, $0.validThrough] })
            dayLabels = Dictionary(uniqueKeysWithValues: days.map { ($0, $0.formatted(locale: config.locale)) })
        }
    }

    var config: SiteConfig { site.config }

    /// The store whose pages these are: a chain's `store`, or the one store a site is (site.yml's `store:`,
    /// named by the site's `title` unless it names itself).
    private static func ownStore(_ store: Store?, config: SiteConfig, title: String) -> Store? {
        guard store == nil, var own = config.store else { return store }
        if own.name.isEmpty { own.name = title }
        return own
    }
    /// cmark drops raw HTML and unsafe links unless site.yml says `unsafe_html: true`.
    private var markdownOptions: CommonMark.Options {
        config.unsafeHTML ? [.smart, .validateUTF8, .unsafe] : [.smart, .validateUTF8]
    }
    var links: SiteLinks { SiteLinks(config: config, store: folder, list: site.priceList) }

    /// How pages name `day`: "November 16, 2026" in en_US.
    func label(_ day: Day) -> String {
        dayLabels[day] ?? day.formatted(locale: config.locale)
    }

    /// What a page's links depend on: where it is.
    struct PageContext: Sendable {
        var links: SiteLinks
        var site: SiteView
        var stylesheet: String
        /// The theme's script, from the page (`SiteRenderer.script`).
        var script: String { links.asset(SiteRenderer.script.path) }
    }

    /// The theme's script (`specials.js`), named by its bytes: the week's search, a chain's store
    /// remembered. Pages are whole without it.
    static let script: RenderedPage = {
        let text = String(decoding: PackageResources.specials_js, as: UTF8.self)
        return RenderedPage(.script, String(ContentHash.hex(Array(text.utf8)).prefix(10)), text: text)
    }()

    /// The context of a page by its path: every page as many folders deep shares one (its links go up
    /// alike), made when a page that deep first asks.
    final class PageContexts: Sendable {
        let make: @Sendable (SiteLinks) -> PageContext
        private let links: SiteLinks
        private let byDepth = Memo<Int, PageContext>()

        init(links: SiteLinks, make: @escaping @Sendable (SiteLinks) -> PageContext) {
            self.links = links
            self.make = make
        }

        /// The context of the page at `page` ("", "weeks/", "weeks/2026-11-16/").
        func context(_ page: String) -> PageContext {
            let depth = page.split(separator: "/").count
            return byDepth.value(depth) { make(links.from(String(repeating: "x/", count: depth))) }
        }
    }

    /// Every page of a site that is no chain, with its stylesheet.
    func render() -> [RenderedPage] {
        let stylesheet = Self.stylesheet(config: config, templates: templates)
        return [stylesheet, Self.script] + render(stylesheet: stylesheet)
    }

    /// The site's pages, feed and sitemap, in its folder, linking to `stylesheet`; for a site that is no
    /// chain also its 404 page.
    func render(stylesheet: RenderedPage) -> [RenderedPage] {
        var files: [RenderedPage] = []
        let contexts = PageContexts(links: links) { links in
            PageContext(links: links, site: makeSiteView(links), stylesheet: links.asset(stylesheet.path))
        }
        @Sendable func context(_ page: String) -> PageContext { contexts.context(page) }
        // The 404 page is served at any path: its links stay under the base path.
        let notFoundContext = contexts.make(links)

        // Pages are planned here and rendered when their bytes are asked for (`RenderedPage`): for a site
        // that is no chain right after, on every core; for a chain's store as the publish writes them.
        let feeds = FeedRenderer(site: site, templates: templates, texts: texts, text: text, links: links, parts: parts)
        let departments = site.weeks.indices.flatMap { index in
            weekDepartments[site.weeks[index].date]!.map { Job.department(index, $0) }
        }
        let jobs: [Job] = [.feed, .archive, .list] + (store == nil ? [.notFound] : []) + site.weeks.indices.map(Job.week) + departments
        files += jobs.parallelMap { job -> [RenderedPage] in
            switch job {
            case .feed:
                return [feeds.atom(in: folder)]
            case .archive:
                return [RenderedPage(.archive, in: folder, text: templates.render(archivePage(context(PagePath.archive)), in: parts))]
            case .list:
                return [RenderedPage(.list, in: folder, text: templates.render(listPage(context(PagePath.list)), in: parts))]
            case .notFound:
                let notFound = NotFoundPageView(
                    page: meta(title: text.words("page_title", ["page": text.words("not_found_title"), "site": text.title]), path: nil,
                               stylesheet: notFoundContext.stylesheet),
                    site: notFoundContext.site, words: words
                )
                return [RenderedPage(.notFound, text: templates.render(notFound))]
            case let .department(index, department):
                let week = site.weeks[index]
                let path = PagePath.department(week.date, department.slug)
                let departmentContext = context(path)
                return [RenderedPage(.department, "\(week.date)/\(department.slug)", in: folder, text: templates.render(
                    weekPage(week, at: index, departmentContext, path: path, department: department), in: parts))]
            case let .week(index):
                let week = site.weeks[index]
                let path = PagePath.week(week.date)
                // Each page's view is made when its text is asked for: a chain holds its pages' plans, not their views.
                let weekContext = context(path)
                var pages = [RenderedPage(.week, week.date.description, in: folder,
                                          text: templates.render(weekPage(week, at: index, weekContext, path: path), in: parts))]
                if index == site.weeks.count - 1 {
                    // The front page is the current week's page, rendered from the root for its relative links.
                    // Once that week ended it says so, and offers nothing: the week's own page stays as it was.
                    let frontContext = context(PagePath.front)
                    pages.append(RenderedPage(.front, in: folder, text: templates.render(frontPage(week, at: index, frontContext), in: parts)))
                }
                return pages
            }
        }.flatMap { $0 }
        files += site.notes.parallelMap { note in
            let noteContext = context(PagePath.note(note.slug))
            return RenderedPage(.note, note.slug, in: folder, text: templates.render(notePage(note, noteContext), in: parts))
        }
        // A store on a region's or the chain's ad links to its price list's item pages.
        if site.priceList == folder { files += itemPages(context) }
        // A sitemap lists absolute URLs: without a host in base_url there is none to give (site.yml warns).
        if links.absoluteBase != nil {
            files.append(feeds.sitemap(listing: files, in: folder))
        }
        return files
    }

    /// One piece of rendering work besides the note pages.
    private enum Job: Sendable {
        case feed, archive, list, notFound
        case week(Int)
        /// A department's page of a week.
        case department(Int, WeekDepartment)
    }

    /// The theme's stylesheet, named by its bytes.
    static func stylesheet(config: SiteConfig, templates: TemplateLibrary) -> RenderedPage {
        let count = max(1, config.layouts.count)
        let view = StyleSheetView(layouts: (0..<count).map { index in
            StyleSheetView.Layout(index: index, minWidth: config.layouts.isEmpty ? 0 : config.layouts[index].minWidth, isFirst: index == 0)
        }, rightToLeft: PageMeta.direction(of: config.languageTag) == "rtl")
        let css = templates.render(view)
        return RenderedPage(.stylesheet, String(ContentHash.hex(Array(css.utf8)).prefix(10)), text: css)
    }

    private func makeSiteView(_ links: SiteLinks) -> SiteView {
        SiteView(
            title: text.title, home: links.home, archive: links.archive, footer: text.footer,
            feed: links.file(PagePath.feed), stores: store == nil ? nil : links.picker,
            store: storeView.map { view in
                var view = view
                view.href = links.home
                return view
            },
            list: links.up == nil ? nil : links.shoppingList
        )
    }

    func meta(title: String, path: String?, stylesheet: String, image: String? = nil, script: String? = nil) -> PageMeta {
        PageMeta(
            title: title, description: text.description,
            language: language,
            stylesheet: stylesheet, canonical: path.flatMap(links.canonical), image: image, script: script
        )
    }

    /// A link to `week`'s page, its text with `arrow` ("previous_week", "next_week") when it has one.
    private func weekLink(_ week: Week, _ links: SiteLinks, arrow: String? = nil) -> WeekLink {
        let name = text.words("week_link", ["date": label(week.date)])
        return WeekLink(href: links.week(week.date), label: name, text: arrow.map { text.words($0, ["week": name]) } ?? name)
    }

    /// `front` is the front page's: when the week ended before today, it says so and offers nothing. With
    /// `department`, that department's page of the week: its specials alone, packed on their own.
    private func weekPage(_ full: Week, at index: Int, _ context: PageContext, path: String, front: Bool = false,
                          department: WeekDepartment? = nil) -> WeekPageView {
        let ended = front && site.hasEnded
        let week = department.map(full.part) ?? full
        let packed = department.map { departmentLayouts[$0.layoutKey(full.file)]! } ?? weeks[week.date]!
        let weekTexts = department.map { $0.indices.map { texts[full.date]![$0] } } ?? texts[full.date]!
        let standings = department.map { $0.indices.map { site.catalog.standings[full.date]![$0] } } ?? site.catalog.standings[full.date]!
        let links = context.links
        let builder = TileViewBuilder(siteText: text, links: links, images: images)
        let weekLabel = label(week.date)
        let notes = department != nil ? [] : site.notes.filter { $0.source.week == week.date }.map { note in
            WeekNoteView(slug: note.slug, title: note.title, href: links.note(note.slug), comparison: comparisonView(note, links))
        }
        let validity = text.words("validity", ["dates": text.days(week.date, week.validThrough)])
        let structured = StructuredData(config: config, links: links, images: images)
        let image = week.specials.lazy.compactMap(\.image).first.flatMap(structured.imageURL).flatMap { $0.hasPrefix("http") ? $0 : nil }
        let title = department.map { text.words("department_title", ["site": text.title, "department": $0.name, "date": weekLabel]) }
            ?? text.words("week_title", ["site": text.title, "date": weekLabel])
        let page = meta(title: title, path: path, stylesheet: context.stylesheet, image: image, script: context.script)
        func tiles() -> [TileView] {
            builder.tiles(packed, file: full.file, texts: weekTexts, standings: standings, indices: department?.indices,
                          list: (full, validity))
        }
        // The theme's week page writes its tiles as one text (`tileList`); one of Templates/ may go
        // through them as `tiles`.
        let ownWeek = templates.overrides["week"] != nil
        var view = WeekPageView(
            page: page,
            site: context.site,
            words: words,
            jsonLD: structured.offers(week, pageURL: links.best(path), store: ownStore,
                                      available: !ended, sharing: department == nil ? parts : nil),
            printFooter: Self.cssString("\(text.title) · \(validity)"),
            heading: department.map { text.words("department_heading", ["department": $0.name, "date": weekLabel]) }
                ?? text.words("week_heading", ["date": weekLabel]),
            validity: validity,
            ended: ended ? text.words("week_ended", ["date": label(week.validThrough)]) : nil,
            hasTiles: !week.specials.isEmpty,
            gridStyle: builder.gridStyle(packed.layout),
            tiles: ownWeek ? tiles() : [],
            tileList: "",
            footnote: weekTexts.lazy.compactMap(\.markNote).first,
            notes: notes,
            previous: index > 0 ? weekLink(site.weeks[index - 1], links, arrow: "previous_week") : nil,
            next: index + 1 < site.weeks.count ? weekLink(site.weeks[index + 1], links, arrow: "next_week") : nil,
            department: department?.name,
            departments: weekDepartments[full.date]!.map {
                DepartmentLink(name: $0.name, href: links.department(full.date, $0.slug), isCurrent: $0 == department)
            },
            allSpecials: front ? links.home : links.week(full.date)
        )
        let planned = view
        func tileList() -> String { templates.render(tiles: ownWeek ? planned.tiles : tiles(), on: planned) }
        guard templates.tilesReadOnlyThemselves else {
            view.tileList = tileList()
            return view
        }
        let key = RenderedParts.Key(part: .tiles, file: department?.layoutKey(full.file) ?? full.file, history: site.catalog.id, links: links)
        view.tileList = parts.text(key, make: tileList)
        return view
    }

    /// The front page: the current week's page from the root, its canonical link the site's.
    private func frontPage(_ week: Week, at index: Int, _ context: PageContext) -> WeekPageView {
        var front = weekPage(week, at: index, context, path: PagePath.week(week.date), front: true)
        front.page = front.page.at(canonical: links.canonical(""))
        return front
    }

    /// The note's comparison, its special rows linking to their items' pages from a page linking with
    /// `links`: made once for every store whose weeks resolve it alike.
    private func comparisonView(_ note: Note, _ links: SiteLinks) -> ComparisonView? {
        guard let comparison = note.comparison else { return nil }
        let key = RenderedParts.Key(part: .comparison(note: note.slug), file: "", history: site.catalog.id, links: links)
        return parts.comparison(comparison, key) {
            let itemLinks = Dictionary(site.catalog.items.map { ($0.key, links.item($0.slug)) }, uniquingKeysWith: { first, _ in first })
            return ComparisonViewBuilder(text: text, itemLinks: itemLinks).view(comparison)
        }
    }

    /// A CSS string literal that no text can break out of, inside a style element too.
    static func cssString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "<", ">", "&", "\n", "\r":
                result += "\\" + String(scalar.value, radix: 16) + " "
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private func notePage(_ note: Note, _ context: PageContext) -> NotePageView {
        let week = note.source.week.flatMap { day in site.weeks.first { $0.date == day } }
        return NotePageView(
            page: meta(title: text.words("page_title", ["page": note.title, "site": text.title]), path: PagePath.note(note.slug), stylesheet: context.stylesheet,
                       script: context.script),
            site: context.site,
            words: words,
            title: note.title,
            date: note.date?.description,
            dateLabel: note.date.map(label),
            week: week.map { weekLink($0, context.links) },
            comparison: comparisonView(note, context.links),
            body: CommonMark.html(from: note.source.markdown, options: markdownOptions)
        )
    }

    /// The shopper's list: its frame, which the theme's script fills in from the browser's storage.
    private func listPage(_ context: PageContext) -> ListPageView {
        ListPageView(
            page: meta(title: text.words("page_title", ["page": text.words("list_title"), "site": text.title]), path: nil,
                       stylesheet: context.stylesheet, script: context.script),
            site: context.site, words: words, currency: config.currency, week: site.currentWeek.date.description
        )
    }

    private func archivePage(_ context: PageContext) -> ArchivePageView {
        let links = context.links
        return ArchivePageView(
            page: meta(title: text.words("page_title", ["page": text.words("nav_archive"), "site": text.title]), path: PagePath.archive, stylesheet: context.stylesheet,
                       script: context.script),
            site: context.site,
            words: words,
            weeks: site.weeks.reversed().map { week in
                ArchivePageView.WeekEntry(href: links.week(week.date), label: weekLink(week, links).label, isCurrent: week.date == site.currentWeek.date)
            },
            hasNotes: site.notes.contains { $0.date != nil },
            notes: site.notes.compactMap { note in
                note.date.map { ArchivePageView.NoteEntry(href: links.note(note.slug), title: note.title, date: $0.description, dateLabel: label($0)) }
            },
            hasPages: site.notes.contains { $0.date == nil },
            pages: site.notes.filter { $0.date == nil }.map { note in
                ArchivePageView.NoteEntry(href: links.note(note.slug), title: note.title, date: nil, dateLabel: nil)
            }
        )
    }
}
