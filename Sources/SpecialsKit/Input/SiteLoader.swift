import CommonMark
import Foundation

/// The site folder was not there, or had nothing to publish.
public struct MissingInputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    public init(message: String) {
        self.message = message
    }
}

/// Reads a site folder, validates everything and models it. Reports every problem in one run.
struct SiteLoader {
    var fileSystem: FileSystem
    /// The site folder, absolute.
    var root: String

    static let specialsFolder = "Content/specials"
    static let notesFolder = "Content/notes"
    static let staticFolder = "Static"

    struct Loaded {
        var site: Site
        var warnings: [Diagnostic]
    }

    func load(now: BuildDate, drafts: Bool) throws -> Loaded {
        guard fileSystem.kind(root) == .directory else {
            throw MissingInputError(message: "\(root): error: no site folder here")
        }
        var log = DiagnosticLog()
        let configBytes = fileSystem.kind(path("site.yml")) == .file ? try read("site.yml", log: &log) : nil
        let (decodedConfig, configDiagnostics) = SiteConfigDecoder().decode(configBytes)
        log.append(contentsOf: configDiagnostics)
        let config = decodedConfig ?? SiteConfig()
        if configBytes != nil, decodedConfig != nil, config.baseURL.hasPrefix("/") {
            log.append(.warning(
                "base_url is not an absolute URL, so feed.xml, sitemap.xml and search engines' structured data get relative links; set it like https://example.com/",
                in: "site.yml"
            ))
        }
        let today = switch now {
        case let .day(day): day
        case let .instant(instant): Day(instant, in: config.timeZone)
        }

        let staticPaths = fileSystem.kind(path(Self.staticFolder)) == .directory
            ? try fileSystem.filesBelow(path(Self.staticFolder)) : []
        var staticFiles: [String: [UInt8]] = [:]
        for file in staticPaths {
            staticFiles[file] = try read(Self.staticFolder + "/" + file, log: &log)
        }

        let allWeeks = try loadWeeks(staticFiles: Set(staticPaths), log: &log)
        guard !allWeeks.isEmpty || log.hasErrors else {
            throw MissingInputError(message: "\(Self.specialsFolder): error: no feed snapshots; add one named like \(today).json")
        }
        let notes = try loadNotes(config: config, weeks: allWeeks, today: today, drafts: drafts, log: &log)

        if log.hasErrors { throw ContentError(log.errors + log.warnings) }
        let weeks = allWeeks.filter { $0.date <= today }
        guard !weeks.isEmpty else {
            throw MissingInputError(message: "\(Self.specialsFolder): error: no snapshot is dated on or before \(today); the first is \(allWeeks[0].date)")
        }
        let site = Site(config: config, weeks: weeks, notes: notes, staticFiles: staticFiles, today: today)
        return Loaded(site: site, warnings: log.warnings)
    }

    private func loadWeeks(staticFiles: Set<String>, log: inout DiagnosticLog) throws -> [Week] {
        guard fileSystem.kind(path(Self.specialsFolder)) == .directory else { return [] }
        var snapshots: [(Day, FeedSnapshot, String)] = []
        for name in try fileSystem.listFolder(path(Self.specialsFolder)) where !name.hasPrefix(".") {
            let file = Self.specialsFolder + "/" + name
            guard name.hasSuffix(".json") else {
                log.append(.warning("ignored: snapshots are named like 2026-11-16.json", in: file))
                continue
            }
            guard let day = Day(name.dropLast(".json".count)) else {
                log.append(.error("a snapshot's name must be the date it applies from, like 2026-11-16.json", in: file))
                continue
            }
            guard let bytes = try read(file, log: &log) else { continue }
            let (snapshot, diagnostics) = FeedSnapshotDecoder(file: file, staticFiles: staticFiles).decode(bytes)
            log.append(contentsOf: diagnostics)
            if let snapshot { snapshots.append((day, snapshot, file)) }
        }
        snapshots.sort { $0.0 < $1.0 }
        return snapshots.indices.map { index in
            let (day, snapshot, file) = snapshots[index]
            let next = index + 1 < snapshots.count ? snapshots[index + 1].0 : day.adding(days: 7)
            return Week(date: day, validThrough: next.adding(days: -1), canvasUnit: snapshot.canvasUnit, specials: snapshot.items, file: file)
        }
    }

