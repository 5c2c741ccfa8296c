import Dispatch
import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// `map` on every core: each element is transformed independently, results keep their order.
    func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let buffer = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        buffer.initialize(repeating: nil)
        defer {
            // The results are copied out below; release the slots' own references, then the memory.
            buffer.deinitialize()
            buffer.deallocate()
        }
        // Each iteration writes only its own slot.
        nonisolated(unsafe) let slots = buffer
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots[index] = transform(self[index])
        }
        return buffer.map { $0! }
    }
}

/// Runs blocking work (reading and writing files, `parallelMap`) on a thread of its own, so that the
/// calling task's thread of Swift's cooperative pool is free meanwhile: the other tasks of the process
/// (the preview's watcher and server, a second build) keep running on it.
func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global(qos: .userInitiated).async {
            continuation.resume(with: Result { try work() })
        }
    }
}

/// A value worked out on a thread of its own while the caller goes on: work that mostly waits on the
/// kernel (listing the output) beside work that computes (hashing, loading). `value` blocks until it
/// is there, so it is asked for off the cooperative pool (`offThePool`).
final class Background<Value: Sendable>: Sendable {
    private let result = Mutex<Value?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            let value = work()
            result.withLock { $0 = value }
            done.signal()
        }
    }

    var value: Value {
        if let known = result.withLock({ $0 }) { return known }
        // Signalled once; passed on, so that every caller that waited is let through.
        done.wait()
        done.signal()
        return result.withLock { $0! }
    }
}
