import Foundation

/// The slug map on disk: `.<output>.slugs` beside the output, as JSON, written after each publish.
extension SlugMap {
    static func path(for output: String) -> String {
        OutputSibling.path("slugs", of: output)
    }

    /// The map the last publish to `output` left; empty before the first. One that cannot be read is an
    /// error, never a fresh start: every item page's address is kept in it.
    package static func read(for output: String) throws -> SlugMap {
        let path = path(for: output)
        guard FileManager.default.fileExists(atPath: path) else { return SlugMap() }
        do {
            guard let data = FileManager.default.contents(atPath: path) else { throw CocoaError(.fileReadNoPermission) }
            return try JSONDecoder().decode(SlugMap.self, from: data)
        } catch {
            throw SpecialsError(
                .output,
                "the slug map, which keeps every item page's address, cannot be read (\(Self.reason(error))); "
                    + "nothing was published: restore it, or delete it to give every item page a new address", at: path)
        }
    }

    private static func reason(_ error: any Error) -> String {
        error is DecodingError ? "it is not the JSON a build writes" : "it cannot be opened"
    }

    /// Saves the map beside `output`.
    package func write(for output: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(Array(try encoder.encode(self)), to: Self.path(for: output))
    }
}
