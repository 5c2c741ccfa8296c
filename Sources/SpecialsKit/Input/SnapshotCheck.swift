/// What `specials snapshot` does with fetched bytes: validate them as the build would, and decide
/// whether they may be saved over what is there.
package struct SnapshotCheck: Sendable {
    package enum Decision: Sendable, Equatable {
        /// No snapshot for that date yet, or --force: save it.
        case save
        /// The same bytes are already saved.
        case unchanged
    }

    package var site: String
    package var fileSystem: FileSystem

    package init(site: String, fileSystem: FileSystem = .live) {
        self.site = site
        self.fileSystem = fileSystem
    }

    /// The snapshot's path relative to the site for `date`.
    package static func path(for date: Day) -> String {
        SitePaths.snapshot(date)
    }

    /// Validates `bytes` (reported under `source`, the URL) and compares them with the saved snapshot.
    /// Throws an invalid-input error for an invalid feed and an output error when a different snapshot is there.
    package func check(
        _ bytes: [UInt8], source: String, date: Day, force: Bool
    ) throws -> (Decision, warnings: [Diagnostic]) {
        let staticFolder = site + "/" + SitePaths.staticFiles
        let staticFiles: Set<String>
        do {
            staticFiles =
                fileSystem.kind(staticFolder) == .directory ? Set(try fileSystem.filesBelow(staticFolder)) : []
        } catch {
            throw SpecialsError(
                .invalidInput, "cannot be listed: \(FileSystemError.reason(error))", at: SitePaths.staticFiles)
        }
        let (snapshot, diagnostics) = FeedSnapshotDecoder(file: source, staticFiles: staticFiles).decode(bytes)
        guard snapshot != nil else { throw SpecialsError.invalidInput(diagnostics) }
        let target = site + "/" + Self.path(for: date)
        guard fileSystem.kind(target) == .file, let existing = try? fileSystem.readFile(target) else {
            return (.save, diagnostics)
        }
        if existing == bytes { return (.unchanged, diagnostics) }
        guard force else {
            throw SpecialsError(
                .output, "a different snapshot is already saved for \(date); pass --force to replace it",
                at: Self.path(for: date))
        }
        return (.save, diagnostics)
    }
}

extension Day {
    /// The first `weekday` (1 = Sunday ... 7 = Saturday) strictly after this day.
    package func next(weekday: Int) -> Day {
        var day = adding(days: 1)
        while day.weekday != weekday { day = day.adding(days: 1) }
        return day
    }

    /// The latest `weekday` on or before this day.
    package func previous(weekday: Int) -> Day {
        var day = self
        while day.weekday != weekday { day = day.adding(days: -1) }
        return day
    }
}
