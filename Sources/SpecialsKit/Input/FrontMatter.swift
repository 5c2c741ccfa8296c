/// Splits a note into its YAML front matter and its Markdown body.
struct FrontMatter: Equatable {
    var yaml: String
    var body: String
    /// The file's line number of the first YAML line (after the opening `---`).
    var yamlFirstLine: Int

    enum Problem: Error, Equatable {
        case missing
        case unterminated
    }

    /// The front matter between a first line `---` and the next line `---` (or `...`).
    static func split(_ text: String) -> Result<FrontMatter, Problem> {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        guard let first = lines.first, first.trimmingCharacters(in: .whitespaces) == "---" else {
            return .failure(.missing)
        }
        lines.removeFirst()
        guard let end = lines.firstIndex(where: { $0 == "---" || $0 == "..." }) else {
            return .failure(.unterminated)
        }
        return .success(FrontMatter(
            yaml: lines[..<end].joined(separator: "\n"),
            body: lines[(end + 1)...].joined(separator: "\n"),
            yamlFirstLine: 2
        ))
    }
}
