import Foundation
import Synchronization

/// Layouts packed before, by the packing they answer. Packing is deterministic and, for a store-sized
/// feed, takes a few tenths of a second: a week whose tiles have not changed need not be packed again.
///
/// The CLI keeps one in the site's cache folder (`.specials-cache/layouts.json`, read and written in
/// Output) from build to build, whatever the output folder; check and the preview server read it, and
/// the preview keeps one in memory. Only the layouts of the last build are saved, so the file does not
/// grow, and each one read is checked (every tile once, its own size, inside the grid, no overlap, the
/// bound kept) before it is used: a damaged file costs a repack, never a broken page.
package final class LayoutCache: Sendable {
    /// A packing: the tiles in feed order and the packer's settings. `version` changes whenever the
    /// packer would lay the same tiles out differently.
    package struct Key: Hashable, Codable {
        var version: Int
        var columns: Int
        var maxDisplacement: Int
        var shapes: [TileShape]
    }

    /// One layout in the file: the packing's settings, each tile's width and height and each tile's
    /// top-left corner, in feed order, as pairs.
    private struct Entry: Codable {
        var version: Int
        var columns: Int
        var maxDisplacement: Int
        var shapes: [[Int]]
        var height: Int
        var corners: [[Int]]

        var key: Key? {
            guard shapes.allSatisfy({ $0.count == 2 }) else { return nil }
            return Key(
                version: version, columns: columns, maxDisplacement: maxDisplacement,
                shapes: shapes.map { TileShape(width: $0[0], height: $0[1]) })
        }
    }

    private struct State {
        var known: [Key: PackedLayout] = [:]
        /// Entries read from the file, checked only when a build asks for their tiles.
        var read: [Key: Entry] = [:]
        var used: [Key: PackedLayout] = [:]
        /// The keys read from the file: when a build uses exactly these, saving would write the same file.
        var loaded: Set<Key> = []
    }

    private let state = Mutex(State())

    package init() {}

    /// The layout of `shapes` on `packer`'s grid, from the cache or packed now (and kept). Only the
    /// default search's layouts are kept, and not those it makes in milliseconds (over 64 tiles,
    /// without the ceiling search).
    package func layout(of shapes: [TileShape], by packer: CanvasPacker) -> PackedLayout {
        guard packer.effort == nil, packer.searchesCeilings(tiles: shapes.count) else { return packer.pack(shapes) }
        let key = Key(
            version: CanvasPacker.version, columns: packer.columns, maxDisplacement: packer.maxDisplacement,
            shapes: shapes)
        let kept = state.withLock { state in state.known[key] ?? state.read[key].flatMap { Self.layout($0, key: key) } }
        if let kept {
            state.withLock { $0.used[key] = kept }
            return kept
        }
        let layout = packer.pack(shapes)
        state.withLock { state in
            state.known[key] = layout
            state.used[key] = layout
        }
        return layout
    }

    /// Takes in the layouts of a cache file; a damaged file or entry is skipped. `saved`: the file is
    /// the one `save` writes to, so saving the same layouts again would write nothing new.
    package func read(_ data: Data, saved: Bool = true) {
        guard let entries = try? JSONDecoder().decode([Entry].self, from: data) else { return }
        for entry in entries {
            guard let key = entry.key else { continue }
            state.withLock { state in
                state.read[key] = entry
                if saved { state.loaded.insert(key) }
            }
        }
    }

    /// The file for the layouts used since this cache was made (or last saved), the same bytes for the
    /// same layouts, and those layouts; nil when they are the ones read.
    package func contents() throws -> (bytes: [UInt8], keys: Set<Key>)? {
        let (layouts, loaded) = state.withLock { ($0.used, $0.loaded) }
        guard Set(layouts.keys) != loaded else { return nil }
        var entries: [Entry] = layouts.map { key, layout in
            Entry(
                version: key.version, columns: key.columns, maxDisplacement: key.maxDisplacement,
                shapes: key.shapes.map { [$0.width, $0.height] }, height: layout.height,
                corners: layout.placements.map { [$0.x, $0.y] })
        }
        entries.sort { ($0.columns, $0.shapes.count, $0.height) < ($1.columns, $1.shapes.count, $1.height) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (Array(try encoder.encode(entries)), Set(layouts.keys))
    }

    /// Records that the layouts `keys` (from `contents()`) were saved: the next save starts afresh.
    package func saved(_ keys: Set<Key>) {
        state.withLock { state in
            state.used = [:]
            state.loaded = keys
        }
    }

    /// The layout an entry describes, if it is one the packer could have made. `key` is a build's,
    /// so its shapes are a feed's; no layout of them is taller than all of them stacked.
    private static func layout(_ entry: Entry, key: Key) -> PackedLayout? {
        guard key.version == CanvasPacker.version, (1...64).contains(key.columns),
            entry.corners.count == key.shapes.count,
            entry.corners.allSatisfy({ $0.count == 2 }), entry.height <= key.shapes.reduce(0, { $0 + $1.height })
        else { return nil }
        let placements = zip(key.shapes, entry.corners).enumerated().map { index, tile in
            Placement(index: index, x: tile.1[0], y: tile.1[1], width: tile.0.width, height: tile.0.height)
        }
        let layout = PackedLayout(columns: key.columns, height: entry.height, placements: placements)
        guard layout.brokenRule(for: key.shapes, maxDisplacement: key.maxDisplacement) == nil else { return nil }
        return layout
    }
}
