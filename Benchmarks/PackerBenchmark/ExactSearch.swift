import CanvasPacking

/// Decides exactly whether a feed packs into `height` rows with no tile more than `maxDisplacement`
/// places from its feed position: a depth-first search over every order the bound allows and every
/// spot after the previous tile in reading order.
///
/// Every layout can be built in reading order with each tile at a spot after the previous one, and
/// free cells before the last tile's top-left corner can never be covered, so the search misses no
/// layout. A branch stops as soon as its lost cells, plus the free cells no unplaced tile can cover,
/// exceed the waste `height` allows, or when the same state (up to a 64-bit hash) already failed with
/// no more cells lost. Of two tiles of the same shape the earlier in the feed always comes first:
/// swapping them changes no cell and never moves a tile further. `nodeLimit` bounds the work.
struct ExactSearch {
    let shapes: [TileShape]
    let columns: Int
    let maxDisplacement: Int
    let nodeLimit: Int
    /// Only the spots of the packer's beam and ceiling searches: the first after the cursor, and that one
    /// slid as far right as it goes (tried least lost first). Otherwise every spot after the cursor.
    let firstSpotsOnly: Bool

    private var rows: [UInt64] = []
    private var height = 0
    private var budget = 0
    private(set) var nodes = 0
    /// For each tile, the previous tile of the same shape, or -1.
    private let sameShapeBefore: [Int]
    /// States already searched without success, by a hash of what decides their future (cursor,
    /// unplaced tiles, the cells from the cursor's row down), with the least loss they had.
    private var failed: [Int: Int] = [:]
    /// The layout found by the last `fits` that answered yes, in reading order.
    private(set) var found: [Placement] = []

    init(shapes: [TileShape], columns: Int, maxDisplacement: Int = 4, nodeLimit: Int = 20_000_000, firstSpotsOnly: Bool) {
        precondition(shapes.count <= 64 && columns <= 64, "at most 64 tiles and 64 columns")
        self.shapes = shapes
        self.columns = columns
        self.maxDisplacement = maxDisplacement
        self.nodeLimit = nodeLimit
        self.firstSpotsOnly = firstSpotsOnly
        sameShapeBefore = shapes.indices.map { index in
            shapes[..<index].lastIndex { $0.width == shapes[index].width && $0.height == shapes[index].height } ?? -1
        }
    }

    /// True when a layout of at most `height` rows exists, false when none does, nil when the search
    /// ran out of nodes first.
    mutating func fits(height: Int) -> Bool? {
        let area = shapes.reduce(0) { $0 + $1.width * $1.height }
        guard height * columns >= area, shapes.allSatisfy({ $0.height <= height }) else { return false }
        self.height = height
        budget = height * columns - area
        rows = Array(repeating: 0, count: height)
        nodes = 0
        failed = [:]
        found = []
        let all: UInt64 = shapes.count == 64 ? ~0 : (1 << UInt64(shapes.count)) - 1
        let done = search(cursor: -1, placed: 0, unplaced: all, lost: 0)
        return nodes > nodeLimit ? nil : done
    }

    /// The least height that fits, searching up from the area's lower bound to `ceiling` (a height
    /// known to fit); nil when a search ran out of nodes first.
    mutating func leastHeight(ceiling: Int) -> Int? {
        let area = shapes.reduce(0) { $0 + $1.width * $1.height }
        var candidate = max((area + columns - 1) / columns, shapes.map(\.height).max() ?? 0)
        while candidate < ceiling {
            guard let found = fits(height: candidate) else { return nil }
            if found { return candidate }
            candidate += 1
        }
        return ceiling
    }

