/// Every URL the site links to, under the base path, so a site served from /store-12/ stays inside it.
///
/// When base_url has no host, a page's links are relative to the page itself and name each page's
/// index.html, so public/ opened from disk looks as it does served. With a host they stay absolute
/// under the base path, as feeds and structured data need.
struct SiteLinks: Sendable {
    /// "/" or "/store-12/".
    var basePath: String
    /// "https://example.com/store-12/" when base_url is absolute.
    var absoluteBase: String?
    /// The way up from the page being rendered to the site's root ("", "../", "../../") when links are
    /// relative; nil when they are under the base path.
    var up: String?

    init(config: SiteConfig) {
        basePath = config.basePath
        absoluteBase = config.baseURL.hasPrefix("/") ? nil : config.baseURL
    }

    /// The links of the page in output folder `page` ("", "weeks/", "notes/water/").
    func from(_ page: String) -> SiteLinks {
        guard absoluteBase == nil else { return self }
        var links = self
        links.up = String(repeating: "../", count: page.split(separator: "/").count)
        return links
    }

    private func page(_ folder: String) -> String {
        up.map { $0 + folder + "index.html" } ?? basePath + folder
    }

    var home: String { page("") }
    var archive: String { page("weeks/") }
    func week(_ day: Day) -> String { page("weeks/\(day)/") }
    func note(_ slug: String) -> String { page("notes/\(slug)/") }
    func asset(_ path: String) -> String { (up ?? basePath) + path }

    /// The absolute URL of an output path ("weeks/2026-11-16/"), when the base is absolute.
    func canonical(_ path: String) -> String? {
        absoluteBase.map { $0 + path }
    }

    /// Where an image is linked from for a link that leaves the page (JSON-LD, Open Graph): its widest
    /// rendition or its file as published, else its remote URL; nil for an image refused.
    func image(_ source: ImageSource, in images: TileImages) -> String? {
        if let path = images.publishedPath(of: source) { return best(path) }
        if case let .remote(url) = source, !images.refused.contains(source) { return url }
        return nil
    }

    /// The absolute URL when the base is absolute, else the path under the base path.
    func best(_ path: String) -> String {
        canonical(path) ?? basePath + path
    }
}
