/// Every kind of page and file the build renders, each declared once with all the build needs to know
/// of it: where it is written, its path there, how the sitemap lists it, the structured data it
/// carries for search engines and the view models its templates render.
///
/// The rest follows from the declarations: the paths links and the renderer use (`PagePath`), the
/// folders and files of the output only the build writes (a Static/ file there is refused), which
/// pages a sitemap lists and dated by what, and which templates the template check follows. A new
/// kind of page is a new case; the compiler then asks for its declaration.
enum PageKind: Int, CaseIterable, Sendable {
    case front, week, department, archive, note, list, item, moved, feed, sitemap, notFound, stylesheet, script
    case picker, pickerSitemap, sitemapIndex

    struct Declaration {
        var place: Place
        var address: Address
        /// How a sitemap lists its pages; nil for a file that is no page of its own.
        var sitemap: SitemapDate?
        /// The schema.org data its pages carry; nil for none.
        var structuredData: StructuredContent?
        /// The view models its templates render whole, the page's own first (`TemplateView`).
        var views: [any TemplateView.Type]
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

    /// Its declaration, made once: paths are asked for on every page.
    var declaration: Declaration { Self.declarations[rawValue] }

    private static let declarations = allCases.map(\.declared)

    private var declared: Declaration {
        switch self {
        case .front:
            Declaration(
                place: .site, address: .home, sitemap: .currentWeek, structuredData: .offers, views: [WeekPageView.self]
            )
        case .week:
            Declaration(
                place: .site, address: .inFolder("weeks"), sitemap: .itsWeek, structuredData: .offers,
                views: [WeekPageView.self])
        case .department:
            // A week's department: "weeks/2026-11-16/produce/", its name the week's date and the department's slug.
            Declaration(
                place: .site, address: .inFolder("weeks"), sitemap: .itsWeek, structuredData: .offers,
                views: [WeekPageView.self])
        case .archive:
            Declaration(
                place: .site, address: .folder("weeks"), sitemap: .currentWeek, structuredData: nil,
                views: [ArchivePageView.self])
        case .note:
            Declaration(
                place: .site, address: .inFolder("notes"), sitemap: .itsNote, structuredData: nil,
                views: [NotePageView.self])
        case .list:
            // The shopper's list: the browser's, so no search engine's.
            Declaration(
                place: .site, address: .folder("list"), sitemap: nil, structuredData: nil, views: [ListPageView.self])
        case .item:
            Declaration(
                place: .priceList, address: .inFolder("items"), sitemap: .currentWeek, structuredData: .product,
                views: [ItemPageView.self])
        case .moved:
            // An item's address that had to change: a page that sends the shopper to the new one.
            Declaration(
                place: .priceList, address: .inFolder("items"), sitemap: nil, structuredData: nil,
                views: [MovedPageView.self])
        case .feed:
            Declaration(
                place: .site, address: .file("feed.xml"), sitemap: nil, structuredData: nil,
                views: [AtomFeedView.self, FeedEntryView.self])
        case .sitemap:
            // A shared price list's folder has one too, of its item pages, which the chain's sitemap index lists.
            Declaration(
                place: .site, address: .file("sitemap.xml"), sitemap: nil, structuredData: nil,
                views: [SitemapView.self])
        case .notFound:
            Declaration(
                place: .outputRoot, address: .file("404.html"), sitemap: nil, structuredData: nil,
                views: [NotFoundPageView.self])
        case .stylesheet:
            Declaration(
                place: .outputRoot, address: .named(folder: "assets", prefix: "style.", suffix: ".css"), sitemap: nil,
                structuredData: nil, views: [StyleSheetView.self])
        case .script:
            Declaration(
                place: .outputRoot, address: .named(folder: "assets", prefix: "specials.", suffix: ".js"), sitemap: nil,
                structuredData: nil, views: [])
        case .picker:
            Declaration(
                place: .chainRoot, address: .home, sitemap: .undated, structuredData: nil, views: [PickerPageView.self])
        case .pickerSitemap:
            // A sitemap lists only pages in its own folder and below: the picker's is its own.
            Declaration(
                place: .chainRoot, address: .file("sitemap-stores.xml"), sitemap: nil, structuredData: nil,
                views: [SitemapView.self])
        case .sitemapIndex:
            Declaration(
                place: .chainRoot, address: .file("sitemap.xml"), sitemap: nil, structuredData: nil,
                views: [SitemapIndexView.self])
        }
    }
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

    /// The kinds the build writes in a site that is no chain, or in a chain.
    static func written(chain: Bool) -> [PageKind] {
        allCases.filter { chain || $0.declaration.place != .chainRoot }
    }

    /// Every view model a template renders whole, once each.
    static var templateViews: [any TemplateView.Type] {
        var seen: Set<String> = []
        return allCases.flatMap(\.declaration.views).filter { seen.insert($0.template).inserted }
    }
}
