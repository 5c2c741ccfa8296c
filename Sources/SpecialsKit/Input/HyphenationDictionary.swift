import Foundation
import Hyphenation

/// The pattern file a site's language is hyphenated by (`NameHyphenation`), found in the machine's
/// folder of libhyphen dictionaries, and what identifies it: its name and its bytes' size and hash. The
/// build's fingerprint names it, so that a dictionary installed, removed or updated rebuilds, and two
/// machines with the same patterns publish the same bytes.
struct HyphenationDictionary: Sendable, Equatable {
    /// The site's locale, as site.yml names it ("de_DE").
    var locale: String
    /// The file's path; nil where the machine has no dictionary for the language.
    var path: String?
    /// The file's status when it was read, to know it again without reading it (`InputTable`).
    var status: FileStatus?
    /// The file's size and bytes' hash, as the fingerprint knows an input ("1093611 9f3c0e2a11b4d8e7").
    var digest: String?

    /// The folder Debian's hyphen-* packages install their dictionaries into.
    static let systemFolder = Hyphenator.systemFolder

    /// "1093611 9f3c0e2a11b4d8e7" (the file's size and hash), or "none": its bytes alone, not its name or
    /// folder, so that the same patterns are the same dictionary on every machine.
    var identity: String { digest ?? "none" }

    /// The files that may hold the patterns of `locale` in `folder`, the region's own first.
    static func candidates(locale: String, folder: String) -> [String] {
        let parsed = Locale(identifier: locale)
        return Hyphenator.fileNames(
            language: parsed.language.languageCode?.identifier ?? "en", region: parsed.region?.identifier
        ).map { folder + "/" + $0 }
    }

    /// The dictionary for `locale` ("de_DE") in `folder`: the first of its `candidates` that can be read,
    /// read to identify it; one with no path where there is none.
    static func find(locale: String, folder: String, fileSystem: FileSystem = .live) -> HyphenationDictionary {
        for path in candidates(locale: locale, folder: folder) {
            let status = fileSystem.status(path)
            guard let bytes = try? fileSystem.readFile(path) else { continue }
            return HyphenationDictionary(
                locale: locale, path: path, status: status, digest: "\(bytes.count) \(ContentHash.hex(bytes))")
        }
        return HyphenationDictionary(locale: locale)
    }

    /// Whether the dictionary `find` would give now is this one, told from the files' statuses alone
    /// (a no-op build reads no dictionary): the same file first among the candidates, with the status
    /// it had, or still none. False where the file system gives no status.
    func isCurrent(folder: String, fileSystem: FileSystem = .live) -> Bool {
        let first = Self.candidates(locale: locale, folder: folder).lazy.compactMap { path in
            fileSystem.status(path).map { (path: path, status: $0) }
        }.first
        guard let first else { return path == nil }
        return first.path == path && status != nil && first.status == status
    }

    /// The warning a site gets once a build when its language has patterns to install and this machine
    /// has none: its names are published without soft hyphens. None for a language no package hyphenates.
    func warning(folder: String) -> Diagnostic? {
        guard path == nil, let package = Self.package(forLocale: locale) else { return nil }
        return .warning(
            "no hyphenation patterns for \(locale) in \(folder) (Debian's \(package)): names are published "
                + "without soft hyphens, and a word too long for its tile breaks anywhere",
            in: SitePaths.config)
    }

    /// Debian's package of libhyphen patterns for the language of `locale`; nil for a language it has none for.
    static func package(forLocale locale: String) -> String? {
        let parsed = Locale(identifier: locale)
        guard let language = parsed.language.languageCode?.identifier else { return nil }
        let region = parsed.region?.identifier
        switch language {
        case "en": return region == "GB" ? "hyphen-en-gb" : "hyphen-en-us"
        case "pt": return region == "BR" ? "hyphen-pt-br" : "hyphen-pt-pt"
        case "nb", "nn", "no": return "hyphen-no"
        default: return packagedLanguages.contains(language) ? "hyphen-\(language)" : nil
        }
    }

    /// The languages Debian has a `hyphen-<language>` package for (besides English, Portuguese and Norwegian).
    private static let packagedLanguages: Set<String> = [
        "af", "as", "be", "bg", "bn", "ca", "cs", "da", "de", "el", "es", "fr", "gl", "gu", "hi", "hr", "hu", "id", "is",
        "it", "kn", "lt", "lv", "ml", "mn", "mr", "nl", "or", "pa", "pl", "ro", "ru", "sk", "sl", "sr", "sv", "ta", "te",
        "th", "uk", "zu",
    ]
}
