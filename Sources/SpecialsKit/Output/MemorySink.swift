/// Holds a built site in memory, for the preview server and tests: each file by its path, a page
/// rendered when its bytes are asked for, so a chain's preview never holds its pages at once.
package struct MemorySink: Sendable, Equatable {
    /// Output path -> file.
    package private(set) var files: [String: OutputFile] = [:]

    package init() {}

    /// Replaces everything held with `files`, in one step.
    package mutating func publish(_ files: [OutputFile]) {
        self.files = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
    }
}
