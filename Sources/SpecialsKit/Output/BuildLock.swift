import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One build at a time per output folder: a kernel lock (flock) on a file beside it, released by the
/// kernel when the process dies, so a killed build never blocks the next one.
final class BuildLock: Sendable {
    private let descriptor: Int32

    /// Takes the lock for `output`, waiting up to `wait` seconds for another build to finish.
    /// Creates the folder that holds the output if it is missing.
    init(output: String, wait: TimeInterval) throws {
        // The descriptor is kept only once the lock is held: a lock set up and then refused would run
        // `deinit`, which cuts and closes the descriptor again, by then another file's in a busy process.
        descriptor = try Self.lock(output: output, wait: wait)
    }

    /// Opens the lock file beside `output` and locks it within `wait` seconds, with this process's id
    /// in it; the descriptor, or an error (the descriptor closed).
    private static func lock(output: String, wait: TimeInterval) throws -> Int32 {
        try DiskSink.makeFolder(URL(fileURLWithPath: output).deletingLastPathComponent().path)
        let path = OutputSibling.path("lock", of: output)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SpecialsError(.output, "cannot create the build lock: \(String(cString: strerror(errno)))", at: path)
        }
        // A wait, not a date: the monotonic clock, which no clock change moves.
        let deadline = ContinuousClock.now + .seconds(wait)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(descriptor)
                throw SpecialsError(.output, "cannot lock: \(String(cString: strerror(code)))", at: path)
            }
            if ContinuousClock.now >= deadline {
                let holder =
                    (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(
                        in: .whitespacesAndNewlines) ?? ""
                close(descriptor)
                let who = holder.isEmpty ? "another build" : "another build (\(holder))"
                throw SpecialsError(
                    .busy, "\(who) is publishing here; try again when it is done, or pass --wait SECONDS", at: output)
            }
            usleep(50_000)
        }
        let note = "pid \(getpid())\n"
        _ = ftruncate(descriptor, 0)
        _ = note.withCString { pwrite(descriptor, $0, strlen($0), 0) }
        return descriptor
    }

    deinit {
        _ = ftruncate(descriptor, 0)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
