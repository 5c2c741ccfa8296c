/// Every kind of page and file the build renders, each declared once with all the build needs to know
/// of it: where it is written, its path there, how the sitemap lists it, the structured data it
/// carries for search engines, the view models its templates render (each naming its template and
/// carrying the theme's text of it) and, for a site's own pages, which pages there are.
///
/// The rest follows from the declarations: the paths links and the renderer use (`PagePath`), the
/// folders and files of the output only the build writes (a Static/ file there is refused), which
/// pages a sitemap lists and dated by what, which templates the theme has and the template check
/// follows, and the pages a site renders (`SiteRenderer.render`). A new kind of page is a new
/// declaration in `builtIn` and its template: `NewPageKindTests` adds one from a test. Kinds are told
/// apart by their names, which are unique.
final class PageKind: Hashable, Sendable, CustomStringConvertible {
    /// Its name, for messages and tests: "week".
    let name: String
    let declaration: Declaration

    init(_ name: String, _ declaration: Declaration) {
        self.name = name
        self.declaration = declaration
    }

    static func == (lhs: PageKind, rhs: PageKind) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
    var description: String { name }

    struct Declaration: Sendable {
        var place: Place
        var address: Address
        /// How a sitemap lists its pages; nil for a file that is no page of its own.
        var sitemap: SitemapDate?
        /// The schema.org data its pages carry; nil for none.
        var structuredData: StructuredContent? = nil
        /// The view models its templates render whole, the page's own first (`TemplateView`).
        var views: [any TemplateView.Type]
        /// A site's pages of this kind, planned from its renderer (`SiteRenderer.Plan`); nil for the
        /// kinds made by what they list (the sitemap), by a price list (an item's page) or by a chain.
        var pages: (@Sendable (SiteRenderer.Plan) -> [Page])? = nil
    }

    /// One page of a kind: its name (a week's date, a note's slug; "" for a kind of one page) and its
    /// text, made when it is asked for.
    struct Page: Sendable {
        var name: String
        var text: @Sendable () -> String
    }

    /// Where in the output the build writes a kind.
    enum Place: Equatable {
        /// Every site's folder: a site's root, each store's folder of a chain.
        case site
        /// A price list's folder (`PriceList`): a site's root, a store's with an ad of its own, a
        /// region's, the chain's `items/`.
        case priceList
        /// The output's root, once for the whole output.
        case outputRoot
        /// A chain's root, once for the whole chain.
        case chainRoot
    }

    /// Where a page is inside its place.
    enum Address: Equatable {
        /// The place's own page: "" (its index.html).
        case home
        /// A folder's own page: "weeks/".
        case folder(String)
        /// One page per name in a folder: "weeks/2026-11-16/".
        case inFolder(String)
        /// A file of the place: "feed.xml".
        case file(String)
        /// One file per name in a folder, the name between a prefix and a suffix: "assets/style.HASH.css".
        case named(folder: String, prefix: String, suffix: String)
    }

    /// The date a sitemap gives as a page's last change.
    enum SitemapDate: Equatable {
        /// The week it shows.
        case itsWeek
        /// Its note's date; an undated note's page the current week.
        case itsNote
        /// The current week: its content follows the weeks.
        case currentWeek
        /// None: it changes with the chain's stores, not with its weeks.
        case undated
    }

    /// The schema.org data in a page (`StructuredData`).
    enum StructuredContent: Equatable {
        /// A week's products with their offers (and, on a store's page, the store that sells them).
        case offers
        /// One item's product, with its offer while it is on special.
        case product
    }

    /// The kinds of the built-in theme, in the order a site's pages are planned.
    static let builtIn: [PageKind] = [
        front, week, department, weekStyle, archive, note, list, item, moved, feed, sitemap, notFound, stylesheet,
        script, icon, picker, pickerSitemap, sitemapIndex,
    ]

