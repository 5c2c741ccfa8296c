import Foundation

/// Decodes a site's inputs (read once, as `SiteInputs`) into the model, validating everything and
/// reporting every problem of the run in one invalid-input error.
///
/// In: the inputs, the settings decoded from site.yml, the day and whether drafts count.
/// Out: one `Site` for a store, or one a store for a chain (`stores.yml`), and the warnings.
/// Steps:
/// 1. The problems met reading, and those of site.yml and stores.yml (decoded by the caller); Static/'s files.
/// 2. Every feed folder decoded once: `Content/specials/`, and for a chain each region's and each
///    store's. A region or store folder no store uses is an error naming it.
/// 3. Every note of `Content/notes/` decoded once.
/// 4. Each store's site assembled: its weeks (its own snapshot wins over its region's, which wins over
///    the chain's, week by week), live on its own day, and the notes for it, their comparisons
///    resolved against its weeks.
/// Snapshots and notes are decoded on every core and reported in file order.
struct SiteLoader {
    var inputs: SiteInputs
    /// The slugs earlier publishes gave items, which they keep.
    var slugs = SlugMap()

    struct Loaded {
        /// Every store's site, in stores.yml's order; one without a store for a site that is no chain.
        var sites: [StoreSite]
        var chain: Chain?
        /// Files of Static/, by their path inside it.
        var staticFiles: [String: [UInt8]]
        var warnings: [Diagnostic]
    }

    /// `config` is site.yml decoded once by the caller, with its diagnostics (nil when it is invalid),
    /// and `chain` stores.yml (nil when there is none or it is invalid).
    func load(
        config decoded: (config: SiteConfig?, diagnostics: [Diagnostic]),
        chain decodedChain: (chain: Chain?, diagnostics: [Diagnostic]),
        now: BuildDate, drafts: Bool
    ) throws -> Loaded {
        var log = DiagnosticLog()
        log.append(contentsOf: inputs.problems)
        log.append(contentsOf: decoded.diagnostics)
        log.append(contentsOf: decodedChain.diagnostics)
        let config = decoded.config ?? SiteConfig()
        let chain = decodedChain.chain
        let staticFiles = Dictionary(
            uniqueKeysWithValues: inputs.files(below: SitePaths.staticFiles).map { ($0.path, $0.bytes) })
        // A snapshot is due once any store's day has come.
        let due = (chain?.stores.compactMap(\.timeZone) ?? []).map(now.day(in:)).reduce(
            now.day(in: config.timeZone), max)
        let feeds = loadFeeds(
            chain: chain, staticFiles: Set(staticFiles.keys), region: config.region, due: due, log: &log)
        log.append(contentsOf: feeds.folders.flatMap { Self.offWeekday($0, weekday: config.snapshotWeekday) })
        let notes = loadNotes(chain: chain, region: config.region, log: &log)

        let (sites, missing, ended) = storeSites(
            feeds: feeds, notes: notes, config: config, chain: chain, staticFiles: staticFiles, now: now,
            drafts: drafts, log: &log)
        if log.hasErrors { throw SpecialsError.invalidInput(log.errors + log.warnings) }
        if !missing.isEmpty { throw SpecialsError(.missingInput, missing) }
        if let warning = EndedWeek.warning(ended, stores: chain?.stores.count) { log.append(warning) }
        return Loaded(sites: sites, chain: chain, staticFiles: staticFiles, warnings: log.warnings)
    }

