/// A tile's size in canvas units.
public struct TileShape: Sendable, Hashable, Codable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    var area: Int { width * height }
}

/// Where one tile went: `index` is its position in the feed; x and y count canvas units from the top left.
public struct Placement: Sendable, Hashable, Codable {
    public var index: Int
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(index: Int, x: Int, y: Int, width: Int, height: Int) {
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

    func overlaps(_ other: Placement) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}

/// Tiles packed on a grid `columns` wide and `height` tall, in feed order.
public struct PackedLayout: Sendable, Equatable {
    public var columns: Int
    public var height: Int
    /// One placement per tile, in feed order.
    public var placements: [Placement]

    public init(columns: Int, height: Int, placements: [Placement]) {
        self.columns = columns
        self.height = height
        self.placements = placements
    }

    /// Tile area over the area of the packed rectangle, from 0 to 1.
    public var fill: Double {
        guard height > 0 else { return 1 }
        return Double(placements.reduce(0) { $0 + $1.width * $1.height }) / Double(columns * height)
    }

    /// For each tile, how many places it moved between the feed and reading order.
    public var displacements: [Int] {
        let reading = placements.indices.sorted { placements[$0].readsBefore(placements[$1]) }
        var result = [Int](repeating: 0, count: placements.count)
        for (rank, index) in reading.enumerated() {
            result[index] = abs(rank - index)
        }
        return result
    }

    public var maxDisplacement: Int { displacements.max() ?? 0 }
}
