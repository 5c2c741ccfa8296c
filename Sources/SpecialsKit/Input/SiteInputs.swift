/// Every input of a site folder, read once: the bytes the loader decodes are the bytes the fingerprint
/// hashes, so `build`, `check` and `serve` can never see two versions of a site.
///
/// Reading walks `site.yml`, `stores.yml`, `Content/`, `Templates/` and `Static/` (hidden names skipped)
/// and reads every file on every core. What cannot be read becomes a located error here, in the
/// system's words: a link to nothing, a FIFO, a file without permission, a folder that cannot be listed.
/// Decoding is the loader's; nothing here knows what a snapshot or a note is.
package struct SiteInputs: Sendable {
    /// The site folder, absolute.
    package var root: String
    /// Every file read, by its path relative to the site folder ("Content/notes/water.md").
    package private(set) var files: [String: [UInt8]]
    /// Every folder met, relative to the site folder ("Content/notes", "Static/img").
    package private(set) var folders: Set<String>
    /// What could not be read, each an error located at its path.
    package private(set) var problems: [Diagnostic]
    /// Each file's status, taken before it was read (`InputTable`); empty where the file system has none.
    package var statuses: [String: FileStatus] = [:]
    /// Each file's digest once hashed (`digest`).
    private let digests = Memo<String, String>(limit: .max)

    package init(root: String, files: [String: [UInt8]], folders: Set<String> = [], problems: [Diagnostic] = []) {
        self.root = root
        self.files = files
        self.problems = problems
        self.folders = Self.folders(folders, holding: files.keys)
    }

    /// `folders` and every folder on the way to one of `paths`: a file's folders are folders of the site.
    static func folders(_ folders: Set<String>, holding paths: some Sequence<String>) -> Set<String> {
        var implied = folders
        for path in paths {
            var parts = path.split(separator: "/").dropLast()
            while !parts.isEmpty {
                implied.insert(parts.joined(separator: "/"))
                parts.removeLast()
            }
        }
        return implied
    }

    /// How many files were read, for `--timings`.
    package var readCount: Int { files.count }

    /// The bytes of the file at `path` (relative to the site folder), if it was read.
    package func file(_ path: String) -> [UInt8]? { files[path] }

    /// Whether `path` is a folder of the inputs.
    package func isFolder(_ path: String) -> Bool { folders.contains(path) }

    /// One name directly inside a folder.
    package struct Entry: Sendable, Equatable {
        package var name: String
        /// The path relative to the site folder.
        package var path: String
        package var isFolder: Bool
    }

    /// The files and folders directly inside `folder`, sorted by name. Names that could not be read
    /// are not here: their problems are.
    package func entries(in folder: String) -> [Entry] {
        let prefix = folder + "/"
        var names: [String: Bool] = [:]
        for path in files.keys where path.hasPrefix(prefix) && !path.dropFirst(prefix.count).contains("/") {
            names[String(path.dropFirst(prefix.count))] = false
        }
        for path in folders where path.hasPrefix(prefix) && !path.dropFirst(prefix.count).contains("/") {
            names[String(path.dropFirst(prefix.count))] = true
        }
        return names.sorted { $0.key < $1.key }.map { Entry(name: $0.key, path: prefix + $0.key, isFolder: $0.value) }
    }

    /// The files anywhere below `folder`, by their path relative to it, sorted.
    package func files(below folder: String) -> [(path: String, bytes: [UInt8])] {
        let prefix = folder + "/"
        return files.filter { $0.key.hasPrefix(prefix) }
            .map { (String($0.key.dropFirst(prefix.count)), $0.value) }
            .sorted { $0.0 < $1.0 }
    }

    /// A hash of every input's path and bytes, of every folder's path (an empty folder where a note
    /// belongs is a problem too) and of `context` (the day, the options, the binary): equal
    /// fingerprints are equal builds. Files are hashed on every core.
    package func fingerprint(_ context: String) -> String {
        fingerprint(context, excluding: [])
    }

    /// The fingerprint of every input but those in the folders `excluded` (a chain's regional and
    /// store feeds, which each store's own fingerprint names).
    func fingerprint(_ context: String, excluding excluded: [String]) -> String {
        let outside = { (path: String) in !excluded.contains { path == $0 || path.hasPrefix($0 + "/") } }
        let kept = files.filter { outside($0.key) }.sorted { $0.key < $1.key }
        return Self.fingerprint(
            context, folders: folders.filter(outside).sorted(),
            files: kept.parallelMap { (path: $0.key, digest: digest($0.key, $0.value)) })
    }

    /// What the fingerprint knows of the file at `path`, `bytes`: their size and hash. Hashed once however
    /// many fingerprints and tables ask (a chain's shared part, the whole site's, the input table).
    func digest(_ path: String, _ bytes: [UInt8]) -> String {
        digests.value(path, make: { "\(bytes.count) \(ContentHash.hex(bytes))" })
    }

    /// The fingerprint of inputs by their folders and their files' digests (`digest`), sorted by path:
    /// the same whether the digests were worked out now or kept from a build that read the same files.
    static func fingerprint(_ context: String, folders: [String], files: [(path: String, digest: String)]) -> String {
        var hasher = StreamingHash()
        hasher.add(context)
        for folder in folders { hasher.add("\(folder)/\n") }
        for (path, digest) in files { hasher.add("\(path) \(digest)\n") }
        return hasher.hex
    }
}

