/// A tile's size in canvas units.
package struct TileShape: Sendable, Hashable, Codable {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    var area: Int { width * height }

    /// This tile, `canvasUnit` canvas units being the layout's full width, on a layout of `columns`:
    /// the same size when the layout is at least as wide, scaled down in proportion (rounded half up,
    /// at least 1) when it is narrower.
    package func scaled(from canvasUnit: Int, to columns: Int) -> TileShape {
        guard columns < canvasUnit else { return self }
        func scaled(_ value: Int) -> Int { max(1, (value * columns * 2 + canvasUnit) / (canvasUnit * 2)) }
        return TileShape(width: min(columns, scaled(width)), height: scaled(height))
    }
}

/// Where one tile went: `index` is its position in the feed; x and y count canvas units from the top left.
package struct Placement: Sendable, Hashable, Codable {
    package var index: Int
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(index: Int, x: Int, y: Int, width: Int, height: Int) {
        self.index = index
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Reading order: top to bottom, then left to right, by the top-left corner.
    func readsBefore(_ other: Placement) -> Bool {
        (y, x) < (other.y, other.x)
    }
}

/// Tiles packed on a grid `columns` wide and `height` tall, in feed order.
package struct PackedLayout: Sendable, Equatable {
    package var columns: Int
    package var height: Int
    /// One placement per tile, in feed order.
    package var placements: [Placement]

    package init(columns: Int, height: Int, placements: [Placement]) {
        self.columns = columns
        self.height = height
        self.placements = placements
    }

    /// Tile area over the area of the packed rectangle, from 0 to 1.
    package var fill: Double {
        guard height > 0 else { return 1 }
        return Double(placements.reduce(0) { $0 + $1.width * $1.height }) / Double(columns * height)
    }

    /// For each tile, how many places it moved between the feed and reading order.
    package var displacements: [Int] {
        let reading = placements.indices.sorted { placements[$0].readsBefore(placements[$1]) }
        var result = [Int](repeating: 0, count: placements.count)
        for (rank, index) in reading.enumerated() {
            result[index] = abs(rank - index)
        }
        return result
    }

    package var maxDisplacement: Int { displacements.max() ?? 0 }

    /// Places moved in all between the feed and reading order.
    package var placesMoved: Int { displacements.reduce(0, +) }

    /// Empty cells with a tile below them: holes in the page, where empty cells below every tile are
    /// space at its end.
    package var holesWithTileBelow: Int {
        var lowest = [Int](repeating: 0, count: columns)  // per column, the row below its lowest tile
        var taken = [Int](repeating: 0, count: columns)  // per column, the cells its tiles cover
        for tile in placements {
            for x in tile.x..<(tile.x + tile.width) {
                lowest[x] = max(lowest[x], tile.y + tile.height)
                taken[x] += tile.height
            }
        }
        return zip(lowest, taken).reduce(0) { $0 + $1.0 - $1.1 }
    }

    /// How a shopper ranks layouts, lower is better: fewer rows, then fewer holes with a tile below
    /// them, then fewer places moved.
    var shopperRank: (rows: Int, holes: Int, moved: Int) { (height, holesWithTileBelow, placesMoved) }
}

extension PackedLayout {
    /// The first rule of the packer this layout breaks for `shapes`, or nil when it keeps them all:
    /// every tile placed once at its own size, inside the grid and the height, no two overlapping, the
    /// height where the lowest tile ends, and no tile more than `maxDisplacement` places from its
    /// feed position in reading order.
    package func brokenRule(for shapes: [TileShape], maxDisplacement: Int) -> String? {
        guard (1...64).contains(columns) else { return "the grid has \(columns) columns, not 1 to 64" }
        guard height >= 0 else { return "the layout is \(height) rows tall" }
        guard placements.count == shapes.count else {
            return "\(placements.count) placements for \(shapes.count) tiles"
        }
        var occupancy = Occupancy(columns: columns)
        for (index, (placement, shape)) in zip(placements, shapes).enumerated() {
            guard placement.index == index else { return "placement \(index) is tile \(placement.index)'s" }
            guard placement.width == shape.width, placement.height == shape.height, shape.width >= 1, shape.height >= 1
            else {
                return "tile \(index) is \(placement.width)x\(placement.height), not \(shape.width)x\(shape.height)"
            }
            // Compared without adding to the corner, which may be any number at all.
            guard placement.x >= 0, placement.y >= 0, placement.x <= columns - shape.width,
                placement.y <= height - shape.height
            else {
                return "tile \(index) at (\(placement.x), \(placement.y)) is outside the grid"
            }
            guard occupancy.isFree(shape, x: placement.x, y: placement.y) else {
                return "tile \(index) overlaps an earlier tile"
            }
            occupancy.place(shape, x: placement.x, y: placement.y)
        }
        guard occupancy.height == height else {
            return "the layout is \(height) rows tall, its tiles \(occupancy.height)"
        }
        guard maxDisplacement >= self.maxDisplacement else {
            return "a tile moves \(self.maxDisplacement) places, more than \(maxDisplacement)"
        }
        return nil
    }
}
