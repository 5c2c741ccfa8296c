/// Every URL the site links to, under the base path, so a site served from /store-12/ stays inside it.
struct SiteLinks: Sendable {
    /// "/" or "/store-12/".
    var basePath: String
    /// "https://example.com/store-12/" when base_url is absolute.
    var absoluteBase: String?

    init(config: SiteConfig) {
        basePath = config.basePath
        absoluteBase = config.baseURL.hasPrefix("/") ? nil : config.baseURL
    }

    var home: String { basePath }
    var archive: String { basePath + "weeks/" }
    func week(_ day: Day) -> String { basePath + "weeks/\(day)/" }
    func note(_ slug: String) -> String { basePath + "notes/\(slug)/" }
    func asset(_ path: String) -> String { basePath + path }

    /// The absolute URL of an output path ("weeks/2026-11-16/"), when the base is absolute.
    func canonical(_ path: String) -> String? {
        absoluteBase.map { $0 + path }
    }

    /// Where a tile's image is linked from: its downloaded copy, its remote URL, or its Static/ path;
    /// `absolute` for links that leave the page (JSON-LD, Open Graph).
    func image(_ source: ImageSource, downloaded: [String: LocalImage], absolute: Bool) -> String {
        let local: String
        switch source {
        case let .remote(url):
            guard let copy = downloaded[url] else { return url }
            local = copy.path
        case let .local(path):
            local = path
        }
        return absolute ? best(local) : asset(local)
    }

    /// The absolute URL when the base is absolute, else the path under the base path.
    func best(_ path: String) -> String {
        canonical(path) ?? basePath + path
    }
}
