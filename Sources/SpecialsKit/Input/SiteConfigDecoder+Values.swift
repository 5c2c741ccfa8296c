import Foundation
import Yams

extension SiteConfigDecoder {
    /// `locale:`, written like en_US or en-US: a locale the build knows.
    func locale(_ written: String, at value: Node, in document: YAMLDocument, log: inout DiagnosticLog) -> Locale? {
        let identifier = written.replacingOccurrences(of: "-", with: "_")
        guard KnownLocale.isKnown(identifier) else {
            let meant =
                KeySuggestion.closest(to: identifier, among: KnownLocale.listed).map {
                    "; did you mean \($0)?"
                } ?? "; use one like en_US or de_DE"
            log.append(document.error("locale \"\(written)\" is not known\(meant)", at: value))
            return nil
        }
        return Locale(identifier: identifier)
    }

    /// `currency:`: an ISO 4217 code.
    func currency(_ code: String, at value: Node, in document: YAMLDocument, log: inout DiagnosticLog) -> String? {
        guard Locale.commonISOCurrencyCodes.contains(code) else {
            let meant =
                KeySuggestion.closest(to: code.uppercased(), among: Locale.commonISOCurrencyCodes).map {
                    "; did you mean \($0)?"
                } ?? ""
            log.append(
                document.error("currency \"\(code)\" is not an ISO 4217 code like USD or EUR\(meant)", at: value))
            return nil
        }
        return code
    }

    /// `words:`: sentences of the theme's, by key, said otherwise.
    func words(_ value: Node, in document: YAMLDocument, log: inout DiagnosticLog) -> [SiteConfig.WordOverride] {
        guard let entries = document.mapping(value, what: "words").value(logging: &log) else { return [] }
        var words: [SiteConfig.WordOverride] = []
        for (word, wordNode, text) in entries {
            guard let sentence = document.scalar(text, key: word).value(logging: &log) else { continue }
            words.append(SiteConfig.WordOverride(key: word, text: sentence, location: document.location(of: wordNode)))
        }
        return words
    }

    /// `time_zone:`: a zone of the tz database.
    func timeZone(
        _ identifier: String, at value: Node, in document: YAMLDocument, log: inout DiagnosticLog
    ) -> TimeZone? {
        guard let zone = TimeZone(identifier: identifier) else {
            log.append(
                document.error(KeySuggestion.unknownTimeZone(identifier, example: "America/New_York"), at: value))
            return nil
        }
        return zone
    }

    /// `images:`: link or download.
    func imageMode(
        _ mode: String, at value: Node, in document: YAMLDocument, log: inout DiagnosticLog
    ) -> SiteConfig.ImageMode? {
        guard let parsed = SiteConfig.ImageMode(rawValue: mode) else {
            log.append(document.error("images must be link or download, not \"\(mode)\"", at: value))
            return nil
        }
        return parsed
    }

    /// `snapshot_weekday:`: a day of the week, 1 for Sunday to 7 for Saturday.
    func weekday(_ name: String, at value: Node, in document: YAMLDocument, log: inout DiagnosticLog) -> Int? {
        guard let index = SiteConfig.weekdays.firstIndex(of: name.lowercased()) else {
            log.append(
                document.error("snapshot_weekday must be a day of the week like monday, not \"\(name)\"", at: value))
            return nil
        }
        return index + 1
    }
}
