import CanvasPacking
import Foundation

/// What a publish decides from the last one, apart from the stages: whether anything changed (the
/// inputs' fingerprint against the record beside the output), which of a chain's stores keep their
/// files as the last publish left them, and what is saved beside the output afterwards.
struct PublishPolicy: Sendable {
    var output: String
    /// The inputs' fingerprint with the build's context; nil when an input could not be read (the load
    /// reports it), which never matches.
    var fingerprint: String?
    /// The last publish's record, without its listing of the output (`listed` keeps that).
    var record: PublishRecord?
    /// The last publish's record whole when the output is still as it says, found by listing the output
    /// on a thread of its own while the inputs are hashed and loaded (at 10,000 stores the listing takes
    /// over a second, nearly all of it the kernel's); nil otherwise. The record's listing (a line per
    /// published file, 20 MiB at 10,000 stores) is held only while it tells what the output holds.
    private var listed: Background<PublishRecord?>
    var untouched: Bool { listed.value != nil }
    /// For a chain: what each store's pages are made from.
    var stores: StorePages?
    /// The time zones whose day the fingerprint names: the site's and its stores'.
    let zones: [String]
    /// The hyphenation dictionary the site's names are broken by, which the fingerprint names.
    let dictionary: HyphenationDictionary?

    init(inputs: SiteInputs, config: SiteConfig?, chain: Chain?, options: BuildOptions, version: String, output: String)
    {
        // Today in every time zone the site has: a chain's stores each switch weeks at their own midnight.
        let siteZone = (config ?? SiteConfig()).timeZone
        zones = Set([siteZone.identifier] + (chain?.stores.compactMap(\.timeZone?.identifier) ?? [])).sorted()
        self.output = output
        dictionary = config?.hyphenation?.names?.dictionary
        let hyphenation = dictionary?.identity ?? "none"
        let record = PublishRecord.read(for: output)
        listed = Background { record.flatMap { $0.matches(output: output) ? $0 : nil } }
        self.record = record.map { PublishRecord(fingerprint: $0.fingerprint, warnings: $0.warnings, output: []) }
        fingerprint =
            inputs.problems.isEmpty
            ? inputs.fingerprint(
                Self.context(zones: zones, hyphenation: hyphenation, options: options, version: version))
            : nil
        stores =
            chain != nil && inputs.problems.isEmpty
            ? StorePages(
                inputs: inputs, context: Self.buildContext(hyphenation: hyphenation, options: options, version: version)
            )
            : nil
    }

    /// What a build's output depends on besides its inputs: the binary, its options, the hyphenation
    /// dictionary (`HyphenationDictionary.identity`), and the day in each of `zones`.
    static func context(zones: [String], hyphenation: String, options: BuildOptions, version: String) -> String {
        let today = zones.map { "\($0) \(options.now.day(in: TimeZone(identifier: $0) ?? .gmt))" }.joined(
            separator: ", ")
        return buildContext(hyphenation: hyphenation, options: options, version: version)
            + "today \(today)\nstores \(options.selection.description)\n"
    }

    private static func buildContext(hyphenation: String, options: BuildOptions, version: String) -> String {
        "specials \(version)\ndrafts \(options.drafts)\nhyphenation \(hyphenation)\n"
    }

    /// The last publish's warnings when nothing changed, found from the inputs' statuses alone
    /// (`InputTable`) and the hyphenation dictionary's: no input is read. Nil when that cannot tell (then
    /// the inputs are read and hashed).
    static func unchanged(
        site: String, output: String, fileSystem: FileSystem, options: BuildOptions, version: String,
        hyphenationFolder: String
    ) -> [Diagnostic]? {
        guard let table = InputTable.read(site: site), let dictionary = table.dictionary,
            dictionary.isCurrent(folder: hyphenationFolder),
            let record = PublishRecord.read(for: output),
            let fingerprint = table.fingerprint(
                site: site, fileSystem: fileSystem,
                context: {
                    context(zones: $0, hyphenation: dictionary.identity, options: options, version: version)
                }),
            fingerprint == record.fingerprint, record.matches(output: output)
        else { return nil }
        return record.warnings
    }

