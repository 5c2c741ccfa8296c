import SpecialsKit

/// What the preview serves right now: the last good build, and the problems of the last build if it
/// failed. Builds replace it whole, so a request never sees half of one build and half of another.
package struct PreviewSnapshot: Sendable, Equatable {
    /// Output path -> file, as a memory sink holds them: a page is rendered when it is served.
    package var files: [String: OutputFile]
    /// The site's base path ("/" or "/store-12/"): URLs are served below it.
    package var basePath: String
    /// Counts good builds, so a page can tell that it is stale.
    package var generation: Int
    /// The diagnostics of the last failed build; nil when the last build was good.
    package var failure: String?

    package init(files: [String: OutputFile] = [:], basePath: String = "/", generation: Int = 0, failure: String? = nil)
    {
        self.files = files
        self.basePath = basePath
        self.generation = generation
        self.failure = failure
    }
}

/// Holds the snapshot the server reads and the build loop replaces.
package actor PreviewState {
    package private(set) var snapshot: PreviewSnapshot

    package init(_ snapshot: PreviewSnapshot = PreviewSnapshot()) {
        self.snapshot = snapshot
    }

    /// A good build: its files replace everything, and any failure is cleared.
    package func publish(_ sink: MemorySink, basePath: String) {
        snapshot = PreviewSnapshot(
            files: sink.files, basePath: basePath, generation: snapshot.generation + 1, failure: nil)
    }

    /// A failed build: the last good site stays served, with the problems beside it.
    package func fail(_ diagnostics: String) {
        snapshot.failure = diagnostics
    }
}