    /// The site's front page: the current week's page from the root (once that week ended, saying so).
    static let front: PageKind = PageKind(
        "front",
        Declaration(
            place: .site, address: .home, sitemap: .currentWeek, structuredData: .offers, views: [WeekPageView.self]
        ) { plan in
            plan.site.weeks.indices.suffix(1).map { index in
                plan.page(at: PagePath.front) { plan.renderer.frontPage(plan.site.weeks[index], at: index, $0) }
            }
        })

    static let week: PageKind = PageKind(
        "week",
        Declaration(
            place: .site, address: .inFolder("weeks"), sitemap: .itsWeek, structuredData: .offers,
            views: [WeekPageView.self]
        ) { plan in
            plan.site.weeks.indices.map { index in
                let week = plan.site.weeks[index]
                let path = PagePath.week(week.date)
                return plan.page(week.date.description, at: path) {
                    plan.renderer.weekPage(week, at: index, $0, path: path)
                }
            }
        })

    /// A week's department: "weeks/2026-11-16/produce/", its name the week's date and the department's slug.
    static let department: PageKind = PageKind(
        "department",
        Declaration(
            place: .site, address: .inFolder("weeks"), sitemap: .itsWeek, structuredData: .offers,
            views: [WeekPageView.self]
        ) { plan in
            plan.site.weeks.indices.flatMap { index in
                let week = plan.site.weeks[index]
                return plan.renderer.weekDepartments[week.date, default: []].map { department in
                    let path = PagePath.department(week.date, department.slug)
                    return plan.page("\(week.date)/\(department.slug)", at: path) {
                        plan.renderer.weekPage(week, at: index, $0, path: path, department: department)
                    }
                }
            }
        })

    /// A week page's own stylesheet (`WeekStyleView`): its tiles' places and sizes and its printed
    /// footer, in a file beside the site's pages, named by its bytes (a front page and its week's share one).
    static let weekStyle: PageKind = PageKind(
        "weekStyle",
        Declaration(
            place: .site, address: .named(folder: "assets", prefix: "week.", suffix: ".css"), sitemap: nil,
            views: [WeekStyleView.self]
        ) { plan in plan.weekStyles() })

    static let archive: PageKind = PageKind(
        "archive",
        Declaration(place: .site, address: .folder("weeks"), sitemap: .currentWeek, views: [ArchivePageView.self]) {
            plan in [plan.page(at: PagePath.archive) { plan.renderer.archivePage($0) }]
        })

    static let note: PageKind = PageKind(
        "note",
        Declaration(place: .site, address: .inFolder("notes"), sitemap: .itsNote, views: [NotePageView.self]) {
            plan in
            plan.site.notes.map { note in
                plan.page(note.slug, at: PagePath.note(note.slug)) { plan.renderer.notePage(note, $0) }
            }
        })

    /// The shopper's list: the browser's, so no search engine's.
    static let list: PageKind = PageKind(
        "list",
        Declaration(place: .site, address: .folder("list"), sitemap: nil, views: [ListPageView.self]) { plan in
            [plan.page(at: PagePath.list) { plan.renderer.listPage($0) }]
        })

    /// An item's page, made by its price list (`SiteRenderer.itemPages`).
    static let item: PageKind = PageKind(
        "item",
        Declaration(
            place: .priceList, address: .inFolder("items"), sitemap: .currentWeek, structuredData: .product,
            views: [ItemPageView.self]))

    /// An item's address that had to change: a page that sends the shopper to the new one.
    static let moved: PageKind = PageKind(
        "moved",
        Declaration(place: .priceList, address: .inFolder("items"), sitemap: nil, views: [MovedPageView.self]))

    static let feed: PageKind = PageKind(
        "feed",
        Declaration(
            place: .site, address: .file("feed.xml"), sitemap: nil, views: [AtomFeedView.self, FeedEntryView.self]
        ) { plan in [Page(name: "") { plan.feeds.atomText() }] })

