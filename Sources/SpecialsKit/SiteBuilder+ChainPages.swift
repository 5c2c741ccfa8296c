import CanvasPacking

extension SiteBuilder {
    /// A chain's pages: those its stores share, then each store's and each price list's but those in
    /// `keeping`, whose files are `kept` as the last publish left them.
    func chainPages(
        _ chain: Chain, _ loaded: Loaded, layouts: [String: PackedWeek], images: TileImages, keeping: [String: [String]]
    ) -> (pages: [RenderedPage], kept: [OutputFile]) {
        let shared = ChainRenderer(
            chain: chain, sites: loaded.sites, lists: loaded.lists, config: loaded.config,
            templates: loaded.templates)
        let stylesheet = shared.stylesheet()
        var pages = shared.render(stylesheet: stylesheet)
        // Stores and price lists render side by side, sharing what they say alike: the text of a
        // snapshot many carry, and the labels of the days they name.
        // Grouped by price list: stores of one list show the same tiles, rendered once while they render.
        let rendered = loaded.published.filter { keeping[$0.folder] == nil }.enumerated()
            .sorted { ($0.element.site.priceList, $0.offset) < ($1.element.site.priceList, $1.offset) }.map(
                \.element)
        let lists = loaded.publishedLists.filter { keeping[$0.unit] == nil }
        let text = SiteRenderer.SharedText(sites: rendered.map(\.site) + lists.map(\.site), config: loaded.config)
        let kept = (loaded.published.map(\.folder) + loaded.publishedLists.map(\.unit)).flatMap {
            keeping[$0]?.map(OutputFile.kept) ?? []
        }
        enum Job: Sendable {
            case store(StoreSite)
            case list(PriceList)
        }
        pages += (rendered.map(Job.store) + lists.map(Job.list)).parallelMap { job in
            switch job {
            case .store(let storeSite):
                SiteRenderer(
                    site: storeSite.site, templates: loaded.templates,
                    weeks: Self.weeks(of: storeSite.site, in: layouts),
                    departments: layouts, images: images,
                    store: storeSite.store.map { (store: $0, chain: chain) }, shared: text
                ).render(stylesheet: stylesheet)
            case .list(let list):
                SiteRenderer(
                    site: list.site, templates: loaded.templates, weeks: [:], images: images, shared: text,
                    folder: list.folder
                )
                .itemPages(of: list, chain: chain, stylesheet: stylesheet)
            }
        }.flatMap { $0 }
        return (pages, kept)
    }
}
