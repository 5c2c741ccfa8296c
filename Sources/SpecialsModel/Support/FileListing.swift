import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The regular files below a folder, as the disk sink and the publish record see them.
package enum FileListing {
    /// Paths relative to `folder`, each with what stat(2) says of it (links followed; linked folders
    /// are not entered). Large folders are read on every core; the order is unspecified.
    package static func regularFiles(in folder: String) -> [(path: String, info: stat)] {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        return regularFiles(inOpen: descriptor, prefix: "")
    }

    /// Each entry is asked about relative to its open folder: by its whole path, the kernel looked up
    /// every folder above it again, a fifth of a chain's rebuild.
    private static func regularFiles(inOpen folder: Int32, prefix: String) -> [(path: String, info: stat)] {
        guard let entries = entries(ofOpen: folder) else { return [] }
        return entries.parallelMap { entry -> [(path: String, info: stat)] in
            // A name that is not UTF-8 is none the output's files have.
            guard entry.isText else { return [] }
            return entry.bytes.withUnsafeBufferPointer { buffer in
                guard let name = buffer.baseAddress else { return [] }
                var info = stat()
                guard fstatat(folder, name, &info, 0) == 0 else { return [] }
                switch info.st_mode & S_IFMT {
                case S_IFREG:
                    return [(prefix + entry.name, info)]
                case S_IFDIR:
                    // O_NOFOLLOW: a linked folder is not entered.
                    let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                    guard child >= 0 else { return [] }
                    defer { close(child) }
                    return regularFiles(inOpen: child, prefix: prefix + entry.name + "/")
                default:
                    return []
                }
            }
        }.flatMap { $0 }
    }

    /// Whether `path` itself (not what a link points to) is a folder.
    package static func isFolderItself(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Removes `path` and, if it is a folder, everything below it, fanning out over every core in
    /// large folders. Returns false if anything could not be removed (errno set); a missing path is
    /// already removed. Symbolic links are removed, never followed; entries are removed relative to
    /// their open folder, so names that are not UTF-8 go too.
    @discardableResult
    package static func removeTree(_ path: String) -> Bool {
        guard isFolderItself(path) else { return unlink(path) == 0 || errno == ENOENT }
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return errno == ENOENT }
        let emptied = empty(folder)
        close(folder)
        return emptied && (rmdir(path) == 0 || errno == ENOENT)
    }

    /// Removes `entry` of the open folder `folder`, and everything below it.
    package static func remove(_ entry: Entry, in folder: Int32) -> Bool {
        entry.bytes.withUnsafeBufferPointer { buffer in
            guard let name = buffer.baseAddress else { return false }
            var info = stat()
            let isFolder =
                entry.isFolder
                ?? (fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && (info.st_mode & S_IFMT) == S_IFDIR)
            guard isFolder else { return unlinkat(folder, name, 0) == 0 || errno == ENOENT }
            let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard child >= 0 else { return errno == ENOENT }
            let emptied = empty(child)
            close(child)
            return emptied && (unlinkat(folder, name, AT_REMOVEDIR) == 0 || errno == ENOENT)
        }
    }

    private static func empty(_ folder: Int32) -> Bool {
        guard let entries = entries(ofOpen: folder) else { return false }
        return entries.parallelMap { remove($0, in: folder) }.allSatisfy { $0 }
    }

    /// One name in a folder, as readdir gives it.
    package struct Entry: Sendable {
        /// The name as text. A name that is not UTF-8 comes out with replacement characters and
        /// `isText` false: reach it through `bytes`.
        package var name: String
        /// The name's bytes and a terminating NUL, for calls relative to the open folder.
        package var bytes: [CChar]
        package var isText: Bool
        /// What readdir says it is (`DT_REG`, `DT_DIR`, `DT_LNK`...; `DT_UNKNOWN` where the file system
        /// does not say).
        package var type: Int32
        /// Whether it is a folder, when readdir knows (nil: ask lstat).
        package var isFolder: Bool? { type == DT_UNKNOWN ? nil : type == DT_DIR }
    }

    /// The entries of a folder (without "." and ".."); nil if it cannot be read.
    package static func entries(of folder: String) -> [Entry]? {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return entries(ofOpen: descriptor)
    }

    /// The entries of an open folder, read from the start; the descriptor stays open.
    package static func entries(ofOpen folder: Int32) -> [Entry]? {
        let copy = dup(folder)
        guard copy >= 0 else { return nil }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return nil
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var result: [Entry] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if bytes == [46] || bytes == [46, 46] { continue }  // "." and ".."
            let name = String(decoding: bytes, as: UTF8.self)
            result.append(
                Entry(
                    name: name, bytes: bytes.map { CChar(bitPattern: $0) } + [0], isText: Array(name.utf8) == bytes,
                    type: Int32(entry.pointee.d_type)
                ))
        }
        return result
    }

    /// Writes all of `contents` to an open file, resuming after partial writes and interruptions.
    /// False on failure, with errno set.
    package static func writeAll(_ contents: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < contents.count {
            let count = contents.withUnsafeBytes { buffer in
                Glibc.write(
                    descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...]).baseAddress, contents.count - offset
                )
            }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }
}
