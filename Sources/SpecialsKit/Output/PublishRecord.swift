import Foundation

/// What the last successful publish was made from, kept beside the output (`.public.build`), so that
/// a rebuild of unchanged inputs over an untouched output renders and writes nothing.
public struct PublishRecord: Sendable, Equatable {
    /// A hash of every input file, the build's day and options, and the specials version.
    public var fingerprint: String
    /// The output as that publish left it: path, size and modification time of every file.
    public var output: [String]

    /// The fingerprint of a publish that must not count as up to date (an image failed to download).
    public static let incomplete = "incomplete"

    public init(fingerprint: String, output: [String]) {
        self.fingerprint = fingerprint
        self.output = output
    }

    /// The hash of a site's inputs for a build on `today`: site.yml, Content/, Templates/ and Static/,
    /// names and bytes, in a fixed order. Files are read and hashed on every core.
    public static func fingerprint(site: String, today: Day, drafts: Bool, version: String, fileSystem: FileSystem = .live) throws -> String {
        var names: [String] = []
        for top in ["site.yml", "Content", "Templates", "Static"] {
            let path = site + "/" + top
            switch fileSystem.kind(path) {
            case .file?: names.append(top)
            case .directory?: names += try fileSystem.filesBelow(path).map { top + "/" + $0 }
            case nil: continue
            }
        }
        let digests = names.parallelMap { name in
            Result { () throws -> String in
                let bytes = try fileSystem.readFile(site + "/" + name)
                return "\(name) \(bytes.count) \(ContentHash.hex(bytes))\n"
            }
        }
        var hasher = StreamingHash()
        hasher.add("specials \(version)\ntoday \(today)\ndrafts \(drafts)\n")
        for digest in digests {
            hasher.add(try digest.get())
        }
        return hasher.hex
    }

    /// Every file below `folder` with its size and modification time, sorted.
    public static func listing(of folder: String) -> [String] {
        FileListing.regularFiles(in: folder).map { file in
            "\(file.info.st_size) \(file.info.st_mtim.tv_sec).\(file.info.st_mtim.tv_nsec) \(file.path)"
        }.sorted()
    }

    static func path(for output: String) -> String {
        OutputSibling.path("build", of: output)
    }

    /// The record of the last publish to `output`, if there is one.
    public static func read(for output: String) -> PublishRecord? {
        guard let text = try? String(contentsOfFile: path(for: output), encoding: .utf8) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 2, lines.removeLast().isEmpty else { return nil }
        return PublishRecord(fingerprint: lines.removeFirst(), output: lines)
    }

    /// Saves the record of a publish that just finished.
    public func write(for output: String) throws {
        try AtomicFile.write(Array(([fingerprint] + self.output).joined(separator: "\n").utf8 + [10]), to: Self.path(for: output))
    }

    /// True when `output` still is exactly what this record's publish left there.
    public func matches(output folder: String) -> Bool {
        Self.listing(of: folder) == output
    }
}
