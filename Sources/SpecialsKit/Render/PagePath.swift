/// The paths of the pages and files the build writes, from their kinds' declarations (`PageKind`):
/// what links lead to, the renderer writes and the sitemap and Atom feed list. Paths are inside a
/// place (a site's root or a store's folder; a price list's folder for item pages), folders end in
/// "/" and their page is their `index.html`.
enum PagePath {
    static let front: String = PageKind.front.path()
    static let archive: String = PageKind.archive.path()
    static let list: String = PageKind.list.path()
    static func week(_ day: Day) -> String { PageKind.week.path(day.description) }
    static func department(_ day: Day, _ slug: String) -> String {
        PageKind.department.path("\(day.description)/\(slug)")
    }
    static func note(_ slug: String) -> String { PageKind.note.path(slug) }
    static func item(_ slug: String) -> String { PageKind.item.path(slug) }
    static let feed: String = PageKind.feed.path()
    static let sitemap: String = PageKind.sitemap.path()
    static let notFound: String = PageKind.notFound.path()
    static func stylesheet(hash: some StringProtocol) -> String { PageKind.stylesheet.path(String(hash)) }

    /// The file a page folder is published as.
    static func file(_ page: String) -> String { page + "index.html" }

    /// The week a page path belongs to ("weeks/2026-11-16/"), for the sitemap's dates.
    static func weekDay(of page: String) -> Day? {
        guard let folder = PageKind.week.folder, page.hasPrefix(folder + "/") else { return nil }
        return Day(page.dropFirst(folder.count + 1).prefix(10))
    }

    /// Files at a place's root that only the build writes of `kinds`: "feed.xml", "index.html".
    static func generatedFiles(_ kinds: [PageKind], chain: Bool) -> Set<String> {
        Set(PageKind.written(kinds, chain: chain).compactMap(\.rootFile))
    }
    /// Folders of a place whose files only the build writes of `kinds`: "weeks", "items".
    static func generatedFolders(_ kinds: [PageKind], chain: Bool) -> [String] {
        var seen: Set<String> = []
        return PageKind.written(kinds, chain: chain).compactMap(\.folder).filter { seen.insert($0).inserted }
    }
}
