/// Parts of pages rendered once for every page that shows them alike: a week's tiles, a week's Atom
/// entry, a week's products in JSON-LD, a note's comparison, a store in JSON-LD.
///
/// A tile's text depends on its snapshot, the history behind it (its standing, its item's slug), the
/// way up from the page to the root and the price list its link leads into: the 25 stores of a region
/// show the same tiles on the same week's page. An Atom entry's list of specials depends on the
/// snapshot and its history alone. Stores render grouped by price list, so the few lists in flight at
/// a time are what is kept: past `limit` texts, the cache starts afresh.
final class RenderedParts: Sendable {
    enum Part: Hashable, Sendable {
        /// A week page's tiles (`TemplateLibrary.render(tiles:on:)`).
        case tiles
        /// An Atom entry's content.
        case feedEntry
        /// A week's products in JSON-LD, with marks for the page's URL and its store
        /// (`StructuredData.offers`); `sold` when they name a seller.
        case offers(validThrough: Day, available: Bool, sold: Bool)
        /// A note's comparison table (`ComparisonViewBuilder.view`), keyed by the note's slug.
        case comparison(note: String)
        /// A week page's own stylesheet (`SiteRenderer.weekStyle`), whose printed pages' foot says `footer`.
        case weekStyle(footer: String)
        /// What a week page's stylesheet says of its grid and tiles (`tileStyles`): the same for every
        /// store that shows the week.
        case tileStyles
    }

    /// A week page's grid and tiles as its stylesheet places and sizes them (`TileViewBuilder.gridStyle`,
    /// `styles`), before the printed foot that names the store.
    struct TileStyles: Sendable {
        var grid: String
        var tiles: [String]
    }

    struct Key: Hashable, Sendable {
        var part: Part
        var file: String
        /// The `ItemCatalog.id` of the weeks behind it.
        var history: String
        /// The way up from the page to the site's root ("../../../"); "" where no link depends on it.
        var up = ""
        /// The folder of the price list whose item pages the tiles link to; "" where none is linked.
        var list = ""
    }

    private let texts: Memo<Key, String>
    private let comparisons: Memo<Key, (comparison: Comparison, view: ComparisonView)>
    private let stores: Memo<StoreKey, String>
    private let frames: Memo<FrameKey, PageFrame?>
    private let tileStyles: Memo<Key, TileStyles>

    /// A page with its store's values marked (`FramedPage`).
    private struct FrameKey: Hashable, @unchecked Sendable {
        /// The view model: immutable values and classes, never changed once made.
        var page: AnyHashable
    }

    /// A store as a page at some depth names it: within a build a store's id is its alone, and `home`,
    /// the link to its front page, is what the page's depth changes in it.
    private struct StoreKey: Hashable, Sendable {
        var id: String
        var home: String
    }

    init(limit: Int = 256) {
        texts = Memo(limit: limit)
        comparisons = Memo(limit: limit)
        stores = Memo(limit: limit)
        frames = Memo(limit: limit)
        tileStyles = Memo(limit: limit)
    }

    /// The text of `frame`, made by `make` when no page with the same frame made it before.
    func frame<Page: FramedPage>(_ frame: Page, make: () -> PageFrame?) -> PageFrame? {
        frames.value(FrameKey(page: frame), make: make)
    }

    /// A store as JSON-LD (`StructuredData.offers`), made by `make` when no page of the store at the
    /// same depth made it before: every week page of a store names it alike.
    func store(_ id: String, home: String, make: () -> String) -> String {
        stores.value(StoreKey(id: id, home: home), make: make)
    }

    /// The grid's and tiles' styles for `key` (a `.tileStyles` key), made by `make` when no page made them
    /// before: a chain's stores that show a week share them, where each store's sheet names the store.
    func tileStyles(_ key: Key, make: () -> TileStyles) -> TileStyles {
        tileStyles.value(key, make: make)
    }

    /// The text for `key`, made by `make` when no page made it before.
    func text(_ key: Key, make: () -> String) -> String {
        texts.value(key, make: make)
    }

    /// The table of `comparison` for `key`, made by `make` when no page showed the same comparison with
    /// the same links before. A store resolves a note's comparison against its own weeks and its own
    /// today, so a table is taken only for a comparison equal to the one it was made from.
    func comparison(_ comparison: Comparison, _ key: Key, make: () -> ComparisonView) -> ComparisonView {
        comparisons.value(key, if: { $0.comparison == comparison }) { (comparison, make()) }.view
    }
}

extension RenderedParts.Key {
    /// The key of a part whose links lead from a page linking with `links` into its price list's item
    /// pages: a store's own list links within the store's folder, a shared one up to the root.
    init(part: RenderedParts.Part, file: String, history: String, links: SiteLinks) {
        self.init(
            part: part, file: file, history: history, up: links.up ?? links.basePath,
            list: links.list == links.store ? links.store : "list " + links.list)
    }
}
