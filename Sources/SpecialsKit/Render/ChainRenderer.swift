import Foundation

/// The pages a chain's stores share: the store picker at the root, the 404 page, the stylesheet and the
/// sitemap index (Static/ and the images are the chain's too; the build adds them). They depend on
/// stores.yml and every store's site, never on which stores a build publishes, so every shard writes
/// them byte for byte the same.
struct ChainRenderer {
    var chain: Chain
    /// Every store's site, whichever the build publishes.
    var sites: [StoreSite]
    /// The price lists its stores share (`PriceList.shared`), whose item pages the sitemap index lists.
    var lists: [PriceList]
    /// site.yml's settings: the chain's title, language and base URL.
    var config: SiteConfig
    var templates: TemplateLibrary

    func stylesheet() -> RenderedPage {
        SiteRenderer.stylesheet(config: config, templates: templates)
    }

    /// The chain's icon (`SiteIcon`): every store's site carries the chain's Static/.
    var icon: (path: String?, file: RenderedPage?) {
        SiteIcon.of(config, staticFiles: sites.first?.site.staticFiles ?? [:], templates: templates)
    }

    func render(stylesheet: RenderedPage) -> [RenderedPage] {
        let (text, language, icon) = (SiteText(config), config.languageTag, self.icon)
        let root = SiteLinks(config: config)
        let links = root.from("")
        func meta(_ title: String, canonical: String?, links: SiteLinks, script: Bool = false) -> PageMeta {
            PageMeta(
                title: title, description: text.description, language: language,
                stylesheet: links.asset(stylesheet.path),
                canonical: canonical, script: script ? links.asset(SiteRenderer.script.path) : nil)
        }

        var files = [stylesheet, SiteRenderer.script] + (icon.file.map { [$0] } ?? [])
        let picker = PickerPageView(
            page: meta(
                text.words("page_title", ["page": text.words("picker_heading"), "site": text.title]),
                canonical: root.canonical(""), links: links, script: true),
            site: .chain(text, links: links, icon: icon.path), words: WordsView(text.words),
            groups: groups(links: links, text: text),
            distanceUnit: ["US", "GB", "LR", "MM"].contains(config.region ?? "US") ? "mile" : "kilometer"
        )
        files.append(RenderedPage(.picker, text: templates.render(picker)))

        // The 404 page is served at any path: its links stay under the base path, and lead to the picker.
        var words = config.words
        words.append(
            SiteConfig.WordOverride(key: "not_found_link", text: text.words("not_found_link_chain"), location: .file))
        var notFoundConfig = config
        notFoundConfig.words = words
        let notFound = NotFoundPageView(
            page: meta(
                text.words("page_title", ["page": text.words("not_found_title"), "site": text.title]), canonical: nil,
                links: root),
            site: .chain(text, links: root, icon: icon.path), words: WordsView(SiteText(notFoundConfig).words)
        )
        files.append(RenderedPage(.notFound, text: templates.render(notFound)))

        // A sitemap index, one sitemap per store: a chain never meets a sitemap's 50,000 URLs.
        if root.absoluteBase != nil {
            // The picker alone, undated: it changes with stores.yml, not with the weeks.
            let pickerMap = SitemapView(listing: files, links: root) { _, _ in nil }
            let pickerSitemap = RenderedPage(.pickerSitemap, text: templates.render(pickerMap))
            files.append(pickerSitemap)
            let entries =
                [SitemapIndexView.Entry(loc: root.best(pickerSitemap.page), lastmod: nil)]
                + lists.map { list in
                    SitemapIndexView.Entry(
                        loc: root.best(list.sitemap), lastmod: list.site.currentWeek.date.description)
                }
                + sites.compactMap { storeSite in
                    storeSite.store.map { store in
                        SitemapIndexView.Entry(
                            loc: root.best(store.folder + PagePath.sitemap),
                            lastmod: storeSite.site.currentWeek.date.description)
                    }
                }
            files.append(RenderedPage(.sitemapIndex, text: templates.render(SitemapIndexView(sitemaps: entries))))
        }
        return files
    }

    /// The stores grouped by region (by name; stores of no region last), then by city, each by name.
    private func groups(links: SiteLinks, text: SiteText) -> [PickerPageView.Group] {
        let storeText = StoreText(locale: config.locale, country: config.region, words: text.words)
        let collator = storeText.precedes
        let hasRegions = chain.stores.contains { $0.region != nil }
        let byRegion = Dictionary(grouping: chain.stores, by: \.region)
        let regions = byRegion.keys.sorted { one, other in
            switch (one, other) {
            case (let one?, let other?): collator(chain.name(ofRegion: one), chain.name(ofRegion: other))
            case (_?, nil): true
            default: false
            }
        }
        return regions.map { region in
            let heading = hasRegions ? region.map(chain.name(ofRegion:)) ?? text.words("picker_other") : nil
            let byCity = Dictionary(grouping: byRegion[region]!, by: { $0.address?.city })
            let cities = byCity.keys.sorted { one, other in
                switch (one, other) {
                case (let one?, let other?): collator(one, other)
                case (_?, nil): true
                default: false
                }
            }
            return PickerPageView.Group(
                heading: heading, id: region ?? "other",
                cities: cities.map { city in
                    PickerPageView.City(
                        name: city, level: hasRegions ? 3 : 2,
                        stores: byCity[city]!.sorted { collator($0.name, $1.name) }.map { store in
                            storeText.view(store, href: links.store(store))
                        })
                }
            )
        }
    }
}
