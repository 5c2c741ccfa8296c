import Dispatch

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
