import Dispatch
import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// `map` on every core: each element is transformed independently, results keep their order.
    package func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        // Each iteration initializes only its own slot: all of them once concurrentPerform returns.
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.initializeElement(at: index, to: transform(self[index]))
            }
            initialized = count
        }
    }
}

/// Runs blocking work (reading and writing files, `parallelMap`) on a thread of its own, so that the
/// calling task's thread of Swift's cooperative pool is free meanwhile: the other tasks of the process
/// (the preview's watcher and server, a second build) keep running on it.
package func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global(qos: .userInitiated).async {
            continuation.resume(with: Result { try work() })
        }
    }
}

/// A value worked out on a thread of its own while the caller goes on: work that mostly waits on the
/// kernel (listing the output) beside work that computes (hashing, loading). `value` blocks until it
/// is there, so it is asked for off the cooperative pool (`offThePool`).
package final class Background<Value: Sendable>: Sendable {
    private let result = Mutex<Value?>(nil)
    private let done = DispatchSemaphore(value: 0)

    package init(_ work: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            let value = work()
            result.withLock { $0 = value }
            done.signal()
        }
    }

    package var value: Value {
        // Set before the signal, which comes once: each caller that waited passes it on to the next.
        while true {
            if let known = result.withLock({ $0 }) { return known }
            done.wait()
            done.signal()
        }
    }
}
