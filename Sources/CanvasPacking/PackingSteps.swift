/// The rules every search of the packer follows: which tile may come next, where it goes, and what
/// that costs. A layout is built in reading order, so a step puts one tile after the previous tile's
/// top-left corner and the displacement bound says which tiles may come next.
struct PackingSteps {
    let shapes: [TileShape]
    let columns: Int
    let maxDisplacement: Int
    let totalArea: Int
    /// For each tile, the previous tile of the same shape in the feed, or -1.
    let sameShapeBefore: [Int]
    /// The narrowest and the shortest tile from each feed position to the end.
    private let narrowestFrom: [Int]
    private let shortestFrom: [Int]

    init(shapes: [TileShape], columns: Int, maxDisplacement: Int) {
        self.shapes = shapes
        self.columns = columns
        self.maxDisplacement = maxDisplacement
        self.totalArea = shapes.reduce(0) { $0 + $1.area }
        var lastOfShape: [TileShape: Int] = [:]
        sameShapeBefore = shapes.indices.map { index in
            defer { lastOfShape[shapes[index]] = index }
            return lastOfShape[shapes[index]] ?? -1
        }
        var narrowest = Int.max
        var shortest = Int.max
        var narrowestFrom = [Int](repeating: .max, count: shapes.count + 1)
        var shortestFrom = narrowestFrom
        for index in shapes.indices.reversed() {
            narrowest = min(narrowest, shapes[index].width)
            shortest = min(shortest, shapes[index].height)
            narrowestFrom[index] = narrowest
            shortestFrom[index] = shortest
        }
        self.narrowestFrom = narrowestFrom
        self.shortestFrom = shortestFrom
    }

    struct State {
        var occupancy: Occupancy
        /// The top-left corner of the tile placed last; the next tile goes after it in reading order.
        var cursor: (x: Int, y: Int)?
        /// How many tiles are placed: the next tile takes this place in reading order.
        var placed = 0
        /// The first tile in feed order not placed yet.
        var next = 0
        /// Bit k: tile `next + k` is placed.
        var ahead: UInt32 = 0
        /// Places moved so far: for each placed tile, how far its place in reading order is from its
        /// place in the feed.
        var moved = 0
        var lastDecision: Int32 = -1

        /// What decides the rest of the search from here (placement history aside).
        var key: Int {
            var hash = StateHash()
            occupancy.hash(into: &hash)
            // No cursor (nothing placed yet) is told apart from every cursor.
            hash.combine(cursor == nil ? 0 : 1)
            hash.combine(cursor?.x ?? 0)
            hash.combine(cursor?.y ?? 0)
            hash.combine(next)
            hash.combine(Int(ahead))
            return hash.key
        }

        /// `moved` once tile `index` takes the next place in reading order.
        func moved(placing index: Int) -> Int {
            moved + abs(placed - index)
        }

        /// `next` and `ahead` once tile `index` is placed too.
        func unplaced(placing index: Int) -> (next: Int, ahead: UInt32) {
            var next = next
            var ahead = ahead | 1 << UInt32(index - next)
            while ahead & 1 == 1 {
                ahead >>= 1
                next += 1
            }
            return (next, ahead)
        }

        /// True for a tile placed already (every tile before `next`, those marked in `ahead`).
        func isPlaced(_ index: Int) -> Bool {
            index < next || (index - next < 32 && ahead & (1 << UInt32(index - next)) != 0)
        }
    }

    /// A possible next step: tile `index` at (x, y) after `beam[parent]`.
    struct Move {
        var parent: Int
        var index: Int
        var x: Int
        var y: Int
        /// Free cells before (x, y) in reading order: lost for good once the tile is there.
        var lost: Int
        /// Free cells right of the tile in its top row before the next taken cell: a gap to fill.
        var gap: Int
        /// The order the move was found in, to break ties the same way on every run.
        var rank: Int
        /// Places moved so far, this move's tile included.
        var moved = 0
        /// How the greedy probe from this move ended, lower is better: the cells it lost, times 4096;
        /// when it reached the end, every cell of the final height left empty, times 4096, plus the
        /// cells lost inside the layout (above its last tiles) to break ties.
        var probeLost = 0

        func greedyBefore(_ other: Move) -> Bool {
            (lost, gap, rank) < (other.lost, other.gap, other.rank)
        }

        func ranksBefore(_ other: Move) -> Bool {
            (probeLost, lost, gap, moved, rank) < (other.probeLost, other.lost, other.gap, other.moved, other.rank)
        }
    }

