import Yams

/// The theme's sentences in the languages it is written in, read once from its YAML resources
/// (`Render/Theme/i18n/<language>.yml`), the way Hugo keeps `i18n/`. Every file has exactly English's
/// keys (a test checks), and every sentence the same `{placeholders}`.
enum BuiltInWords {
    /// Each language's table, by language code ("en", "de").
    static let tables: [String: [String: String]] = [
        "en": english,
        "de": parse(PackageResources.de_yml, "de"),
        "fr": parse(PackageResources.fr_yml, "fr"),
        "es": parse(PackageResources.es_yml, "es"),
    ]

    /// The English table: every key there is, the one the others are checked against.
    static let english = parse(PackageResources.en_yml, "en")

    /// A resource compiled into the binary: a broken one is the build's own bug, found by every test.
    private static func parse(_ bytes: [UInt8], _ code: String) -> [String: String] {
        guard let table = try? Yams.load(yaml: String(decoding: bytes, as: UTF8.self)) as? [String: String] else {
            preconditionFailure("the theme's i18n/\(code).yml is a mapping of keys to sentences")
        }
        return table
    }
}
