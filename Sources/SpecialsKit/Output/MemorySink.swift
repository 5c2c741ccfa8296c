/// Holds a built site in memory, for the preview server and tests.
package struct MemorySink: Sendable, Equatable {
    /// Output path -> contents.
    package private(set) var files: [String: [UInt8]] = [:]

    package init() {}

    /// Replaces everything held with `files`, in one step.
    package mutating func publish(_ files: [OutputFile]) {
        self.files = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { _, last in last })
    }
}
