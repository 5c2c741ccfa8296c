import Mustache

/// HTML escaping for `{{name}}` tags, byte by byte.
///
/// swift-mustache's own escaper looks each Character up in a table, so a quote followed by a combining
/// mark (`"\u{301}`) is one Character that matches nothing and comes out raw: a feed name could close
/// an attribute and add its own. Every `<`, `>`, `&`, `"` and `'` byte is escaped here, whatever
/// follows it, with the same replacements; text without any comes back as it is.
package struct HTMLEscaping: MustacheContentType {
    /// swift-mustache keeps content types in one registry for the process, and offers no other way to
    /// give a template one. This one is added under its own name, before any template is parsed, and
    /// swift-mustache's "HTML" is left as it is; `TemplateLibrary` selects it at the top of every
    /// template with this pragma, on a line of its own that renders nothing.
    static let name = "SPECIALS_HTML"
    static let pragma = "{{% CONTENT_TYPE: \(name) }}\n"

    static let registered: Void = MustacheContentTypes.register(HTMLEscaping(), named: name)

    /// `text` escaped as the templates escape it, for HTML made outside them (the preview's error page).
    package static func escape(_ text: String) -> String { HTMLEscaping().escapeText(text) }

    package func escapeText(_ text: String) -> String {
        var text = text
        guard let escaped = text.withUTF8({ ByteEscape.replacing($0, with: Self.replacement) }) else { return text }
        return String(decoding: escaped, as: UTF8.self)
    }

    private static func replacement(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
