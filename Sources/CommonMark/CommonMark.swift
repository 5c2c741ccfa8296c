import CCmark

/// Renders CommonMark to HTML with cmark. The only Swift code that touches cmark's C API.
public enum CommonMark {
    /// cmark's rendering options, as a Swift option set.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Keep raw HTML and dangerous URLs. Off by default: raw HTML becomes a comment.
        public static let unsafe = Options(rawValue: CMARK_OPT_UNSAFE)
        /// Curly quotes, en and em dashes, ellipses.
        public static let smart = Options(rawValue: CMARK_OPT_SMART)
        /// Replace invalid UTF-8 with U+FFFD instead of passing it through.
        public static let validateUTF8 = Options(rawValue: CMARK_OPT_VALIDATE_UTF8)
        /// Turn soft line breaks into spaces.
        public static let noBreaks = Options(rawValue: CMARK_OPT_NOBREAKS)
    }

    /// The HTML for `markdown`. Safe mode (raw HTML and `javascript:` links removed) unless `.unsafe`.
    public static func html(from markdown: String, options: Options = [.smart, .validateUTF8]) -> String {
        let flags = options.rawValue
        let utf8 = Array(markdown.utf8)
        guard
            let document = utf8.withUnsafeBufferPointer({ buffer in
                buffer.baseAddress.flatMap { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                        cmark_parse_document($0, buffer.count, flags)
                    }
                } ?? cmark_parse_document("", 0, flags)
            })
        else { return "" }
        defer { cmark_node_free(document) }

        guard let rendered = cmark_render_html(document, flags) else { return "" }
        // cmark allocated the string with its default allocator; free it with the same one.
        defer { cmark_get_default_mem_allocator().pointee.free(rendered) }
        return String(cString: rendered)
    }

    /// The version of the linked cmark library, e.g. "0.30.2".
    public static var version: String {
        String(cString: cmark_version_string())
    }
}
