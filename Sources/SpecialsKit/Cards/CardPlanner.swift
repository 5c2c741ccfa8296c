/// The cards of a site's pages as layouts (`CardLayout`), in the site's words: a week's card from its
/// first specials, an item's from its newest ad. Pure: the card stage (`CardStage`) draws them.
struct CardPlanner: Sendable {
    var site: Site
    /// The name the band shows: the site's title; a chain's, on its stores' cards.
    var title: String
    var theme: CardTheme
    /// The hash of each picture the build holds and shows, by source.
    var pictures: [ImageSource: String]
    let text: SiteText

    /// `title` replaces the site's own (a chain's store's is the store's name).
    init(site: Site, title: String? = nil, theme: CardTheme, pictures: [ImageSource: String]) {
        self.site = site
        self.theme = theme
        self.pictures = pictures
        text = SiteText(site.config)
        self.title = title ?? text.title
    }

    /// A planned card: the page it is for (a week's or an item's), a short name for its file, the layout.
    struct Planned: Sendable {
        var page: String
        var isWeek: Bool
        var stem: String
        var card: ShareCard
    }

    /// Each week's card, keyed by `ShareCards.weekKey` with `folder`, the store's folder.
    func weeks(folder: String) -> [Planned] {
        site.weeks.map { week in
            Planned(
                page: ShareCards.weekKey(folder: folder, day: week.date), isWeek: true, stem: "week-\(week.date)",
                card: weekCard(week))
        }
    }

    /// The card of `week`: the site's name (a chain's, on its stores' cards), the dates, its first
    /// specials. A chain's stores that show the same ad share its card (the page's title names the
    /// store): a region's ad is drawn once, not once a store.
    func weekCard(_ week: Week) -> ShareCard {
        let validity = text.validity(week)
        let offers = week.specials.prefix(CardLayout.weekOffers).map { offer($0) }
        return CardLayout.week(title: title, subtitle: validity, offers: offers, theme: theme)
    }

    /// Each item's card, keyed by `ShareCards.itemKey`.
    func items() -> [Planned] {
        site.catalog.items.map { item in
            Planned(
                page: ShareCards.itemKey(catalog: site.catalog.id, slug: item.slug), isWeek: false,
                stem: "item-" + String(item.slug.prefix(60)),
                card: itemCard(item))
        }
    }

    /// The card of an item: its newest ad's special; in the band, the current week's dates where that
    /// week lists it, else the week its newest ad was.
    func itemCard(_ item: ItemRecord) -> ShareCard {
        let special = SpecialText(item.latest, text: text)
        let current = site.weeks.isEmpty ? nil : site.currentWeek
        let listedNow =
            !site.hasEnded && current.map { week in
                (site.catalog.standings[week.date] ?? []).contains { $0.key == item.key }
            } ?? false
        let subtitle: String
        if listedNow, let week = current {
            subtitle = text.validity(week)
        } else {
            let last = item.history.last { $0.price != nil }?.week ?? item.history.last?.week
            subtitle = text.words(
                "item_last_listed",
                ["date": last.map { $0.formatted(locale: site.config.locale) } ?? "", "price": special.offer])
        }
        return CardLayout.item(title: title, subtitle: subtitle, offer: offer(item.latest), theme: theme)
    }

    /// A special as a card shows it: its price as the tile sets it large, and under it what the price is
    /// and its unit price.
    func offer(_ item: FeedItem) -> CardOffer {
        let special = SpecialText(item, text: text)
        let note = [special.priceLabel, special.unitPrice].compactMap { $0 }.joined(separator: " · ")
        return CardOffer(
            name: item.name, price: special.price, note: note.isEmpty ? nil : note,
            picture: item.image.flatMap { pictures[$0] })
    }
}