    /// Each store's site (the site's, without stores.yml) from the loaded feeds and notes: its weeks, notes
    /// and catalog; the stores with no week to show (`missing`), and those whose newest week has ended.
    private func storeSites(
        feeds: Feeds, notes: [NoteSource], config: SiteConfig, chain: Chain?, staticFiles: [String: [UInt8]],
        now: BuildDate, drafts: Bool, log: inout DiagnosticLog
    ) -> (sites: [StoreSite], missing: [Diagnostic], ended: [EndedWeek]) {
        var sites: [StoreSite] = []
        var missing: [Diagnostic] = []
        var reported: Set<String> = []
        var ended: [EndedWeek] = []
        var comparisons: [ComparisonKey: Result<Comparison?, SpecialsError>] = [:]
        let stores = (chain?.stores.map(Optional.some) ?? [nil]).map {
            StoreWeeks($0, feeds: feeds, slugs: slugs, config: config, now: now)
        }
        let catalogs = Self.catalogs(stores, rules: config.claimRules)
        sites.reserveCapacity(stores.count)
        var told: Set<String> = []
        for storeWeeks in stores {
            let (store, allWeeks, today, weeks) = (storeWeeks.store, storeWeeks.all, storeWeeks.today, storeWeeks.shown)
            var storeLog = DiagnosticLog()
            let storeConfig = Self.config(config, for: store)
            guard !allWeeks.isEmpty || log.hasErrors else {
                missing.append(Self.noWeek(store, all: allWeeks, today: today, folder: feeds.folder(for: store)))
                continue
            }
            var waiting = Site.Waiting()
            waiting.nextWeek = allWeeks.first { $0.date > today }?.date
            let storeNotes = assembleNotes(
                notes, for: store, config: storeConfig, weeks: allWeeks, rejected: storeWeeks.rejected, today: today,
                drafts: drafts, waiting: &waiting, comparisons: &comparisons, log: &storeLog)
            if let current = weeks.last {
                // Only worth saying of a build that publishes: a rejected snapshot's own errors say more.
                if today > current.validThrough, !log.hasErrors, !storeLog.hasErrors {
                    ended.append(EndedWeek(store: store, week: current, today: today, folder: feeds.folder(for: store)))
                }
            } else if !allWeeks.isEmpty {
                missing.append(Self.noWeek(store, all: allWeeks, today: today, folder: feeds.folder(for: store)))
            }
            // A problem every store meets is told once.
            for diagnostic in storeLog.diagnostics where reported.insert(diagnostic.description).inserted {
                log.append(diagnostic)
            }
            guard let current = weeks.last else { continue }
            var site = Site(
                config: storeConfig, weeks: weeks, notes: storeNotes, staticFiles: staticFiles, today: today)
            site.waiting = waiting
            site.priceList = storeWeeks.priceList
            // Stores that carry the same weeks share their items' history.
            site.catalog = catalogs[storeWeeks.history]!
            // The first store with a history tells its warnings.
            if told.insert(storeWeeks.history).inserted {
                for warning in Self.warnings(current, catalog: site.catalog, config: storeConfig)
                where reported.insert(warning.description).inserted {
                    log.append(warning)
                }
            }
            sites.append(StoreSite(store: store, site: site))
        }
        return (sites, missing, ended)
    }

    /// Why `store` has no week to show: no snapshot at all, or none dated on or before `today`.
    private static func noWeek(_ store: Store?, all: [Week], today: Day, folder: String) -> Diagnostic {
        guard let first = all.first else {
            return .error("no feed snapshots\(Self.for(store)); add one named like \(today).json", in: folder)
        }
        return .error(
            "no snapshot is dated on or before \(today)\(Self.for(store)); the first is \(first.date)", in: folder)
    }

    /// The site's settings for `store`: its name and its time zone.
    private static func config(_ config: SiteConfig, for store: Store?) -> SiteConfig {
        var storeConfig = config
        if let store {
            storeConfig.title = store.name
            storeConfig.timeZone = store.timeZone ?? config.timeZone
        }
        return storeConfig
    }

    /// What the first store with a history says of its week: claims the archive does not bear out, items
    /// repeated, amounts finer than the currency's.
    private static func warnings(_ current: Week, catalog: ItemCatalog, config: SiteConfig) -> [Diagnostic] {
        let standings = catalog.standings[current.date]!
        return ClaimWarnings.warnings(current, standings: standings)
            + RepeatedItemRule.warnings(current, standings: standings)
            + MinorUnitsRule.warnings(current, config: config)
    }

    /// A store's weeks (a site's, for `store` nil): every snapshot it carries, those up to its today
    /// (`shown`), its price list, and the history its weeks make with the list's slugs (`ItemCatalog.id`).
    private struct StoreWeeks {
        var store: Store?
        var all: [Week]
        var rejected: Set<Day>
        var today: Day
        var shown: [Week]
        var priceList: String
        var slugs: [String: String]
        var history: String

        init(_ store: Store?, feeds: Feeds, slugs: SlugMap, config: SiteConfig, now: BuildDate) {
            self.store = store
            (all, rejected) = feeds.weeks(for: store)
            let today = now.day(in: store?.timeZone ?? config.timeZone)
            self.today = today
            shown = all.filter { $0.date <= today }
            priceList = feeds.priceList(of: store)
            let published = slugs.slugs(for: priceList)
            self.slugs = published
            history = ItemCatalog.id(of: shown, slugs: published)
        }
    }

    /// The item catalog of each history the stores' weeks make, made once and on every core: the stores
    /// that carry the same weeks share one.
    private static func catalogs(_ stores: [StoreWeeks], rules: ClaimRules) -> [String: ItemCatalog] {
        var seen: Set<String> = []
        let unique = stores.filter { !$0.shown.isEmpty && seen.insert($0.history).inserted }
        return Dictionary(
            uniqueKeysWithValues: zip(
                unique.map(\.history),
                unique.parallelMap { ItemCatalog(weeks: $0.shown, slugs: $0.slugs, rules: rules) }))
    }

}
