/// The folders of a chain's output that a rebuild keeps or renders whole: a store's, a region's price
/// list's, and (where the page kinds are declared, Render/ChainFolder+Items.swift) the chain's item
/// pages'; one rule from the model to a folder and from a published file's path back to its folder.
package enum ChainFolder {
    /// The top-level folders only a chain writes: its stores' and its regions'.
    package static let stores = "stores", regions = "regions"
    package static let all = [stores, regions]

    /// A store's folder: "stores/downtown/".
    package static func store(_ id: String) -> String { "\(stores)/\(id)/" }

    /// A region's price list's folder: "regions/north/".
    package static func region(_ region: String) -> String { "\(regions)/\(region)/" }
}
