import Foundation

/// Item pages: `items/<slug>/` for every item of a price list (`PriceList`): a site's, a chain's store's
/// own ad's, or, in its own folder, the ad a region's or the chain's stores share.
extension SiteRenderer {
    /// Every item's page, each linking back to its weeks.
    func itemPages(_ context: @escaping @Sendable (String) -> PageContext) -> [RenderedPage] {
        itemPages(context, stores: nil)
    }

    /// The item pages of a price list stores share, in its folder, and their sitemap: each names the
    /// stores whose prices they are, instead of a store's week.
    func itemPages(of list: PriceList, chain: Chain, stylesheet: RenderedPage) -> [RenderedPage] {
        let contexts = PageContexts(links: links) { [text] links in
            PageContext(
                links: links, site: .chain(text, links: links, icon: icon.path),
                stylesheet: links.asset(stylesheet.path))
        }
        @Sendable func context(_ page: String) -> PageContext { contexts.context(page) }
        var files = itemPages(context, stores: stores(of: list, chain: chain, links: context(PagePath.item("x")).links))
        if links.absoluteBase != nil {
            files.append(feeds.sitemap(listing: files, in: list.unit))
        }
        return files
    }

    /// A list of stores longer than this is a link to the picker instead.
    static let listedStores = 30

    /// Where a shared list's prices apply: its stores, or a link to them in the picker.
    private func stores(of list: PriceList, chain: Chain, links: SiteLinks) -> ItemPageView.Stores {
        let ad = list.region.map(chain.name(ofRegion:)) ?? text.title
        let intro = text.words("item_stores_ad", ["ad": ad])
        guard list.stores.count <= Self.listedStores else {
            let anchor = list.region.map { "#region-\($0)" } ?? ""
            return ItemPageView.Stores(
                intro: intro, stores: [], picker: links.picker + anchor,
                pickerText: text.words("item_stores_count", ["count": String(list.stores.count)]))
        }
        let storeText = StoreText(locale: config.locale, country: config.region, words: text.words)
        let sorted = list.stores.sorted { storeText.precedes($0.name, $1.name) }
        return ItemPageView.Stores(
            intro: intro, stores: sorted.map { storeText.view($0, href: links.store($0)) }, picker: nil, pickerText: nil
        )
    }

    private func itemPages(
        _ context: @escaping @Sendable (String) -> PageContext, stores: ItemPageView.Stores?
    ) -> [RenderedPage] {
        // Each page planned keeps the renderer by reference until it is rendered, not a copy of it.
        let renderer = Shared(self)
        return site.catalog.items.parallelMap { item in
            let path = PagePath.item(item.slug)
            return RenderedPage(.item, item.slug, in: folder) {
                renderer.value.templates.render(
                    renderer.value.itemPage(item, context(path), path: path, stores: stores))
            }
        } + movedPages(context)
    }

    /// A page at each address an item had and had to leave, sending the shopper to its page now.
    private func movedPages(_ context: @escaping @Sendable (String) -> PageContext) -> [RenderedPage] {
        let names = Dictionary(
            site.catalog.items.map { ($0.slug, $0.latest.name) }, uniquingKeysWith: { first, _ in first })
        return site.catalog.moved.sorted { $0.key < $1.key }.map { old, new in
            let path = PageKind.moved.path(old)
            let page = context(path)
            let name = names[new] ?? new
            let view = MovedPageView(
                page: meta(
                    title: text.words("page_title", ["page": name, "site": text.title]), path: PagePath.item(new),
                    stylesheet: page.stylesheet),
                site: page.site, words: words, name: name, href: page.links.item(new)
            )
            return RenderedPage(.moved, old, in: folder, text: templates.render(view))
        }
    }

    /// Where a special of `week` stands among the site's items: its text and its standing.
    private func special(of item: ItemRecord, in week: Week) -> (text: SpecialText, standing: ItemStanding)? {
        guard let standings = site.catalog.standings[week.date],
            let index = standings.firstIndex(where: { $0.key == item.key })
        else { return nil }
        return (texts[week.date]![index], standings[index])
    }

    /// Every offer `week` makes of the item, as its tiles say them, each once: an ad that lists the item
    /// twice at different prices (`RepeatedItemRule` warns) has each tile lead to a page that shows its price.
    private func offers(of item: ItemRecord, in week: Week) -> [SpecialText] {
        guard let standings = site.catalog.standings[week.date] else { return [] }
        var offers: [SpecialText] = []
        for (standing, text) in zip(standings, texts[week.date]!)
        where standing.key == item.key && !offers.contains(text) {
            offers.append(text)
        }
        return offers
    }

