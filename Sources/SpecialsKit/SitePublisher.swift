import CanvasPacking
import Foundation

/// The library's one way to build a site, for every command: `publish` for build (to disk), `render`
/// for serve (into memory) and `check` (into nothing). All three run the same stages on the same bytes
/// (`SiteBuilder`: read -> load -> images -> pack -> render), so they report the same problems and
/// exit codes; check reads every image's header but encodes nothing.
///
/// `publish` adds what a folder on disk needs around them, in this order: check the output -> lock ->
/// read -> fingerprint (unchanged inputs over an untouched output stop here, after the read reported
/// anything unreadable) -> load -> images -> pack -> render -> publish (`DiskSink`) -> record.
public struct SitePublisher: Sendable {
    /// The site folder, absolute.
    public var site: String
    /// The output folder, absolute.
    public var output: String
    public var options: BuildOptions
    /// Identifies the specials binary: a new one always rebuilds.
    package var version: String
    /// Take over a non-empty folder that holds no earlier build.
    public var force = false
    /// How long to wait for another build's lock, in seconds.
    public var lockWait: TimeInterval = 0
    /// The user's home folder, never published to.
    package var home: String?
    /// Fetches a remote image (`images: download`); without one, remote images stay links.
    package var fetch: ImageDownloader.Fetch?
    /// Reads and encodes images; without one, images are published as they are.
    package var codec: ImageCodec?
    /// The most the image downloads may take: one not done by then stops the build (exit 75). Encoding
    /// has no deadline: what a page shows never depends on how fast the machine is.
    package var imageDeadline: Duration = .seconds(20)
    package var fileSystem: FileSystem = .live
    /// The kinds of pages the theme renders (`PageKind`): the built-in ones, or a test's beside them.
    var kinds = PageKind.builtIn
    /// Where renditions are kept between builds: the site's cache folder (none in tests).
    package var renditionCache: RenditionCache
    /// The wall clock, for remembering when an image download failed (not `options.now`, which may
    /// be a fixed day).
    package var clock: @Sendable () -> Date = { Date() }
    /// Told each step as it ends: its name, and what it did when that is worth saying.
    package var step: @Sendable (_ name: String, _ detail: String?) -> Void = { _, _ in }
    /// Told the warnings, before anything is published (and those of the last publish, when a build
    /// finds nothing changed).
    package var warn: @Sendable ([Diagnostic]) -> Void = { _ in }
    /// Tell only what is new (cron's `--quiet`): nothing when nothing changed, and of a build's warnings
    /// those the last publish did not give. Errors are always told: they are thrown.
    public var onlyNewWarnings = false
    /// Where libhyphen's dictionaries are (`HyphenationDictionary`).
    package var hyphenationFolder = HyphenationDictionary.systemFolder

    /// A build of `site`; `output` defaults to the site's public/ folder. (`version`, which identifies
    /// the binary for the fingerprint, and `fetch`, which downloads remote images when site.yml asks
    /// for it, are set apart.)
    public init(site: String, output: String? = nil, options: BuildOptions) {
        self.site = site
        self.output = output ?? site + "/" + SitePaths.output
        self.options = options
        version = ""
        renditionCache = .folder(site + "/" + SitePaths.cache + "/renditions")
    }

    /// What a build did.
    public enum Outcome: Sendable, Equatable {
        /// Unchanged inputs over an untouched output: nothing rendered, nothing written.
        case upToDate
        /// The site was published: `files` files for the week of `week`.
        case published(files: Int, week: Day, report: PublishReport, waiting: Site.Waiting)
        /// A chain's stores were published: `stores` of the chain's `of`.
        case publishedChain(files: Int, stores: Int, of: Int, report: PublishReport)
    }

    /// Validates the whole site, writing nothing: what `check` reports. Images are inspected, not
    /// encoded, and nothing is fetched.
    public func check() async throws -> BuildResult {
        var checking = self
        checking.fetch = nil
        // The layouts builds saved spare packing again; check itself saves none.
        let layouts = LayoutCache()
        layouts.load(from: LayoutCache.path(forSite: site))
        return try await checking.render(encode: false, layouts: layouts)
    }

    /// Validates and renders the whole site into memory, as `publish` does before it writes: no lock,
    /// no output. `layouts` keeps packed weeks from one call to the next.
    package func render(layouts: LayoutCache? = nil) async throws -> BuildResult {
        try await render(encode: true, layouts: layouts)
    }

