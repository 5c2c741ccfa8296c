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
        let feeds = loadFeeds(chain: chain, staticFiles: Set(staticFiles.keys), region: config.region, log: &log)
        log.append(contentsOf: feeds.folders.flatMap { Self.offWeekday($0, weekday: config.snapshotWeekday) })
        let notes = loadNotes(chain: chain, region: config.region, log: &log)

        var sites: [StoreSite] = []
        var missing: [Diagnostic] = []
        var reported: Set<String> = []
        var ended: [EndedWeek] = []
        var comparisons: [ComparisonKey: Result<Comparison?, SpecialsError>] = [:]
        let stores = (chain?.stores.map(Optional.some) ?? [nil]).map {
            StoreWeeks($0, feeds: feeds, slugs: slugs, config: config, now: now)
        }
        let catalogs = Self.catalogs(stores)
        var told: Set<String> = []
        for storeWeeks in stores {
            let (store, allWeeks, today, weeks) = (storeWeeks.store, storeWeeks.all, storeWeeks.today, storeWeeks.shown)
            var storeLog = DiagnosticLog()
            var storeConfig = config
            if let store {
                storeConfig.title = store.name
                storeConfig.timeZone = store.timeZone ?? config.timeZone
            }
            guard !allWeeks.isEmpty || log.hasErrors else {
                missing.append(
                    .error(
                        "no feed snapshots\(Self.for(store)); add one named like \(today).json",
                        in: feeds.folder(for: store)))
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
                missing.append(
                    .error(
                        "no snapshot is dated on or before \(today)\(Self.for(store)); the first is \(allWeeks[0].date)",
                        in: feeds.folder(for: store)))
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
                let standings = site.catalog.standings[current.date]!
                let warnings =
                    ThirtyDayRule.warnings(current, standings: standings, config: storeConfig)
                    + FormerPriceRule.warnings(weeks, catalog: site.catalog)
                    + RepeatedItemRule.warnings(current, standings: standings)
                    + MinorUnitsRule.warnings(current, config: storeConfig)
                for warning in warnings where reported.insert(warning.description).inserted {
                    log.append(warning)
                }
            }
            sites.append(StoreSite(store: store, site: site))
        }
        if log.hasErrors { throw SpecialsError.invalidInput(log.errors + log.warnings) }
        if !missing.isEmpty { throw SpecialsError(.missingInput, missing) }
        if let warning = EndedWeek.warning(ended, stores: chain?.stores.count) { log.append(warning) }
        return Loaded(sites: sites, chain: chain, staticFiles: staticFiles, warnings: log.warnings)
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
    private static func catalogs(_ stores: [StoreWeeks]) -> [String: ItemCatalog] {
        var seen: Set<String> = []
        let unique = stores.filter { !$0.shown.isEmpty && seen.insert($0.history).inserted }
        return Dictionary(
            uniqueKeysWithValues: zip(
                unique.map(\.history), unique.parallelMap { ItemCatalog(weeks: $0.shown, slugs: $0.slugs) }))
    }

    /// A warning for each snapshot of `folder` not dated on `weekday` (1 = Sunday), naming the week before
    /// it that it cuts short: a snapshot dated a Wednesday ends the Monday's week after two days.
    static func offWeekday(_ folder: FeedFolder, weekday: Int) -> [Diagnostic] {
        let days = folder.snapshots.keys.sorted()
        let name = SiteConfig.weekdays[weekday - 1]
        return days.enumerated().compactMap { index, day in
            guard day.weekday != weekday, let file = folder.snapshots[day]?.file else { return nil }
            var message =
                "is dated on a \(SiteConfig.weekdays[day.weekday - 1].capitalized), not a \(name.capitalized) (snapshot_weekday)"
            if index > 0, days[index - 1].adding(days: 7) > day {
                let before = days[index - 1]
                let length = (1...7).first { before.adding(days: $0) == day } ?? 7
                message +=
                    ": the week of \(before) ends on \(day.adding(days: -1)), after \(length) day\(length == 1 ? "" : "s")"
            }
            return .warning(
                message + "; name the file by the day its prices start, or set snapshot_weekday in site.yml", in: file)
        }
    }

    /// " for store downtown" in a chain's messages.
    static func `for`(_ store: Store?) -> String {
        store.map { " for store \($0.id)" } ?? ""
    }

    /// The snapshots of one feed folder, by date, and the dates of those rejected with errors.
    struct FeedFolder {
        var folder: String
        var snapshots: [Day: (snapshot: FeedSnapshot, file: String)] = [:]
        var rejected: Set<Day> = []
    }

    /// Every feed folder of the site, decoded once.
    struct Feeds {
        var chain: FeedFolder
        var regions: [String: FeedFolder] = [:]
        var stores: [String: FeedFolder] = [:]

        /// Where `store`'s snapshots are expected, for messages.
        func folder(for store: Store?) -> String {
            guard let store else { return SitePaths.specials }
            if stores[store.id] != nil { return SitePaths.storeFeeds(store.id) }
            if let region = store.region, regions[region] != nil { return SitePaths.regionFeeds(region) }
            return SitePaths.specials
        }

        /// The folder of the price list `store` carries: its own ad's (its folder), else its region's
        /// ("regions/north/"), else the chain's ("").
        func priceList(of store: Store?) -> String {
            guard let store else { return "" }
            if stores[store.id] != nil { return store.folder }
            if let region = store.region, regions[region] != nil { return PriceList.folder(ofRegion: region) }
            return ""
        }

        /// Every feed folder: the chain's, then the regions' and the stores'.
        var folders: [FeedFolder] {
            [chain] + regions.sorted { $0.key < $1.key }.map(\.value) + stores.sorted { $0.key < $1.key }.map(\.value)
        }

        /// `store`'s weeks: for each date, its own snapshot, else its region's, else the chain's; each
        /// valid until the day before the next.
        func weeks(for store: Store?) -> ([Week], rejected: Set<Day>) {
            let layers =
                [chain] + [store?.region.flatMap { regions[$0] }, store.flatMap { stores[$0.id] }].compactMap { $0 }
            var merged: [Day: (snapshot: FeedSnapshot, file: String)] = [:]
            var rejected: Set<Day> = []
            for layer in layers {
                merged.merge(layer.snapshots) { _, specific in specific }
                rejected.formUnion(layer.rejected)
            }
            let days = merged.keys.sorted()
            let weeks = days.indices.map { index in
                let (snapshot, file) = merged[days[index]]!
                // A week ends 7 days after its date, or sooner when the next snapshot starts sooner.
                let end = days[index].adding(days: 7)
                let next = index + 1 < days.count ? min(days[index + 1], end) : end
                return Week(
                    date: days[index], validThrough: next.adding(days: -1), canvasUnit: snapshot.canvasUnit,
                    specials: snapshot.items, file: file)
            }
            return (weeks, rejected.subtracting(days))
        }
    }

    private func loadFeeds(chain: Chain?, staticFiles: Set<String>, region: String?, log: inout DiagnosticLog) -> Feeds
    {
        var feeds = Feeds(
            chain: loadFeedFolders([SitePaths.specials], staticFiles: staticFiles, region: region, log: &log)[0])
        let regionFolders = inputs.entries(in: SitePaths.regions).filter(\.isFolder).map(\.name)
        let storeFolders = inputs.entries(in: SitePaths.storeFeeds).filter(\.isFolder).map(\.name)
        guard let chain else {
            for folder in [SitePaths.regions, SitePaths.storeFeeds] where inputs.isFolder(folder) {
                log.append(
                    .warning(
                        "ignored: regional and store feeds belong to a chain, which \(SitePaths.stores) makes",
                        in: folder))
            }
            return feeds
        }
        // A folder stores.yml does not name is an error with the closest name: a typo would otherwise
        // leave stores on the chain's ad without a word.
        func used(
            _ names: [String], among valid: [String], in parent: String, _ problem: (String) -> String
        ) -> [String] {
            names.filter { name in
                if valid.contains(name) { return true }
                let meant = KeySuggestion.closest(to: name, among: valid.sorted()).map { "; did you mean \($0)?" } ?? ""
                log.append(.error("no store in \(SitePaths.stores) \(problem(name))\(meant)", in: parent + "/" + name))
                return false
            }
        }
        let regions = used(
            regionFolders, among: chain.regions, in: SitePaths.regions, { "carries the region \"\($0)\"" })
        let stores = used(
            storeFolders, among: chain.stores.map(\.id), in: SitePaths.storeFeeds, { "has the id \"\($0)\"" })
        // Every folder's snapshots decoded side by side: most hold one or two.
        let folders = loadFeedFolders(
            regions.map(SitePaths.regionFeeds) + stores.map(SitePaths.storeFeeds), staticFiles: staticFiles,
            region: region, log: &log)
        feeds.regions = Dictionary(uniqueKeysWithValues: zip(regions, folders))
        feeds.stores = Dictionary(uniqueKeysWithValues: zip(stores, folders.dropFirst(regions.count)))
        return feeds
    }

    /// The snapshots of each folder.
    private func loadFeedFolders(
        _ folders: [String], staticFiles: Set<String>, region: String?, log: inout DiagnosticLog
    ) -> [FeedFolder] {
        var result = folders.map { FeedFolder(folder: $0) }
        decodeFolders(
            folders, log: &log,
            entry: { entry, problems -> (day: Day, file: String, bytes: [UInt8])? in
                let (name, file) = (entry.name, entry.path)
                guard name.hasSuffix(".json") else {
                    problems.append(.warning("ignored: snapshots are named like 2026-11-16.json", in: file))
                    return nil
                }
                guard let day = Day(name.dropLast(".json".count)) else {
                    problems.append(
                        .error("a snapshot's name must be the date it applies from, like 2026-11-16.json", in: file))
                    return nil
                }
                guard let bytes = self.file(entry, what: "a snapshot", problems: &problems) else { return nil }
                return (day, file, bytes)
            },
            decode: { entry in
                FeedSnapshotDecoder(file: entry.file, staticFiles: staticFiles, region: region).decode(entry.bytes)
            },
            use: { folder, entry, snapshot, _ in
                if let snapshot {
                    result[folder].snapshots[entry.day] = (snapshot, entry.file)
                } else {
                    result[folder].rejected.insert(entry.day)
                }
            }
        )
        return result
    }

    /// Reads a content folder the same way for every kind of content: `entry` checks each name in
    /// file order (returning what to decode, or nil with its problems), `decode` runs on every core,
    /// and `use` takes each decoded entry back in file order, after that file's messages.
    func decodeFolder<Entry: Sendable, Decoded: Sendable>(
        _ folder: String, log: inout DiagnosticLog,
        entry check: (_ entry: SiteInputs.Entry, _ problems: inout DiagnosticLog) -> Entry?,
        decode: @Sendable (Entry) -> (Decoded, [Diagnostic]),
        use: (Entry, Decoded, inout DiagnosticLog) -> Void
    ) {
        decodeFolders(
            [folder], log: &log, entry: check, decode: decode,
            use: { _, entry, decoded, log in use(entry, decoded, &log) })
    }

    /// `decodeFolder` over several folders at once, each in turn; `use` is told the folder's index too.
    func decodeFolders<Entry: Sendable, Decoded: Sendable>(
        _ folders: [String], log: inout DiagnosticLog,
        entry check: (_ entry: SiteInputs.Entry, _ problems: inout DiagnosticLog) -> Entry?,
        decode: @Sendable (Entry) -> (Decoded, [Diagnostic]),
        use: (_ folder: Int, Entry, Decoded, inout DiagnosticLog) -> Void
    ) {
        var entries: [(folder: Int, entry: Entry?, problems: [Diagnostic])] = []
        for (index, folder) in folders.enumerated() {
            for input in inputs.entries(in: folder) {
                var problems = DiagnosticLog()
                let entry = check(input, &problems)
                entries.append((index, entry, problems.diagnostics))
            }
        }
        let decoded = entries.parallelMap { $0.entry.map(decode) }
        for ((folder, entry, problems), result) in zip(entries, decoded) {
            log.append(contentsOf: problems)
            guard let entry, let (value, diagnostics) = result else { continue }
            log.append(contentsOf: diagnostics)
            use(folder, entry, value, &log)
        }
    }

    /// The bytes of an entry that should be a file: a folder in its place is an error when its name
    /// says it is `what` (a folder named like a note), else a warning that it is ignored.
    func file(_ entry: SiteInputs.Entry, what: String, problems: inout DiagnosticLog) -> [UInt8]? {
        if entry.isFolder {
            problems.append(
                .error("is a folder, not \(what); a folder cannot stand where a file is read", in: entry.path))
            return nil
        }
        return inputs.file(entry.path)
    }
}
