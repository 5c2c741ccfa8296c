/// The chain's item pages are where the item page kind puts a price list's (`PageKind.item`), so what
/// depends on that folder is here, beside the page kinds, not in Model.
extension ChainFolder {
    /// The chain's own price list's item pages.
    static let chainItems = PageKind.item.folder! + "/"

    /// The folder a published file belongs to: "stores/downtown/index.html" to "stores/downtown/",
    /// "regions/north/items/milk/index.html" to "regions/north/", "items/milk/index.html" to "items/";
    /// nil for a file of the chain as a whole (the picker, its sitemap, the stylesheet).
    static func of(path: Substring) -> String? {
        let parts = path.split(separator: "/", maxSplits: 2)
        if parts.count == 3, parts[0] == stores || parts[0] == regions { return "\(parts[0])/\(parts[1])/" }
        if parts.count > 1, parts[0] + "/" == chainItems { return chainItems }
        return nil
    }
}

extension PriceList {
    /// Where its files are in the output, the unit a rebuild keeps or renders: "items/", "regions/north/".
    var unit: String { folder.isEmpty ? ChainFolder.chainItems : folder }

    /// Its pages' sitemap, listed by the chain's sitemap index.
    var sitemap: String { unit + PagePath.sitemap }
}
