import Foundation

struct WeekLink: Sendable, Hashable {
    var href: String
    /// "Week of November 16, 2026".
    var label: String
    /// The link's text with its arrow: "← Week of November 9, 2026".
    var text: String
}

struct WeekPageView: Sendable, Hashable {
    var page: PageMeta
    var site: SiteView
    var words: WordsView
    /// schema.org offers as JSON-LD, escaped for a script element.
    var jsonLD: String
    /// The page's own stylesheet (`WeekStyleView`): its tiles' places and sizes, its printed pages' footer.
    var weekStylesheet: String
    var heading: String
    var validity: String
    /// On a front page whose week ended before today: "These specials ended on November 29, 2026."
    var ended: String?
    var hasTiles: Bool
    /// The tiles, for a week page of `Templates/` (the theme's writes `tileList`; empty then).
    var tiles: [TileView]
    /// The tiles as `{{#tiles}}{{>tile}}{{/tiles}}` writes them: rendered once for every page that shows them alike.
    var tileList: String
    /// What the tiles' mark on a reference price means, where a tile has one (`SpecialText.markNote`).
    var footnote: String?
    var notes: [WeekNoteView]
    var previous: WeekLink?
    var next: WeekLink?
    /// The department a department's page shows ("Produce"); nil on the week's page.
    var department: String? = nil
    /// The week's departments, each linking to its page; empty for a week without.
    var departments: [DepartmentLink] = []
    /// The week's page with every special, from this page.
    var allSpecials = ""
    var hasDepartments: Bool { !departments.isEmpty }
}

/// A link to a department's page of a week.
struct DepartmentLink: Sendable, Hashable {
    var name: String
    var href: String
    var isCurrent: Bool
}

struct WeekNoteView: Sendable, Hashable {
    var slug: String
    var title: String
    var href: String
    var comparison: ComparisonView?
}

struct ComparisonView: Sendable, Hashable {
    /// "Price per oz, best value first".
    var caption: String
    /// The unit price column's heading: "Per oz", "Je kg".
    var perUnit: String

    struct Row: Sendable, Hashable {
        var name: String
        /// The item's page, when the row is a special.
        var href: String?
        var size: String
        var price: String
        var unitPrice: String
        var isBest: Bool
        var verdict: String
    }

    var rows: [Row]
}

struct NotePageView: Sendable, Hashable {
    var page: PageMeta
    var site: SiteView
    var words: WordsView
    var title: String
    var date: String?
    var dateLabel: String?
    var week: WeekLink?
    var comparison: ComparisonView?
    var body: String
}

struct ArchivePageView: Sendable, Hashable {
    struct WeekEntry: Sendable, Hashable {
        var href: String
        var label: String
        var isCurrent: Bool
    }

    struct NoteEntry: Sendable, Hashable {
        var href: String
        var title: String
        var date: String?
        var dateLabel: String?
    }

    var page: PageMeta
    var site: SiteView
    var words: WordsView
    var weeks: [WeekEntry]
    var hasNotes: Bool
    var notes: [NoteEntry]
    var hasPages: Bool
    /// Undated notes ("About us", "Opening hours").
    var pages: [NoteEntry]
}

/// The shopper's list of a site's or a store's specials, kept by their browser: the page is its frame,
/// which the theme's script fills in (`specials.js`); without a script it says so.
struct ListPageView: Sendable, Hashable {
    var page: PageMeta
    var site: SiteView
    var words: WordsView
    /// The currency the list's total is in: "USD".
    var currency: String
    /// The site's current week, an ISO date: a special of an earlier week has ended.
    var week: String
    /// The current week's specials as the list keeps them (`ListEntry`), a JSON array: a shared link
    /// names specials by their key, and the list takes everything else from here.
    var specials: String
}

/// An item's former address: it sends the shopper to the item's page.
struct MovedPageView: Sendable {
    var page: PageMeta
    var site: SiteView
    var words: WordsView
    var name: String
    /// The item's page, from here.
    var href: String
}

struct NotFoundPageView: Sendable {
    var page: PageMeta
    var site: SiteView
    var words: WordsView
}

