import CVips
import Glibc
import SpecialsKit

/// libvips keeps one error buffer for the whole process, which every failing call appends to. Read
/// while other threads decode, a message could be another image's, and clearing it could wipe theirs.
///
/// So every operation runs under a shared lock, on every core at once, and never reads or clears the
/// buffer. One that fails runs again under the exclusive lock, alone: the buffer is cleared, the same
/// call fails again (the calls are deterministic) and what it says is its own. Failures are rare; the
/// shared path costs one uncontended lock a call.
final class VipsErrorBuffer: @unchecked Sendable {
    // @unchecked: a pthread read-write lock, which the standard library's `Mutex` does not offer; the
    // lock itself is the only state, and pthread makes it safe to share.
    private let lock: UnsafeMutablePointer<pthread_rwlock_t>

    static let shared = VipsErrorBuffer()

    private init() {
        lock = .allocate(capacity: 1)
        pthread_rwlock_init(lock, nil)
    }

    /// `operation`'s result; on failure, the failure of a run alone, with libvips's own words for it.
    /// `operation` reads the buffer (`lastError`) only to build its failure.
    func run<Success>(_ operation: () -> Result<Success, ImageProblem>) -> Result<Success, ImageProblem> {
        run(operation) { if case .failure = $0 { true } else { false } }
    }

    /// `operation`'s value; when `failed` says it holds a failure, the value of a run alone.
    func run<Value>(_ operation: () -> Value, failed: (Value) -> Bool) -> Value {
        pthread_rwlock_rdlock(lock)
        let first = operation()
        pthread_rwlock_unlock(lock)
        guard failed(first) else { return first }
        pthread_rwlock_wrlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        vips_error_clear()
        defer { vips_error_clear() }
        return operation()
    }

    /// libvips's last message, on one line: its own only inside the exclusive run of `run`.
    static func lastError() -> String {
        let text = String(cString: vips_error_buffer()).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return text.isEmpty ? "libvips gave no reason" : text
    }
}
