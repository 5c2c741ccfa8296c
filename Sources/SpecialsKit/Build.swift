import Foundation

public struct BuildOptions: Sendable {
    public var now: BuildDate
    /// Publish notes marked `draft: true`.
    public var drafts: Bool

    public init(now: BuildDate, drafts: Bool = false) {
        self.now = now
        self.drafts = drafts
    }

    /// The day the build publishes for, in the site's time zone.
    public func today(in config: SiteConfig) -> Day {
        now.day(in: config.timeZone)
    }
}

/// What a build produced: the files to publish, as values, and the warnings met on the way.
public struct BuildResult: Sendable {
    public var site: Site
    public var files: [OutputFile]
    public var warnings: [Diagnostic]
}

/// The stages every build runs, whatever receives its files (`SitePublisher` runs them for build, check
/// and serve):
///
///     read (SiteInputs) -> load (SiteLoader, TemplateLibrary) -> pack (ResponsiveLayout)
///       -> images (ImageStage) -> render (SiteRenderer)
///
/// Reading is the only stage that touches the file system; the others are functions of what it read.
/// Every problem of the run is collected into one invalid-input error before anything is packed.
struct SiteBuilder: Sendable {
    var fileSystem: FileSystem
    /// Layouts of earlier builds, to skip packing weeks whose tiles have not changed.
    var layoutCache: LayoutCache?

    init(fileSystem: FileSystem = .live, layoutCache: LayoutCache? = nil) {
        self.fileSystem = fileSystem
        self.layoutCache = layoutCache
    }

    /// The whole build in one call, with remote images linked and images shown as they are.
    func build(site root: String, options: BuildOptions) throws -> BuildResult {
        let inputs = try read(site: root)
        let loaded = try load(inputs, config: Self.config(of: inputs), options: options)
        let packed = pack(loaded)
        return try render(loaded, layouts: packed, images: ImageStage(codec: nil).run(site: loaded.site, weeks: packed, held: Self.heldImages(loaded.site)))
    }

    /// The images some tile of a published week shows (a text-only tile shows none).
    static func shownImages(_ site: Site) -> Set<ImageSource> {
        Set(site.weeks.flatMap(\.specials).compactMap { item in
            item.image.flatMap { TileKind(width: item.width, height: item.height, hasImage: true, config: site.config) == .text ? nil : $0 }
        })
    }

    /// Every image a tile shows that the build holds the bytes of: files of Static/, and remote images
    /// downloaded (`downloaded`, by URL).
    static func heldImages(_ site: Site, downloaded: [String: LocalImage] = [:]) -> [ImageSource: HeldImage] {
        var held: [ImageSource: HeldImage] = [:]
        for source in shownImages(site) {
            switch source {
            case let .local(path):
                guard let bytes = site.staticFiles[path] else { continue }
                held[source] = HeldImage(bytes: bytes, origin: SitePaths.staticFiles + "/" + path, path: path,
                                         publishedByStage: false, isSVG: path.lowercased().hasSuffix(".svg"))
            case let .remote(url):
                guard let copy = downloaded[url] else { continue }
                held[source] = HeldImage(bytes: copy.contents, origin: url, path: copy.path, publishedByStage: true, isSVG: copy.path.hasSuffix(".svg"))
            }
        }
        return held
    }

    /// Every input file, read once.
    func read(site root: String) throws -> SiteInputs {
        try SiteInputs.read(site: root, fileSystem: fileSystem)
    }

    /// site.yml decoded, once per build: nil with its diagnostics when it is invalid.
    static func config(of inputs: SiteInputs) -> (config: SiteConfig?, diagnostics: [Diagnostic]) {
        if inputs.isFolder(SitePaths.config) {
            return (nil, [.error("is a folder; the settings are a file", in: SitePaths.config)])
        }
        return SiteConfigDecoder().decode(inputs.file(SitePaths.config))
    }

    /// A site read and validated, with its templates parsed: everything but the rendering.
    struct Loaded: Sendable {
        var site: Site
        var templates: TemplateLibrary
        var warnings: [Diagnostic]
    }

    /// Validates everything: content, templates and Static/'s paths. Every problem of the run is in one
    /// invalid-input error.
    func load(_ inputs: SiteInputs, config: (config: SiteConfig?, diagnostics: [Diagnostic]), options: BuildOptions) throws -> Loaded {
        let templates = TemplateLibrary.load(site: inputs)
        var problems: [Diagnostic] = []
        if case let .failure(error) = templates { problems += error.diagnostics }
        problems += SiteRenderer.staticClashes(inputs.files(below: SitePaths.staticFiles).map(\.path))
        let loaded: SiteLoader.Loaded
        do {
            loaded = try SiteLoader(inputs: inputs).load(config: config, now: options.now, drafts: options.drafts)
        } catch let error as SpecialsError where error.kind == .invalidInput {
            // Report template and Static/ problems in the same run as content problems.
            throw SpecialsError.invalidInput(error.diagnostics + problems)
        }
        // site.yml's words: a key no table has, or a sentence that lost its placeholders.
        let config = loaded.site.config
        let words = Words.check(config.words, language: Words.Language(config.locale.identifier), file: SitePaths.config)
        problems += words.filter { $0.severity == .error }
        if !problems.isEmpty { throw SpecialsError.invalidInput(problems) }
        return Loaded(site: loaded.site, templates: try templates.get(), warnings: Diagnostic.grouped(loaded.warnings + words))
    }

    /// Every published week's tiles packed for each layout breakpoint, by week date; through
    /// `layoutCache` when there is one. Every week and breakpoint packs on its own core.
    func pack(_ loaded: Loaded) -> [Day: PackedWeek] {
        let jobs = loaded.site.weeks.flatMap { week in
            ResponsiveLayout.breakpoints(loaded.site.config.layouts, canvasUnit: week.canvasUnit).map { (week, $0) }
        }
        let variants = jobs.parallelMap { week, breakpoint in
            ResponsiveLayout.variant(
                week.specials.map { TileShape(width: $0.width, height: $0.height) },
                canvasUnit: week.canvasUnit, breakpoint: breakpoint, cache: layoutCache
            )
        }
        let layouts = Dictionary(zip(jobs.map(\.0.date), variants).map { ($0, [$1]) }, uniquingKeysWith: +)
            .mapValues(ResponsiveLayout.init(variants:))
        return Dictionary(uniqueKeysWithValues: loaded.site.weeks.map { week in
            (week.date, PackedWeek(week.specials, layout: layouts[week.date]!))
        })
    }

    /// Renders a loaded site with its packed layouts (from `pack`).
    /// A file of Static/ at a path the build also writes is an error, never a silent replacement.
    func render(_ loaded: Loaded, layouts: [Day: PackedWeek], images: TileImages) throws -> BuildResult {
        let files = SiteRenderer(site: loaded.site, templates: loaded.templates, weeks: layouts, images: images).render()
        let counts = Dictionary(files.map { ($0.path, 1) }, uniquingKeysWith: +)
        let clashes = loaded.site.staticFiles.keys.filter { counts[$0, default: 0] > 1 }.sorted()
        guard clashes.isEmpty else {
            throw SpecialsError.invalidInput(clashes.map { path in
                .error("would be published at \(path), where the build writes a file of its own; move it elsewhere in \(SitePaths.staticFiles)/",
                       in: SitePaths.staticFiles + "/" + path)
            })
        }
        return BuildResult(site: loaded.site, files: files, warnings: loaded.warnings + images.warnings)
    }
}
