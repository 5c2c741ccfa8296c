import CanvasPacking
import Foundation

/// The stages every build runs, whatever receives its files (`SitePublisher` runs them for build, check
/// and serve):
///
///     read (SiteInputs) -> load (SiteLoader, TemplateLibrary) -> pack (ResponsiveLayout)
///       -> images (ImageStage) -> render (SiteRenderer, ChainRenderer)
///
/// Reading is the only stage that touches the file system; the others are functions of what it read.
/// Every problem of the run is collected into one invalid-input error before anything is packed.
///
/// A chain is loaded, packed and planned whole, whichever stores a build publishes (`--store`,
/// `--shard`): a store's pages are then the same bytes whichever shard renders them, and shards merge
/// into exactly the chain's full build. Stores that carry the same snapshot share its packing and its
/// images; only the renditions the published stores show are encoded.
struct SiteBuilder: Sendable {
    var fileSystem: FileSystem
    /// Layouts of earlier builds, to skip packing weeks whose tiles have not changed.
    var layoutCache: LayoutCache?
    /// The kinds of pages the theme renders: the built-in ones (a test adds one of its own).
    var kinds: [PageKind]

    init(fileSystem: FileSystem = .live, layoutCache: LayoutCache? = nil, kinds: [PageKind] = PageKind.builtIn) {
        self.fileSystem = fileSystem
        self.layoutCache = layoutCache
        self.kinds = kinds
    }

    /// Every input file, read once.
    func read(site root: String) throws -> SiteInputs {
        try SiteInputs.read(site: root, fileSystem: fileSystem)
    }

    /// site.yml decoded, with the site's sentences for its language (`i18n/<language>.yml`), once per
    /// build: nil with its diagnostics when it is invalid.
    static func config(of inputs: SiteInputs) -> (config: SiteConfig?, diagnostics: [Diagnostic]) {
        if inputs.isFolder(SitePaths.config) {
            return (nil, [.error("is a folder; the settings are a file", in: SitePaths.config)])
        }
        var (config, diagnostics) = SiteConfigDecoder().decode(inputs.file(SitePaths.config))
        let file = SitePaths.translation(forLocale: (config ?? SiteConfig()).locale)
        if let bytes = inputs.file(file) {
            let (translation, problems) = TranslationDecoder(file: file).decode(bytes)
            config?.translation = translation
            diagnostics += problems
        }
        return (config, diagnostics)
    }

    /// stores.yml decoded, once per build: nil when the site is no chain, or with its diagnostics when
    /// it is invalid.
    static func chain(of inputs: SiteInputs) -> (chain: Chain?, diagnostics: [Diagnostic]) {
        if inputs.isFolder(SitePaths.stores) {
            return (nil, [.error("is a folder; a chain's stores are a file", in: SitePaths.stores)])
        }
        guard let bytes = inputs.file(SitePaths.stores) else { return (nil, []) }
        return StoresDecoder().decode(bytes)
    }

    /// A site read and validated, with its templates parsed: everything but the rendering.
    struct Loaded: Sendable {
        /// Every store's site, whatever the build publishes; the one site of a folder that is no chain.
        var sites: [StoreSite]
        var chain: Chain?
        /// The sites this build publishes: all of them, or the stores `--store` or `--shard` picks.
        var published: [StoreSite]
        /// The price lists a chain's stores share (a region's ad, the chain's), whatever the build publishes.
        var lists: [PriceList] = []
        /// Those of the lists some published store carries: their item pages are published with it.
        var publishedLists: [PriceList] = []
        /// site.yml's settings: the chain's, for the pages every store shares.
        var config: SiteConfig
        var staticFiles: [String: [UInt8]]
        /// Every week some store shows, once per snapshot file: stores that carry the same snapshot
        /// share its packing and its images.
        var weeks: [Week]
        var templates: TemplateLibrary
        var warnings: [Diagnostic]

        /// The site of a folder that is no chain.
        var site: Site { sites[0].site }
    }

