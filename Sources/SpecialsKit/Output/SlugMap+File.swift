import Foundation

/// The slug map on disk: `.<output>.slugs` beside the output, as JSON, written after each publish.
extension SlugMap {
    static func path(for output: String) -> String {
        OutputSibling.path("slugs", of: output)
    }

    /// The map the last publish to `output` left; empty when there is none or it cannot be read.
    package static func read(for output: String) -> SlugMap {
        guard let data = FileManager.default.contents(atPath: path(for: output)),
              let map = try? JSONDecoder().decode(SlugMap.self, from: data) else { return SlugMap() }
        return map
    }

    /// Saves the map beside `output`.
    package func write(for output: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(Array(try encoder.encode(self)), to: Self.path(for: output))
    }
}