    /// Every tile that may come next, at its first free spot after the cursor and, when `slid`, pushed
    /// as far right as it slides from there. Greedy steps never take a slid move (it loses more than
    /// the same tile unslid), so probes leave them out.
    /// Tiles that would reach below row `ceiling` are left out.
    func addMoves(from state: State, parent: Int, to moves: inout [Move], slid: Bool = true, ceiling: Int = .max) {
        forEachTileThatMayComeNext(after: state) { index in
            let shape = shapes[index]
            let spot = state.occupancy.firstFit(for: shape, after: state.cursor)
            guard spot.y + shape.height <= ceiling else { return }
            let run = state.occupancy.freeRun(inRow: spot.y, from: spot.x)
            let lost = state.occupancy.emptyCells(before: spot)
            let moved = state.moved(placing: index)
            moves.append(
                Move(
                    parent: parent, index: index, x: spot.x, y: spot.y, lost: lost, gap: run - shape.width,
                    rank: moves.count, moved: moved))
            // Slid right, the gap moves to the tile's left, where it is lost at once. The first tile
            // stays in the corner.
            guard slid, state.placed > 0 else { return }
            let slides =
                (~(state.occupancy.spots(for: shape, atRow: spot.y) >> UInt64(spot.x))).trailingZeroBitCount - 1
            if slides > 0 {
                let x = spot.x + slides
                let gap = state.occupancy.freeRun(inRow: spot.y, from: x + shape.width)
                moves.append(
                    Move(
                        parent: parent, index: index, x: x, y: spot.y, lost: lost + x - spot.x, gap: gap,
                        rank: moves.count, moved: moved))
            }
        }
    }

    /// Calls `body` with each tile that may take the next place in reading order, in feed order. The
    /// first place is always the first special's: the store's headline stays at the top left.
    func forEachTileThatMayComeNext(after state: State, _ body: (Int) -> Void) {
        guard state.placed > 0 else { return body(0) }
        // Tile `next` may read no later than place `next + maxDisplacement`: when that place has
        // come, it is the only choice.
        let last =
            state.placed == state.next + maxDisplacement
            ? state.next : min(shapes.count - 1, state.placed + maxDisplacement)
        for index in state.next...last where !state.isPlaced(index) {
            // Of two unplaced tiles of the same shape the earlier goes first: the other order lays the
            // same cells and moves a tile further.
            let previous = sameShapeBefore[index]
            if previous >= 0 && !state.isPlaced(previous) { continue }
            body(index)
        }
    }

    /// Free cells after the cursor that no unplaced tile can cover in the rows above `ceiling` (none
    /// once every tile is placed): lost for sure, on top of those the cursor has passed.
    func uncoverable(in state: State, ceiling: Int) -> Int {
        guard state.placed < shapes.count else { return 0 }
        let (narrowest, shortest) = smallestUnplaced(in: state, besides: -1)
        return state.occupancy.uncoverableCells(
            after: state.cursor, narrowest: narrowest, shortest: shortest, ceiling: ceiling)
    }

    /// `uncoverable(in:ceiling:)` of the state `move` would make from `state`, without making it.
    func uncoverable(after move: Move, from state: State, ceiling: Int) -> Int {
        guard state.placed + 1 < shapes.count else { return 0 }
        let (narrowest, shortest) = smallestUnplaced(in: state, besides: move.index)
        return state.occupancy.placing(shapes[move.index], x: move.x, y: move.y)
            .uncoverableCells(after: (move.x, move.y), narrowest: narrowest, shortest: shortest, ceiling: ceiling)
    }

    /// The narrowest width and the shortest height of the tiles `state` has not placed, tile `besides`
    /// left out.
    private func smallestUnplaced(in state: State, besides: Int) -> (narrowest: Int, shortest: Int) {
        // Past the last tile placed ahead of `next` (and past `besides`) no tile is placed: the tables
        // have them.
        let end = min(max(state.next + UInt32.bitWidth - state.ahead.leadingZeroBitCount, besides + 1), shapes.count)
        var narrowest = narrowestFrom[end]
        var shortest = shortestFrom[end]
        for index in state.next..<end where index != besides && !state.isPlaced(index) {
            narrowest = min(narrowest, shapes[index].width)
            shortest = min(shortest, shapes[index].height)
        }
        return (narrowest, shortest)
    }

    /// Makes `move` in `child`, without touching any trail.
    func advance(_ child: inout State, by move: Move) {
        let shape = shapes[move.index]
        child.occupancy.place(shape, x: move.x, y: move.y)
        child.occupancy.retireRows(above: move.y)
        child.cursor = (move.x, move.y)
        child.moved = child.moved(placing: move.index)
        child.placed += 1
        (child.next, child.ahead) = child.unplaced(placing: move.index)
    }
}
