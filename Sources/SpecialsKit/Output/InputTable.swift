import Foundation

/// What each input was when the last complete publish read it, kept in the site's cache as git keeps
/// its index: the file's status (size, times, inode) and what the fingerprint knows of its bytes. A
/// build finds nothing to do from the files' statuses alone, reading none of them, when every status
/// is as kept; any other file, or none kept, and it reads and hashes every input as before.
///
/// A file written in the same second as the read that kept it is never trusted: a second write within
/// the file system's time resolution would leave its status as it was.
struct InputTable: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var status: FileStatus
        /// Its size and bytes' hash, as the fingerprint has them (`SiteInputs.digest`).
        var digest: String
    }

    /// When the files were read, in nanoseconds since 1970.
    var readAt: Int64
    /// The time zones whose day the fingerprint names (`PublishPolicy.zones`).
    var zones: [String]
    var entries: [String: Entry]
    /// The hyphenation dictionary of that publish (`PublishPolicy.dictionary`); nil where it was not
    /// known, and then a build cannot tell it is unchanged without reading the inputs.
    var dictionary: HyphenationDictionary?

    /// Beside the layouts, in the site's cache.
    static func path(forSite site: String) -> String {
        site + "/" + SitePaths.cache + "/inputs"
    }

    /// A file's status is trusted when it was older than this when the table was read, in nanoseconds.
    static let margin: Int64 = 1_000_000_000

    /// Whether every file was written more than a second before the table was read: a table that is
    /// not can tell no build that nothing changed.
    var isTrusted: Bool {
        entries.values.allSatisfy { isTrusted($0.status) }
    }

    private func isTrusted(_ status: FileStatus) -> Bool {
        status.modified < readAt - Self.margin && status.changed < readAt - Self.margin
    }

    /// Whether this table, read later, is to replace `kept`: unless it says what `kept` says and `kept`
    /// can be trusted. A build that read its inputs within a second of an edit keeps a table no build
    /// trusts; the next one that reads the same files a second later replaces it, so that a no-op is one
    /// again (one as soon after the edit keeps it: its own would be no more trusted).
    func replaces(_ kept: InputTable?) -> Bool {
        guard let kept, kept.entries == entries, kept.zones == zones, kept.dictionary == dictionary else { return true }
        return !kept.isTrusted && isTrusted
    }

    /// The fingerprint of the inputs of `site` with `context(zones)`, worked out from their statuses
    /// alone; nil when a file, a folder or a status is not as kept (then the inputs must be read).
    func fingerprint(site: String, fileSystem: FileSystem, context: ([String]) -> String) -> String? {
        guard let walk = try? SiteInputs.walk(site: site, fileSystem: fileSystem), walk.problems.isEmpty,
            walk.paths.count == entries.count
        else { return nil }
        var files: [(path: String, digest: String)] = []
        files.reserveCapacity(walk.paths.count)
        for path in walk.paths.sorted() {
            guard let entry = entries[path], isTrusted(entry.status),
                fileSystem.status(site + "/" + path) == entry.status
            else { return nil }
            files.append((path, entry.digest))
        }
        let folders = SiteInputs.folders(walk.folders, holding: walk.paths)
        return SiteInputs.fingerprint(context(zones), folders: folders.sorted(), files: files)
    }

    /// The table for `inputs` as read at `readAt`; nil when the file system gave no status.
    init?(inputs: SiteInputs, readAt: Int64, zones: [String], dictionary: HyphenationDictionary? = nil) {
        let files = inputs.files.sorted { $0.key < $1.key }
        let statuses = files.compactMap { inputs.statuses[$0.key] }
        guard inputs.problems.isEmpty, inputs.statuses.count == files.count, statuses.count == files.count else {
            return nil
        }
        self.readAt = readAt
        self.zones = zones
        self.dictionary = dictionary
        entries = Dictionary(
            uniqueKeysWithValues: Array(zip(files, statuses)).parallelMap { file, status in
                (file.key, Entry(status: status, digest: inputs.digest(file.key, file.value)))
            })
    }

    init(readAt: Int64, zones: [String], entries: [String: Entry], dictionary: HyphenationDictionary? = nil) {
        self.readAt = readAt
        self.zones = zones
        self.entries = entries
        self.dictionary = dictionary
    }

    /// "specials-inputs 2", the read time, the zones, the hyphenation dictionary (`dictionaryLine`), then
    /// a line per file: size, modified, changed, inode, device, digest, path (the path last: it may hold
    /// spaces).
    var text: String {
        var lines = [
            "specials-inputs 2", String(readAt), zones.joined(separator: " "), Self.dictionaryLine(dictionary),
        ]
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let status = entry.status
            lines.append(
                "\(status.size) \(status.modified) \(status.changed) \(status.inode) \(status.device) \(entry.digest) \(path)"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The table `text` wrote; nil for anything else.
    init?(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// The table `text` wrote, as UTF-8; nil for anything else. Read byte by byte: splitting the text
    /// into lines and fields was a sixth of a build with nothing to do.
    init?(bytes: [UInt8]) {
        var cursor = Cursor(bytes: bytes)
        guard cursor.word(until: Cursor.newline) == "specials-inputs 2", let readAt: Int64 = cursor.number(),
            cursor.skip(Cursor.newline), let zones = cursor.word(until: Cursor.newline, empty: true),
            let line = cursor.word(until: Cursor.newline), let dictionary = Self.dictionary(line: line)
        else { return nil }
        var entries: [String: Entry] = [:]
        while !cursor.atEnd {
            // size modified changed inode device (digest: size hash) path
            guard let size: Int64 = cursor.number(), cursor.skip(Cursor.space),
                let modified: Int64 = cursor.number(), cursor.skip(Cursor.space),
                let changed: Int64 = cursor.number(), cursor.skip(Cursor.space),
                let inode: UInt64 = cursor.number(), cursor.skip(Cursor.space),
                let device: UInt64 = cursor.number(), cursor.skip(Cursor.space),
                let digestSize = cursor.word(until: Cursor.space), let digestHash = cursor.word(until: Cursor.space),
                let path = cursor.word(until: Cursor.newline)
            else { return nil }
            entries[path] = Entry(
                status: FileStatus(size: size, modified: modified, changed: changed, inode: inode, device: device),
                digest: digestSize + " " + digestHash)
        }
        self.init(
            readAt: readAt, zones: zones.split(separator: " ").map(String.init), entries: entries,
            dictionary: dictionary)
    }

    /// "hyphenation" where the dictionary is not known; "hyphenation de_DE" where the machine has none for
    /// the locale; "hyphenation de_DE size modified changed inode device digest path" for its file.
    private static func dictionaryLine(_ dictionary: HyphenationDictionary?) -> String {
        guard let dictionary, dictionary.path == nil || dictionary.status != nil else { return "hyphenation" }
        guard let path = dictionary.path, let status = dictionary.status, let digest = dictionary.digest else {
            return "hyphenation \(dictionary.locale)"
        }
        return "hyphenation \(dictionary.locale) \(status.size) \(status.modified) \(status.changed) \(status.inode) "
            + "\(status.device) \(digest) \(path)"
    }

    /// The dictionary `dictionaryLine` wrote: nil (not known) for any other line.
    private static func dictionary(line: String) -> HyphenationDictionary?? {
        let fields = line.split(separator: " ", maxSplits: 9, omittingEmptySubsequences: false).map(String.init)
        guard fields.first == "hyphenation" else { return nil }
        if fields.count == 1 { return .some(nil) }
        if fields.count == 2 { return HyphenationDictionary(locale: fields[1]) }
        guard fields.count == 10, let size = Int64(fields[2]), let modified = Int64(fields[3]),
            let changed = Int64(fields[4]), let inode = UInt64(fields[5]), let device = UInt64(fields[6])
        else { return nil }
        return HyphenationDictionary(
            locale: fields[1], path: fields[9],
            status: FileStatus(size: size, modified: modified, changed: changed, inode: inode, device: device),
            digest: fields[7] + " " + fields[8])
    }

    /// Reads the table's fields in order.
    private struct Cursor {
        static let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        let bytes: [UInt8]
        var at = 0
        var atEnd: Bool { at == bytes.count }

        /// Skips `byte`; false where another byte (or none) is next.
        mutating func skip(_ byte: UInt8) -> Bool {
            guard at < bytes.count, bytes[at] == byte else { return false }
            at += 1
            return true
        }

        /// The text up to `end` on this line, which is skipped; nil where the line or the table ends
        /// first, or for no text unless `empty`.
        mutating func word(until end: UInt8, empty: Bool = false) -> String? {
            guard let stop = bytes[at...].firstIndex(where: { $0 == end || $0 == Self.newline }), bytes[stop] == end,
                empty || stop > at
            else { return nil }
            defer { at = stop + 1 }
            return String(decoding: bytes[at..<stop], as: UTF8.self)
        }

        /// A decimal integer (with a minus sign where `Value` has one); nil for none or one too large.
        mutating func number<Value: FixedWidthInteger>() -> Value? {
            let negative = Value.isSigned && skip(UInt8(ascii: "-"))
            let start = at
            var value: Value = 0
            while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") {
                let digit = Value(bytes[at] - UInt8(ascii: "0"))
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, carry) =
                    negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
                guard !overflow, !carry else { return nil }
                value = sum
                at += 1
            }
            return at > start ? value : nil
        }
    }

    static func read(site: String) -> InputTable? {
        FileManager.default.contents(atPath: path(forSite: site)).flatMap { InputTable(bytes: [UInt8]($0)) }
    }

    func write(site: String) throws {
        try FileManager.default.createDirectory(atPath: site + "/" + SitePaths.cache, withIntermediateDirectories: true)
        try AtomicFile.write(Array(text.utf8), to: Self.path(forSite: site))
    }

    /// The table's file removed: what the next build reads decides.
    static func forget(site: String) {
        unlink(path(forSite: site))
    }
}