    /// Validates everything: content, templates and Static/'s paths. Every problem of the run is in one
    /// invalid-input error.
    func load(
        _ inputs: SiteInputs, config: (config: SiteConfig?, diagnostics: [Diagnostic]),
        chain: (chain: Chain?, diagnostics: [Diagnostic]),
        options: BuildOptions, slugs: SlugMap = SlugMap()
    ) throws -> Loaded {
        let templates = TemplateLibrary.load(site: inputs, kinds: kinds)
        var problems: [Diagnostic] = []
        if case .failure(let error) = templates { problems += error.diagnostics }
        problems += SiteRenderer.staticClashes(
            inputs.files(below: SitePaths.staticFiles).map(\.path), chain: chain.chain != nil, kinds: kinds)
        // site.yml's words: and i18n/: a key no table has, a sentence that lost its placeholders, or one
        // a new language leaves out.
        let siteConfig = config.config ?? SiteConfig()
        problems += SiteIcon.problems(
            siteConfig, staticFiles: Set(inputs.files(below: SitePaths.staticFiles).map(\.path)))
        let words = Words.check(siteConfig)
        problems += words.filter { $0.severity == .error }
        let wordWarnings = words.filter { $0.severity == .warning }
        let loaded: SiteLoader.Loaded
        do {
            loaded = try SiteLoader(inputs: inputs, slugs: slugs).load(
                config: config, chain: chain, now: options.now, drafts: options.drafts)
        } catch let error as SpecialsError where error.kind == .invalidInput || error.kind == .missingInput {
            // Template, Static/ and words: problems are reported in the same run as the content's,
            // also when a snapshot is missing.
            throw SpecialsError(error.kind, error.diagnostics + problems + wordWarnings)
        }
        if !problems.isEmpty { throw SpecialsError.invalidInput(problems + wordWarnings) }

        let published: [StoreSite]
        switch (loaded.chain, options.selection) {
        case (_, .all): published = loaded.sites
        case (nil, _):
            throw SpecialsError(
                .usage, "--store and --shard pick stores of a chain; this site has no \(SitePaths.stores)",
                at: SitePaths.stores)
        case (let chain?, let selection):
            let ids = Set(try chain.stores(selection).get().map(\.id))
            published = loaded.sites.filter { $0.store.map { ids.contains($0.id) } ?? false }
        }
        var files: Set<String> = []
        let weeks = loaded.sites.flatMap(\.site.weeks).filter { files.insert($0.file).inserted }
        let lists = loaded.chain == nil ? [] : PriceList.shared(by: loaded.sites, config: siteConfig)
        let carried = Set(published.map(\.site.priceList))
        let library = try templates.get()
        return Loaded(
            sites: loaded.sites, chain: loaded.chain, published: published, lists: lists,
            publishedLists: lists.filter { carried.contains($0.folder) },
            config: siteConfig, staticFiles: loaded.staticFiles, weeks: weeks, templates: library,
            warnings: Diagnostic.grouped(
                loaded.warnings + words + library.dealWarnings(weeks)
                    + library.wordWarnings(Words(for: siteConfig))
                    + library.offersWarning(Self.repeatedItem(in: loaded.sites)) + library.hookWarnings(isChain: loaded.chain != nil)
                    + library.pairWarnings(isEU: siteConfig.isEU) + library.gridWarning(siteConfig))
        )
    }

    /// Every week's tiles packed for each layout breakpoint, by snapshot file, and each of its
    /// departments' (`WeekDepartment.layoutKey`); through `layoutCache` when there is one. Tiles of the
    /// same shapes are packed once, each on its own core.
    func pack(_ loaded: Loaded) -> [String: PackedWeek] {
        struct Job: Hashable {
            var shapes: [TileShape]
            var canvasUnit: Int
            var breakpoint: LayoutBreakpoint
        }
        // A department's page packs its specials alone, in the ad's order.
        let weeks = loaded.weeks.flatMap { week in
            [(key: week.file, week: week)]
                + WeekDepartment.of(week.specials, config: loaded.config).map { department in
                    (key: department.layoutKey(week.file), week: week.part(department))
                }
        }
        let weekJobs = weeks.map(\.week).map { week in
            let shapes = week.specials.map { TileShape(width: $0.width, height: $0.height) }
            return ResponsiveLayout.breakpoints(loaded.config.layouts, canvasUnit: week.canvasUnit).map {
                Job(shapes: shapes, canvasUnit: week.canvasUnit, breakpoint: $0)
            }
        }
        var seen: Set<Job> = []
        let jobs = weekJobs.flatMap { $0 }.filter { seen.insert($0).inserted }
        let variants = Dictionary(
            uniqueKeysWithValues: zip(
                jobs,
                jobs.parallelMap { job in
                    ResponsiveLayout.variant(
                        job.shapes, canvasUnit: job.canvasUnit, breakpoint: job.breakpoint, cache: layoutCache)
                }))
        return Dictionary(
            uniqueKeysWithValues: zip(weeks, weekJobs).map { entry, jobs in
                let week = entry.week
                return (
                    entry.key,
                    PackedWeek(
                        week.specials, canvasUnit: week.canvasUnit,
                        layout: ResponsiveLayout(variants: jobs.map { variants[$0]! }))
                )
            })
    }

