import Foundation

/// The file system as the pipeline sees it: a struct of closures, live by default, swappable in tests.
public struct FileSystem: Sendable {
    public enum Kind: Sendable, Equatable { case file, directory }

    /// The bytes of the file at an absolute path.
    public var readFile: @Sendable (String) throws -> [UInt8]
    /// The names of the entries in a folder, sorted.
    public var listFolder: @Sendable (String) throws -> [String]
    /// What is at a path, or nil when nothing is.
    public var kind: @Sendable (String) -> Kind?
    /// The path with every symbolic link resolved.
    public var resolved: @Sendable (String) -> String

    public init(
        readFile: @escaping @Sendable (String) throws -> [UInt8],
        listFolder: @escaping @Sendable (String) throws -> [String],
        kind: @escaping @Sendable (String) -> Kind?,
        resolved: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.readFile = readFile
        self.listFolder = listFolder
        self.kind = kind
        self.resolved = resolved
    }

    /// The real disk.
    public static let live = FileSystem(
        readFile: { path in [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) },
        listFolder: { path in try FileManager.default.contentsOfDirectory(atPath: path).sorted() },
        kind: { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
            return isDirectory.boolValue ? .directory : .file
        },
        resolved: { path in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
    )

    /// A file system held in memory: absolute paths to contents. Folders are implied by the paths.
    public static func memory(_ files: [String: [UInt8]]) -> FileSystem {
        @Sendable func folderPrefix(_ path: String) -> String { path.hasSuffix("/") ? path : path + "/" }
        return FileSystem(
            readFile: { path in
                guard let contents = files[path] else { throw CocoaError(.fileReadNoSuchFile) }
                return contents
            },
            listFolder: { path in
                let prefix = folderPrefix(path)
                let names = files.keys.filter { $0.hasPrefix(prefix) }.compactMap {
                    $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
                }
                return Set(names).sorted()
            },
            kind: { path in
                if files[path] != nil { return .file }
                let prefix = folderPrefix(path)
                return files.keys.contains { $0.hasPrefix(prefix) } ? .directory : nil
            }
        )
    }

    /// Every file below `folder`, as paths relative to it, sorted; hidden files are skipped.
    func filesBelow(_ folder: String) throws -> [String] {
        var result: [String] = []
        for name in try listFolder(folder) where !name.hasPrefix(".") {
            let path = folder + "/" + name
            switch kind(path) {
            case .directory?: result += try filesBelow(path).map { name + "/" + $0 }
            case .file?: result.append(name)
            case nil: break
            }
        }
        return result.sorted()
    }
}
