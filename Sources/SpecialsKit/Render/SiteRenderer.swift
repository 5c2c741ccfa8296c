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
    let weekDepartments: [Day: [WeekDepartment]]
    /// The store whose pages these are (`ownStore(_:config:title:)`).
    let ownStore: Store?
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
    /// The site's icon: its path in the output, and the theme's file where the site has none (`SiteIcon`).
    let icon: (path: String?, file: RenderedPage?)

    /// `shared` is what a chain's stores have in common, formatted once for all of them; without it,
    /// the site's own. `folder` is where the pages go when they are no store's: a shared price list's.
    init(
        site: Site, templates: TemplateLibrary, weeks: [Day: PackedWeek], departments: [String: PackedWeek] = [:],
        images: TileImages = TileImages(),
        store: (store: Store, chain: Chain)? = nil, shared: SharedText? = nil, folder: String? = nil
    ) {
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
        weekDepartments = Dictionary(
            uniqueKeysWithValues: site.weeks.map { ($0.date, WeekDepartment.of($0.specials, config: site.config)) })
        storeView = ownStore.map {
            StoreText(locale: site.config.locale, country: site.config.region, words: text.words).view(
                $0, href: "", inChain: store != nil)
        }
        texts = Dictionary(
            uniqueKeysWithValues: site.weeks.map {
                ($0.date, shared.texts[SharedText.Key(file: $0.file, history: site.catalog.id)]!)
            })
        dayLabels = shared.dayLabels
        parts = shared.parts
        language = site.config.languageTag
        icon = SiteIcon.of(site.config, staticFiles: site.staticFiles, templates: templates)
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
    var markdownOptions: CommonMark.Options {
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
        let text = shipped(String(decoding: PackageResources.specials_js, as: UTF8.self))
        return RenderedPage(.script, String(ContentHash.hex(Array(text.utf8)).prefix(10)), text: text)
    }()

    /// The script as shoppers download it: its lines without their indentation, without the comment lines
    /// and blank lines written for its readers (the theme's script has no string that spans lines).
    static func shipped(_ source: String) -> String {
        source.split(separator: "\n").lazy.map { $0.drop { $0 == " " } }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }.joined(separator: "\n") + "\n"
    }

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
        return [stylesheet, Self.script] + (icon.file.map { [$0] } ?? []) + render(stylesheet: stylesheet)
    }

    /// The site's pages, feed and sitemap, in its folder, linking to `stylesheet`; for a site that is no
    /// chain also its 404 page. Each kind of the theme plans its own pages (`PageKind.Declaration.pages`).
    func render(stylesheet: RenderedPage) -> [RenderedPage] {
        // One copy of the renderer for every page planned and the contexts they are made in, until the
        // publish renders them (a chain's 10,000 stores wait at once).
        let renderer = Shared(self)
        let contexts = PageContexts(links: links) { links in
            PageContext(
                links: links, site: renderer.value.makeSiteView(links), stylesheet: links.asset(stylesheet.path))
        }
        let plan = Plan(renderer: renderer, contexts: contexts)
        // A site's own kinds; the output's root's too for a site that is no chain (a chain's are its own).
        let places: [PageKind.Place] = store == nil ? [.site, .outputRoot] : [.site]
        // Pages are planned here and rendered when their bytes are asked for (`RenderedPage`): for a site
        // that is no chain right after, on every core; for a chain's store as the publish writes them.
        var files = templates.kinds.filter { places.contains($0.declaration.place) }.flatMap { kind in
            (kind.declaration.pages?(plan) ?? []).map { page in
                RenderedPage(kind, page.name, in: kind.declaration.place == .site ? folder : "", making: page.text)
            }
        }
        // A store on a region's or the chain's ad links to its price list's item pages.
        if site.priceList == folder { files += itemPages(contexts.context) }
        // A sitemap lists absolute URLs: without a host in base_url there is none to give (site.yml warns).
        if links.absoluteBase != nil {
            files.append(plan.feeds.sitemap(listing: files, in: folder))
        }
        return files
    }

    /// What a site's kinds of pages plan theirs from (`PageKind.Declaration.pages`): its renderer, and
    /// each page's context by its path. A class: each page planned keeps a reference to it until it is
    /// rendered, not a copy of the renderer (a chain's 10,000 stores plan 200,000 pages).
    final class Plan: Sendable {
        private let shared: Shared<SiteRenderer>
        let contexts: PageContexts

        init(renderer: Shared<SiteRenderer>, contexts: PageContexts) {
            shared = renderer
            self.contexts = contexts
        }

        var renderer: SiteRenderer { shared.value }
        var site: Site { renderer.site }

        var feeds: FeedRenderer { renderer.feeds }

        /// The page `name` of a kind at `path` (in its place): `view` made from the context there and
        /// rendered through its template, when the page's text is asked for.
        func page<View: FramedPage>(
            _ name: String = "", at path: String, _ view: @escaping @Sendable (PageContext) -> View
        ) -> PageKind.Page {
            PageKind.Page(name: name) { [self] in
                renderer.templates.render(view(contexts.context(path)), in: renderer.parts)
            }
        }
    }

    /// The site's Atom feed and sitemap.
    var feeds: FeedRenderer {
        FeedRenderer(site: site, templates: templates, texts: texts, text: text, links: links, parts: parts)
    }

    /// The 404 page. It is served at any path: its links stay under the base path.
    func notFoundPage(_ contexts: PageContexts) -> NotFoundPageView {
        let context = contexts.make(links)
        return NotFoundPageView(
            page: meta(
                title: text.words("page_title", ["page": text.words("not_found_title"), "site": text.title]),
                path: nil, stylesheet: context.stylesheet),
            site: context.site, words: words)
    }

    /// The theme's stylesheet, named by its bytes.
    static func stylesheet(config: SiteConfig, templates: TemplateLibrary) -> RenderedPage {
        let count = max(1, config.layouts.count)
        let view = StyleSheetView(
            layouts: (0..<count).map { index in
                StyleSheetView.Layout(
                    index: index, minWidth: config.layouts.isEmpty ? 0 : config.layouts[index].minWidth,
                    isFirst: index == 0)
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
            list: links.up == nil ? nil : links.shoppingList, icon: icon.path.map(links.asset),
            root: links.asset("")
        )
    }

    /// A page's head. With `card`, `image` is a share card's URL (`card(_:_:)`), whose size it gives.
    func meta(
        title: String, path: String?, stylesheet: String, image: String? = nil, card: Bool = false,
        script: String? = nil
    ) -> PageMeta {
        PageMeta(
            title: title, description: text.description,
            language: language,
            stylesheet: stylesheet, canonical: path.flatMap(links.canonical), image: image,
            imageWidth: card ? ShareCard.width : nil, imageHeight: card ? ShareCard.height : nil, script: script
        )
    }

    /// A share card's URL from a page linking with `links`: absolute where base_url is, else relative.
    func card(_ path: String, _ links: SiteLinks) -> String {
        links.absoluteBase.map { $0 + path } ?? links.asset(path)
    }
}
