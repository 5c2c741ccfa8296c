import Foundation

/// The Atom feed (one entry per published week, the latest `feedWeeks`) and the sitemap, stable
/// across rebuilds: every id and time comes from the content, never from the clock.
struct FeedRenderer {
    var site: Site
    var templates: TemplateLibrary
    /// Each week's specials as the pages show them, by week date.
    var texts: [Day: [SpecialText]]
    var text: SiteText
    /// The links of the site's (or the store's) pages.
    var links: SiteLinks
    /// Entries' contents rendered once for every store that carries the same week.
    var parts = RenderedParts()

    /// Feed readers show what is new and fetch the whole feed on every poll: a year of weeks would be
    /// a large download (600 KB for 52 weeks of 200 specials) of entries nobody reads again.
    static let feedWeeks = 10

    private var config: SiteConfig { site.config }

    /// The Atom feed's text.
    func atomText() -> String {
        let timeZone = config.timeZone
        func timestamp(_ day: Day) -> String { Self.timestamp(day, in: timeZone) }
        let entries = site.weeks.suffix(Self.feedWeeks).reversed().map { week in
            let label = week.date.formatted(locale: config.locale)
            let content = parts.text(RenderedParts.Key(part: .feedEntry, file: week.file, history: site.catalog.id)) {
                let items = zip(week.specials, texts[week.date] ?? []).map { item, text in
                    FeedEntryView.Item(
                        name: item.name, price: text.offer, originalPrice: text.originalPrice, wasLabel: text.wasLabel)
                }
                return templates.render(FeedEntryView(items: items))
            }
            return AtomFeedView.Entry(
                id: id(PagePath.week(week.date)),
                title: self.text.words("week_heading", ["date": label]),
                updated: timestamp(week.date),
                url: links.best(PagePath.week(week.date)),
                summary: self.text.words.plural(
                    "feed_summary", count: week.specials.count, ["dates": self.text.days(week.date, week.validThrough)]),
                content: content
            )
        }
        let view = AtomFeedView(
            id: id(""), title: text.title, subtitle: text.description,
            updated: timestamp(site.currentWeek.date),
            selfURL: links.best(PagePath.feed), homeURL: links.best(PagePath.front), entries: entries
        )
        return templates.render(view)
    }

    /// The sitemap, in `folder`, of the pages among `files` that their kind lists.
    func sitemap(listing files: [RenderedPage], in folder: String) -> RenderedPage {
        let noteDates = Dictionary(
            site.notes.compactMap { note in note.date.map { (PagePath.note(note.slug), $0) } },
            uniquingKeysWith: { first, _ in first })
        let view = SitemapView(listing: files, links: links) { page, date in
            switch date {
            case .itsWeek: PagePath.weekDay(of: page) ?? site.currentWeek.date
            case .itsNote: noteDates[page] ?? site.currentWeek.date
            case .currentWeek: site.currentWeek.date
            case .undated: nil
            }
        }
        return RenderedPage(.sitemap, in: folder, text: templates.render(view))
    }

    /// The start of `day` in `timeZone` as Atom writes a time ("2026-11-16T00:00:00-05:00"), worked out
    /// once per build for every store's feed: Foundation's formatter costs more than the rest of an entry.
    private static func timestamp(_ day: Day, in timeZone: TimeZone) -> String {
        timestamps.value("\(day) \(timeZone.identifier)") {
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = timeZone
            return formatter.string(from: day.start(in: timeZone))
        }
    }

    private static let timestamps = Memo<String, String>()

    /// A stable Atom id: the page's URL when the base is absolute, else a tag URI.
    private func id(_ path: String) -> String {
        links.canonical(path) ?? "tag:specials,2026:\(links.basePath)\(links.store)\(path)"
    }
}
