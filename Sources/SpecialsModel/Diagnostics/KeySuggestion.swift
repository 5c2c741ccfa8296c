import Foundation
import Synchronization

/// "Did you mean": the known key a misspelt one stands for. Keys that differ only in case and
/// separators ("originalPrice", "Original-Price") are the same key; others are suggested when they
/// are a few edits away ("titel" -> "title").
package enum KeySuggestion {
    /// The known key `key` is spelt as, in another case or separator style; nil for a key that is known
    /// as written or not at all.
    package static func sameKey(_ key: String, among known: [String]) -> String? {
        guard !known.contains(key) else { return nil }
        let folded = fold(key)
        return known.first { fold($0) == folded }
    }

    /// The known key closest to `key`, if it is close enough to be a slip.
    package static func closest(to key: String, among known: [String]) -> String? {
        if let same = sameKey(key, among: known) { return same }
        let folded = fold(key)
        let scored = known.map { ($0, distance(folded, fold($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, folded.count / 3) ? best.0 : nil
    }

    /// The warning for a key nobody reads: `unknown key "titel" is ignored; did you mean "title"?`.
    /// Worked out once per key: a site moved from Hugo has `tags:` in each of 10,000 notes.
    /// `synonyms`, by folded key: other names for a known key ("zip" for "postal_code").
    package static func unknownKey(
        _ key: String, among known: [String], prefix: String = "", synonyms: [String: String] = [:]
    ) -> String {
        let id = ([prefix, key] + known).joined(separator: "\u{0}")
        if let told = told.withLock({ $0[id] }) { return told }
        let suggestion =
            (synonyms[fold(key)] ?? closest(to: key, among: known)).map { "; did you mean \"\($0)\"?" } ?? ""
        let message = "\(prefix)unknown key \"\(key)\" is ignored\(suggestion)"
        told.withLock { $0[id] = message }
        return message
    }

    /// The message for a time zone Foundation does not know, naming the closest one it does, else
    /// `example`.
    package static func unknownTimeZone(_ identifier: String, example: String) -> String {
        let meant = closest(to: identifier, among: TimeZone.knownTimeZoneIdentifiers).map { "; did you mean \($0)?" }
        return "time_zone \"\(identifier)\" is not known" + (meant ?? "; use one like \(example)")
    }

    /// The messages worked out so far, by prefix, key and known keys.
    private static let told = Mutex<[String: String]>([:])

    /// Lowercase letters and digits only: "original_price", "originalPrice" and "Original-Price" agree.
    package static func fold(_ key: String) -> String {
        String(key.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Levenshtein distance, with a swap of neighbours counted as one edit.
    package static func distance(_ one: String, _ other: String) -> Int {
        let a = Array(one)
        let b = Array(other)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