    /// Renders the published sites with their packed layouts (from `pack`), and for a chain the pages
    /// its stores share. A file of Static/ at a path the build also writes is an error, never a silent
    /// replacement.
    ///
    /// The stores and price lists in `keeping` (their folder in the output, "stores/downtown/" or
    /// "regions/north/", -> the paths of its files) are not rendered: their files are published as the
    /// last publish left them.
    func render(
        _ loaded: Loaded, layouts: [String: PackedWeek], images: TileImages, keeping: [String: [String]] = [:]
    ) throws -> BuildResult {
        var pages: [RenderedPage]
        var kept: [OutputFile] = []
        if let chain = loaded.chain {
            (pages, kept) = chainPages(chain, loaded, layouts: layouts, images: images, keeping: keeping)
        } else {
            pages = SiteRenderer(
                site: loaded.site, templates: loaded.templates, weeks: Self.weeks(of: loaded.site, in: layouts),
                departments: layouts, images: images
            ).render()
        }
        // Output's files: the pages, Static/'s files, the images' renditions, and the kept stores' files.
        // A chain's pages are rendered as the publish writes them, in the order they were planned (its
        // stores grouped by price list, so a region's stores share their tiles while they render): its
        // pages never are in memory at once. A single site's are rendered here, on every core, which
        // measured faster than rendering between file creations (10,000 notes: 9.7 s CPU against 11.0 s).
        // One buffer of the files' exact count: a chain's hundreds of thousands, grown by appending, were
        // held at up to twice their size until the publish ended.
        var files: [OutputFile] = []
        files.reserveCapacity(pages.count + kept.count + loaded.staticFiles.count + images.files.count)
        if loaded.chain == nil {
            files += pages.parallelMap(OutputFile.rendered).sorted { $0.path < $1.path }
        } else {
            files += pages.lazy.map(OutputFile.init)
        }
        files += kept
        files += loaded.staticFiles.sorted { $0.key < $1.key }.lazy.map { OutputFile(path: $0.key, contents: $0.value) }
        files += images.files.lazy.map(OutputFile.init)
        let counts = Dictionary(files.map { ($0.path, 1) }, uniquingKeysWith: +)
        let clashes = loaded.staticFiles.keys.filter { counts[$0, default: 0] > 1 }.sorted()
        guard clashes.isEmpty else {
            throw SpecialsError.invalidInput(
                clashes.map { path in
                    .error(
                        "would be published at \(path), where the build writes a file of its own; move it elsewhere in \(SitePaths.staticFiles)/",
                        in: SitePaths.staticFiles + "/" + path)
                })
        }
        // Two generated files at one path would leave one of them unpublished, or the preview showing
        // either: a bug, never a guess.
        if let shared = counts.filter({ $0.value > 1 }).keys.sorted().first {
            throw SharedPathError(path: shared)
        }
        return BuildResult(
            sites: loaded.published, chain: loaded.chain, config: loaded.config, files: files,
            warnings: loaded.warnings + images.warnings)
    }

    /// An item some site's current week lists twice at different prices, and that week's file.
    static func repeatedItem(in sites: [StoreSite]) -> (name: String, file: String)? {
        sites.lazy.compactMap { store -> (name: String, file: String)? in
            let site = store.site
            guard !site.weeks.isEmpty, let standings = site.catalog.standings[site.currentWeek.date],
                let repeated = RepeatedItemRule.repeats(site.currentWeek, standings: standings).first
            else { return nil }
            return (site.currentWeek.specials[repeated.index].name, site.currentWeek.file)
        }.first
    }

    /// A site's packed weeks, by date: those of its weeks `layouts` holds (every week the build packed).
    static func weeks(of site: Site, in layouts: [String: PackedWeek]) -> [Day: PackedWeek] {
        Dictionary(uniqueKeysWithValues: site.weeks.compactMap { week in layouts[week.file].map { (week.date, $0) } })
    }
}

/// Two files the build made share one path: an internal error (exit 70), since slugs are made unique.
struct SharedPathError: Error, CustomStringConvertible {
    var path: String
    var description: String { "two files would be published at \(path); nothing was published" }
}
