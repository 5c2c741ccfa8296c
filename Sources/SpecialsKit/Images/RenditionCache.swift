/// Renditions encoded by earlier builds, by a key naming everything that decides their bytes: the
/// codec and its settings, the source's content, the width, the format, the background. A weekly build
/// with the same photos encodes nothing. The disk cache is `.specials-cache/renditions/` (Output);
/// tests keep one in memory.
package struct RenditionCache: Sendable {
    /// The rendition kept under a key, if any.
    package var read: @Sendable (String) -> EncodedImage?
    /// Keeps a rendition under its key.
    package var write: @Sendable (String, EncodedImage) -> Void
    /// Whether a rendition is kept under a key (found by an earlier build or written by this one),
    /// without reading it.
    package var has: @Sendable (String) -> Bool
    /// Told the keys a published build used: what no recent build used may go.
    package var keep: @Sendable (Set<String>) -> Void

    package init(
        read: @escaping @Sendable (String) -> EncodedImage?,
        write: @escaping @Sendable (String, EncodedImage) -> Void,
        has: (@Sendable (String) -> Bool)? = nil,
        keep: @escaping @Sendable (Set<String>) -> Void = { _ in }
    ) {
        self.read = read
        self.write = write
        self.has = has ?? { read($0) != nil }
        self.keep = keep
    }

    /// No cache: everything is encoded every time.
    package static let none = RenditionCache(read: { _ in nil }, write: { _, _ in })

    /// The key of `request` for a source whose bytes hash to `source`, encoded by `codec`.
    static func key(codec: String, source: String, _ request: RenditionRequest) -> String {
        ContentHash.hex(
            Array("\(codec)\n\(source)\n\(request.format.rawValue) \(request.width) \(request.background)".utf8))
    }
}
