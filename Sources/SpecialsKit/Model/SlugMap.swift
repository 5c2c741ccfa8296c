/// The slug every item page was published under, by scope (a chain's store id; "" for a site that is
/// no chain) and item key: kept beside the output, so that a URL, once published, never moves, even
/// when an old snapshot is edited or an item leaves the feed and comes back.
package struct SlugMap: Sendable, Equatable, Codable {
    package var scopes: [String: [String: String]] = [:]

    package init(scopes: [String: [String: String]] = [:]) {
        self.scopes = scopes
    }

    /// The slugs of `scope`, by item key.
    func slugs(for scope: String) -> [String: String] {
        scopes[scope] ?? [:]
    }

    /// This map with the slugs of `sites` added: a scope keeps every slug it ever had.
    func adding(_ sites: [StoreSite]) -> SlugMap {
        var map = self
        for site in sites {
            map.scopes[site.store?.id ?? "", default: [:]].merge(site.site.catalog.slugs) { kept, _ in kept }
        }
        return map
    }
}
