import Foundation

/// A folder's files decoded on every core, and one file's bytes read with its problem told.
extension SiteLoader {
    /// Reads a content folder the same way for every kind of content: `entry` checks each name in
    /// file order (returning what to decode, or nil with its problems), `decode` runs on every core,
    /// and `use` takes each decoded entry back in file order, after that file's messages.
    func decodeFolder<Entry: Sendable, Decoded: Sendable>(
        _ folder: String, log: inout DiagnosticLog,
        entry check: (_ entry: SiteInputs.Entry, _ problems: inout DiagnosticLog) -> Entry?,
        decode: @Sendable (Entry) -> (Decoded, [Diagnostic]),
        use: (Entry, Decoded, inout DiagnosticLog) -> Void
    ) {
        decodeFolders(
            [folder], log: &log, entry: check, decode: decode,
            use: { _, entry, decoded, log in use(entry, decoded, &log) })
    }

    /// `decodeFolder` over several folders at once, each in turn; `use` is told the folder's index too.
    func decodeFolders<Entry: Sendable, Decoded: Sendable>(
        _ folders: [String], log: inout DiagnosticLog,
        entry check: (_ entry: SiteInputs.Entry, _ problems: inout DiagnosticLog) -> Entry?,
        decode: @Sendable (Entry) -> (Decoded, [Diagnostic]),
        use: (_ folder: Int, Entry, Decoded, inout DiagnosticLog) -> Void
    ) {
        var entries: [(folder: Int, entry: Entry?, problems: [Diagnostic])] = []
        for (index, folder) in folders.enumerated() {
            for input in inputs.entries(in: folder) {
                var problems = DiagnosticLog()
                let entry = check(input, &problems)
                entries.append((index, entry, problems.diagnostics))
            }
        }
        let decoded = entries.parallelMap { $0.entry.map(decode) }
        for ((folder, entry, problems), result) in zip(entries, decoded) {
            log.append(contentsOf: problems)
            guard let entry, let (value, diagnostics) = result else { continue }
            log.append(contentsOf: diagnostics)
            use(folder, entry, value, &log)
        }
    }

    /// The bytes of an entry that should be a file: a folder in its place is an error when its name
    /// says it is `what` (a folder named like a note), else a warning that it is ignored.
    func file(_ entry: SiteInputs.Entry, what: String, problems: inout DiagnosticLog) -> [UInt8]? {
        if entry.isFolder {
            problems.append(
                .error("is a folder, not \(what); a folder cannot stand where a file is read", in: entry.path))
            return nil
        }
        return inputs.file(entry.path)
    }
}
