import Foundation

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
        try SiteFolder.require(root, fileSystem: fileSystem)
        var log = DiagnosticLog()
        let configBytes = fileSystem.kind(path("site.yml")) == .file ? try read("site.yml", log: &log) : nil
        let (decodedConfig, configDiagnostics) = SiteConfigDecoder().decode(configBytes)
        log.append(contentsOf: configDiagnostics)
        let config = decodedConfig ?? SiteConfig()
        let today = BuildOptions(now: now).today(in: config)

        let staticPaths = fileSystem.kind(path(Self.staticFolder)) == .directory
            ? try fileSystem.filesBelow(path(Self.staticFolder)) : []
        var staticFiles: [String: [UInt8]] = [:]
        let siteFolder = fileSystem.resolved(root) + "/"
        var reportedLinks: Set<String> = []
        for file in staticPaths {
            if let generated = Self.generatedPath(file) {
                log.append(.error("would be published at \(file), where the build writes \(generated); "
                    + "move it elsewhere in \(Self.staticFolder)/ (a theme file is changed in Templates/)", in: Self.staticFolder + "/" + file))
                continue
            }
            // A link may point anywhere on the machine: publish only what stays inside the site, and name
            // the link once, not every file below a linked folder.
            guard fileSystem.resolved(path(Self.staticFolder + "/" + file)).hasPrefix(siteFolder) else {
                let link = outsideLink(file, siteFolder: siteFolder)
                if reportedLinks.insert(link).inserted {
                    let what = link == file ? "a file" : "a folder"
                    log.append(.error("links to \(what) outside the site folder; copy it into Static/ instead", in: Self.staticFolder + "/" + link))
                }
                continue
            }
            staticFiles[file] = try read(Self.staticFolder + "/" + file, log: &log)
        }

        let (allWeeks, rejected) = try loadWeeks(staticFiles: Set(staticPaths), log: &log)
        guard !allWeeks.isEmpty || log.hasErrors else {
            throw SpecialsError(.missingInput, "no feed snapshots; add one named like \(today).json", at: Self.specialsFolder)
        }
        var waiting = Site.Waiting()
        waiting.nextWeek = allWeeks.first { $0.date > today }?.date
        let notes = try loadNotes(config: config, weeks: allWeeks, rejected: rejected, today: today, drafts: drafts, waiting: &waiting, log: &log)

        if log.hasErrors { throw SpecialsError.invalidInput(log.errors + log.warnings) }
        let weeks = allWeeks.filter { $0.date <= today }
        guard !weeks.isEmpty else {
            throw SpecialsError(.missingInput, "no snapshot is dated on or before \(today); the first is \(allWeeks[0].date)", at: Self.specialsFolder)
        }
        var site = Site(config: config, weeks: weeks, notes: notes, staticFiles: staticFiles, today: today)
        site.waiting = waiting
        return Loaded(site: site, warnings: log.warnings)
    }

    /// The first part of a Static/ path that leads outside the site: the link itself.
    private func outsideLink(_ file: String, siteFolder: String) -> String {
        let parts = file.split(separator: "/")
        for count in 1...parts.count {
            let prefix = parts.prefix(count).joined(separator: "/")
            if !(fileSystem.resolved(path(Self.staticFolder + "/" + prefix)) + "/").hasPrefix(siteFolder) { return prefix }
        }
        return file
    }

    /// Files and folders of public/ that only the build writes.
    static let generatedFiles: Set<String> = ["index.html", "404.html", "feed.xml", "sitemap.xml"]
    static let generatedFolders = ["weeks", "notes", "assets"]

    /// What the build itself writes at a Static/ file's output path, if anything: "feed.xml", "weeks/".
    static func generatedPath(_ file: String) -> String? {
        if generatedFiles.contains(file) { return "the site's \(file)" }
        let top = file.split(separator: "/").first.map(String.init) ?? file
        return generatedFolders.contains(top) && file.contains("/") ? "the pages of \(top)/" : nil
    }

    /// The weeks of every valid snapshot, and the dates of the snapshots rejected with errors.
    private func loadWeeks(staticFiles: Set<String>, log: inout DiagnosticLog) throws -> ([Week], rejected: Set<Day>) {
        var snapshots: [(Day, FeedSnapshot, String)] = []
        var rejected: Set<Day> = []
        try decodeFolder(
            Self.specialsFolder, log: &log,
            entry: { name, file, problems -> (day: Day, file: String, bytes: [UInt8])? in
                guard name.hasSuffix(".json") else {
                    problems.append(.warning("ignored: snapshots are named like 2026-11-16.json", in: file))
                    return nil
                }
                guard let day = Day(name.dropLast(".json".count)) else {
                    problems.append(.error("a snapshot's name must be the date it applies from, like 2026-11-16.json", in: file))
                    return nil
                }
                return try self.read(file, log: &problems).map { (day, file, $0) }
            },
            decode: { entry in FeedSnapshotDecoder(file: entry.file, staticFiles: staticFiles).decode(entry.bytes) },
            use: { entry, snapshot, _ in
                if let snapshot {
                    snapshots.append((entry.day, snapshot, entry.file))
                } else {
                    rejected.insert(entry.day)
                }
            }
        )
        snapshots.sort { $0.0 < $1.0 }
        let weeks = snapshots.indices.map { index in
            let (day, snapshot, file) = snapshots[index]
            let next = index + 1 < snapshots.count ? snapshots[index + 1].0 : day.adding(days: 7)
            return Week(date: day, validThrough: next.adding(days: -1), canvasUnit: snapshot.canvasUnit, specials: snapshot.items, file: file)
        }
        return (weeks, rejected)
    }

    /// Notes that name a week, or compare items of one, whose snapshot was `rejected` are not checked
    /// against it: the snapshot's own errors say what is wrong, and "names no snapshot" would mislead.
    private func loadNotes(
        config: SiteConfig, weeks: [Week], rejected: Set<Day>, today: Day, drafts: Bool, waiting: inout Site.Waiting,
        log: inout DiagnosticLog
    ) throws -> [Note] {
        var skippedDrafts = 0
        var futureNotes: [Day] = []
        defer {
            waiting.drafts = skippedDrafts
            waiting.futureNotes = futureNotes.sorted()
        }
        let weekDates = Set(weeks.map(\.date))
        var notes: [Note] = []
        var slugs: [String: String] = [:]
        // Notes are independent: every core reads some.
        try decodeFolder(
            Self.notesFolder, log: &log,
            entry: { name, file, problems -> (file: String, slug: String, bytes: [UInt8])? in
                let slug = Self.slug(String(name.dropLast(".md".count)))
                guard name.hasSuffix(".md") else {
                    problems.append(.warning("ignored: notes are Markdown files ending in .md", in: file))
                    return nil
                }
                if let other = slugs[slug] {
                    problems.append(.error("publishes to notes/\(slug)/ like \(other); rename one", in: file))
                    return nil
                }
                slugs[slug] = file
                return try self.read(file, log: &problems).map { (file, slug, $0) }
            },
            decode: { note in
                NoteDecoder(file: note.file, slug: note.slug).decode(note.bytes)
            },
            use: { _, decoded, log in
                guard let source = decoded else { return }
                let file = source.file
                if let week = source.week, !weekDates.contains(week), !rejected.contains(week) {
                    log.append(.error("week: \(week) names no snapshot in \(Self.specialsFolder)/", in: file))
                    return
                }
                // An undated page is published at once; its comparison uses the current week.
                let date = source.date.map { BuildOptions(now: $0).today(in: config) }
                guard !source.draft || drafts else {
                    skippedDrafts += 1
                    return
                }
                if let date, date > today {
                    futureNotes.append(date)
                    return
                }
                let asOf = date ?? today

                let week = source.week.flatMap { day in weeks.first { $0.date == day } } ?? weeks.current(on: asOf)
                // The note's week is a rejected snapshot's when it names one, or when one is newer than
                // any valid snapshot up to the note's date. Its specials are unknown then, so only a
                // comparison written out in full is checked, and the note goes no further: the build fails.
                let weekRejected = source.week.map(rejected.contains)
                    ?? rejected.contains { day in day <= asOf && week.map { day > $0.date } ?? true }
                if weekRejected && source.compare.contains(where: \.namesASpecial) { return }
                var comparison: Comparison?
                if !source.compare.isEmpty {
                    switch Comparison.make(
                        entries: source.compare, specials: weekRejected ? [] : week?.specials ?? [], week: weekRejected ? nil : week?.date,
                        pricing: config.unitPricing, file: file
                    ) {
                    case let .success(made): comparison = made
                    case let .failure(error): log.append(contentsOf: error.diagnostics)
                    }
                }
                if weekRejected { return }
                notes.append(Note(source: source, date: date, comparison: comparison))
            }
        )
        // Dated notes newest first, then undated pages by title.
        return notes.sorted { one, other in
            switch (one.date, other.date) {
            case let (day?, otherDay?): (day, other.slug) > (otherDay, one.slug)
            case (_?, nil): true
            case (nil, _?): false
            case (nil, nil): (one.title.lowercased(), one.slug) < (other.title.lowercased(), other.slug)
            }
        }
    }

    /// Reads a content folder the same way for every kind of content: `entry` checks each name in
    /// file order (returning what to decode, or nil with its problems), `decode` runs on every core,
    /// and `use` takes each decoded entry back in file order, after that file's messages.
    private func decodeFolder<Entry: Sendable, Decoded: Sendable>(
        _ folder: String, log: inout DiagnosticLog,
        entry check: (_ name: String, _ file: String, _ problems: inout DiagnosticLog) throws -> Entry?,
        decode: @Sendable (Entry) -> (Decoded, [Diagnostic]),
        use: (Entry, Decoded, inout DiagnosticLog) -> Void
    ) throws {
        guard fileSystem.kind(path(folder)) == .directory else { return }
        var entries: [(entry: Entry?, problems: [Diagnostic])] = []
        for name in try fileSystem.listFolder(path(folder)) where !name.hasPrefix(".") {
            var problems = DiagnosticLog()
            let entry = try check(name, folder + "/" + name, &problems)
            entries.append((entry, problems.diagnostics))
        }
        let decoded = entries.parallelMap { $0.entry.map(decode) }
        for ((entry, problems), result) in zip(entries, decoded) {
            log.append(contentsOf: problems)
            guard let entry, let (value, diagnostics) = result else { continue }
            log.append(contentsOf: diagnostics)
            use(entry, value, &log)
        }
    }

    /// The site's `Templates/*.mustache`, which override the built-in theme file of the same name.
    /// The site's theme files, and the problems with files in Templates/ (a file that replaces nothing,
    /// one that is not UTF-8).
    func templateOverrides() throws -> (overrides: [(file: String, text: String)], problems: [Diagnostic]) {
        let folder = "Templates"
        guard fileSystem.kind(path(folder)) == .directory else { return ([], []) }
        var log = DiagnosticLog()
        var overrides: [(file: String, text: String)] = []
        let themeFiles = TemplateLibrary.builtIn.keys.sorted().map { $0 + ".mustache" }
        for name in try fileSystem.listFolder(path(folder)) where !name.hasPrefix(".") {
            let file = folder + "/" + name
            // A file that replaces no theme file would be ignored: say so, and which file was meant.
            guard themeFiles.contains(name) else {
                let stem = String(name.split(separator: ".").first ?? "")
                let meant = KeySuggestion.closest(to: stem, among: TemplateLibrary.builtIn.keys.sorted())
                log.append(.error("replaces no theme file" + (meant.map { "; did you mean \($0).mustache?" } ?? "")
                    + " The theme's files are \(themeFiles.joined(separator: ", ")).", in: file))
                continue
            }
            guard let bytes = try read(file, log: &log) else { continue }
            switch UTF8Text.decode(bytes) {
            case let .success(text): overrides.append((file, text))
            case let .failure(invalid): log.append(.error("not valid UTF-8", in: file, at: invalid.position.location))
            }
        }
        return (overrides, log.diagnostics)
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
