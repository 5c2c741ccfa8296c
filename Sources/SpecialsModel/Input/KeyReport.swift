/// The keys of a feed's objects that are not spelt as the format spells them, gathered over the whole
/// feed so that a POS export with an extra column gives one warning, not one per special.
package struct KeyReport {
    private struct Finding {
        package var message: String
        package var firstPath: JSONPath
        package var count: Int
        package var severity: Diagnostic.Severity
    }

    private var findings: [String: Finding] = [:]
    private var order: [String] = []

    /// The fields under the names the decoder reads: a known key in another case or separator style
    /// ("originalPrice") is read as that key; other unknown keys are noted and ignored.
    package mutating func read(
        _ fields: [String: JSONValue], as known: [String], at path: JSONPath
    ) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for key in fields.keys.sorted() {
            if known.contains(key) {
                result[key] = fields[key]
            } else if let same = KeySuggestion.sameKey(key, among: known) {
                if fields[same] != nil {
                    // Two spellings of one key: which one counts would be a guess.
                    note(
                        "\"\(key)\" and \"\(same)\" are the same key given twice; keep one", at: path.key(key),
                        scope: path, severity: .error)
                } else {
                    result[same] = fields[key]
                    note("\"\(key)\" is read as \"\(same)\"; spell it \"\(same)\"", at: path.key(key), scope: path)
                }
            } else {
                note(KeySuggestion.unknownKey(key, among: known), at: path.key(key), scope: path)
            }
        }
        return result
    }

    /// Notes `message` at `path` (in the object at `scope`), once for every special that shares it.
    package mutating func note(
        _ message: String, at path: JSONPath, scope: JSONPath, severity: Diagnostic.Severity = .warning
    ) {
        let id = (scope == .root ? "root " : "item ") + message
        if findings[id] == nil { order.append(id) }
        findings[id, default: Finding(message: message, firstPath: path, count: 0, severity: severity)].count += 1
    }

    /// One diagnostic per finding, at its first place, saying how many specials share it.
    package func diagnostics(in file: String) -> [Diagnostic] {
        order.compactMap { findings[$0] }.map { finding in
            let more = finding.count > 1 ? " (in \(finding.count) specials)" : ""
            return Diagnostic(
                file: file, location: finding.firstPath.location, severity: finding.severity,
                message: finding.message + more)
        }
    }
}
