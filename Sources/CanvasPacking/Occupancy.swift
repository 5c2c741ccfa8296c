/// Which cells of a packing grid are taken: one bit per column, one word per row.
struct Occupancy: Sendable {
    let columns: Int
    /// Rows from `firstRow` down; rows above it are never looked at again.
    private(set) var rows: [UInt64] = []
    private(set) var firstRow = 0
    /// One past the lowest row any tile reaches.
    private(set) var height = 0
    /// Empty cells in rows above `deadRow`: no tile can cover them any more.
    private(set) var deadArea = 0
    private var deadRow = 0

    init(columns: Int) {
        precondition((1...64).contains(columns), "a packing grid has 1 to 64 columns")
        self.columns = columns
    }

    func row(_ y: Int) -> UInt64 {
        let offset = y - firstRow
        return offset < rows.count ? rows[offset] : 0
    }

    /// The bits set in `cells`. Most rows a search counts have none (full rows, no dead cells), and
    /// without a popcnt instruction in the baseline x86-64 a count takes a dozen instructions.
    static func count(_ cells: UInt64) -> Int {
        cells == 0 ? 0 : cells.nonzeroBitCount
    }

    static func mask(x: Int, width: Int) -> UInt64 {
        (width == 64 ? UInt64.max : (UInt64(1) << UInt64(width)) - 1) << UInt64(x)
    }

    /// Bit x is set where `shape` fits with its top-left corner at (x, y): the free columns of the rows
    /// it would cover, narrowed to runs at least as wide as the tile.
    func spots(for shape: TileShape, atRow y: Int) -> UInt64 {
        let all = Self.mask(x: 0, width: columns)
        var taken = row(y)
        // Most rows fail on the top row alone; check it before the rest of the band.
        guard Self.runs(of: shape.width, in: ~taken & all) != 0 else { return 0 }
        for row in (y + 1)..<(y + shape.height) {
            taken |= self.row(row)
            if taken == all { return 0 }
        }
        return Self.runs(of: shape.width, in: ~taken & all)
    }

    /// Bit x is set where bits x ..< x + width of `free` are all set.
    fileprivate static func runs(of width: Int, in free: UInt64) -> UInt64 {
        var spots = free
        var run = 1  // bit x of `spots`: columns x ..< x + run are free
        while run < width && spots != 0 {
            let step = min(run, width - run)
            spots &= spots >> UInt64(step)
            run += step
        }
        return spots
    }

    /// The first free spot in reading order strictly after `cursor` (or from the top when nil).
    func firstFit(for shape: TileShape, after cursor: (x: Int, y: Int)?) -> (x: Int, y: Int) {
        precondition(shape.width <= columns, "a tile wider than the grid never fits")
        var y = max(cursor?.y ?? 0, firstRow)
        while true {
            var spots = spots(for: shape, atRow: y)
            if let cursor, cursor.y == y {
                spots &= ~Self.mask(x: 0, width: cursor.x + 1)
            }
            if spots != 0 { return (spots.trailingZeroBitCount, y) }
            y += 1
        }
    }

    /// True when no cell `shape` would cover with its top-left corner at (x, y) is taken.
    func isFree(_ shape: TileShape, x: Int, y: Int) -> Bool {
        let mask = Self.mask(x: x, width: shape.width)
        return (y..<(y + shape.height)).allSatisfy { row($0) & mask == 0 }
    }

    mutating func place(_ shape: TileShape, x: Int, y: Int) {
        let mask = Self.mask(x: x, width: shape.width)
        let end = y + shape.height
        while firstRow + rows.count < end { rows.append(0) }
        for row in y..<end { rows[row - firstRow] |= mask }
        height = max(height, end)
    }

    /// Counts the empty cells above `row` as lost for good and forgets rows that are long done.
    /// Call it only with a row no later tile may start above.
    mutating func retireRows(above row: Int) {
        while deadRow < row {
            deadArea += Self.count(~self.row(deadRow) & Self.mask(x: 0, width: columns))
            deadRow += 1
        }
        let drop = min(max(0, deadRow - firstRow), rows.count)
        guard drop > 64 else { return }  // trim in batches; copying a few words is cheaper than shifting often
        rows.removeFirst(drop)
        firstRow += drop
    }

    /// Empty cells before `spot` in reading order: what a tile placed at `spot` leaves behind for good.
    func emptyCells(before spot: (x: Int, y: Int)) -> Int {
        var total = deadArea
        let all = Self.mask(x: 0, width: columns)
        for y in deadRow..<max(deadRow, spot.y) {
            total += Self.count(~row(y) & all)
        }
        return total + Self.count(~row(spot.y) & Self.mask(x: 0, width: spot.x))
    }

    /// How many free cells row `y` has from column `x` on, up to the next taken cell or the edge.
    func freeRun(inRow y: Int, from x: Int) -> Int {
        guard x < columns else { return 0 }
        let taken = row(y) >> UInt64(x)
        return min(columns - x, taken == 0 ? 64 : taken.trailingZeroBitCount)
    }

