/// The slug every item page was published under, by scope (the folder of the price list the pages
/// belong to: "" for a site that is no chain and for a chain's own ad, "regions/north/",
/// "stores/downtown/") and item key: kept beside the output, so that a URL, once published, never
/// moves, even when an old snapshot is edited or an item leaves the feed and comes back.
///
/// Until 0.6 a chain's scopes were its stores' ids ("downtown"): a store with an ad of its own keeps
/// the slugs of that scope; the other stores' items moved to their price list's pages, and their old
/// scopes are dropped by the next publish.
package struct SlugMap: Sendable, Equatable, Codable {
    package var scopes: [String: [String: String]] = [:]

    package init(scopes: [String: [String: String]] = [:]) {
        self.scopes = scopes
    }

    /// The slugs of `scope`, by item key.
    package func slugs(for scope: String) -> [String: String] {
        scopes[scope] ?? Self.storeID(scope).flatMap { scopes[$0] } ?? [:]
    }

    /// This map with the slugs of `sites` added: a scope keeps every slug it ever had.
    package func adding(_ sites: [StoreSite]) -> SlugMap {
        var map = self
        for site in sites {
            let scope = site.site.priceList
            map.scopes[scope] = slugs(for: scope).merging(site.site.catalog.slugs) { kept, _ in kept }
        }
        map.scopes = map.scopes.filter { $0.key.isEmpty || $0.key.hasSuffix("/") }
        return map
    }

    /// "downtown" for the scope "stores/downtown/": where its slugs were before 0.6.
    private static func storeID(_ scope: String) -> String? {
        let parts = scope.split(separator: "/")
        return parts.count == 2 && parts[0] == "stores" && scope.hasSuffix("/") ? String(parts[1]) : nil
    }
}
