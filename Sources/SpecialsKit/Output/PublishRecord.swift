import Foundation

/// What the last successful publish was made from, kept beside the output (`.public.build`), so that
/// a rebuild of unchanged inputs over an untouched output renders and writes nothing.
public struct PublishRecord: Sendable, Equatable {
    /// A hash of every input file, the build's day and options, and the specials version.
    public var fingerprint: String
    /// The warnings of that publish, told again by a build that finds nothing changed.
    public var warnings: [Diagnostic]
    /// The output as that publish left it: path, size and modification time of every file.
    public var output: [String]

    /// The fingerprint of a publish that must not count as up to date (an image failed to download).
    public static let incomplete = "incomplete"

    public init(fingerprint: String, warnings: [Diagnostic] = [], output: [String]) {
        self.fingerprint = fingerprint
        self.warnings = warnings
        self.output = output
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
        let fingerprint = lines.removeFirst()
        // Warnings are lines "! <JSON>"; listing lines start with a file's size.
        let warnings = lines.prefix { $0.hasPrefix(Self.warningMark) }
        let decoder = JSONDecoder()
        let decoded = warnings.compactMap { try? decoder.decode(Diagnostic.self, from: Data($0.dropFirst(Self.warningMark.count).utf8)) }
        guard decoded.count == warnings.count else { return nil }
        return PublishRecord(fingerprint: fingerprint, warnings: decoded, output: Array(lines.dropFirst(warnings.count)))
    }

    private static let warningMark = "! "

    /// Saves the record of a publish that just finished.
    public func write(for output: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let warningLines = try warnings.map { Self.warningMark + String(decoding: try encoder.encode($0), as: UTF8.self) }
        try AtomicFile.write(Array(([fingerprint] + warningLines + self.output).joined(separator: "\n").utf8 + [10]), to: Self.path(for: output))
    }

    /// True when `output` still is exactly what this record's publish left there.
    public func matches(output folder: String) -> Bool {
        Self.listing(of: folder) == output
    }
}