    /// `cursor`: the reading-order index (y * columns + x) of the last tile's top-left corner.
    private mutating func search(cursor: Int, placed: Int, unplaced: UInt64, lost: Int) -> Bool {
        if unplaced == 0 { return true }
        nodes += 1
        if nodes > nodeLimit { return false }
        if lost + deadCells(after: cursor, unplaced: unplaced) > budget { return false }
        let key = stateKey(cursor: cursor, unplaced: unplaced)
        if let seen = failed[key], seen <= lost { return false }
        let next = unplaced.trailingZeroBitCount
        let last = placed == next + maxDisplacement ? next : min(shapes.count - 1, placed + maxDisplacement)
        // Every move, found before any is tried (each try leaves the cells as they were).
        var moves: [(lost: Int, index: Int, spot: Int)] = []
        for index in next...last where unplaced & (1 << UInt64(index)) != 0 {
            let before = sameShapeBefore[index]
            if before >= 0 && unplaced & (1 << UInt64(before)) != 0 { continue }
            let shape = shapes[index]
            let mask = (UInt64(1) << UInt64(shape.width)) - 1
            var passed = 0  // free cells between the cursor and the spot: lost once the tile is there
            var spot = cursor + 1
            while spot < height * columns, lost + passed <= budget {
                let y = spot / columns, x = spot % columns
                if y + shape.height > height { break }
                if x + shape.width <= columns && fitsAt(x: x, y: y, mask: mask, height: shape.height) {
                    moves.append((lost + passed, index, spot))
                    if firstSpotsOnly {
                        // The first spot, and that one slid as far right as it goes: nothing further.
                        var slid = x
                        while slid + 1 + shape.width <= columns && fitsAt(x: slid + 1, y: y, mask: mask, height: shape.height) { slid += 1 }
                        if slid > x && lost + passed + slid - x <= budget { moves.append((lost + passed + slid - x, index, y * columns + slid)) }
                        break
                    }
                }
                if rows[y] & (1 << UInt64(x)) == 0 { passed += 1 }
                spot += 1
            }
        }
        // First spots least lost first; every spot in feed order, then reading order.
        if firstSpotsOnly { moves.sort { ($0.lost, $0.index, $0.spot) < ($1.lost, $1.index, $1.spot) } }
        for move in moves {
            let shape = shapes[move.index]
            let mask = (UInt64(1) << UInt64(shape.width)) - 1
            let x = move.spot % columns, y = move.spot / columns
            toggle(x: x, y: y, mask: mask, height: shape.height)
            let done = search(cursor: move.spot, placed: placed + 1, unplaced: unplaced & ~(1 << UInt64(move.index)), lost: move.lost)
            toggle(x: x, y: y, mask: mask, height: shape.height)
            if done {
                found.insert(Placement(index: move.index, x: x, y: y, width: shape.width, height: shape.height), at: 0)
                return true
            }
            if nodes > nodeLimit { return false }
        }
        if nodes <= nodeLimit { failed[key] = min(failed[key] ?? .max, lost) }
        return false
    }

    private func stateKey(cursor: Int, unplaced: UInt64) -> Int {
        var hasher = Hasher()
        hasher.combine(cursor)
        hasher.combine(unplaced)
        var y = (cursor + 1) / columns
        while y < height && rows[y] != 0 {
            hasher.combine(rows[y])
            y += 1
        }
        return hasher.finalize()
    }

    /// Free cells after the cursor that no unplaced tile can cover: in a free run of their row narrower
    /// than every unplaced tile, or of their column shorter than every unplaced tile. Counted down to
    /// the first empty row, below which every run is as long as the canvas allows.
    private func deadCells(after cursor: Int, unplaced: UInt64) -> Int {
        var narrowest = Int.max, shortest = Int.max
        var rest = unplaced
        while rest != 0 {
            let index = rest.trailingZeroBitCount
            rest &= rest - 1
            narrowest = min(narrowest, shapes[index].width)
            shortest = min(shortest, shapes[index].height)
        }
        let top = (cursor + 1) / columns
        let full: UInt64 = columns == 64 ? ~0 : (1 << UInt64(columns)) - 1
        // Cells before the cursor are lost already: count them as taken.
        func taken(_ y: Int) -> UInt64 {
            y == top ? rows[y] | ((1 << UInt64((cursor + 1) % columns)) - 1) : rows[y]
        }
        var bottom = top
        while bottom < height && rows[bottom] != 0 { bottom += 1 }
        guard bottom > top else { return 0 }
        var dead = [UInt64](repeating: 0, count: bottom - top)
        for y in top..<bottom {
            var free = ~taken(y) & full
            while free != 0 {
                let start = free.trailingZeroBitCount
                let length = (~(free >> UInt64(start))).trailingZeroBitCount
                let run = (length == 64 ? ~0 : (UInt64(1) << UInt64(length)) - 1) << UInt64(start)
                if length < narrowest { dead[y - top] |= run }
                free &= ~run
            }
        }
        if shortest > 1 {
            for x in 0..<columns {
                let bit = UInt64(1) << UInt64(x)
                var y = top
                while y < bottom {
                    guard taken(y) & bit == 0 else { y += 1; continue }
                    var end = y
                    while end < height && taken(end) & bit == 0 { end += 1 }
                    if end - y < shortest {
                        for row in y..<min(end, bottom) { dead[row - top] |= bit }
                    }
                    y = end
                }
            }
        }
        return dead.reduce(0) { $0 + $1.nonzeroBitCount }
    }

    private func fitsAt(x: Int, y: Int, mask: UInt64, height: Int) -> Bool {
        let shifted = mask << UInt64(x)
        for row in y..<(y + height) where rows[row] & shifted != 0 { return false }
        return true
    }

    /// Places the tile, or takes it away again.
    private mutating func toggle(x: Int, y: Int, mask: UInt64, height: Int) {
        let shifted = mask << UInt64(x)
        for row in y..<(y + height) { rows[row] ^= shifted }
    }
}