extension SiteInputs {
    /// Reads the inputs of the site folder `root` through `fileSystem`. Throws a missing-input error
    /// when `root` is no site folder; every other problem is kept in `problems`.
    package static func read(site root: String, fileSystem: FileSystem = .live) throws -> SiteInputs {
        let reader = try reader(site: root, fileSystem: fileSystem)
        // Each file is read where it was checked to be, inside the site, following no link on the way;
        // its status is taken first, so that a write after it is never taken for what was read.
        let folder = String(reader.siteFolder.dropLast())
        let contents = Array(zip(reader.paths, reader.resolvedPaths)).parallelMap { path, resolved in
            (fileSystem.status(root + "/" + path), Result { try fileSystem.readBelow(folder, resolved) })
        }
        var files: [String: [UInt8]] = [:]
        var statuses: [String: FileStatus] = [:]
        var problems = reader.problems
        for (path, (status, result)) in zip(reader.paths, contents) {
            switch result {
            case .success(let bytes):
                files[path] = bytes
                statuses[path] = status
            case .failure(let error):
                problems.append(.error("cannot be read: \(FileSystemError.reason(error))", in: path))
            }
        }
        var inputs = SiteInputs(
            root: root, files: files, folders: reader.folders, problems: problems.sorted { $0.file < $1.file })
        inputs.statuses = statuses
        return inputs
    }

    /// The inputs' files and folders as a walk finds them, nothing read: the files' paths, the folders,
    /// and what cannot be read.
    package static func walk(
        site root: String, fileSystem: FileSystem
    ) throws -> (paths: [String], folders: Set<String>, problems: [Diagnostic]) {
        let reader = try reader(site: root, fileSystem: fileSystem)
        return (reader.paths, reader.folders, reader.problems)
    }

    /// The walk done: the files to read and what cannot be.
    private static func reader(site root: String, fileSystem: FileSystem) throws -> Reader {
        try SiteFolder.require(root, fileSystem: fileSystem)
        var reader = Reader(root: root, fileSystem: fileSystem)
        let present = Set((try? fileSystem.listFolder(root)) ?? SitePaths.inputs)
        for name in SitePaths.inputs where present.contains(name) {
            reader.visit(name)
        }
        return reader
    }

    /// Walks the input folders, collecting the files to read and what cannot be.
    private struct Reader {
        let root: String
        let fileSystem: FileSystem
        var paths: [String] = []
        var folders: Set<String> = []
        var problems: [Diagnostic] = []
        /// Folders entered, links resolved: a link back up the tree is entered once.
        var entered: Set<String> = []
        /// Links out of the site already named: a linked folder is named once, not every file below it.
        var outsideLinks: Set<String> = []

        /// The site folder with its links resolved, and a slash.
        let siteFolder: String
        /// Each file's path below `siteFolder`, links resolved (where it was checked to be), in the order
        /// of `paths`.
        var resolvedPaths: [String] = []

        init(root: String, fileSystem: FileSystem) {
            self.root = root
            self.fileSystem = fileSystem
            siteFolder = fileSystem.resolved(root) + "/"
        }

        /// Visits `path`. `known` is what its folder's listing says it is and where it is with links
        /// resolved, given when the listing says it is no link: then it is neither resolved nor looked
        /// at again (at 10,000 notes, a fifth of a build with nothing to do).
        mutating func visit(_ path: String, known: (kind: FileSystem.Kind, resolved: String)? = nil) {
            let full = root + "/" + path
            let resolved = known?.resolved ?? fileSystem.resolved(full)
            if !resolved.hasPrefix(siteFolder) {
                // A link may point anywhere on the machine: read, and so publish, only what stays inside
                // the site, whichever input folder the link is in.
                if outsideLinks.insert(path).inserted {
                    let into = path.hasPrefix(SitePaths.staticFiles + "/") ? "Static/" : "the site folder"
                    problems.append(
                        .error(
                            "links to \(fileSystem.kind(full) == .directory ? "a folder" : "a file") outside the site folder; copy it into \(into) instead",
                            in: path))
                }
                return
            }
            switch known?.kind ?? fileSystem.kind(full) {
            case .file?:
                paths.append(path)
                resolvedPaths.append(String(resolved.dropFirst(siteFolder.count)))
            case .directory?:
                guard entered.insert(resolved).inserted else { return }
                folders.insert(path)
                do {
                    for (name, kind) in try fileSystem.listEntries(full) where !name.hasPrefix(".") {
                        visit(path + "/" + name, known: kind.map { ($0, resolved + "/" + name) })
                    }
                } catch {
                    problems.append(.error("cannot be listed: \(FileSystemError.reason(error))", in: path))
                }
            case .other?:
                problems.append(.error("is not a regular file (a FIFO, a socket or a device); remove it", in: path))
            case nil:
                problems.append(
                    .error("cannot be read: a symbolic link to nothing, or it vanished while it was read", in: path))
            }
        }
    }
}
