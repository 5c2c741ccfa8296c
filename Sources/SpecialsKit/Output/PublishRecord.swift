import Foundation

/// What the last successful publish was made from, kept beside the output (`.public.build`), so that
/// a rebuild of unchanged inputs over an untouched output renders and writes nothing.
package struct PublishRecord: Sendable, Equatable {
    /// A hash of every input file, the build's day and options, and the specials version.
    package var fingerprint: String
    /// The warnings of that publish, told again by a build that finds nothing changed.
    package var warnings: [Diagnostic]
    /// The output as that publish left it: path, size and modification time of every file.
    package var output: [String]
    /// For a chain, what each store's pages and each shared price list's item pages were made from
    /// (`StorePages`), by their folder: "stores/downtown/", "regions/north/", "items/".
    package var stores: [String: String] = [:]

    /// The fingerprint of a publish that must not count as up to date (an image failed to download).
    package static let incomplete = "incomplete"

    package init(fingerprint: String, warnings: [Diagnostic] = [], output: [String], stores: [String: String] = [:]) {
        self.fingerprint = fingerprint
        self.warnings = warnings
        self.output = output
        self.stores = stores
    }

    /// The files of the output by the folder of the chain's store or price list they belong to
    /// ("stores/downtown/index.html" under "stores/downtown/", "regions/north/items/milk/index.html"
    /// under "regions/north/", "items/milk/index.html" under "items/"), in one pass over the listing.
    func filesByUnit() -> [String: [String]] {
        var units: [String: [String]] = [:]
        for line in output {
            guard let path = Self.path(ofLine: line), let unit = ChainFolder.of(path: path) else { continue }
            units[unit, default: []].append(String(path))
        }
        return units
    }

    /// Every file below `folder` with its size and modification time, sorted.
    package static func listing(of folder: String) -> [String] {
        listing(FileListing.regularFiles(in: folder).map(FileStamp.init))
    }

    /// Files with their size and modification time, as a listing of their folder writes them, sorted.
    static func listing(_ files: [FileStamp]) -> [String] {
        files.map { file in "\(file.size) \(file.seconds).\(file.nanoseconds) \(file.path)" }.sorted()
    }

    /// The paths of the output's files.
    var paths: Set<String> {
        Set(output.compactMap { Self.path(ofLine: $0).map(String.init) })
    }

    /// The path a listing line names: "size seconds.nanoseconds path"; a path may have spaces. Read as
    /// bytes: a chain's record has a line per published file.
    private static func path(ofLine line: String) -> Substring? {
        let bytes = line.utf8
        let space = UInt8(ascii: " ")
        guard let first = bytes.firstIndex(of: space),
            let second = bytes[bytes.index(after: first)...].firstIndex(of: space),
            second > bytes.index(after: first), bytes.index(after: second) < bytes.endIndex
        else { return nil }
        return line[bytes.index(after: second)...]
    }

    static func path(for output: String) -> String {
        OutputSibling.path("build", of: output)
    }

    /// The record of the last publish to `output`, if there is one.
    package static func read(for output: String) -> PublishRecord? {
        guard let data = FileManager.default.contents(atPath: path(for: output)) else { return nil }
        // Split as bytes: a chain's record has a line per published file, and splitting it as characters
        // took a tenth of a second at 2,000 stores, as Data's slices half a second at 10,000.
        var lines: [String] = []
        let valid = data.withUnsafeBytes { bytes in
            bytes.split(separator: 10, omittingEmptySubsequences: false).allSatisfy { line in
                guard let text = String(validating: UnsafeRawBufferPointer(rebasing: line), as: UTF8.self) else {
                    return false
                }
                lines.append(text)
                return true
            }
        }
        guard valid else { return nil }
        guard lines.count >= 2, lines.removeLast().isEmpty else { return nil }
        let fingerprint = lines.removeFirst()
        // Warnings are lines "! <JSON>"; listing lines start with a file's size.
        let warnings = lines.prefix { $0.hasPrefix(Self.warningMark) }
        let decoder = JSONDecoder()
        let decoded = warnings.compactMap {
            try? decoder.decode(Diagnostic.self, from: Data($0.dropFirst(Self.warningMark.count).utf8))
        }
        guard decoded.count == warnings.count else { return nil }
        // Then lines "= <store> <hash>".
        let rest = lines.dropFirst(warnings.count)
        let storeLines = rest.prefix { $0.hasPrefix(Self.storeMark) }
        let stores = storeLines.compactMap { line -> (String, String)? in
            let parts = line.dropFirst(Self.storeMark.count).split(separator: " ")
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
        guard stores.count == storeLines.count else { return nil }
        return PublishRecord(
            fingerprint: fingerprint, warnings: decoded, output: Array(rest.dropFirst(storeLines.count)),
            stores: Dictionary(stores, uniquingKeysWith: { _, last in last }))
    }

    private static let warningMark = "! "
    private static let storeMark = "= "

    /// Saves the record of a publish that just finished.
    package func write(for output: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let warningLines = try warnings.map {
            Self.warningMark + String(decoding: try encoder.encode($0), as: UTF8.self)
        }
        let storeLines = stores.sorted { $0.key < $1.key }.map { Self.storeMark + $0.key + " " + $0.value }
        // Line by line into one buffer: a chain's record has a line per published file, and joining them
        // first held the text twice more.
        let lines = [[fingerprint] + warningLines + storeLines, self.output].joined()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
        for line in lines {
            bytes += line.utf8
            bytes.append(10)
        }
        try AtomicFile.write(bytes, to: Self.path(for: output))
    }

    /// True when `output` still is exactly what this record's publish left there.
    package func matches(output folder: String) -> Bool {
        Self.listing(of: folder) == output
    }
}

/// A published file as the record lists it: its path, size and modification time (what stat(2) says
/// of it, without the rest: a chain publishes 200,000 files).
struct FileStamp: Sendable {
    var path: String
    var size: Int
    var seconds: Int
    var nanoseconds: Int

    init(path: String, info: stat) {
        self.path = path
        size = Int(info.st_size)
        seconds = info.st_mtim.tv_sec
        nanoseconds = info.st_mtim.tv_nsec
    }
}
