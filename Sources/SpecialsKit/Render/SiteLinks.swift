/// Every URL the site links to. A page's links are relative to the page itself and name each page's
/// index.html, whatever base_url is, so public/ opened from disk, or served from any path, looks as it
/// does on the site. Absolute URLs (under base_url, else under its path) are only where they must be:
/// the feed, the sitemap, the canonical link, Open Graph and JSON-LD (`best`, `canonical`, `image`),
/// and the 404 page, which is served at any path (links not made `from` a page).
///
/// A chain's store has its pages in its folder (`store`, "stores/downtown/"): page paths are inside
/// it, while assets (the stylesheet, images, Static/) and the store picker are the chain's, at the root.
struct SiteLinks: Sendable {
    /// "/" or "/store-12/".
    var basePath: String
    /// "https://example.com/store-12/" when base_url is absolute.
    var absoluteBase: String?
    /// The folder of the store whose pages these are: "stores/downtown/", or "" for a site's own pages.
    var store = ""
    /// The folder of the price list whose item pages the store's tiles link to (`PriceList`): the
    /// store's own, a region's ("regions/north/") or the chain's ("").
    var list = ""
    /// The way up from the page being rendered to the site's root ("", "../", "../../"); nil for links
    /// under the base path (the 404 page's).
    var up: String?
    /// The way up from the page to its store's folder (the root for a site that is no chain).
    private var upInStore = ""

    init(config: SiteConfig, store: String = "", list: String? = nil) {
        basePath = config.basePath
        absoluteBase = config.baseURL.hasPrefix("/") ? nil : config.baseURL
        self.store = store
        self.list = list ?? store
    }

    /// The links of the page in folder `page` of the store ("", "weeks/", "notes/water/").
    func from(_ page: String) -> SiteLinks {
        var links = self
        links.up = String(repeating: "../", count: (store + page).split(separator: "/").count)
        links.upInStore = String(repeating: "../", count: page.split(separator: "/").count)
        return links
    }

    private func page(_ folder: String) -> String {
        up == nil ? basePath + store + folder : upInStore + PagePath.file(folder)
    }

    var home: String { page(PagePath.front) }
    var archive: String { page(PagePath.archive) }
    /// The shopper's list (`ListPageView`).
    var shoppingList: String { page(PagePath.list) }
    func week(_ day: Day) -> String { page(PagePath.week(day)) }
    func department(_ day: Day, _ slug: String) -> String { page(PagePath.department(day, slug)) }
    func note(_ slug: String) -> String { page(PagePath.note(slug)) }
    /// An item's page, in the store's price list.
    func item(_ slug: String) -> String {
        guard list != store else { return page(PagePath.item(slug)) }
        return up.map { $0 + list + PagePath.file(PagePath.item(slug)) } ?? basePath + list + PagePath.item(slug)
    }
    /// A page of the store's own folder that is no page: "feed.xml".
    func file(_ path: String) -> String { up == nil ? basePath + store + path : upInStore + path }
    /// A file of the whole site, at its root: the stylesheet, an image.
    func asset(_ path: String) -> String { (up ?? basePath) + path }
    /// The chain's store picker.
    var picker: String { up.map { $0 + PagePath.file(PagePath.front) } ?? basePath }
    /// A chain's store's front page.
    func store(_ store: Store) -> String { up.map { $0 + PagePath.file(store.folder) } ?? basePath + store.folder }

    /// The absolute URL of a path of the store's ("weeks/2026-11-16/"), when the base is absolute.
    func canonical(_ path: String) -> String? {
        absoluteBase.map { $0 + store + path }
    }

    /// Where an image is linked from for a link that leaves the page (JSON-LD, Open Graph): its widest
    /// rendition or its file as published, else its remote URL; nil for an image refused.
    func image(_ source: ImageSource, in images: TileImages) -> String? {
        if let path = images.publishedPath(of: source) { return absoluteBase.map { $0 + path } ?? basePath + path }
        if case .remote(let url) = source, !images.refused.contains(source) { return url }
        return nil
    }

    /// The absolute URL of a path of the store's when the base is absolute, else the path under the base path.
    func best(_ path: String) -> String {
        canonical(path) ?? basePath + store + path
    }
}