    private func loadNotes(config: SiteConfig, weeks: [Week], today: Day, drafts: Bool, log: inout DiagnosticLog) throws -> [Note] {
        guard fileSystem.kind(path(Self.notesFolder)) == .directory else { return [] }
        var notes: [Note] = []
        var slugs: [String: String] = [:]
        for name in try fileSystem.listFolder(path(Self.notesFolder)) where !name.hasPrefix(".") {
            let file = Self.notesFolder + "/" + name
            guard name.hasSuffix(".md") else {
                log.append(.warning("ignored: notes are Markdown files ending in .md", in: file))
                continue
            }
            let slug = Self.slug(String(name.dropLast(".md".count)))
            if let other = slugs[slug] {
                log.append(.error("publishes to notes/\(slug)/ like \(other); rename one", in: file))
                continue
            }
            slugs[slug] = file
            guard let bytes = try read(file, log: &log) else { continue }
            let (decoded, diagnostics) = NoteDecoder(file: file, slug: slug).decode(bytes)
            log.append(contentsOf: diagnostics)
            guard let source = decoded else { continue }
            if let week = source.week, !weeks.contains(where: { $0.date == week }) {
                log.append(.error("week: \(week) names no snapshot in \(Self.specialsFolder)/", in: file))
                continue
            }
            guard !source.draft || drafts, source.date <= today else { continue }

            var comparison: Comparison?
            if !source.compare.isEmpty {
                let week = source.week.flatMap { day in weeks.first { $0.date == day } } ?? weeks.current(on: source.date)
                switch Comparison.make(
                    entries: source.compare, specials: week?.specials ?? [], week: week?.date,
                    pricing: config.unitPricing, file: file
                ) {
                case let .success(made): comparison = made
                case let .failure(error): log.append(contentsOf: error.diagnostics)
                }
            }
            let options: CommonMark.Options = config.unsafeHTML ? [.smart, .validateUTF8, .unsafe] : [.smart, .validateUTF8]
            notes.append(Note(source: source, html: CommonMark.html(from: source.markdown, options: options), comparison: comparison))
        }
        return notes.sorted { ($0.date, $1.slug) > ($1.date, $0.slug) }
    }

    /// The site's `Templates/*.mustache`, which override the built-in theme file of the same name.
    func templateOverrides() throws -> [(file: String, text: String)] {
        let folder = "Templates"
        guard fileSystem.kind(path(folder)) == .directory else { return [] }
        var log = DiagnosticLog()
        var overrides: [(file: String, text: String)] = []
        for name in try fileSystem.listFolder(path(folder)) where name.hasSuffix(".mustache") {
            let file = folder + "/" + name
            guard let bytes = try read(file, log: &log) else { continue }
            switch UTF8Text.decode(bytes) {
            case let .success(text): overrides.append((file, text))
            case let .failure(invalid): log.append(.error("not valid UTF-8", in: file, at: invalid.position.location))
            }
        }
        if log.hasErrors { throw ContentError(log.diagnostics) }
        return overrides
    }

    /// A URL-safe name: lowercase letters, digits and dashes.
    static func slug(_ name: String) -> String {
        let mapped = name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
        let collapsed = String(mapped).split(separator: "-").joined(separator: "-")
        return collapsed.isEmpty ? "note" : collapsed
    }

    private func path(_ relative: String) -> String {
        root + "/" + relative
    }

    private func read(_ relative: String, log: inout DiagnosticLog) throws -> [UInt8]? {
        do {
            return try fileSystem.readFile(path(relative))
        } catch {
            log.append(.error("cannot be read: \(error.localizedDescription)", in: relative))
            return nil
        }
    }
}
