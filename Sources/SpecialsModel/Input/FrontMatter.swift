/// Splits a note into its YAML front matter and its Markdown body.
package struct FrontMatter: Equatable {
    package var yaml: String
    package var body: String
    /// The file's line number of the first YAML line (after the opening `---`).
    package var yamlFirstLine: Int

    package enum Problem: Error, Equatable {
        case missing
        case unterminated
    }

    /// The front matter between a first line `---` and the next line `---` (or `...`).
    package static func split(_ text: String) -> Result<FrontMatter, Problem> {
        // Notes are mostly LF-only; those are cut where the fences are, without splitting every line.
        text.utf8.contains(UInt8(ascii: "\r")) ? splitLines(text) : splitLF(text)
    }

    /// `split` line by line, for lines ended by LF or CRLF (a Windows editor's). A String holds "\r\n" as one
    /// Character, which is not "\n": both end a line.
    package static func splitLines(_ text: String) -> Result<FrontMatter, Problem> {
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        guard let first = lines.first, first.trimmingCharacters(in: .whitespaces) == "---" else {
            return .failure(.missing)
        }
        lines.removeFirst()
        guard let end = lines.firstIndex(where: { $0 == "---" || $0 == "..." }) else {
            return .failure(.unterminated)
        }
        return .success(
            FrontMatter(
                yaml: lines[..<end].joined(separator: "\n"),
                body: lines[(end + 1)...].joined(separator: "\n"),
                yamlFirstLine: 2
            ))
    }

    /// `split` for text without carriage returns: the same result, found by scanning bytes.
    package static func splitLF(_ text: String) -> Result<FrontMatter, Problem> {
        let bytes = text.utf8
        let newline = UInt8(ascii: "\n")
        let firstEnd = bytes.firstIndex(of: newline) ?? bytes.endIndex
        guard text[..<firstEnd].trimmingCharacters(in: .whitespaces) == "---" else { return .failure(.missing) }
        guard firstEnd < bytes.endIndex else { return .failure(.unterminated) }
        let yamlStart = bytes.index(after: firstEnd)
        var lineStart = yamlStart
        while true {
            let lineEnd = bytes[lineStart...].firstIndex(of: newline) ?? bytes.endIndex
            let line = bytes[lineStart..<lineEnd]
            if line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8) {
                let yamlEnd = lineStart == yamlStart ? yamlStart : bytes.index(before: lineStart)
                let body = lineEnd == bytes.endIndex ? "" : String(text[bytes.index(after: lineEnd)...])
                return .success(FrontMatter(yaml: String(text[yamlStart..<yamlEnd]), body: body, yamlFirstLine: 2))
            }
            guard lineEnd < bytes.endIndex else { return .failure(.unterminated) }
            lineStart = bytes.index(after: lineEnd)
        }
    }
}
