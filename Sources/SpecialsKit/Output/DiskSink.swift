import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What a publish changed.
public struct PublishReport: Sendable, Equatable {
    /// Files written because they are new or their content changed.
    public var written: [String] = []
    /// Files whose content was the same: kept as they were, mtime included.
    public var unchanged = 0
    /// Files of the previous site that the new one no longer has.
    public var removed: [String] = []
}

/// Publishes output files to a folder in one step.
///
/// In: the build's files as values, with the output's lock held. Out: the folder replaced whole, and a
/// report of what was written, kept and removed.
///
/// Steps:
/// 1. The site published before the current one (`.public.previous`) becomes the staging folder beside
///    the output, so its folders are reused; what the new site lacks is pruned from it.
/// 2. Each file is staged on every core: a hard link to the published file when the bytes are the same
///    (same inode, same mtime), else the older site's file at that path written over when no other
///    name shares it, else a new file; a file the published site shares is never written into.
/// 3. The staging folder and the output swap places in one `renameat2(RENAME_EXCHANGE)`, so a reader
///    or a crash sees the old site or the new, never a mix; the old site is kept as the next start.
package struct DiskSink: Sendable {
    /// The output folder, absolute.
    package var output: String
    /// How long to wait for another build's lock, in seconds.
    package var lockWait: TimeInterval

    package init(output: String, lockWait: TimeInterval = 0) {
        self.output = output
        self.lockWait = lockWait
    }

    /// Takes the output's lock, then publishes.
    package func publish(_ files: [OutputFile]) throws -> PublishReport {
        let lock = try BuildLock(output: output, wait: lockWait)
        return try withExtendedLifetime(lock) { try publish(files, holdingLockOf: lock) }
    }

    /// Publishes while the caller holds the output's lock (taken before the build read anything).
    func publish(_ files: [OutputFile], holdingLockOf lock: BuildLock) throws -> PublishReport {
        try publish(files, holdingLockOf: lock, publishedBefore: nil).report
    }

    /// Publishes while the caller holds the output's lock; also returns each file's size and modification
    /// time, as a listing of the output would say them (`FileListing.regularFiles`) but without one.
    /// `publishedBefore`, the output's files when the caller knows them (the last publish's record,
    /// checked against the output), spares listing them for the report; it is asked for once the files
    /// are staged (a chain's 200,000 paths are not held while its pages are written). With
    /// `releasingPages`, each page lets go of what it is made from once written (`OutputFile.takeBytes`):
    /// the files are asked for once.
    func publish(
        _ files: [OutputFile], holdingLockOf lock: BuildLock,
        publishedBefore: @autoclosure () -> Set<String>?, releasingPages: Bool = false
    ) throws
        -> (report: PublishReport, listing: [FileStamp])
    {
        let outputExists = try clearLeftovers()
        let staging = OutputSibling.path("staging-\(getpid())", of: output)
        let previous = OutputSibling.path("previous", of: output)
        var report = PublishReport()
        var listing: [FileStamp] = []
        listing.reserveCapacity(files.count)
        do {
            // The site published before the current one is the starting point: its folders are reused
            // and its links to unchanged files kept, so a publish that changes little does little.
            if !(FileListing.isFolderItself(previous) && rename(previous, staging) == 0) {
                FileListing.removeTree(previous)
                try Self.makeFolder(staging)
            }
            let folders = Self.folders(of: files)
            Self.prune(staging, keeping: files, folders: folders)
            try makeFolders(folders, in: staging)
            // Staging is private to this build, so files are staged on every core; the first error wins.
            let staged = files.parallelMap { file in
                Result {
                    let (changed, info) = try stage(
                        file, in: staging, outputExists: outputExists, releasing: releasingPages)
                    return (changed, FileStamp(path: file.path, info: info))
                }
            }
            for (file, result) in zip(files, staged) {
                let (changed, stamp) = try result.get()
                if changed {
                    report.written.append(file.path)
                } else {
                    report.unchanged += 1
                }
                listing.append(stamp)
            }
            report.written.sort()
            if outputExists {
                report.removed = (publishedBefore() ?? Self.listFiles(output)).subtracting(files.map(\.path)).sorted()
                try exchange(staging, output)
                // The old site is the next publish's starting point.
                if rename(staging, previous) != 0 { FileListing.removeTree(staging) }
            } else {
                guard rename(staging, output) == 0 else {
                    throw systemError("cannot move the new site into place", output)
                }
            }
        } catch {
            FileListing.removeTree(staging)
            throw error
        }
        return (report, listing)
    }

    /// Puts one file into the staging folder: the published file itself (a hard link: same inode,
    /// same mtime) when the content is the same, else new contents. What the staging folder held at
    /// that path is written over only when it is a regular file with no other name; otherwise it is
    /// replaced, since it may be linked to a published file. Returns whether the site's file changed,
    /// and what stat(2) says of the file staged.
    private func stage(
        _ file: OutputFile, in staging: String, outputExists: Bool, releasing: Bool
    ) throws -> (changed: Bool, info: stat) {
        let target = staging + "/" + file.path
        let published = output + "/" + file.path
        var staged = stat()
        // A folder at a file's path is a conflict in the output itself: left for the write to fail on.
        let stagedFile = lstat(target, &staged) == 0 && (staged.st_mode & S_IFMT) != S_IFDIR
        if file.isKept {
            // Known to be unchanged (the caller checked the output against the last publish's record).
            var current = stat()
            guard lstat(published, &current) == 0 else {
                throw systemError("cannot keep the published file", published)
            }
            if stagedFile, staged.st_ino == current.st_ino, staged.st_dev == current.st_dev { return (false, current) }
            if stagedFile { unlink(target) }
            guard link(published, target) == 0 else { throw systemError("cannot keep the published file", published) }
            return (false, current)
        }
        // A page is rendered here, once: its bytes are asked for below.
        guard let contents = releasing ? file.takeBytes() : file.bytes() else {
            throw SpecialsError(
                .output, "cannot read the image kept in the site's .specials-cache/renditions/ (removed during the build?)",
                at: published)
        }
        if outputExists, let current = Self.sameContents(published, contents) {
            if stagedFile, staged.st_ino == current.st_ino, staged.st_dev == current.st_dev {
                return (false, current)
            }
            if stagedFile { unlink(target) }
            if link(published, target) == 0 { return (false, current) }
        } else if stagedFile {
            // An older site's file that no other name shares is written over, not replaced by a new
            // file: creating files soon after unlinking many is slow on ext4 without a journal (each
            // new inode is checked against those freed in the last seconds), and a weekly build
            // changes most of its files.
            if (staged.st_mode & S_IFMT) == S_IFREG, staged.st_nlink == 1 {
                return (true, try write(contents, to: target, naming: published, over: Int(staged.st_size)))
            }
            unlink(target)
        }
        return (true, try write(contents, to: target, naming: published))
    }

    /// The folders the files go in, by depth: `[0]` holds the top-level ones, `[1]` those one below.
    /// A file's folder that is known already has its parents known too: most files cost one lookup.
    static func folders(of files: [OutputFile]) -> [[String]] {
        var levels: [[String]] = []
        var seen: Set<Substring> = []
        // Slashes found as bytes: as characters, each path's letters were walked as graphemes (0.6 s of
        // a 10,000-store chain's build, on one core).
        let slash = UInt8(ascii: "/")
        for file in files {
            guard let last = file.path.utf8.lastIndex(of: slash) else { continue }
            var folder = file.path[..<last]
            // The folder and those of its parents not seen yet, deepest first.
            var new: [Substring] = []
            while !folder.isEmpty, seen.insert(folder).inserted {
                new.append(folder)
                folder = folder.utf8.lastIndex(of: slash).map { folder[..<$0] } ?? ""
            }
            for folder in new.reversed() {
                let depth = folder.utf8.count { $0 == UInt8(ascii: "/") }
                if levels.count == depth { levels.append([]) }
                levels[depth].append(String(folder))
            }
        }
        return levels
    }

    /// Removes from the staging folder what the new site does not have: stale files, folders no file
    /// needs (`folders`, from `folders(of:)`), and anything in the way of a file or folder it does need.
    static func prune(_ staging: String, keeping files: [OutputFile], folders: [[String]]) {
        let (paths, kept) = (Set(files.map(\.path)), Set(folders.joined()))
        // A level of folders at a time, its folders on every core: a `parallelMap` inside another's
        // iteration runs on that iteration's one core, and a chain's stores are all in `stores/`.
        var level = [""]
        while !level.isEmpty {
            level = level.parallelMap { prune(staging, relative: $0, paths: paths, folders: kept) }.flatMap { $0 }
        }
    }

    /// Removes from the folder at `relative` what the new site does not have; returns the folders in it
    /// to prune next.
    private static func prune(_ staging: String, relative: String, paths: Set<String>, folders: Set<String>) -> [String]
    {
        let folder = relative.isEmpty ? staging : staging + "/" + relative
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        guard let entries = FileListing.entries(ofOpen: descriptor) else { return [] }
        var below: [String] = []
        for entry in entries {
            let name = relative.isEmpty ? entry.name : relative + "/" + entry.name
            if entry.isText {
                let isFolder = entry.isFolder ?? FileListing.isFolderItself(folder + "/" + entry.name)
                if isFolder, folders.contains(name) {
                    below.append(name)
                    continue
                }
                if !isFolder, paths.contains(name) { continue }  // staged in place below
            }
            _ = FileListing.remove(entry, in: descriptor)
        }
        return below
    }

    static func makeFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw SpecialsError(.output, "cannot create the folder: \(FileSystemError.reason(error))", at: path)
        }
    }

    /// Creates the folders (from `folders(of:)`) that the staging folder does not have yet: parents
    /// before children, each depth on every core. Only this build writes there, and pruning left
    /// nothing but folders at folder paths, so mkdir(2) is enough.
    private func makeFolders(_ levels: [[String]], in staging: String) throws {
        for level in levels {
            let failures = level.parallelMap { folder -> SpecialsError? in
                let path = staging + "/" + folder
                guard mkdir(path, 0o755) != 0, errno != EEXIST else { return nil }
                return SpecialsError(.output, "cannot create the folder: \(String(cString: strerror(errno)))", at: path)
            }
            if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
        }
    }

    /// Writes a new file, or over the staging folder's own file of `size` bytes at `path` (one no
    /// published name shares); returns what fstat(2) says of it once written. A failure names the file
    /// as users know it, not the hidden staging folder.
    private func write(
        _ contents: [UInt8], to path: String, naming published: String, over size: Int? = nil
    ) throws
        -> stat
    {
        // Without `size`, a new file only: staged paths were cleared, and an existing file may be a
        // published one. Cut after writing, not on opening: ext4 flushes a file cut to nothing on close.
        let flags = size == nil ? O_CREAT | O_EXCL : O_NOFOLLOW
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | flags, 0o644)
        let failure = { systemError("cannot write", published, "; the published site was left as it was") }
        guard descriptor >= 0 else { throw failure() }
        defer { close(descriptor) }
        var info = stat()
        guard FileListing.writeAll(contents, to: descriptor),
            (size ?? 0) <= contents.count || ftruncate(descriptor, off_t(contents.count)) == 0,
            fstat(descriptor, &info) == 0
        else { throw failure() }
        return info
    }

    /// Swaps two folders atomically (renameat2 with RENAME_EXCHANGE); where the kernel or file system
    /// cannot, falls back to two renames.
    private func exchange(_ staging: String, _ output: String) throws {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        let renameExchange: UInt32 = 2
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") {
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            if renameat2(AT_FDCWD, staging, AT_FDCWD, output, renameExchange) == 0 { return }
            guard errno == EINVAL || errno == ENOSYS || errno == ENOTSUP else {
                throw systemError("cannot swap in the new site", output)
            }
        }
        let old = OutputSibling.path("old-\(getpid())", of: output)
        guard rename(output, old) == 0 else { throw systemError("cannot move the old site aside", output) }
        guard rename(staging, output) == 0 else {
            let failure = systemError("cannot move the new site into place", output)
            _ = rename(old, output)
            throw failure
        }
        // Whatever holds the old site now is removed by the caller under the staging name.
        _ = rename(old, staging)
    }

}
