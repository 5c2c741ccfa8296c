extension FeedSnapshotDecoder {
    /// The snapshot's top-level object: its bytes read as UTF-8 text, the text as JSON, no key given twice.
    package func object(_ bytes: [UInt8]) -> Result<[String: JSONValue], Problems> {
        let text: String
        switch UTF8Text.decode(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let invalid):
            return .failure(Problems([.error(invalid.message, in: file, at: invalid.position.location)]))
        }
        let root: JSONValue
        switch JSONValue.parse(text) {
        case .success(let value): root = value
        case .failure(let syntax):
            return .failure(
                Problems([
                    numberOutOfRange(syntax, in: text)
                        ?? .error(syntax.message, in: file, at: syntax.position?.location ?? .file)
                ]))
        }
        // Foundation keeps one of a key given twice, silently; which one is no reader's agreement.
        let duplicates = JSONDuplicateKeys.find(in: text)
        guard duplicates.isEmpty else {
            return .failure(
                Problems(
                    duplicates.map { duplicate in
                        .error(
                            "\"\(duplicate.key)\" is given more than once in this object; readers disagree on which one counts, so keep one",
                            in: file, at: duplicate.path.location)
                    }))
        }
        guard case .object(let fields) = root else {
            return .failure(
                Problems([
                    .error(
                        "expected an object with canvasUnit and managerSpecials, found \(root.summary)", in: file,
                        at: JSONPath.root.location)
                ]))
        }
        return .success(fields)
    }

    /// What keeps a snapshot from being read at all, as diagnostics.
    package struct Problems: Error {
        package var diagnostics: [Diagnostic]
        package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    }
}
