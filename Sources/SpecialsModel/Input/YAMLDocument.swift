import Yams

/// A YAML text inside a file, parsed with Yams, that turns node marks into file positions.
package struct YAMLDocument {
    /// The file, relative to the site folder.
    package var file: String
    /// Lines of the file before the YAML starts (1 for front matter after its `---`).
    package var lineOffset: Int
    package var root: Node?

    /// Parses `text`; a syntax error becomes a diagnostic at its position.
    package static func parse(_ text: String, file: String, lineOffset: Int = 0) -> Result<YAMLDocument, Diagnostic> {
        do {
            // UTF-8 named outright: Yams's default encoding reads the whole process environment on
            // every call, 3% of a 10,000-note build. Every value is read from its text here, so plain
            // scalars need not be typed: the default resolver tries a list of regular expressions on
            // each key to check for duplicates, which was a quarter of loading the notes. Keys are
            // compared as text then, so `1:` and `"1":` are duplicates too.
            let root = try Yams.compose(yaml: text, .basic, .default, .utf8)
            return .success(YAMLDocument(file: file, lineOffset: lineOffset, root: root))
        } catch let error as YamlError {
            let (problem, mark) = describe(error)
            let location: Diagnostic.Location =
                mark.map { .position(line: $0.line + lineOffset, column: $0.column) } ?? .file
            let advice =
                mark.flatMap { advise(problem, line: $0.line, column: $0.column, in: text) }.map { "; " + $0 } ?? ""
            return .failure(.error("YAML: \(problem)\(advice)", in: file, at: location))
        } catch {
            return .failure(.error("YAML: \(error)", in: file))
        }
    }

    /// Parses a whole file's bytes: text that is not UTF-8 is a diagnostic at its first bad byte.
    package static func parse(_ bytes: [UInt8], file: String) -> Result<YAMLDocument, Diagnostic> {
        switch UTF8Text.decode(bytes) {
        case .success(let text): parse(text, file: file)
        case .failure(let invalid): .failure(.error(invalid.message, in: file, at: invalid.position.location))
        }
    }

    /// What to do about the parser's words, where its usual causes can be seen at the mark (1-based
    /// line and column): an unquoted value holding ": ", a tab where indentation was meant.
    package static func advise(_ problem: String, line: Int, column: Int, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let source = lines[line - 1]
        if source.prefix(column).contains("\t") || (problem.contains("cannot start any token") && source.first == "\t")
        {
            return "indent with spaces: YAML does not take tabs for indentation"
        }
        if problem.contains("mapping values are not allowed"), let colon = source.firstIndex(of: ":") {
            let key = source[..<colon].trimmingCharacters(in: .whitespaces)
            let value = source[source.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return
                "a value that holds \": \" needs quotes: \(key): \"\(value.replacingOccurrences(of: "\"", with: "\\\""))\""
        }
        return nil
    }

    private static func describe(_ error: YamlError) -> (String, Mark?) {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let prefix = context.map { "\($0.text) " } ?? ""
            return ("\(prefix)\(problem)".trimmingCharacters(in: .whitespaces), mark)
        case .reader(let problem, _, _, _):
            return (problem, nil)
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams's own text repeats the whole document; its mark is the key's first place.
            let keys = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            let verb = duplicates.count == 1 ? "is" : "are"
            return ("\(keys) \(verb) given more than once in this mapping; keep one", context.mark)
        default:
            return ("\(error)", nil)
        }
    }

    package func location(of node: Node) -> Diagnostic.Location {
        guard let mark = node.mark else { return .file }
        return .position(line: mark.line + lineOffset, column: mark.column)
    }

    package func error(_ message: String, at node: Node) -> Diagnostic {
        .error(message, in: file, at: location(of: node))
    }

    package func warning(_ message: String, at node: Node) -> Diagnostic {
        .warning(message, in: file, at: location(of: node))
    }

    /// The pairs of a mapping in document order, or an error when `node` is not a mapping.
    package func mapping(_ node: Node, what: String) -> Result<[(key: String, keyNode: Node, value: Node)], Diagnostic>
    {
        guard case .mapping(let mapping) = node else {
            return .failure(error("\(what) must be a mapping of keys to values", at: node))
        }
        return .success(mapping.map { (key: $0.key.string ?? "\($0.key)", keyNode: $0.key, value: $0.value) })
    }

    /// A scalar's text, or an error naming the key.
    package func scalar(_ node: Node, key: String) -> Result<String, Diagnostic> {
        guard case .scalar(let scalar) = node else {
            return .failure(error("\(key) must be a single value", at: node))
        }
        return .success(scalar.string)
    }

    package func bool(_ node: Node, key: String) -> Result<Bool, Diagnostic> {
        scalar(node, key: key).flatMap { text in
            switch text.lowercased() {
            case "true", "yes", "on": .success(true)
            case "false", "no", "off": .success(false)
            default: .failure(error("\(key) must be true or false, not \"\(text)\"", at: node))
            }
        }
    }

    package func integer(_ node: Node, key: String, in range: ClosedRange<Int>) -> Result<Int, Diagnostic> {
        scalar(node, key: key).flatMap { text in
            guard let value = Int(text), range.contains(value) else {
                return .failure(
                    error(
                        "\(key) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(text)\"",
                        at: node))
            }
            return .success(value)
        }
    }

    /// A day ("2026-11-16") or an instant ("2026-11-16T09:30:00-05:00", YAML's "2026-11-16 09:30:00 -5"),
    /// as other generators write dates.
    package func dayOrInstant(_ node: Node, key: String) -> Result<BuildDate, Diagnostic> {
        scalar(node, key: key).flatMap { text in
            guard let date = BuildDate.parse(text) else {
                return .failure(
                    error(
                        "\(key) must be a date like 2026-11-16 or a date and time like 2026-11-16T09:30:00-05:00, not \"\(text)\"",
                        at: node))
            }
            return .success(date)
        }
    }

    package func day(_ node: Node, key: String) -> Result<Day, Diagnostic> {
        scalar(node, key: key).flatMap { text in
            guard let day = Day(text) else {
                return .failure(error("\(key) must be a date like 2026-11-16, not \"\(text)\"", at: node))
            }
            return .success(day)
        }
    }
}

extension Result where Failure == Diagnostic {
    /// The value, or nil after logging the diagnostic.
    package func value(logging log: inout DiagnosticLog) -> Success? {
        switch self {
        case .success(let value): return value
        case .failure(let diagnostic):
            log.append(diagnostic)
            return nil
        }
    }
}
