/// A snapshot dated after today that fails validation: what is due today is still published, and the
/// snapshot's problems are told as warnings on every run (even `--quiet`), until its day comes and they
/// are errors like any other's.
enum HeldBackSnapshot {
    /// The start of the warning that says a snapshot is held back.
    static let notice = "has errors, so it will not go live on "

    /// `diagnostics` of the snapshot `file`, due on `day`, as warnings, with one saying it is held back.
    static func diagnostics(_ diagnostics: [Diagnostic], file: String, day: Day) -> [Diagnostic] {
        let errors = diagnostics.filter { $0.severity == .error }.count
        return diagnostics.map { diagnostic in
            var held = diagnostic
            held.severity = .warning
            return held
        } + [
            .warning(
                "\(notice)\(day) until \(errors == 1 ? "its error is" : "its \(errors) errors are") fixed; "
                    + "the weeks before it are published as they are", in: file)
        ]
    }

    /// Whether `diagnostic` is about a held-back snapshot: told on every run, never only when new.
    static func isHeldBack(_ diagnostic: Diagnostic, among all: [Diagnostic]) -> Bool {
        let files = Set(all.filter { $0.message.hasPrefix(notice) }.map(\.file))
        return files.contains(diagnostic.file) && diagnostic.severity == .warning
    }
}
