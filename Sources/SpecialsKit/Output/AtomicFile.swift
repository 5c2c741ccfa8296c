import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes one file so that readers see the old content or the new, never a part: a temporary file
/// beside it, flushed to disk, then renamed over it.
package enum AtomicFile {
    package static func write(_ contents: [UInt8], to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = folder + "/." + (path as NSString).lastPathComponent + ".tmp-\(getpid())"
        func failure(_ what: String) -> SpecialsError {
            SpecialsError(.output, "\(what): \(String(cString: strerror(errno)))", at: path)
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw SpecialsError(.output, "cannot create the folder", at: folder)
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot write") }
        let written = FileListing.writeAll(contents, to: descriptor)
        let flushed = written && fsync(descriptor) == 0
        close(descriptor)
        guard flushed, rename(temporary, path) == 0 else {
            let error = failure("cannot write")
            unlink(temporary)
            throw error
        }
    }
}
