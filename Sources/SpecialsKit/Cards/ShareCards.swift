/// The share cards of a build's pages, as the card stage (`CardStage`) leaves them for Render: each
/// page's card by where it is, and the files to publish.
package struct ShareCards: Sendable {
    /// Each week page's card's path in the output, by `weekKey`.
    var weeks: [String: String] = [:]
    /// Each item page's card's path in the output, by `itemKey`.
    var items: [String: String] = [:]
    package var files: [ImageFile] = []
    package var warnings: [Diagnostic] = []
    /// Cards drawn now, and taken from the cache.
    package var drawn = 0
    package var reused = 0
    /// The cache keys this build's cards are kept under.
    var cacheKeys: Set<String> = []

    package init() {}

    /// The key of the card of the week dated `day` on the pages of the store in `folder` ("" for a
    /// site that is no chain).
    static func weekKey(folder: String, day: Day) -> String { "\(folder)|\(day)" }

    /// The key of the card of the item page `slug` of the catalog `catalog` (`ItemCatalog.id`).
    static func itemKey(catalog: String, slug: String) -> String { "\(catalog)|\(slug)" }

    /// The card of a week's pages (its page, the front page, its departments').
    func week(folder: String, day: Day) -> String? { weeks[Self.weekKey(folder: folder, day: day)] }

    /// The card of an item's page.
    func item(catalog: String, slug: String) -> String? { items[Self.itemKey(catalog: catalog, slug: slug)] }

    /// "3 drawn, 12 reused", for --timings.
    package var summary: String { "\(drawn) drawn, \(reused) reused" }
}
