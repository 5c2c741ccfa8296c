// What a build is asked for and what it gives back.

public struct BuildOptions: Sendable {
    public var now: BuildDate
    /// Publish notes marked `draft: true`.
    public var drafts: Bool
    /// Which of a chain's stores to publish: all, one (`--store`) or a shard (`--shard K/N`).
    public var selection: StoreSelection

    public init(now: BuildDate, drafts: Bool = false, selection: StoreSelection = .all) {
        self.now = now
        self.drafts = drafts
        self.selection = selection
    }
}

/// What a build produced: the files to publish, as values, and the warnings met on the way.
public struct BuildResult: Sendable {
    /// The sites published: a chain's selected stores, or the one site of a folder that is no chain.
    package var sites: [StoreSite]
    package var chain: Chain?
    /// site.yml's settings (a chain's store has its own title and time zone besides).
    package var config: SiteConfig
    package var files: [OutputFile]
    public var warnings: [Diagnostic]

    /// The site of a folder that is no chain (a chain's first store published).
    package var site: Site { sites[0].site }

    /// What was built, for the terminal: "the week of 2026-11-16", "3 of 500 stores".
    public var summary: String {
        guard let chain else { return "the week of \(site.currentWeek.date)" }
        return "\(sites.count) of \(chain.stores.count) store\(chain.stores.count == 1 ? "" : "s")"
    }
}
