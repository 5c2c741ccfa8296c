import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Everything below a folder as it is now, hidden entries included: each file's bytes, modification
/// time and inode, each folder and link by name. Two snapshots compare equal when nothing was created,
/// removed, written, touched or replaced.
public struct FolderSnapshot: Equatable, Sendable, CustomStringConvertible {
    public struct Entry: Equatable, Sendable {
        public enum Kind: Equatable, Sendable { case file, folder, link }
        public var kind: Kind
        /// A file's bytes; empty for folders and links.
        public var bytes: [UInt8]
        /// Seconds and nanoseconds since 1970.
        public var modified: Double
        public var inode: UInt64
    }

    /// Entries by their path relative to the folder.
    public var entries: [String: Entry]

    public init(_ folder: String) {
        entries = [:]
        scan(folder, prefix: "")
    }

    private mutating func scan(_ folder: String, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            let full = folder + "/" + name
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            let relative = prefix + name
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                entries[relative] = Entry(kind: .folder, bytes: [], modified: modified, inode: UInt64(info.st_ino))
                scan(full, prefix: relative + "/")
            case S_IFLNK:
                entries[relative] = Entry(kind: .link, bytes: [], modified: modified, inode: UInt64(info.st_ino))
            default:
                let bytes = FileManager.default.contents(atPath: full).map { [UInt8]($0) } ?? []
                entries[relative] = Entry(kind: .file, bytes: bytes, modified: modified, inode: UInt64(info.st_ino))
            }
        }
    }

    /// Short, for a failed expectation: `differences(from:)` says what changed.
    public var description: String { "\(entries.count) entries" }

    /// This snapshot without the entries `excluded` says to leave out (the build lock, which every
    /// build rewrites, say).
    public func without(_ excluded: (String) -> Bool) -> FolderSnapshot {
        var copy = self
        copy.entries = entries.filter { !excluded($0.key) }
        return copy
    }

    /// The regular files only.
    public var files: [String: Entry] { entries.filter { $0.value.kind == .file } }

    /// The text of the file at `path`, if there is one.
    public func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// What differs from `other`, one line a path, for a failure message.
    public func differences(from other: FolderSnapshot) -> [String] {
        Set(entries.keys).union(other.entries.keys).sorted().compactMap { path in
            switch (other.entries[path], entries[path]) {
            case (nil, _?): "created \(path)"
            case (_?, nil): "removed \(path)"
            case (let before?, let after?) where before.bytes != after.bytes: "rewritten \(path)"
            case (let before?, let after?) where before.modified != after.modified: "touched \(path)"
            case (let before?, let after?) where before.inode != after.inode: "replaced \(path)"
            default: nil
            }
        }
    }
}
