import Foundation

/// The notes: decoded once for the whole site, then each store's assembled from them.
extension SiteLoader {
    /// Every note, decoded once; a note limited to stores or regions the chain does not have is an error.
    func loadNotes(chain: Chain?, region: String?, log: inout DiagnosticLog) -> [NoteSource] {
        var notes: [NoteSource] = []
        var slugs: [String: String] = [:]
        // Notes are independent: every core reads some.
        decodeFolder(
            SitePaths.notes, log: &log,
            entry: { entry, problems -> (file: String, slug: String, bytes: [UInt8])? in
                let (name, file) = (entry.name, entry.path)
                let slug = Slug.readable(String(name.dropLast(".md".count)), fallback: "note")
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
                let limits = source.limits
                if !limits.isEmpty, chain == nil {
                    log.append(
                        .warning(
                            "stores: and regions: limit a note to some of a chain's stores; without \(SitePaths.stores) every page has it",
                            in: source.file, at: limits.location))
                }
                if let chain {
                    let unknownStores = (limits.stores ?? []).filter { id in !chain.stores.contains { $0.id == id } }
                    let unknownRegions = (limits.regions ?? []).filter { !chain.regions.contains($0) }
                    for name in unknownStores {
                        log.append(
                            .error(
                                "stores: no store in \(SitePaths.stores) has the id \"\(name)\"", in: source.file,
                                at: limits.location))
                    }
                    for name in unknownRegions {
                        log.append(
                            .error(
                                "regions: no store in \(SitePaths.stores) carries the region \"\(name)\"",
                                in: source.file, at: limits.location))
                    }
                }
                notes.append(source)
            }
        )
        return notes
    }

    /// A note's comparison against one snapshot (none when its week is unknown): the same for every
    /// store whose week that snapshot is, with the chain's unit pricing.
    struct ComparisonKey: Hashable {
        var note: String
        var week: String?
    }

    /// The notes `store` publishes, with their comparisons resolved against its weeks.
    ///
    /// Notes that name a week, or compare items of one, whose snapshot was `rejected` are not checked
    /// against it: the snapshot's own errors say what is wrong, and "names no snapshot" would mislead.
    func assembleNotes(
        _ sources: [NoteSource], for store: Store?, config: SiteConfig, weeks: [Week], rejected: Set<Day>, today: Day,
        drafts: Bool,
        waiting: inout Site.Waiting, comparisons: inout [ComparisonKey: Result<Comparison?, SpecialsError>],
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
        for source in sources {
            if let store, !source.limits.include(store.id, region: store.region) { continue }
            let file = source.file
            if let week = source.week, !weekDates.contains(week), !rejected.contains(week) {
                log.append(
                    .error("week: \(week) names no snapshot\(Self.for(store)) in \(SitePaths.specials)/", in: file))
                continue
            }
            // An undated page is published at once; its comparison uses the current week.
            let date = source.date.map { $0.day(in: config.timeZone) }
            guard !source.draft || drafts else {
                skippedDrafts += 1
                continue
            }
            if let date, date > today {
                futureNotes.append(date)
                continue
            }
            let asOf = date ?? today

            let week = source.week.flatMap { day in weeks.first { $0.date == day } } ?? weeks.current(on: asOf)
            // The note's week is a rejected snapshot's when it names one, or when one is newer than
            // any valid snapshot up to the note's date. Its specials are unknown then, so only a
            // comparison written out in full is checked, and the note goes no further: the build fails.
            let weekRejected =
                source.week.map(rejected.contains)
                ?? rejected.contains { day in day <= asOf && week.map { day > $0.date } ?? true }
            if weekRejected && source.compare.contains(where: \.namesASpecial) { continue }
            let comparison =
                source.compare.isEmpty
                ? nil
                : self.comparison(
                    source, week: week, weekRejected: weekRejected, store: store, config: config,
                    comparisons: &comparisons, log: &log)
            if weekRejected { continue }
            notes.append(Note(source: source, date: date, comparison: comparison))
        }
        return notes.sorted(by: Self.newestFirst)
    }

    /// Dated notes newest first, then undated pages by title.
    static func newestFirst(_ one: Note, _ other: Note) -> Bool {
        switch (one.date, other.date) {
        case (let day?, let otherDay?): (day, other.slug) > (otherDay, one.slug)
        case (_?, nil): true
        case (nil, _?): false
        case (nil, nil): (one.title.lowercased(), one.slug) < (other.title.lowercased(), other.slug)
        }
    }

    /// The comparison of `source` against `week` (none when rejected), made once for the stores whose
    /// week is the same snapshot; its problems, told with the store whose week it is.
    private func comparison(
        _ source: NoteSource, week: Week?, weekRejected: Bool, store: Store?, config: SiteConfig,
        comparisons: inout [ComparisonKey: Result<Comparison?, SpecialsError>], log: inout DiagnosticLog
    ) -> Comparison? {
        let file = source.file
        // Made once for the stores whose week is the same snapshot.
        let key = ComparisonKey(note: file, week: weekRejected ? nil : week?.file)
        let known = comparisons[key]
        let made =
            known
            ?? Comparison.make(
                entries: source.compare, specials: weekRejected ? [] : week?.specials ?? [],
                week: weekRejected ? nil : week?.date,
                pricing: config.unitPricing, file: file, absentAllowed: store != nil
            )
        comparisons[key] = made
        switch made {
        case .success(let made):
            // A store's own ad may lack a special the chain's note compares: its row says so, once a week.
            if known == nil, let store, let week {
                for absent in made?.absent ?? [] {
                    log.append(
                        .warning(
                            "compare item \(absent.number): the week of \(week.date) has no special named \"\(absent.name)\" "
                                + "(for store \(store.id), whose week is \(week.file)); its row says it is not in this store's ad",
                            in: file, at: absent.location))
                }
            }
            return made
        case .failure(let error):
            // A note shared by a chain's stores is checked against each store's week: say whose.
            log.append(
                contentsOf: error.diagnostics.map { problem in
                    var named = problem
                    if let store, let week {
                        named.message += " (for store \(store.id), whose week is \(week.file))"
                    }
                    return named
                })
            return nil
        }
    }
}
