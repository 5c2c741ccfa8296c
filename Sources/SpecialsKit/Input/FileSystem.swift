import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The file system as the pipeline sees it: a struct of closures, live by default, swappable in tests.
package struct FileSystem: Sendable {
    package enum Kind: Sendable, Equatable {
        case file, directory
        /// A FIFO, a socket, a device: nothing a site is made of.
        case other
    }

    /// The bytes of the file at an absolute path; failures are `FileSystemError`s.
    package var readFile: @Sendable (String) throws -> [UInt8]
    /// The names of the entries in a folder, sorted; failures are `FileSystemError`s.
    package var listFolder: @Sendable (String) throws -> [String]
    /// The entries of a folder, sorted by name, each with what it is where the folder's listing says
    /// so without following a link (nil for a link, or where the file system does not say).
    package var listEntries: @Sendable (String) throws -> [(name: String, kind: Kind?)]
    /// What is at a path, links followed, or nil when nothing is (a link to nothing included).
    package var kind: @Sendable (String) -> Kind?
    /// The path with every symbolic link resolved.
    package var resolved: @Sendable (String) -> String
    /// The bytes of the file at a path relative to a folder (both with links resolved), following no
    /// link on the way: a file checked to be inside the site is read there, even if a folder on its way
    /// is swapped for a link in between.
    package var readBelow: @Sendable (_ folder: String, _ relative: String) throws -> [UInt8]
    /// A file's size, times and inode, links followed; nil where the file system cannot say (one in
    /// memory), and then every file is read to know whether it changed.
    package var status: @Sendable (String) -> FileStatus?

    package init(
        readFile: @escaping @Sendable (String) throws -> [UInt8],
        listFolder: @escaping @Sendable (String) throws -> [String],
        kind: @escaping @Sendable (String) -> Kind?,
        resolved: @escaping @Sendable (String) -> String = { $0 },
        readBelow: (@Sendable (String, String) throws -> [UInt8])? = nil,
        status: @escaping @Sendable (String) -> FileStatus? = { _ in nil },
        listEntries: (@Sendable (String) throws -> [(name: String, kind: Kind?)])? = nil
    ) {
        self.readFile = readFile
        self.listFolder = listFolder
        self.listEntries = listEntries ?? { try listFolder($0).map { ($0, nil) } }
        self.kind = kind
        self.resolved = resolved
        self.readBelow = readBelow ?? { folder, relative in try readFile(folder + "/" + relative) }
        self.status = status
    }

    /// The real disk, through the system calls themselves, so that a failure says what the system said.
    package static let live = FileSystem(
        readFile: { path in try Self.read(path).get() },
        listFolder: { path in try Self.entries(path).map(\.name) },
        kind: { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .directory
            default: return .other
            }
        },
        resolved: { path in
            // realpath(3) is one call where Foundation's resolution costs several per path component.
            guard let resolved = realpath(path, nil) else {
                return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            }
            defer { free(resolved) }
            return String(cString: resolved)
        },
        readBelow: { folder, relative in try Self.read(relative, below: folder).get() },
        status: { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            return FileStatus(info)
        },
        listEntries: { path in try Self.entries(path) }
    )

    /// A folder's entries on disk, sorted by name, each with what readdir says it is (nil for a link,
    /// or where the file system does not say); failures are `FileSystemError`s.
    private static func entries(_ path: String) throws -> [(name: String, kind: Kind?)] {
        guard let entries = FileListing.entries(of: path) else { throw FileSystemError(code: errno) }
        return entries.map { entry in
            let kind: Kind? =
                switch Int(entry.type) {
                case Int(DT_REG): .file
                case Int(DT_DIR): .directory
                case Int(DT_LNK), Int(DT_UNKNOWN): nil
                default: .other
                }
            return (entry.name, kind)
        }.sorted { $0.name < $1.name }
    }

    /// A file's bytes, or errno.
    private static func read(_ path: String) -> Result<[UInt8], FileSystemError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(FileSystemError(code: errno)) }
        return read(descriptor)
    }

    /// The bytes of `relative` below `folder`, each folder on the way opened with openat(2) and
    /// O_NOFOLLOW, the file too: a link anywhere on the way is ELOOP (or ENOTDIR), never followed.
    private static func read(_ relative: String, below folder: String) -> Result<[UInt8], FileSystemError> {
        var directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { return .failure(FileSystemError(code: errno)) }
        let components = relative.split(separator: "/").map(String.init)
        for name in components.dropLast() {
            let next = openat(directory, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let code = errno
            close(directory)
            guard next >= 0 else { return .failure(FileSystemError(code: code)) }
            directory = next
        }
        let descriptor = openat(directory, components.last ?? ".", O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        let code = errno
        close(directory)
        guard descriptor >= 0 else { return .failure(FileSystemError(code: code)) }
        return read(descriptor)
    }

    /// The bytes of an open file, which this closes; a folder is EISDIR.
    private static func read(_ descriptor: Int32) -> Result<[UInt8], FileSystemError> {
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(FileSystemError(code: errno)) }
        guard (info.st_mode & S_IFMT) != S_IFDIR else { return .failure(FileSystemError(code: EISDIR)) }
        var bytes = [UInt8]()
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: max(4096, min(Int(info.st_size) + 1, 1 << 20)))
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(FileSystemError(code: errno))
            }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// A file system held in memory: absolute paths to contents. Folders are implied by the paths.
    package static func memory(_ files: [String: [UInt8]]) -> FileSystem {
        @Sendable func folderPrefix(_ path: String) -> String { path.hasSuffix("/") ? path : path + "/" }
        return FileSystem(
            readFile: { path in
                guard let contents = files[path] else { throw FileSystemError(code: ENOENT) }
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
            case .other?, nil: break
            }
        }
        return result.sorted()
    }
}

/// What a file's status says of its contents without reading them, as git's index keeps it: its size,
/// its modification and change times to the nanosecond, its inode and device. A write changes the
/// change time whatever the modification time is set back to.
package struct FileStatus: Sendable, Hashable {
    package var size: Int64
    package var modified: Int64
    package var changed: Int64
    package var inode: UInt64
    package var device: UInt64

    init(_ info: stat) {
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        inode = UInt64(info.st_ino)
        device = UInt64(info.st_dev)
    }

    package init(size: Int64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
        self.device = device
    }
}

/// A failure of the file system, in the system's words ("Permission denied"), never Foundation's.
package struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The errno value.
    package var code: Int32

    package init(code: Int32) {
        self.code = code
    }

    package var description: String { String(cString: strerror(code)) }

    /// Whether the failure means nothing is there (rather than something unreadable).
    package var isMissing: Bool { code == ENOENT || code == ENOTDIR }

    /// What a failure from any file-system call says, for a message: the system's words for a
    /// `FileSystemError`, a short text for anything else.
    package static func reason(_ error: any Error) -> String {
        if let error = error as? FileSystemError { return error.description }
        if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return "the operation failed"
    }
}
