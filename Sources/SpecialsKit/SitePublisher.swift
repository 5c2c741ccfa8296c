import Foundation

/// The library's one way to build a site, for every command: `publish` for build (to disk), `render`
/// for serve (into memory) and `check` (into nothing). All three run the same stages on the same bytes
/// (`SiteBuilder`: read -> load -> pack -> render), so they report the same problems and exit codes.
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
    public var version: String
    /// Take over a non-empty folder that holds no earlier build.
    public var force = false
    /// How long to wait for another build's lock, in seconds.
    public var lockWait: TimeInterval = 0
    /// The user's home folder, never published to.
    public var home: String?
    /// Fetches a remote image (`images: download`); without one, remote images stay links.
    public var fetch: ImageDownloader.Fetch?
    /// The most the image download step may take.
    public var imageDeadline: Duration = .seconds(20)
    public var fileSystem: FileSystem = .live
    /// Told each step as it ends: its name, and what it did when that is worth saying.
    public var step: @Sendable (_ name: String, _ detail: String?) -> Void = { _, _ in }
    /// Told the warnings, before anything is published (and those of the last publish, when a build
    /// finds nothing changed).
    public var warn: @Sendable ([Diagnostic]) -> Void = { _ in }

    /// A build of `site`; `output` defaults to the site's public/ folder. `version` identifies the
    /// binary for the fingerprint, and `fetch` downloads remote images when site.yml asks for it.
    public init(site: String, output: String? = nil, options: BuildOptions, version: String = "", fetch: ImageDownloader.Fetch? = nil) {
        self.site = site
        self.output = output ?? site + "/" + SitePaths.output
        self.options = options
        self.version = version
        self.fetch = fetch
    }

    /// What a build did.
    public enum Outcome: Sendable, Equatable {
        /// Unchanged inputs over an untouched output: nothing rendered, nothing written.
        case upToDate
        /// The site was published: `files` files for the week of `week`.
        case published(files: Int, week: Day, report: PublishReport, waiting: Site.Waiting)
    }

    /// Validates and renders the whole site, writing nothing: what `check` reports.
    public func check() throws -> BuildResult {
        try render()
    }

    /// Validates and renders the whole site into memory, as `publish` does before it writes: no lock,
    /// no output, remote images linked. `layouts` keeps packed weeks from one call to the next.
    public func render(layouts: LayoutCache? = nil) throws -> BuildResult {
        let builder = SiteBuilder(fileSystem: fileSystem, layoutCache: layouts)
        let inputs = try builder.read(site: site)
        step("read", Self.filesRead(inputs))
        return try builder.render(try builder.load(inputs, config: SiteBuilder.config(of: inputs), options: options))
    }

    public func publish() async throws -> Outcome {
        // Refused outputs are left as they were: nothing is created before this check, not even the lock.
        try OutputFolder(path: output, site: site, home: home, fileSystem: fileSystem).check(force: force)
        // Checked again when the site is read, but needed here: the lock creates the output's parent.
        try SiteFolder.require(site, fileSystem: fileSystem)
        // One build at a time: the lock is held from before the first input is read to the record.
        let lock = try BuildLock(output: output, wait: lockWait)
        defer { withExtendedLifetime(lock) {} }
        // Weeks whose tiles have not changed since the last build are not packed again.
        let layouts = LayoutCache()
        let builder = SiteBuilder(fileSystem: fileSystem, layoutCache: layouts)
        let inputs = try builder.read(site: site)
        step("read", Self.filesRead(inputs))
        let config = SiteBuilder.config(of: inputs)
        let today = options.today(in: config.config ?? SiteConfig())
        // Unreadable inputs never match: the load below reports them.
        let fingerprint = inputs.problems.isEmpty
            ? inputs.fingerprint("specials \(version)\ntoday \(today)\ndrafts \(options.drafts)\n") : nil
        step("fingerprint", nil)
        if let fingerprint, let record = PublishRecord.read(for: output), record.fingerprint == fingerprint,
           record.matches(output: output) {
            warn(record.warnings)
            return .upToDate
        }
        layouts.load(from: LayoutCache.path(for: output))
        let loaded = try builder.load(inputs, config: config, options: options)
        step("load", nil)
        let (images, imageWarnings) = await downloadImages(for: loaded.site)
        let packed = builder.pack(loaded)
        step("pack", nil)
        let result = try builder.render(loaded, layouts: packed, images: images)
        step("render", nil)
        let warnings = loaded.warnings + Diagnostic.grouped(imageWarnings)
        warn(warnings)
        // Claim the folder before it changes, so that a build killed from here on leaves it recognisably ours.
        if PublishRecord.read(for: output) == nil {
            try? PublishRecord(fingerprint: PublishRecord.incomplete, output: []).write(for: output)
        }
        let report = try DiskSink(output: output).publish(result.files, holdingLockOf: lock)
        step("publish", nil)
        // The site is published: a layout file that cannot be saved costs the next build a repack.
        try? layouts.save(to: LayoutCache.path(for: output))
        // The record also marks the folder as specials' own. A failed image download is retried
        // next time, so such a publish is recorded as incomplete: it never matches a fingerprint.
        let complete = imageWarnings.isEmpty ? fingerprint : nil
        try? PublishRecord(fingerprint: complete ?? PublishRecord.incomplete, warnings: warnings, output: PublishRecord.listing(of: output))
            .write(for: output)
        step("record", nil)
        return .published(files: result.files.count, week: result.site.currentWeek.date, report: report, waiting: result.site.waiting)
    }

    /// "1 file read", "10053 files read": each input is read once.
    private static func filesRead(_ inputs: SiteInputs) -> String {
        "\(inputs.readCount) file\(inputs.readCount == 1 ? "" : "s") read"
    }

    /// Remote images saved into the site's cache and published with it, when site.yml asks for it.
    private func downloadImages(for site: Site) async -> (images: [String: LocalImage], warnings: [Diagnostic]) {
        guard site.config.images == .download, let fetch else { return ([:], []) }
        let downloader = ImageDownloader(
            site: self.site, fileSystem: fileSystem, fetch: fetch,
            writeCache: { path, bytes in try AtomicFile.write(bytes, to: path) }
        )
        let downloaded = await downloader.download(ImageDownloader.remoteImages(in: site), within: imageDeadline)
        step("images", nil)
        return downloaded
    }
}
