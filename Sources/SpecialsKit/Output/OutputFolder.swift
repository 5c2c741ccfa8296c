import Foundation

/// Decides whether a folder may receive a build, before anything is written: an output folder is one
/// specials published before, a new one or an empty one. Publishing replaces the folder whole, so
/// anything else (the site itself, a folder holding it, one of its inputs, `/`, the home folder, a
/// folder of someone else's files) would be moved aside and, at the next build, deleted.
package struct OutputFolder: Sendable {
    /// The output folder, absolute.
    package var path: String
    /// The site folder, absolute.
    package var site: String
    /// The user's home folder, absolute, if known.
    package var home: String?
    package var fileSystem: FileSystem

    /// The site's input folders: an output inside one of them would publish into what it reads.
    static let inputFolders = SitePaths.inputFolders

    package init(path: String, site: String, home: String?, fileSystem: FileSystem = .live) {
        self.path = path
        self.site = site
        self.home = home
        self.fileSystem = fileSystem
    }

    /// Throws an output error that says why and what to do when the folder must not be published to.
    /// `force` takes over a non-empty folder that holds no earlier build; it never allows the others.
    package func check(force: Bool) throws {
        let output = resolved(path)
        let siteFolder = resolved(site)
        if output == "/" {
            throw refusal("is the root of the file system")
        }
        if output == siteFolder {
            throw refusal("is the site folder itself")
        }
        if siteFolder.hasPrefix(output + "/") {
            throw refusal("contains the site folder \(site)")
        }
        for input in Self.inputFolders {
            let folder = siteFolder + "/" + input
            if output == folder || output.hasPrefix(folder + "/") {
                throw refusal("lies inside the site's \(input)/ folder, which the build reads")
            }
        }
        if let home {
            let homeFolder = resolved(home)
            if output == homeFolder { throw refusal("is your home folder") }
            if homeFolder.hasPrefix(output + "/") { throw refusal("contains your home folder") }
        }
        switch fileSystem.kind(path) {
        case nil:
            return
        case .file?, .other?:
            throw SpecialsError(.output, "is a file, not a folder; move it away or choose another --output", at: path)
        case .directory?:
            let entries = (try? fileSystem.listFolder(path)) ?? []
            guard !entries.isEmpty, !force, !publishedBefore else { return }
            let shown = entries.prefix(3).joined(separator: ", ") + (entries.count > 3 ? ", ..." : "")
            throw SpecialsError(
                .output,
                "holds files specials did not publish (\(shown)); "
                    + "choose a new or empty folder, or pass --force to take it over "
                    + "(its files are moved to \(OutputSibling.path("previous", of: path)) and deleted by the next build)",
                at: path)
        }
    }

    /// True when a build of specials left its record (or the site before it) beside the folder.
    var publishedBefore: Bool {
        fileSystem.kind(PublishRecord.path(for: path)) == .file
            || fileSystem.kind(OutputSibling.path("previous", of: path)) == .directory
    }

    private func refusal(_ reason: String) -> SpecialsError {
        SpecialsError(
            .output,
            "cannot publish here: the output folder \(reason); "
                + "publish to a folder of its own, such as \(site)/public", at: path)
    }

    /// The path with every symbolic link resolved, also where its last parts do not exist yet.
    private func resolved(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while fileSystem.kind(existing.path) == nil, existing.path != "/" {
            missing.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        let base = fileSystem.resolved(existing.path)
        let joined = missing.reduce(base == "/" ? "" : base) { $0 + "/" + $1 }
        return joined.isEmpty ? "/" : joined
    }
}
