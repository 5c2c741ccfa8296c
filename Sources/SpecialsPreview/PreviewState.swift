import SpecialsKit

/// What the preview serves right now: the last good build, and the problems of the last build if it
/// failed. Builds replace it whole, so a request never sees half of one build and half of another.
public struct PreviewSnapshot: Sendable, Equatable {
    /// Output path -> contents, as a memory sink holds them.
    public var files: [String: [UInt8]]
    /// The site's base path ("/" or "/store-12/"): URLs are served below it.
    public var basePath: String
    /// Counts good builds, so a page can tell that it is stale.
    public var generation: Int
    /// The diagnostics of the last failed build; nil when the last build was good.
    public var failure: String?

    public init(files: [String: [UInt8]] = [:], basePath: String = "/", generation: Int = 0, failure: String? = nil) {
        self.files = files
        self.basePath = basePath
        self.generation = generation
        self.failure = failure
    }
}

/// Holds the snapshot the server reads and the build loop replaces.
public actor PreviewState {
    public private(set) var snapshot: PreviewSnapshot

    public init(_ snapshot: PreviewSnapshot = PreviewSnapshot()) {
        self.snapshot = snapshot
    }

    /// A good build: its files replace everything, and any failure is cleared.
    public func publish(_ sink: MemorySink, basePath: String) {
        snapshot = PreviewSnapshot(files: sink.files, basePath: basePath, generation: snapshot.generation + 1, failure: nil)
    }

    /// A failed build: the last good site stays served, with the problems beside it.
    public func fail(_ diagnostics: String) {
        snapshot.failure = diagnostics
    }
}