    private func render(encode: Bool, layouts: LayoutCache?) async throws -> BuildResult {
        let builder = SiteBuilder(fileSystem: fileSystem, layoutCache: layouts, kinds: kinds)
        let (site, options, output) = (site, options, output)
        let inputs = try await offThePool { try builder.read(site: site) }
        step("read", Self.filesRead(inputs))
        let loaded = try await offThePool {
            // The pages as the last publish named them: serve and check show the URLs build keeps.
            try builder.load(
                inputs, config: hyphenating(SiteBuilder.config(of: inputs)), chain: SiteBuilder.chain(of: inputs),
                options: options,
                slugs: try SlugMap.read(for: output))
        }
        step("load", nil)
        return try await stages(loaded, builder: builder, encode: encode).result
    }

    /// One publish: the output checked and locked, the inputs read and compared with the last
    /// publish's, the stages run, the folder replaced in one step, the record saved beside it.
    public func publish() async throws -> Outcome {
        let lock = try await lockOutput()
        defer { withExtendedLifetime(lock) {} }
        // The hashing and the listings block a thread, never one of the cooperative pool's.
        let (site, options, output, version, fileSystem) = (site, options, output, version, fileSystem)
        // Weeks whose tiles some build of the site packed before are not packed again.
        let layouts = LayoutCache()
        let builder = SiteBuilder(fileSystem: fileSystem, layoutCache: layouts, kinds: kinds)
        if try await unchangedByStatus() { return .upToDate }
        let readAt = Int64((Date().timeIntervalSince1970 * 1e9).rounded(.down))
        let inputs = try await offThePool { try builder.read(site: site) }
        step("read", Self.filesRead(inputs))
        let (config, chain) = (hyphenating(SiteBuilder.config(of: inputs)), SiteBuilder.chain(of: inputs))
        let policy = try await offThePool {
            PublishPolicy(
                inputs: inputs, config: config.config, chain: chain.chain, options: options, version: version,
                output: output)
        }
        step("fingerprint", nil)
        // It waits for the output's listing (`PublishPolicy.untouched`).
        if let warnings = try await offThePool({ policy.upToDate }) {
            warnNew(warnings, told: warnings)
            try await offThePool { Self.keep(inputs, readAt: readAt, policy: policy, site: site) }
            return .upToDate
        }
        let slugs = try await offThePool {
            layouts.load(site: site, output: output)
            return try SlugMap.read(for: output)
        }
        let loaded = try await offThePool {
            try builder.load(inputs, config: config, chain: chain, options: options, slugs: slugs)
        }
        step("load", nil)
        var (result, images, complete, keys) = try await stages(loaded, builder: builder, encode: true) {
            policy.reuse(loaded, images: $0)
        }
        warnNew(result.warnings, told: policy.record?.warnings ?? [])
        let claimed = slugs.adding(result.sites)
        try await offThePool { try policy.claim(slugs: claimed, published: slugs) }
        let (report, listing) = try await offThePool { [result] in
            try DiskSink(output: output).publish(
                result.files, holdingLockOf: lock, publishedBefore: policy.published, releasingPages: true)
        }
        step("publish", nil)
        // The files are written, each page's plan let go as it was (a chain's store's renderer goes with its
        // last page): the rest goes before the record is made, which lists every file.
        let files = result.files.count
        result.files = []
        try await record(
            result, images: images, listing: listing, complete: complete, keys: keys, policy: policy,
            layouts: layouts, config: config.config, inputs: inputs, readAt: readAt)
        step("record", nil)
        return Self.outcome(result, files: files, report: report)
    }

    /// Whether nothing changed since the last publish, told by the inputs' statuses alone, as git's index
    /// tells it (nothing is read); then that publish's warnings are told again.
    private func unchangedByStatus() async throws -> Bool {
        let (site, options, output, version, fileSystem) = (site, options, output, version, fileSystem)
        let hyphenationFolder = hyphenationFolder
        guard
            let warnings = try await offThePool({
                PublishPolicy.unchanged(
                    site: site, output: output, fileSystem: fileSystem, options: options, version: version,
                    hyphenationFolder: hyphenationFolder)
            })
        else { return false }
        step("read", "no input read: each as the last publish read it")
        warnNew(warnings, told: warnings)
        return true
    }

    /// Keeps the statuses of `inputs`, read at `readAt`, for the next build (`InputTable`); without
    /// them (an incomplete publish), forgets the last ones. A table that says what a trusted kept one
    /// says (only its time of reading newer) is not written: a build with nothing changed writes
    /// nothing (`InputTable.replaces`).
    static func keep(_ inputs: SiteInputs?, readAt: Int64, policy: PublishPolicy, site: String) {
        guard let inputs, policy.fingerprint != nil,
            let table = InputTable(inputs: inputs, readAt: readAt, zones: policy.zones, dictionary: policy.dictionary)
        else {
            InputTable.forget(site: site)
            return
        }
        guard table.replaces(InputTable.read(site: site)) else { return }
        if (try? table.write(site: site)) == nil { InputTable.forget(site: site) }
    }

