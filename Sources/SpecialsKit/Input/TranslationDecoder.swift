import Yams

/// Decodes a site's `i18n/<language>.yml`: a mapping of the theme's keys to sentences. Which keys are
/// known, and whether each keeps its placeholders, is checked with `words:` (`Words.check`).
struct TranslationDecoder {
    /// The file, relative to the site folder.
    var file: String

    func decode(_ bytes: [UInt8]) -> (SiteConfig.Translation?, [Diagnostic]) {
        var log = DiagnosticLog()
        guard let document = YAMLDocument.parse(bytes, file: file).value(logging: &log) else {
            return (nil, log.diagnostics)
        }
        guard let root = document.root else { return (SiteConfig.Translation(file: file, words: []), []) }
        guard let pairs = document.mapping(root, what: file).value(logging: &log) else { return (nil, log.diagnostics) }
        var words: [SiteConfig.WordOverride] = []
        for (key, keyNode, value) in pairs {
            guard let text = document.text(value, key: key, limit: .sentence).value(logging: &log) else { continue }
            words.append(SiteConfig.WordOverride(key: key, text: text, location: document.location(of: keyNode)))
        }
        guard !log.hasErrors else { return (nil, log.diagnostics) }
        return (SiteConfig.Translation(file: file, words: words), log.diagnostics)
    }
}
