import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The regular files below a folder, as the disk sink and the publish record see them.
enum FileListing {
    /// Paths relative to `folder`, each with what stat(2) says of it (links followed; linked folders
    /// are not entered). Large folders are read on every core; the order is unspecified.
    static func regularFiles(in folder: String) -> [(path: String, info: stat)] {
        regularFiles(in: folder, prefix: "")
    }

    private static func regularFiles(in folder: String, prefix: String) -> [(path: String, info: stat)] {
        guard let entries = entries(of: folder) else { return [] }
        return entries.parallelMap { entry -> [(path: String, info: stat)] in
            let path = folder + "/" + entry.name
            var info = stat()
            guard stat(path, &info) == 0 else { return [] }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return [(prefix + entry.name, info)]
            case S_IFDIR where entry.isFolder ?? isFolderItself(path):
                return regularFiles(in: path, prefix: prefix + entry.name + "/")
            default:
                return []
            }
        }.flatMap { $0 }
    }

    /// Whether `path` itself (not what a link points to) is a folder.
    static func isFolderItself(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Removes `path` and, if it is a folder, everything below it, fanning out over every core in
    /// large folders. Returns false if anything could not be removed (errno set); a missing path is
    /// already removed. Symbolic links are removed, never followed.
    @discardableResult
    static func removeTree(_ path: String) -> Bool {
        removeTree(path, isFolder: nil)
    }

    private static func removeTree(_ path: String, isFolder: Bool?) -> Bool {
        guard isFolder ?? isFolderItself(path) else { return unlink(path) == 0 || errno == ENOENT }
        guard let entries = entries(of: path) else { return false }
        let removed = entries.parallelMap { entry in removeTree(path + "/" + entry.name, isFolder: entry.isFolder) }
        return removed.allSatisfy { $0 } && (rmdir(path) == 0 || errno == ENOENT)
    }

    /// The names in a folder (without "." and ".."), each with whether it is a folder when readdir
    /// knows (nil: ask lstat). Nil if the folder cannot be read.
    static func entries(of folder: String) -> [(name: String, isFolder: Bool?)]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var result: [(name: String, isFolder: Bool?)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let type = Int(entry.pointee.d_type)
            result.append((name, type == Int(DT_UNKNOWN) ? nil : type == Int(DT_DIR)))
        }
        return result
    }

    /// Writes all of `contents` to an open file, resuming after partial writes and interruptions.
    /// False on failure, with errno set.
    static func writeAll(_ contents: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < contents.count {
            let count = contents.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, contents.count - offset)
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
