/// One file of the built site, as a value: its path inside public/ and its bytes.
public struct OutputFile: Sendable, Equatable {
    /// Relative to the output folder, with "/" separators: "weeks/2026-11-16/index.html".
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}
