/// The ad a group of a chain's stores carries, week by week: the unit of item pages. A store with an
/// ad of its own has its own price list, whose item pages are in its folder; the stores of a region
/// that has an ad share the region's (`regions/north/items/<slug>/`), and the stores on the chain's
/// ad share the chain's (`items/<slug>/`). Twenty regions of 21 items are 420 item pages, whatever
/// the number of stores.
///
/// The stores of one shared list carry the same snapshot every week, so its items' history is
/// theirs. Stores in different time zones start a week at their own midnight: the list's pages show
/// the week the first of its stores has started, with the dates it is valid.
package struct PriceList: Sendable {
    /// "" for the chain's own ad, "regions/north/" for a region's.
    package var folder: String
    /// The region whose ad it is.
    package var region: String?
    /// The weeks and items of the list, with the chain's settings: the site of its store furthest on.
    package var site: Site
    /// Its stores, in stores.yml's order.
    package var stores: [Store]

    /// The folder a region's item pages are in.
    package static func folder(ofRegion region: String) -> String {
        ChainFolder.region(region)
    }

    /// The price lists the stores of `sites` share (those with an ad of their own have their own, which
    /// their folder holds), in the order of their first store; `config` is the chain's.
    package static func shared(by sites: [StoreSite], config: SiteConfig) -> [PriceList] {
        var lists: [PriceList] = []
        var index: [String: Int] = [:]
        for storeSite in sites {
            guard let store = storeSite.store, storeSite.site.priceList != store.folder else { continue }
            let folder = storeSite.site.priceList
            if let at = index[folder] {
                lists[at].stores.append(store)
                if storeSite.site.today > lists[at].site.today {
                    lists[at].site = Self.site(of: storeSite.site, config: config)
                }
            } else {
                index[folder] = lists.count
                lists.append(
                    PriceList(
                        folder: folder, region: folder.isEmpty ? nil : store.region,
                        site: Self.site(of: storeSite.site, config: config),
                        stores: [store]))
            }
        }
        return lists
    }

    /// A store's site with the chain's title and words: the list's pages are no one store's.
    private static func site(of storeSite: Site, config: SiteConfig) -> Site {
        var site = storeSite
        site.config = config
        site.notes = []
        return site
    }
}
