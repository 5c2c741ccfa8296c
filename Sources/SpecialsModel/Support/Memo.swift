import Synchronization

/// Results of a pure function kept for the rest of the build, for work a chain repeats store after store
/// with the same arguments (a price's text, a week's timestamp, a name's size). Bounded: past `limit`
/// results it starts afresh, so a build of any size holds at most that many.
package final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let results = Mutex<[Key: Value]>([:])
    private let limit: Int

    package init(limit: Int = 4096) {
        self.limit = limit
    }

    /// The result for `key`, made by `make` the first time it is asked for (or whenever the result kept
    /// is not `usable`).
    package func value(_ key: Key, if usable: (Value) -> Bool = { _ in true }, make: () -> Value) -> Value {
        if let known = results.withLock({ $0[key] }), usable(known) { return known }
        let made = make()
        results.withLock { results in
            if results.count >= limit { results.removeAll(keepingCapacity: true) }
            results[key] = made
        }
        return made
    }
}
