/// One file of the built site, as a value: its path inside public/ and its bytes.
package struct OutputFile: Sendable, Equatable {
    /// Relative to the output folder, with "/" separators: "weeks/2026-11-16/index.html".
    package var path: String
    package var contents: [UInt8]
    /// A file the last publish wrote, published again as it is without being rendered (a chain's store
    /// whose pages' inputs did not change): `contents` is empty, and only a publish to disk takes it.
    package var isKept = false

    package init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    /// The file at `path` as the last publish left it.
    static func kept(_ path: String) -> OutputFile {
        var file = OutputFile(path: path, contents: [])
        file.isKept = true
        return file
    }

    package init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}
