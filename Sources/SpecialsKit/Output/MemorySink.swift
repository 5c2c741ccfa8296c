/// Holds a built site in memory, for the preview server and tests.
public struct MemorySink: Sendable, Equatable {
    /// Output path -> contents.
    public private(set) var files: [String: [UInt8]] = [:]

    public init() {}

    /// Replaces everything held with `files`, in one step.
    public mutating func publish(_ files: [OutputFile]) {
        self.files = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { _, last in last })
    }
}
