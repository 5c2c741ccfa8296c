extension LayoutDrawing {
    /// The layout as `specials layout --json` prints it:
    /// `{"columns", "height", "tiles": [{"index", "x", "y", "w", "h"}]}`, in that key order and spacing.
    package static func json(_ layout: PackedLayout) -> String {
        // Written out here: the contract gives this key order and spacing, which JSONEncoder keeps neither
        // of (only integers go in, so nothing needs escaping).
        let tiles = layout.placements.map {
            "{\"index\": \($0.index), \"x\": \($0.x), \"y\": \($0.y), \"w\": \($0.width), \"h\": \($0.height)}"
        }
        return
            "{\"columns\": \(layout.columns), \"height\": \(layout.height), \"tiles\": [\(tiles.joined(separator: ", "))]}"
    }
}
