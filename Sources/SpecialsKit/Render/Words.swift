/// Every sentence the theme writes, in the site's language: the built-in table of its language with
/// the site's `words:` on top. Templates reach a word by key (`{{words.nav_this_week}}`); sentences with
/// values are composed here (`words("week_heading", ["date": label])`), and plurals chosen by the
/// language's rule (`words.plural("feed_summary", count: 3, ...)`: the key `feed_summary_one` or
/// `feed_summary_other`).
public struct Words: Sendable {
    /// The languages the theme is written in.
    public enum Language: String, Sendable, CaseIterable {
        case en, de, fr, es

        /// The language of `locale`; English when the theme is not written in it.
        public init(_ locale: String) {
            self = Language(rawValue: String(locale.prefix { $0 != "_" && $0 != "-" }).lowercased()) ?? .en
        }

        var table: [String: String] {
            switch self {
            case .en: WordTables.english
            case .de: WordTables.german
            case .fr: WordTables.french
            case .es: WordTables.spanish
            }
        }

        /// Whether `count` takes the singular: 1 in English, German and Spanish; 0 and 1 in French.
        func isOne(_ count: Int) -> Bool {
            self == .fr ? count == 0 || count == 1 : count == 1
        }
    }

    public let language: Language
    let table: [String: String]

    /// The words of `language`, with `overrides` (from site.yml, checked by `check`) on top.
    public init(_ language: Language, overrides: [String: String] = [:]) {
        self.language = language
        table = language.table.merging(overrides) { _, override in override }
    }

    /// Every key a table has: English's, which every other table must match (a test checks).
    public static var keys: [String] { WordTables.english.keys.sorted() }

    /// The word or sentence of `key` with each `{name}` replaced by its value.
    public func callAsFunction(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        guard var text = table[key] else { preconditionFailure("the words have a key \(key)") }
        for (name, value) in values {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }

    /// `key`'s singular (`key_one`) or plural (`key_other`) for `count`, with `{count}` and `values`.
    public func plural(_ key: String, count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        let form = language.isOne(count) ? "_one" : "_other"
        var text = self(key + form, values)
        text = text.replacingOccurrences(of: "{count}", with: String(count))
        return text
    }

    /// The `{name}` placeholders a sentence has.
    static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{([a-z_]+)\}/).map { String($0.1) })
    }

    /// Problems with the site's `words:` (key, text, where): a key no table has is warned about with
    /// the closest one; a text that drops a placeholder its key's sentence needs, or adds one, is an
    /// error, since the page would lose a date or a price.
    static func check(_ overrides: [SiteConfig.WordOverride], language: Language, file: String) -> [Diagnostic] {
        overrides.compactMap { override in
            guard let original = language.table[override.key] else {
                return .warning(KeySuggestion.unknownKey(override.key, among: keys, prefix: "words: "), in: file, at: override.location)
            }
            let given = placeholders(override.text)
            let (required, allowed) = placeholderRules(override.key)
            guard required.isSubset(of: given), given.isSubset(of: allowed) else {
                let list = { (names: Set<String>) in names.sorted().map { "{\($0)}" }.joined(separator: ", ") }
                let rule = required.isEmpty ? "no placeholders" : list(required)
                return .error("words: \(override.key) must have \(rule)\(allowed == required ? "" : ", and may have " + list(allowed.subtracting(required))), "
                    + "as its sentence does: \"\(original)\"", in: file, at: override.location)
            }
            return nil
        }
    }

    /// The placeholders every language's sentence of `key` has, and those some have.
    static func placeholderRules(_ key: String) -> (required: Set<String>, allowed: Set<String>) {
        let sets = Language.allCases.compactMap { $0.table[key].map(placeholders) }
        return (sets.dropFirst().reduce(sets.first ?? []) { $0.intersection($1) }, sets.reduce([]) { $0.union($1) })
    }
}
