import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The regular files below a folder, as the disk sink and the publish record see them.
enum FileListing {
    /// Paths relative to `folder`, each with what stat(2) says of it (links followed).
    static func regularFiles(in folder: String) -> [(path: String, info: stat)] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [(path: String, info: stat)] = []
        while let path = enumerator.nextObject() as? String {
            var info = stat()
            if stat(folder + "/" + path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                result.append((path, info))
            }
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