struct StyleSheetView: Sendable {
    struct Layout: Sendable {
        var index: Int
        var minWidth: Int
        var isFirst: Bool
    }

    /// `ThemeGeometry`'s numbers as the stylesheet writes them.
    struct Geometry: Sendable {
        var pageWidth = ThemeGeometry.pageWidth
        var pagePadding = ThemeGeometry.pagePadding
        var tileBorder = ThemeGeometry.tileBorder
        var tileBackground = "#" + ThemeGeometry.tileBackground.map { String(format: "%02x", $0) }.joined()
        var smallestPicture = ThemeGeometry.smallestPicture
        /// Percentages.
        var imagePadding = PictureSlot.number(ThemeGeometry.imagePadding * 100)
        var imagePaddingBoth = PictureSlot.number(2 * ThemeGeometry.imagePadding * 100)
        var wideImageShare = PictureSlot.number(ThemeGeometry.wideImageShare * 100)
        var wideTextShare = PictureSlot.number((1 - ThemeGeometry.wideImageShare) * 100)
        var phoneWidth = ThemeGeometry.phoneWidth
        /// The widest phone, for `max-width`: "559.98".
        var phoneLast = "\(ThemeGeometry.phoneWidth - 1).98"
        var phonePicture = ThemeGeometry.phonePicture
        var phonePicturePadding = PictureSlot.number(PhonePicture.padding)
    }

    /// `TileType`'s lines as the stylesheet writes them.
    struct TypeView: Sendable {
        /// `clamp()` from a tablet up, the size on a phone in px, the line height.
        struct Line: Sendable {
            var clamp: String
            var phone: String
            var lineHeight: String

            init(_ line: TileType.Line) {
                clamp = line.clamp
                phone = PictureSlot.number(line.phone)
                lineHeight = PictureSlot.number(line.lineHeight)
            }
        }

        var smallest = PictureSlot.number(TileType.smallest / TileType.rem)
        var price = Line(TileType.price)
        var priceBlock = Line(TileType.priceBlock)
        var unit = Line(TileType.unit)
        var name = Line(TileType.name)
        var deal = Line(TileType.deal)
        var news = Line(TileType.news)
    }

    var layouts: [Layout]
    var geometry = Geometry()
    var type = TypeView()
    /// The site's language is written from right to left.
    var rightToLeft = false
}

struct AtomFeedView: Sendable {
    struct Entry: Sendable {
        var id: String
        var title: String
        var updated: String
        var url: String
        var summary: String
        /// HTML, escaped once more by the template as Atom's type="html" wants.
        var content: String
    }

    var id: String
    var title: String
    var subtitle: String
    var updated: String
    var selfURL: String
    var homeURL: String
    var entries: [Entry]
}

/// The HTML of one week's Atom entry: its specials as a list.
struct FeedEntryView: Sendable {
    struct Item: Sendable {
        var name: String
        var price: String
        var originalPrice: String?
        /// What the struck price is: "was", "vorher".
        var wasLabel: String
    }

    var items: [Item]
}

struct SitemapView: Sendable {
    /// One `<url>` of the sitemap.
    struct Entry: Sendable {
        var loc: String
        var lastmod: String?
    }

    var urls: [Entry]
}

extension SitemapView {
    /// The pages among `files` whose kind a sitemap lists, by path, at their URLs from `links`, each
    /// with the day its kind dates it by (`lastModified` of the page's path and the kind's rule).
    init(listing files: [RenderedPage], links: SiteLinks, lastModified: (String, PageKind.SitemapDate) -> Day?) {
        urls = files.compactMap { file in file.kind.declaration.sitemap.map { (page: file.page, date: $0) } }
            .sorted { $0.page < $1.page }
            .map { Entry(loc: links.best($0.page), lastmod: lastModified($0.page, $0.date)?.description) }
    }
}

struct SitemapIndexView: Sendable {
    /// One `<sitemap>` of the index.
    struct Entry: Sendable {
        var loc: String
        var lastmod: String?
    }

    var sitemaps: [Entry]
}