    /// Feeds every field into `hash`: two occupancies with the same fields hash alike.
    func hash(into hash: inout StateHash) {
        hash.combine(columns)
        hash.combine(firstRow)
        hash.combine(height)
        hash.combine(deadArea)
        hash.combine(deadRow)
        hash.combine(rows.count)
        for row in rows { hash.combine(row) }
    }

    /// This occupancy with `shape` laid over it at (x, y), its rows read without being copied.
    func placing(_ shape: TileShape, x: Int, y: Int) -> TileOverOccupancy {
        TileOverOccupancy(base: self, mask: Self.mask(x: x, width: shape.width), top: y, bottom: y + shape.height)
    }
}

/// Rows of taken cells, one bit per column, as the searches read them: an `Occupancy`, or one with a tile
/// more laid over it (`TileOverOccupancy`), which a search judges before it makes the step for good.
protocol OccupiedRows {
    var columns: Int { get }
    /// The first row that may be read; rows above it are done with.
    var firstRow: Int { get }
    /// One past the lowest row any tile reaches.
    var height: Int { get }
    /// The taken cells of row `y`, at or below `firstRow`.
    func row(_ y: Int) -> UInt64
}

extension Occupancy: OccupiedRows {}

/// An occupancy with one tile more, read without copying its rows: a search's step judged before it
/// is made (the copy is the costly part of a step, and most steps judged are never made).
struct TileOverOccupancy: OccupiedRows {
    let base: Occupancy
    /// The tile's columns, in the rows `top ..< bottom`.
    let mask: UInt64
    let top: Int
    let bottom: Int

    var columns: Int { base.columns }
    var firstRow: Int { base.firstRow }
    var height: Int { max(base.height, bottom) }

    func row(_ y: Int) -> UInt64 {
        base.row(y) | (y >= top && y < bottom ? mask : 0)
    }
}

extension OccupiedRows {
    /// Free cells after `cursor` that no tile at least `narrowest` wide and `shortest` tall can cover
    /// in the rows above `ceiling`: in a free run of their row narrower than that, or of their column
    /// shorter. Rows above the cursor's and cells up to the cursor count as taken: no later tile starts
    /// there. Below the lowest tile the rows are empty and every run is long enough, until the ceiling.
    func uncoverableCells(after cursor: (x: Int, y: Int)?, narrowest: Int, shortest: Int, ceiling: Int) -> Int {
        let top = cursor?.y ?? firstRow
        // Past `end`, a free cell has empty rows above it up to the lowest tile, at least `shortest` of them.
        let end = min(ceiling, max(height, top) + shortest)
        guard end > top else { return 0 }
        let all = Occupancy.mask(x: 0, width: columns)
        // The rows a window `shortest` tall starting before `end` can reach; below, free down to the ceiling.
        let span = min(ceiling, end + shortest) - top
        let beyond: UInt64 = top + span >= ceiling ? 0 : all
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * span) { buffer in
            let free = UnsafeMutableBufferPointer(rebasing: buffer[0..<span])
            let tall = UnsafeMutableBufferPointer(rebasing: buffer[span..<(2 * span)])
            for i in 0..<span {
                free[i] = ~row(top + i) & all
            }
            if let cursor { free[0] &= ~Occupancy.mask(x: 0, width: cursor.x + 1) }
            // tall[i]: columns free in rows i ..< i + shortest, by doubling the window.
            for i in 0..<span { tall[i] = free[i] }
            var window = 1
            while window < shortest {
                let step = min(window, shortest - window)
                for i in 0..<span { tall[i] &= i + step < span ? tall[i + step] : beyond }
                window += step
            }
            // Then tall[i]: columns where some such window covers row i.
            window = 1
            while window < shortest {
                let step = min(window, shortest - window)
                for i in stride(from: span - 1, through: step, by: -1) { tall[i] |= tall[i - step] }
                window += step
            }
            var dead = 0
            // Rows under one tile are alike: a row's runs are worked out once for the rows below it too.
            var previous = all
            var wide = all
            for i in 0..<(end - top) where free[i] != 0 {
                // Columns inside a free run of the row at least `narrowest` long.
                if free[i] != previous {
                    previous = free[i]
                    wide = Occupancy.runs(of: narrowest, in: previous)
                    window = 1
                    while window < narrowest {
                        let step = min(window, narrowest - window)
                        wide |= wide << UInt64(step)
                        window += step
                    }
                }
                dead += Occupancy.count(free[i] & ~(wide & tall[i]))
            }
            return dead
        }
    }

    /// Feeds what decides where later tiles can go into `hash`: the cells from `spot` on in reading
    /// order, those before it in its row counted as taken.
    func hashCells(from spot: (x: Int, y: Int), into hash: inout StateHash) {
        hash.combine(row(spot.y) | Occupancy.mask(x: 0, width: spot.x))
        for y in (spot.y + 1)..<max(height, spot.y + 1) {
            hash.combine(row(y))
        }
    }
}