    /// The output's files, when it is as the last publish left them.
    var published: Set<String>? {
        listed.value?.paths
    }

    /// The last publish's warnings when the inputs and the output are as it left them: nothing to do.
    var upToDate: [Diagnostic]? {
        guard let fingerprint, let record, record.fingerprint == fingerprint, untouched else { return nil }
        return record.warnings
    }

    /// What each published store's pages and shared price list's item pages are made from, by their
    /// folder, and those whose inputs are as the last publish's, over an output as it left it: their
    /// files are kept, not rendered again.
    func reuse(_ loaded: SiteBuilder.Loaded, images: TileImages) -> (keys: [String: String], kept: [String: [String]]) {
        guard let stores else { return ([:], [:]) }
        let units = loaded.published.map { ($0.folder, $0.site) } + loaded.publishedLists.map { ($0.unit, $0.site) }
        // A snapshot's part of the hash is the same for every store that shows it: computed once.
        let weeks = Dictionary(
            uniqueKeysWithValues: zip(
                loaded.weeks.map(\.file), loaded.weeks.parallelMap { stores.week($0, images: images) }))
        let keys = Dictionary(
            uniqueKeysWithValues: zip(
                units.map(\.0), units.parallelMap { stores.key($0.0, site: $0.1, images: images, weeks: weeks) }))
        guard let record = listed.value, !record.stores.isEmpty else { return (keys, [:]) }
        let previous = record.stores
        let published = record.filesByUnit()
        let kept = keys.compactMap { unit, key in previous[unit] == key ? published[unit].map { (unit, $0) } : nil }
        return (keys, Dictionary(uniqueKeysWithValues: kept))
    }

    /// Claims the folder before it changes, so that a build killed from then on leaves it recognisably
    /// ours, and saves the item slugs it is about to publish, so that no later build moves them; what
    /// cannot be written stops the build before anything changed.
    func claim(slugs: SlugMap, published: SlugMap) throws {
        // The build holds the lock: the record read at the start is the one there now.
        if record == nil {
            try PublishRecord(fingerprint: PublishRecord.incomplete, output: []).write(for: output)
        }
        guard slugs != published else { return }
        do { try slugs.write(for: output) } catch {
            throw SpecialsError(
                .output, "the item pages' slugs cannot be saved (\(Self.reason(error))); nothing was published",
                at: SlugMap.path(for: output))
        }
    }

    /// Saves the layouts (to `layoutsPath`, in the site's cache) and the record beside the published
    /// output. The site is published: what cannot be saved now costs the next build time, never the
    /// site its pages, so it is a warning. A failed image download is tried by the next build, so such
    /// a publish (not `complete`) is recorded as incomplete: it never matches a fingerprint. `listing`
    /// is the output's files as the publish left them (`DiskSink`).
    func save(
        layouts: LayoutCache, to layoutsPath: String, warnings: [Diagnostic], complete: Bool,
        stores keys: [String: String],
        listing: [FileStamp]
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        do {
            try layouts.save(to: layoutsPath)
            // Kept beside the output before 0.7.5: saved into the site's cache now.
            unlink(LayoutCache.formerPath(for: output))
        } catch {
            problems.append(
                .warning(
                    "the layouts cannot be saved (\(Self.reason(error))); the next build packs every week again",
                    in: layoutsPath))
        }
        let published = PublishRecord(
            fingerprint: complete ? fingerprint ?? PublishRecord.incomplete : PublishRecord.incomplete,
            warnings: warnings, output: PublishRecord.listing(listing), stores: keys)
        do { try published.write(for: output) } catch {
            problems.append(
                .warning(
                    "the site is published, but its record cannot be written (\(Self.reason(error))); "
                        + "the next build renders everything again", in: PublishRecord.path(for: output)))
        }
        return problems
    }

    /// Why a file beside the output could not be written, in the system's words.
    static func reason(_ error: any Error) -> String {
        (error as? SpecialsError)?.reason ?? FileSystemError.reason(error)
    }
}
