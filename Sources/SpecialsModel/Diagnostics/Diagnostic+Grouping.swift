extension Diagnostic {
    /// How many files may share one warning before they are told as one line.
    package static let groupingThreshold = 3

    /// `diagnostics` with each warning that more than a few files share told once, at its first place,
    /// with a count and the first few files: an unknown `tags:` in 10,000 notes is one line, not 10,000.
    /// Errors are never grouped: each is a problem to fix where it is. Linear in the diagnostics: each
    /// message's files are gathered once.
    package static func grouped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var filesByMessage: [String: (files: [String], distinct: Set<String>)] = [:]
        for diagnostic in diagnostics where diagnostic.severity == .warning {
            filesByMessage[diagnostic.message, default: ([], [])].files.append(diagnostic.file)
            filesByMessage[diagnostic.message, default: ([], [])].distinct.insert(diagnostic.file)
        }
        var told: Set<String> = []
        return diagnostics.compactMap { diagnostic in
            guard diagnostic.severity == .warning, let shared = filesByMessage[diagnostic.message],
                shared.distinct.count > groupingThreshold
            else { return diagnostic }
            guard told.insert(diagnostic.message).inserted else { return nil }
            let others = shared.files.filter { $0 != diagnostic.file }
            var grouped = diagnostic
            grouped.message +=
                " (and in \(others.count) more files: "
                + others.prefix(groupingThreshold).joined(separator: ", ")
                + (others.count > groupingThreshold ? ", …)" : ")")
            return grouped
        }
    }
}
