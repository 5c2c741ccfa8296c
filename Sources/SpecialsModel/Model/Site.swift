/// Everything a build publishes, validated: settings, weeks, notes and static files.
public struct Site: Sendable, Equatable {
    package var config: SiteConfig
    /// Every week that is live on `today`, oldest first.
    package var weeks: [Week]
    /// Notes to publish, newest first.
    package var notes: [Note]
    /// Files of Static/, by their path inside it.
    package var staticFiles: [String: [UInt8]]
    /// The day the build publishes for, in the site's time zone.
    package var today: Day
    /// What is in the site folder but not published today.
    package var waiting = Waiting()
    /// Every item the weeks hold, with its price history.
    package var catalog = ItemCatalog(weeks: [])
    /// The folder of the price list its weeks come from, where its item pages are (`PriceList`): ""
    /// for a site that is no chain and for the chain's own ad, "regions/north/" for a region's,
    /// "stores/downtown/" for a store with an ad of its own.
    package var priceList = ""

    package init(
        config: SiteConfig, weeks: [Week], notes: [Note], staticFiles: [String: [UInt8]], today: Day,
        waiting: Waiting = Waiting(), catalog: ItemCatalog = ItemCatalog(weeks: []), priceList: String = ""
    ) {
        self.config = config
        self.weeks = weeks
        self.notes = notes
        self.staticFiles = staticFiles
        self.today = today
        self.waiting = waiting
        self.catalog = catalog
        self.priceList = priceList
    }

    /// What a build leaves for later: a snapshot dated after today, drafts, notes dated after today.
    public struct Waiting: Sendable, Equatable {
        /// The first snapshot dated after today.
        public var nextWeek: Day?
        /// Notes marked draft: true that this build leaves out.
        public var drafts = 0
        /// The days of notes dated after today, earliest first.
        public var futureNotes: [Day] = []

        package init() {}

        /// One line for the terminal: "waiting: the week of 2026-11-23, published on its day; 1 draft (--drafts)".
        package var summary: String {
            var parts: [String] = []
            if let nextWeek { parts.append("the week of \(nextWeek), published on its day") }
            if drafts > 0 { parts.append("\(drafts) draft\(drafts == 1 ? "" : "s") (built with --drafts)") }
            if let first = futureNotes.first {
                let count = futureNotes.count
                parts.append("\(count) note\(count == 1 ? "" : "s") dated ahead, the first on \(first)")
            }
            return parts.isEmpty ? "waiting: nothing" : "waiting: " + parts.joined(separator: "; ")
        }
    }

    /// The week the site's front page shows.
    package var currentWeek: Week { weeks[weeks.count - 1] }

    /// Whether the newest week ended before today: its prices are no longer this week's.
    package var hasEnded: Bool { today > currentWeek.validThrough }
}
