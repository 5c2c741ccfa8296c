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

    /// Beside the layouts, in the site's cache.
    static func path(forSite site: String) -> String {
        site + "/" + SitePaths.cache + "/inputs"
    }

    /// The fingerprint of the inputs of `site` with `context(zones)`, worked out from their statuses
    /// alone; nil when a file, a folder or a status is not as kept (then the inputs must be read).
    func fingerprint(site: String, fileSystem: FileSystem, context: ([String]) -> String) -> String? {
        guard let walk = try? SiteInputs.walk(site: site, fileSystem: fileSystem), walk.problems.isEmpty,
            walk.paths.count == entries.count
        else { return nil }
        let margin: Int64 = 1_000_000_000
        var files: [(path: String, digest: String)] = []
        files.reserveCapacity(walk.paths.count)
        for path in walk.paths.sorted() {
            guard let entry = entries[path], entry.status.modified < readAt - margin,
                entry.status.changed < readAt - margin,
                fileSystem.status(site + "/" + path) == entry.status
            else { return nil }
            files.append((path, entry.digest))
        }
        let folders = SiteInputs.folders(walk.folders, holding: walk.paths)
        return SiteInputs.fingerprint(context(zones), folders: folders.sorted(), files: files)
    }

    /// The table for `inputs` as read at `readAt`; nil when the file system gave no status.
    init?(inputs: SiteInputs, readAt: Int64, zones: [String]) {
        guard inputs.problems.isEmpty, inputs.statuses.count == inputs.files.count else { return nil }
        self.readAt = readAt
        self.zones = zones
        let paths = inputs.files.keys.sorted()
        entries = Dictionary(
            uniqueKeysWithValues: zip(
                paths,
                paths.parallelMap { path in
                    Entry(status: inputs.statuses[path]!, digest: inputs.digest(path))
                }))
    }

    init(readAt: Int64, zones: [String], entries: [String: Entry]) {
        self.readAt = readAt
        self.zones = zones
        self.entries = entries
    }

    /// "specials-inputs 1", the read time, the zones, then a line per file: size, modified, changed,
    /// inode, device, digest, path (the path last: it may hold spaces).
    var text: String {
        var lines = ["specials-inputs 1", String(readAt), zones.joined(separator: " ")]
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
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 4, lines.removeLast().isEmpty, lines[0] == "specials-inputs 1",
            let readAt = Int64(lines[1])
        else { return nil }
        var entries: [String: Entry] = [:]
        for line in lines.dropFirst(3) {
            // size modified changed inode device (digest: size hash) path
            let fields = line.split(separator: " ", maxSplits: 7, omittingEmptySubsequences: false)
            guard fields.count == 8, let size = Int64(fields[0]), let modified = Int64(fields[1]),
                let changed = Int64(fields[2]),
                let inode = UInt64(fields[3]), let device = UInt64(fields[4]), !fields[7].isEmpty
            else { return nil }
            entries[String(fields[7])] = Entry(
                status: FileStatus(size: size, modified: modified, changed: changed, inode: inode, device: device),
                digest: "\(fields[5]) \(fields[6])")
        }
        self.init(readAt: readAt, zones: lines[2].split(separator: " ").map(String.init), entries: entries)
    }

    static func read(site: String) -> InputTable? {
        FileManager.default.contents(atPath: path(forSite: site)).flatMap {
            InputTable(text: String(decoding: $0, as: UTF8.self))
        }
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