    private func itemPage(
        _ item: ItemRecord, _ context: PageContext, path: String, stores: ItemPageView.Stores?
    ) -> ItemPageView {
        let links = context.links
        let current = site.hasEnded ? [] : offers(of: item, in: site.currentWeek)
        let (rows, caption, chart) = history(of: item)
        // Not in this week's ad: the newest week that had it on special, else the newest that listed it.
        let lastListed = item.history.last { $0.price != nil }!
        let lastDay = item.lastOnSpecial ?? lastListed.week
        let lastWeek = site.weeks.last { $0.date == lastDay }!
        let lastKey = item.lastOnSpecial == nil ? "item_last_listed" : "item_last_special"
        let structured = StructuredData(config: config, links: links, images: images)
        let cardPath = images.cards.item(catalog: site.catalog.id, slug: item.slug)
        return ItemPageView(
            page: meta(
                title: text.words("page_title", ["page": item.latest.name, "site": text.title]), path: path,
                stylesheet: context.stylesheet,
                image: cardPath.map { card($0, links) }
                    ?? item.latest.image.flatMap(structured.imageURL).flatMap { $0.hasPrefix("http") ? $0 : nil },
                card: cardPath != nil,
                script: context.site.list == nil ? nil : context.script),
            site: context.site,
            words: words,
            jsonLD: structured.product(
                item.latest, pageURL: links.best(path),
                validThrough: current.isEmpty ? nil : site.currentWeek.validThrough),
            name: item.latest.name,
            image: item.latest.image.flatMap { itemImage($0, alt: item.latest.name, links: links) },
            current: special(item, offers: current, links: links, stores: stores),
            last: !current.isEmpty
                ? nil
                : special(of: item, in: lastWeek).map { special in
                    text.words(lastKey, ["date": label(lastWeek.date), "price": special.text.offer])
                },
            lastHref: !current.isEmpty || stores != nil ? nil : links.week(lastWeek.date),
            stores: stores,
            historyCaption: caption,
            chart: chart,
            rows: rows,
            department: item.latest.department.map(config.departmentName)
        )
    }

    /// The item's special in the current week, as `offers` of it say it; nil when it is not in the ad.
    private func special(
        _ item: ItemRecord, offers: [SpecialText], links: SiteLinks, stores: ItemPageView.Stores?
    ) -> ItemPageView.Special? {
        guard let first = offers.first else { return nil }
        let week = site.currentWeek
        let validity = text.validity(week)
        // A page stores share is no store's: its specials go on a list from a store's week.
        let listed =
            stores != nil ? nil : zip(week.specials, site.catalog.standings[week.date]!).first { $0.1.key == item.key }?.0
        return ItemPageView.Special(
            // "On special" only where the tile states a saving, a deal or a card price.
            status: text.words(first.isOffer ? "item_now" : "item_listed_now"), text: first, offers: offers,
            validity: validity, weekHref: stores == nil ? links.week(week.date) : nil,
            listItem: listed.map {
                ListEntry(
                    $0, slug: item.slug, text: first, week: week, validity: validity,
                    minorUnits: config.moneyFormat.minorUnits
                ).json
            })
    }

    /// The item's price history: a row a week, newest first, its caption, and its chart when it has two
    /// weeks or more and a price among them.
    private func history(of item: ItemRecord) -> (rows: [ItemPageView.Row], caption: String, chart: PriceChart?) {
        let format = text.format
        let rows = item.history.reversed().map { point in
            let kind =
                point.deal.cardPrice != nil
                ? "item_card" : point.onSpecial ? "item_special" : point.price == nil ? "item_unlisted" : "item_regular"
            return ItemPageView.Row(
                week: label(point.week), date: point.week.description,
                price: point.price.map { historyPrice($0, point) } ?? "–",
                kind: text.words(kind), onSpecial: point.isReduced)
        }
        let caption = text.words("item_history_caption", ["name": item.latest.name])
        // A card week is drawn at what card holders paid, as a special.
        let prices = item.history.compactMap(\.bestPrice)
        guard item.history.count >= 2, let high = prices.max(), let low = prices.min(),
            let first = item.history.first, let last = item.history.last
        else { return (rows, caption, nil) }
        let chart = PriceChart(
            item.history.map { PriceChart.Point(price: $0.bestPrice?.amount, onSpecial: $0.isReduced) },
            labels: PriceChart.Labels(
                title: caption, highPrice: format.computed(high), lowPrice: format.computed(low),
                high: text.words("item_chart_high", ["price": format.computed(high)]),
                low: text.words("item_chart_low", ["price": format.computed(low)]),
                first: label(first.week), last: label(last.week)
            )
        )
        return (rows, caption, chart)
    }

    /// A week's price in the history: one item's ("$2.50 each (2 for $5.00)"), as the weeks are compared;
    /// a card week's with the card and without ("$1.00 with card, $2.00 without card").
    private func historyPrice(_ perItem: Money, _ point: PricePoint) -> String {
        let quote = DealQuote(deal: point.deal, text: text)
        if point.deal.cardPrice != nil, let card = point.lowest {
            return
                "\(quote.per(card, computed: true)) \(text.words("with_card")), \(quote.per(perItem, computed: true)) \(text.words("without_card"))"
        }
        guard let quoted = point.quoted, point.deal.coversSeveral else { return quote.per(perItem) }
        return "\(quote.each(perItem, computed: true)) (\(quote.long(quoted)))"
    }

    /// The item's picture: its widest rendition, or the image as it is in a box of its own.
    private func itemImage(_ source: ImageSource, alt: String, links: SiteLinks) -> ItemPageView.Image? {
        guard !images.refused.contains(source) else { return nil }
        if let widest = images.widest[source] {
            return ItemPageView.Image(
                src: links.asset(widest.path), alt: alt, width: widest.width, height: widest.height)
        }
        if let path = images.publishedPath(of: source) {
            return ItemPageView.Image(src: links.asset(path), alt: alt, width: 240, height: 240)
        }
        if case .remote(let url) = source { return ItemPageView.Image(src: url, alt: alt, width: 240, height: 240) }
        return nil
    }
}
