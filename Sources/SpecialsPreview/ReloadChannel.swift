import ServiceLifecycle

/// Tells open pages what happened: `reload` after a good build, `failure` with the diagnostics after a
/// bad one. Each page listens through Server-Sent Events. As a service, it ends every stream on
/// shutdown, so Ctrl-C is not held up by open pages.
package actor ReloadChannel: Service {
    package enum Event: Sendable, Equatable {
        case reload(generation: Int)
        case failure(String)

        /// The event as Server-Sent Events text.
        var text: String {
            switch self {
            case .reload(let generation):
                return "event: reload\ndata: \(generation)\n\n"
            case .failure(let message):
                let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)" }
                return "event: failure\n" + lines.joined(separator: "\n") + "\n\n"
            }
        }
    }

    private var listeners: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextID = 0

    package init() {}

    /// A stream of event texts for one page, starting with `first`.
    package func listen(first: [Event]) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let id = nextID
        nextID += 1
        listeners[id] = continuation
        continuation.yield(": specials preview\nretry: 500\n\n")
        for event in first { continuation.yield(event.text) }
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        return stream
    }

    package func send(_ event: Event) {
        for continuation in listeners.values { continuation.yield(event.text) }
    }

    private func remove(_ id: Int) {
        listeners[id] = nil
    }

    /// Runs until shutdown, then ends every stream.
    package func run() async throws {
        try? await gracefulShutdown()
        for continuation in listeners.values { continuation.finish() }
        listeners = [:]
    }
}
