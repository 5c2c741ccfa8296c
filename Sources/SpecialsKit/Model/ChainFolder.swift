/// The folders of a chain's output that a rebuild keeps or renders whole, one rule for both directions:
/// from the model (a store's, a region's price list's, the chain's item pages') to a folder, and from
/// a published file's path back to the folder it belongs to.
enum ChainFolder {
    /// The top-level folders only a chain writes: its stores' and its regions'.
    static let stores = "stores", regions = "regions"
    static let all = [stores, regions]
    /// The chain's own price list's item pages.
    static let chainItems = PageKind.item.folder! + "/"

    /// A store's folder: "stores/downtown/".
    static func store(_ id: String) -> String { "\(stores)/\(id)/" }

    /// A region's price list's folder: "regions/north/".
    static func region(_ region: String) -> String { "\(regions)/\(region)/" }

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
