import Foundation

/// The locales a site may be in: what site.yml's `locale` and `specials init --locale` accept.
package enum KnownLocale {
    /// Every locale Foundation lists, as site.yml spells them ("de_DE"), for suggestions.
    package static let listed = Locale.availableIdentifiers.sorted()
    private static let known = Set(listed)

    /// Whether Foundation knows the locale `identifier` ("de_DE"): one it lists, or a language and country
    /// written without the script the language is written in there, as people write them. Foundation
    /// lists zh_Hans_CN, zh_Hant_TW, sr_Cyrl_RS and ur_Arab_PK, not zh_CN, zh_TW, sr_RS or ur_PK.
    package static func isKnown(_ identifier: String) -> Bool {
        if known.contains(identifier) { return true }
        let parts = identifier.split(separator: "_")
        guard parts.count == 2 else { return false }
        let full = Locale.Language(identifier: identifier).maximalIdentifier.replacingOccurrences(of: "-", with: "_")
        return full.hasPrefix(parts[0] + "_") && full.hasSuffix("_" + parts[1]) && known.contains(full)
    }
}
