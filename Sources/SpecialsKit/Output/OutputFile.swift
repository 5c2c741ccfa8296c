/// One file of the built site, as a value: its path inside public/ and its bytes.
package struct OutputFile: Sendable, Equatable {
    /// Relative to the output folder, with "/" separators: "weeks/2026-11-16/index.html".
    package var path: String
    private let source: Source
    /// A file the last publish wrote, published again as it is without being rendered (a chain's store
    /// whose pages' inputs did not change): `contents` is empty, and only a publish to disk takes it.
    package var isKept = false
    /// The kind of page the build rendered here (`PageKind`); nil for Static/'s files and the images.
    private(set) var kind: PageKind?

    /// Bytes at hand, a page the theme renders when its bytes are asked for (`RenderedPage`), or an
    /// image read (from the rendition cache) when they are.
    private enum Source: Sendable {
        case bytes([UInt8])
        case page(RenderedPage)
        case image(ImageFile)
    }

    package init(path: String, contents: [UInt8]) {
        self.path = path
        source = .bytes(contents)
    }

    /// A rendered page's file: rendered each time its contents are asked for.
    init(_ page: RenderedPage) {
        path = page.path
        source = .page(page)
        kind = page.kind
    }

    /// An image's file: its bytes read when they are asked for.
    init(_ image: ImageFile) {
        path = image.path
        source = .image(image)
    }

    /// A rendered page's file with its bytes rendered now.
    static func rendered(_ page: RenderedPage) -> OutputFile {
        var file = OutputFile(path: page.path, contents: page.contents)
        file.kind = page.kind
        return file
    }

    /// The file's bytes; a page's are rendered now, an image's read now (none if they cannot be).
    package var contents: [UInt8] { bytes() ?? [] }

    /// The file's bytes; nil for an image whose bytes cannot be read (its cache file removed since the
    /// build planned it).
    func bytes() -> [UInt8]? {
        switch source {
        case .bytes(let bytes): bytes
        case .page(let page): page.contents
        case .image(let image): image.bytes
        }
    }

    /// The file's bytes as `bytes()` gives them, a page's rendered for the last time (`RenderedPage.take`):
    /// what the page is made from is let go. For the one publish to disk of a build's files.
    func takeBytes() -> [UInt8]? {
        if case .page(let page) = source { return page.take() }
        return bytes()
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

    package static func == (one: OutputFile, other: OutputFile) -> Bool {
        one.path == other.path && one.isKept == other.isKept && one.contents == other.contents
    }
}