    /// Made from the pages it lists. A shared price list's folder has one too, of its item pages, which
    /// the chain's sitemap index lists.
    static let sitemap: PageKind = PageKind(
        "sitemap", Declaration(place: .site, address: .file("sitemap.xml"), sitemap: nil, views: [SitemapView.self]))

    /// Served at any path: a site that is no chain plans its own, a chain's is the chain's (`ChainRenderer`).
    static let notFound: PageKind = PageKind(
        "notFound",
        Declaration(place: .outputRoot, address: .file("404.html"), sitemap: nil, views: [NotFoundPageView.self]) {
            plan in [Page(name: "") { plan.renderer.templates.render(plan.renderer.notFoundPage(plan.contexts)) }]
        })

    static let stylesheet: PageKind = PageKind(
        "stylesheet",
        Declaration(
            place: .outputRoot, address: .named(folder: "assets", prefix: "style.", suffix: ".css"), sitemap: nil,
            views: [StyleSheetView.self]))

    static let script: PageKind = PageKind(
        "script",
        Declaration(
            place: .outputRoot, address: .named(folder: "assets", prefix: "specials.", suffix: ".js"), sitemap: nil,
            views: []))

    /// The theme's icon, where the site has none of its own (`SiteIcon`).
    static let icon: PageKind = PageKind(
        "icon",
        Declaration(
            place: .outputRoot, address: .named(folder: "assets", prefix: "icon.", suffix: ".svg"), sitemap: nil,
            views: [IconView.self]))

    static let picker: PageKind = PageKind(
        "picker",
        Declaration(place: .chainRoot, address: .home, sitemap: .undated, views: [PickerPageView.self]))

    /// A sitemap lists only pages in its own folder and below: the picker's is its own.
    static let pickerSitemap: PageKind = PageKind(
        "pickerSitemap",
        Declaration(place: .chainRoot, address: .file("sitemap-stores.xml"), sitemap: nil, views: [SitemapView.self]))

    static let sitemapIndex: PageKind = PageKind(
        "sitemapIndex",
        Declaration(place: .chainRoot, address: .file("sitemap.xml"), sitemap: nil, views: [SitemapIndexView.self]))
}

extension PageKind {
    /// A page's path inside its place: "weeks/2026-11-16/" for the week `name`, "feed.xml" for the feed.
    /// Pages end in "/" (their file is their index.html); `name` is ignored by a kind of one page.
    func path(_ name: String = "") -> String {
        switch declaration.address {
        case .home: ""
        case .folder(let folder): folder + "/"
        case .inFolder(let folder): "\(folder)/\(name)/"
        case .file(let file): file
        case .named(let folder, let prefix, let suffix): "\(folder)/\(prefix)\(name)\(suffix)"
        }
    }

    /// The file a page is written as inside its place: "weeks/2026-11-16/index.html".
    func file(_ name: String = "") -> String {
        switch declaration.address {
        case .home, .folder, .inFolder: PagePath.file(path(name))
        case .file, .named: path(name)
        }
    }

    /// The folder of a place's output that holds this kind's pages and only the build writes: "weeks".
    var folder: String? {
        switch declaration.address {
        case .home, .file: nil
        case .folder(let folder), .inFolder(let folder), .named(let folder, _, _): folder
        }
    }

    /// The file at a place's root this kind is written as: "feed.xml", "index.html".
    var rootFile: String? {
        switch declaration.address {
        case .home, .file: file()
        case .folder, .inFolder, .named: nil
        }
    }

    /// Those of `kinds` the build writes in a site that is no chain, or in a chain.
    static func written(_ kinds: [PageKind] = builtIn, chain: Bool) -> [PageKind] {
        kinds.filter { chain || $0.declaration.place != .chainRoot }
    }

    /// Every view model a template of `kinds` renders whole, once each.
    static func templateViews(_ kinds: [PageKind] = builtIn) -> [any TemplateView.Type] {
        var seen: Set<String> = []
        return kinds.flatMap(\.declaration.views).filter { seen.insert($0.template).inserted }
    }
}
