import Foundation

/// The feeds of a site or a chain: each folder's snapshots decoded, whose feed each store shows, and a
/// warning for a snapshot dated off the week's first day.
extension SiteLoader {
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
            let dated = merged.sorted { $0.key < $1.key }
            let days = dated.map(\.key)
            let weeks = days.indices.map { index in
                let (snapshot, file) = dated[index].value
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

    /// Every feed folder; a snapshot dated after `due` (the latest today of any store) that fails is held
    /// back with warnings (`HeldBackSnapshot`) until its day comes.
    func loadFeeds(
        chain: Chain?, staticFiles: Set<String>, region: String?, due: Day, log: inout DiagnosticLog
    ) -> Feeds {
        var feeds = Feeds(
            chain: loadFeedFolders(
                [SitePaths.specials], staticFiles: staticFiles, region: region, due: due, log: &log)[0])
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
            region: region, due: due, log: &log)
        feeds.regions = Dictionary(uniqueKeysWithValues: zip(regions, folders))
        feeds.stores = Dictionary(uniqueKeysWithValues: zip(stores, folders.dropFirst(regions.count)))
        return feeds
    }

    /// The snapshots of each folder.
    func loadFeedFolders(
        _ folders: [String], staticFiles: Set<String>, region: String?, due: Day, log: inout DiagnosticLog
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
                let (snapshot, diagnostics) = FeedSnapshotDecoder(
                    file: entry.file, staticFiles: staticFiles, region: region
                ).decode(entry.bytes)
                guard snapshot == nil, entry.day > due else { return (snapshot, diagnostics) }
                return (nil, HeldBackSnapshot.diagnostics(diagnostics, file: entry.file, day: entry.day))
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
}
