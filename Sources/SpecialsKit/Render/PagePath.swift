/// Where every kind of page and file the build writes lives, declared once for the links that lead to
/// it, the renderer that writes it, the sitemap and Atom feed that list it and the check that no file
/// of Static/ lands on it. Paths are inside a store's folder (a site's root for a site that is no
/// chain), folders end in "/" and their page is their `index.html`.
///
/// | kind | path | its own folder | in the sitemap |
/// | --- | --- | --- | --- |
/// | front page (the current week; a chain's store picker) | "" | | yes |
/// | week | weeks/2026-11-16/ | weeks | yes, dated by its week |
/// | archive | weeks/ | weeks | yes |
/// | note | notes/water/ | notes | yes, dated by its note |
/// | item (in its price list's folder) | items/navel-oranges/ | items | yes |
/// | Atom feed | feed.xml | | |
/// | sitemap (a chain's: its index) | sitemap.xml | | |
/// | not-found page (the site's root only) | 404.html | | |
/// | stylesheet (the site's root only) | assets/style.HASH.css | assets | |
enum PagePath {
    static let front = ""
    static let archive = weeksFolder + "/"
    static func week(_ day: Day) -> String { "\(weeksFolder)/\(day)/" }
    static func note(_ slug: String) -> String { "\(notesFolder)/\(slug)/" }
    static func item(_ slug: String) -> String { "\(itemsFolder)/\(slug)/" }
    static let feed = "feed.xml"
    static let sitemap = "sitemap.xml"
    static let notFound = "404.html"
    static func stylesheet(hash: some StringProtocol) -> String { "\(assetsFolder)/style.\(hash).css" }

    static let weeksFolder = "weeks", notesFolder = "notes", itemsFolder = "items", assetsFolder = "assets"

    /// The file a page folder is published as.
    static func file(_ page: String) -> String { page + "index.html" }

    /// The week a page path belongs to ("weeks/2026-11-16/"), for the sitemap's dates.
    static func weekDay(of page: String) -> Day? {
        guard page.hasPrefix(weeksFolder + "/") else { return nil }
        return Day(page.dropFirst(weeksFolder.count + 1).prefix(10))
    }

    /// Files at the root of the output that only the build writes.
    static let generatedFiles: Set<String> = [file(front), notFound, feed, sitemap]
    /// Folders of the output whose files only the build writes.
    static let generatedFolders = [weeksFolder, notesFolder, itemsFolder, assetsFolder]
}
