import Foundation

/// Decodes a site's inputs (read once, as `SiteInputs`) into the model, validating everything and
/// reporting every problem of the run in one invalid-input error.
///
/// In: the inputs, the settings decoded from site.yml, the day and whether drafts count.
/// Out: a `Site` (the weeks live on that day, the notes to publish, Static/'s files) and the warnings.
/// Steps: the problems met reading; Static/'s files; every snapshot of `Content/specials/` into a week;
/// every note of `Content/notes/`, its comparison resolved against its week. Snapshots and notes are
/// decoded on every core and reported in file order.
struct SiteLoader {
    var inputs: SiteInputs

    struct Loaded {
        var site: Site
        var warnings: [Diagnostic]
    }

    /// `config` is site.yml decoded once by the caller, with its diagnostics; nil when it is invalid.
    func load(config decoded: (config: SiteConfig?, diagnostics: [Diagnostic]), now: BuildDate, drafts: Bool) throws -> Loaded {
        var log = DiagnosticLog()
        log.append(contentsOf: inputs.problems)
        log.append(contentsOf: decoded.diagnostics)
        let config = decoded.config ?? SiteConfig()
        let today = now.day(in: config.timeZone)

        let staticFiles = Dictionary(uniqueKeysWithValues: inputs.files(below: SitePaths.staticFiles).map { ($0.path, $0.bytes) })
        let (allWeeks, rejected) = loadWeeks(staticFiles: Set(staticFiles.keys), region: config.region, log: &log)
        guard !allWeeks.isEmpty || log.hasErrors else {
            throw SpecialsError(.missingInput, "no feed snapshots; add one named like \(today).json", at: SitePaths.specials)
        }
        var waiting = Site.Waiting()
        waiting.nextWeek = allWeeks.first { $0.date > today }?.date
        let notes = loadNotes(config: config, weeks: allWeeks, rejected: rejected, today: today, drafts: drafts, waiting: &waiting, log: &log)

        if log.hasErrors { throw SpecialsError.invalidInput(log.errors + log.warnings) }
        let weeks = allWeeks.filter { $0.date <= today }
        guard !weeks.isEmpty else {
            throw SpecialsError(.missingInput, "no snapshot is dated on or before \(today); the first is \(allWeeks[0].date)", at: SitePaths.specials)
        }
        let current = weeks[weeks.count - 1]
        if today > current.validThrough {
            // A cron build with no new snapshot would publish last week's prices as this week's, quietly.
            log.append(.warning("no snapshot for the week of \(today): the newest, \(current.date).json, ran through "
                + "\(current.validThrough), and the front page shows its prices until one dated on or before \(today) is added",
                in: SitePaths.specials))
        }
        var site = Site(config: config, weeks: weeks, notes: notes, staticFiles: staticFiles, today: today)
        site.waiting = waiting
        return Loaded(site: site, warnings: log.warnings)
    }

    /// The weeks of every valid snapshot, and the dates of the snapshots rejected with errors.
    private func loadWeeks(staticFiles: Set<String>, region: String?, log: inout DiagnosticLog) -> ([Week], rejected: Set<Day>) {
        var snapshots: [(Day, FeedSnapshot, String)] = []
        var rejected: Set<Day> = []
        decodeFolder(
            SitePaths.specials, log: &log,
            entry: { entry, problems -> (day: Day, file: String, bytes: [UInt8])? in
                let (name, file) = (entry.name, entry.path)
                guard name.hasSuffix(".json") else {
                    problems.append(.warning("ignored: snapshots are named like 2026-11-16.json", in: file))
                    return nil
                }
                guard let day = Day(name.dropLast(".json".count)) else {
                    problems.append(.error("a snapshot's name must be the date it applies from, like 2026-11-16.json", in: file))
                    return nil
                }
                guard let bytes = self.file(entry, what: "a snapshot", problems: &problems) else { return nil }
                return (day, file, bytes)
            },
            decode: { entry in FeedSnapshotDecoder(file: entry.file, staticFiles: staticFiles, region: region).decode(entry.bytes) },
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
    ) -> [Note] {
        var skippedDrafts = 0
        var futureNotes: [Day] = []
        defer {
            waiting.drafts = skippedDrafts
            waiting.futureNotes = futureNotes.sorted()
        }
        let weekDates = Set(weeks.map(\.date))
        var notes: [Note] = []
        var slugs: [String: String] = [:]
        let region = config.region
        // Notes are independent: every core reads some.
        decodeFolder(
            SitePaths.notes, log: &log,
            entry: { entry, problems -> (file: String, slug: String, bytes: [UInt8])? in
                let (name, file) = (entry.name, entry.path)
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
                guard let bytes = self.file(entry, what: "a note", problems: &problems) else { return nil }
                return (file, slug, bytes)
            },
            decode: { note in
                NoteDecoder(file: note.file, slug: note.slug, region: region).decode(note.bytes)
            },
            use: { _, decoded, log in
                guard let source = decoded else { return }
                let file = source.file
                if let week = source.week, !weekDates.contains(week), !rejected.contains(week) {
                    log.append(.error("week: \(week) names no snapshot in \(SitePaths.specials)/", in: file))
                    return
                }
                // An undated page is published at once; its comparison uses the current week.
                let date = source.date.map { $0.day(in: config.timeZone) }
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
        entry check: (_ entry: SiteInputs.Entry, _ problems: inout DiagnosticLog) -> Entry?,
        decode: @Sendable (Entry) -> (Decoded, [Diagnostic]),
        use: (Entry, Decoded, inout DiagnosticLog) -> Void
    ) {
        var entries: [(entry: Entry?, problems: [Diagnostic])] = []
        for input in inputs.entries(in: folder) {
            var problems = DiagnosticLog()
            let entry = check(input, &problems)
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

    /// A URL-safe name: lowercase letters, digits and dashes.
    static func slug(_ name: String) -> String {
        let mapped = name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
        let collapsed = String(mapped).split(separator: "-").joined(separator: "-")
        return collapsed.isEmpty ? "note" : collapsed
    }

    /// The bytes of an entry that should be a file: a folder in its place is an error when its name
    /// says it is `what` (a folder named like a note), else a warning that it is ignored.
    private func file(_ entry: SiteInputs.Entry, what: String, problems: inout DiagnosticLog) -> [UInt8]? {
        if entry.isFolder {
            problems.append(.error("is a folder, not \(what); a folder cannot stand where a file is read", in: entry.path))
            return nil
        }
        return inputs.file(entry.path)
    }
}
