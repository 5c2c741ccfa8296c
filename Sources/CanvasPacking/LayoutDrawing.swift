/// Draws a packed layout in the terminal: one character pair per cell, a symbol per tile.
package enum LayoutDrawing {
    static let symbols = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

    /// The symbol that marks tile `index` (they repeat after 62 tiles).
    package static func symbol(for index: Int) -> Character {
        symbols[index % symbols.count]
    }

    package static func draw(_ layout: PackedLayout) -> String {
        var grid = Array(repeating: Array(repeating: Character("·"), count: layout.columns), count: layout.height)
        for placement in layout.placements {
            for y in placement.y..<(placement.y + placement.height) {
                for x in placement.x..<(placement.x + placement.width) {
                    grid[y][x] = symbol(for: placement.index)
                }
            }
        }
        let border = "+" + String(repeating: "-", count: layout.columns * 2) + "+"
        let rows = grid.map { row in "|" + row.map { "\($0)\($0)" }.joined() + "|" }
        return ([border] + rows + [border]).joined(separator: "\n")
    }

    /// One line of figures: columns, rows, fill and the largest displacement.
    package static func summary(_ layout: PackedLayout) -> String {
        let fill = (layout.fill * 1000).rounded() / 10
        return "\(layout.placements.count) tiles on \(layout.columns) columns: \(layout.height) rows, "
            + "fill \(fill)%, largest move \(layout.maxDisplacement) place\(layout.maxDisplacement == 1 ? "" : "s")"
    }
}
