import CanvasPacking
import Foundation

extension SitePublisher {
    /// The output checked (a refused output is left as it was: nothing is created before the check, not
    /// even the lock) and locked: one build at a time, from before the first input is read to the record.
    /// The lock's wait blocks a thread, never one of the cooperative pool's.
    func lockOutput() async throws -> BuildLock {
        let (folder, fileSystem, force) = (
            OutputFolder(path: output, site: site, home: home, fileSystem: fileSystem), fileSystem, force
        )
        try await offThePool { [site] in
            try folder.check(force: force)
            // Checked again when the site is read, but needed here: the lock creates the output's parent.
            try SiteFolder.require(site, fileSystem: fileSystem)
        }
        let (output, lockWait) = (output, lockWait)
        return try await offThePool { try BuildLock(output: output, wait: lockWait) }
    }

    /// Tells the build's warnings; with `onlyNewWarnings`, only those the last publish did not (`told`),
    /// and a held-back snapshot's always.
    func warnNew(_ warnings: [Diagnostic], told: [Diagnostic]) {
        let told = onlyNewWarnings ? Set(told.map(\.description)) : []
        warn(warnings.filter { !told.contains($0.description) || HeldBackSnapshot.isHeldBack($0, among: warnings) })
    }

    /// After a publish: renditions no recent build used go, and the record is saved beside the output (the
    /// layouts, the warnings, each store's key, the listing, the hyphenation kept, the inputs' statuses).
    func record(
        _ result: BuildResult, images: TileImages, listing: [FileStamp], complete: Bool,
        keys: [String: String], policy: PublishPolicy, layouts: LayoutCache, config: SiteConfig?, inputs: SiteInputs,
        readAt: Int64
    ) async throws {
        let (cache, used, site) = (renditionCache, images.cacheKeys, site)
        try await offThePool { cache.keep(used) }
        let warnings = result.warnings
        let problems = try await offThePool {
            policy.save(
                layouts: layouts, to: LayoutCache.path(forSite: site), warnings: warnings, complete: complete,
                stores: keys, listing: listing)
                + (config.map { Self.keepHyphenation($0, site: site) } ?? [])
        }
        if !problems.isEmpty { warn(problems) }
        try await offThePool { Self.keep(complete ? inputs : nil, readAt: readAt, policy: policy, site: site) }
    }

    /// What a publish tells of itself: its `files`, and the chain's stores or the site's week.
    static func outcome(_ result: BuildResult, files: Int, report: PublishReport) -> Outcome {
        if let chain = result.chain {
            return .publishedChain(files: files, stores: result.sites.count, of: chain.stores.count, report: report)
        }
        return .published(files: files, week: result.site.currentWeek.date, report: report, waiting: result.site.waiting)
    }
}
