import Foundation

/// The layout cache's file beside an output folder (`.public.layouts`): read before a build packs,
/// written atomically after it publishes.
extension LayoutCache {
    /// The cache file of the output folder `output`.
    package static func path(for output: String) -> String {
        OutputSibling.path("layouts", of: output)
    }

    /// Reads the layouts saved at `path`; a missing, unreadable or damaged file or entry is skipped.
    package func load(from path: String) {
        if let data = FileManager.default.contents(atPath: path) { read(data) }
    }

    /// Saves the layouts used since this cache was made (or last saved) to `path`, atomically; writes
    /// nothing when they are the ones read from there.
    package func save(to path: String) throws {
        guard let (bytes, keys) = try contents() else { return }
        try AtomicFile.write(bytes, to: path)
        saved(keys)
    }
}
