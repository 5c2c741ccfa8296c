import CanvasPacking
import Foundation

/// The layout cache's file in the site's cache folder (`.specials-cache/layouts.json`): read before a
/// build packs, and by check and the preview; written atomically after a build publishes. Every output
/// built from the site shares it (shards, a new output folder), since a layout depends on the tiles
/// alone.
extension LayoutCache {
    /// The cache file of the site folder `site`.
    package static func path(forSite site: String) -> String {
        site + "/" + SitePaths.cache + "/layouts.json"
    }

    /// Where builds before 0.7.5 kept the layouts: beside the output (`.public.layouts`). A publish
    /// reads it when the site's cache has none yet, then removes it.
    static func formerPath(for output: String) -> String {
        OutputSibling.path("layouts", of: output)
    }

    /// Reads the layouts saved at `path`; a missing, unreadable or damaged file or entry is skipped.
    package func load(from path: String) {
        if let data = FileManager.default.contents(atPath: path) { read(data) }
    }

    /// Reads the site's saved layouts or, until a build saves them there, those an earlier version
    /// kept beside `output` (the next save writes them into the site's cache).
    func load(site: String, output: String) {
        let saved = Self.path(forSite: site)
        if FileManager.default.fileExists(atPath: saved) {
            load(from: saved)
        } else if let data = FileManager.default.contents(atPath: Self.formerPath(for: output)) {
            read(data, saved: false)
        }
    }

    /// Saves the layouts used since this cache was made (or last saved) to `path`, atomically; writes
    /// nothing when they are the ones read from there.
    package func save(to path: String) throws {
        guard let (bytes, keys) = try contents() else { return }
        try AtomicFile.write(bytes, to: path)
        saved(keys)
    }
}