    /// The stages after loading, the same for every command: images (downloaded when site.yml says
    /// so, then inspected and, unless `encode` is false, encoded) -> pack -> render. `complete` is false
    /// when a download failed, so that the next build tries it again.
    ///
    /// `reuse` says, once the images are known, what each store's pages are made from and which
    /// stores' files to keep as the last publish left them (publish only).
    private func stages(
        _ loaded: SiteBuilder.Loaded, builder: SiteBuilder, encode: Bool,
        reuse: @escaping @Sendable (TileImages) -> (keys: [String: String], kept: [String: [String]]) = { _ in
            ([:], [:])
        }
    ) async throws -> (result: BuildResult, images: TileImages, complete: Bool, keys: [String: String]) {
        let (downloaded, downloadWarnings, broken) = await downloadImages(for: loaded)
        let packed = try await offThePool { builder.pack(loaded) }
        step("pack", nil)
        let stage = ImageStage(codec: codec, cache: encode ? renditionCache : .none, encode: encode)
        let tiles = try await offThePool {
            SiteBuilder.images(loaded, packed: packed, stage: stage, downloaded: downloaded, broken: broken.urls)
        }
        step("images", tiles.summary)
        // Share cards: check draws none.
        let images =
            encode
            ? try await offThePool { SiteBuilder.cards(loaded, images: tiles, stage: stage, downloaded: downloaded) }
            : tiles
        if encode { step("cards", images.cards.summary) }
        releaseFreedMemory()
        // It may wait for the output's listing (`PublishPolicy.untouched`), and hashes every store.
        let (keys, kept) = try await offThePool { reuse(images) }
        var result = try await offThePool { try builder.render(loaded, layouts: packed, images: images, keeping: kept) }
        step("render", kept.isEmpty ? nil : Self.unchanged(kept.keys, of: loaded))
        releaseFreedMemory()
        result.warnings += Diagnostic.grouped(downloadWarnings + broken.warnings)
        // A download that got no answer is tried by the next build; a broken image waits its turn.
        return (result, images, downloadWarnings.isEmpty, keys)
    }

    /// "4 of 6 stores and 1 of 2 price lists unchanged": what a chain's render step kept, by folder.
    private static func unchanged(_ kept: some Collection<String>, of loaded: SiteBuilder.Loaded) -> String {
        let stores = kept.filter { $0.hasPrefix("stores/") }.count
        let lists =
            loaded.publishedLists.isEmpty
            ? "" : " and \(kept.count - stores) of \(loaded.publishedLists.count) price lists"
        return "\(stores) of \(loaded.published.count) stores\(lists) unchanged"
    }

    /// "1 file read", "10053 files read": each input is read once.
    private static func filesRead(_ inputs: SiteInputs) -> String {
        "\(inputs.readCount) file\(inputs.readCount == 1 ? "" : "s") read"
    }

    /// Remote images saved into the site's cache, when site.yml asks for it; the warnings of those
    /// linked instead; and those known to be broken, with a warning naming each and its specials.
    private func downloadImages(
        for loaded: SiteBuilder.Loaded
    ) async
        -> (images: [String: LocalImage], warnings: [Diagnostic], broken: (urls: Set<String>, warnings: [Diagnostic]))
    {
        guard loaded.config.images == .download, let fetch else { return ([:], [], ([], [])) }
        let downloader = ImageDownloader(
            site: self.site, fileSystem: fileSystem, fetch: fetch,
            writeCache: { path, bytes in try AtomicFile.write(bytes, to: path) }
        )
        let shown = SiteBuilder.shownImages(loaded)
        let urls = ImageDownloader.remoteImages(in: loaded.weeks).filter { shown.contains(.remote($0)) }
        guard !urls.isEmpty else { return ([:], [], ([], [])) }
        let downloaded = await downloader.download(urls, within: imageDeadline, now: clock())
        step("download", nil)
        let broken = downloaded.broken.sorted { $0.key < $1.key }.map { url, reason in
            let names = Self.specials(showing: url, in: loaded.weeks)
            return Diagnostic.warning("not published (\(reason)): \(names) shows no picture", in: url)
        }
        return (downloaded.images, downloaded.warnings, (Set(downloaded.broken.keys), broken))
    }

    /// "\"Navel Oranges 4LBS\" (Content/specials/2026-11-16.json)": the specials that show `url`.
    private static func specials(showing url: String, in weeks: [Week]) -> String {
        let showing = weeks.flatMap { week in
            week.specials.filter { $0.image == .remote(url) }.map { "\"\($0.name)\" (\(week.file))" }
        }
        let shown = Array(NSOrderedSet(array: showing)).compactMap { $0 as? String }
        return shown.prefix(3).joined(separator: ", ") + (shown.count > 3 ? " and \(shown.count - 3) more" : "")
    }
}
