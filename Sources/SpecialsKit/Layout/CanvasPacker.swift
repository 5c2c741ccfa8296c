/// Packs tiles on a canvas-unit grid: densely, deterministically, and never moving a tile more than
/// `maxDisplacement` places from its feed position in reading order.
///
/// The layout is built in reading order, one tile per step, so the bound is a rule about which tiles may
/// come next: any of the few that keep every tile within `maxDisplacement` places, at the first spot
/// it fits after the previous tile (or pushed right from there). A beam search picks among them,
/// judging each step by a greedy probe of how the next tiles would pack after it.
public struct CanvasPacker: Sendable {
    public var columns: Int
    /// How many places a tile may move between the feed and reading order.
    public var maxDisplacement: Int
    /// How many partial layouts the search keeps and how many tiles ahead it probes each step;
    /// nil picks both from the number of tiles.
    public var effort: Effort?

    public struct Effort: Sendable, Equatable {
        public var beamWidth: Int
        public var lookahead: Int

        public init(beamWidth: Int, lookahead: Int) {
            precondition(beamWidth >= 1 && lookahead >= 0, "a beam of one or more, a lookahead of zero or more")
            self.beamWidth = beamWidth
            self.lookahead = lookahead
        }
    }

    public init(columns: Int, maxDisplacement: Int = 4, effort: Effort? = nil) {
        precondition((1...64).contains(columns), "1 to 64 columns")
        precondition((0...15).contains(maxDisplacement), "displacement 0 to 15")
        self.columns = columns
        self.maxDisplacement = maxDisplacement
        self.effort = effort
    }

    /// The packed layout; every shape must be at most `columns` wide.
    public func pack(_ shapes: [TileShape]) -> PackedLayout {
        precondition(shapes.allSatisfy { (1...columns).contains($0.width) && $0.height >= 1 }, "tiles fit the grid")
        guard !shapes.isEmpty else { return PackedLayout(columns: columns, height: 0, placements: []) }
        let effort = effort ?? Self.defaultEffort(tiles: shapes.count)
        var search = BeamSearch(
            shapes: shapes, columns: columns, maxDisplacement: maxDisplacement,
            beamWidth: effort.beamWidth, lookahead: effort.lookahead
        )
        return search.run()
    }

    /// A store-sized feed (up to 64 tiles) gets a beam of 8 probing to the end: 11 ms on average for
    /// the benchmark's 20-60 tiles. Beyond that the work, tiles x beam width x lookahead, stays near a
    /// fixed budget: 200 tiles get a single line probing 10 tiles ahead (91.3% fill on generated
    /// 200-tile feeds, 3 ms); 100,000 tiles plain greedy steps.
    static func defaultEffort(tiles: Int) -> Effort {
        if tiles <= 64 { return Effort(beamWidth: 8, lookahead: tiles) }
        let budget = 2_000
        let perTile = budget / max(tiles, 1)
        let beamWidth = max(1, min(8, Int(Double(perTile / 8).squareRoot())))
        return Effort(beamWidth: beamWidth, lookahead: perTile / beamWidth)
    }
}

/// The beam search behind `CanvasPacker`.
///
/// It builds the layout in reading order: each step puts one tile after the previous tile's top-left
/// corner, so the order of the steps is the reading order and the displacement bound is a rule about
/// which tile may come next. Free cells the search passes are lost for good, so the area lost so far
/// is exact. Each possible step is judged by a greedy probe that carries it on for `lookahead` more
/// tiles (to the end, when it gets there, where the final height counts), and the beam keeps the steps
/// whose probes lost least.
private struct BeamSearch {
    let shapes: [TileShape]
    let columns: Int
    let maxDisplacement: Int
    let beamWidth: Int
    let lookahead: Int
    let totalArea: Int
    /// For each tile, the previous tile of the same shape in the feed, or -1.
    let sameShapeBefore: [Int]
    /// Every decision made by any state: a placement and the decision before it.
    private var trail: [(parent: Int32, placement: Placement)] = []

    init(shapes: [TileShape], columns: Int, maxDisplacement: Int, beamWidth: Int, lookahead: Int) {
        self.shapes = shapes
        self.columns = columns
        self.maxDisplacement = maxDisplacement
        self.beamWidth = beamWidth
        self.lookahead = lookahead
        self.totalArea = shapes.reduce(0) { $0 + $1.area }
        var lastOfShape: [TileShape: Int] = [:]
        sameShapeBefore = shapes.indices.map { index in
            defer { lastOfShape[shapes[index]] = index }
            return lastOfShape[shapes[index]] ?? -1
        }
        trail.reserveCapacity(shapes.count * beamWidth)
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
        var lastDecision: Int32 = -1

        /// What decides the rest of the search from here (placement history aside).
        var key: Int {
            var hasher = Hasher()
            hasher.combine(occupancy)
            hasher.combine(cursor?.x)
            hasher.combine(cursor?.y)
            hasher.combine(next)
            hasher.combine(ahead)
            return hasher.finalize()
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
        /// How the greedy probe from this move ended, lower is better: the cells it lost, times 4096;
        /// when it reached the end, every cell of the final height left empty, times 4096, plus the
        /// cells lost inside the layout (above its last tiles) to break ties.
        var probeLost = 0

        func greedyBefore(_ other: Move) -> Bool {
            (lost, gap, rank) < (other.lost, other.gap, other.rank)
        }

        func ranksBefore(_ other: Move) -> Bool {
            (probeLost, lost, gap, rank) < (other.probeLost, other.lost, other.gap, other.rank)
        }
    }

    mutating func run() -> PackedLayout {
        var beam = [State(occupancy: Occupancy(columns: columns))]
        var moves: [Move] = []
        for _ in shapes.indices {
            moves.removeAll(keepingCapacity: true)
            for (parent, state) in beam.enumerated() {
                addMoves(from: state, parent: parent, to: &moves)
            }
            if moves.count > beamWidth {
                if lookahead > 0 { probeAll(&moves, from: beam) }
                moves.sort { $0.ranksBefore($1) }
            }
            // Different steps can reach the same state: keep one of each, so the beam holds distinct ones.
            // (When duplicates leave room, moves whose probes gave up fill it, ranked by their loss so far.)
            var next: [State] = []
            var seen = Set<Int>()
            for move in moves where next.count < beamWidth {
                var child = beam[move.parent]
                advance(&child, by: move)
                guard beamWidth == 1 || seen.insert(child.key).inserted else { continue }
                record(move, in: &child)
                next.append(child)
            }
            beam = next
        }
        let best = beam.indices.min { (beam[$0].occupancy.height, $0) < (beam[$1].occupancy.height, $1) }!
        var placements = [Placement](repeating: Placement(index: 0, x: 0, y: 0, width: 0, height: 0), count: shapes.count)
        var decision = beam[best].lastDecision
        while decision >= 0 {
            let step = trail[Int(decision)]
            placements[step.placement.index] = step.placement
            decision = step.parent
        }
        return PackedLayout(columns: columns, height: beam[best].occupancy.height, placements: placements)
    }

    /// Sets every move's `probeLost`, exactly for the `beamWidth` best. Promising moves are probed
    /// first; a later probe stops once it has lost more than the beam's worst so far, since it can no
    /// longer make the beam (its running loss only grows), which keeps the result the same.
    private func probeAll(_ moves: inout [Move], from beam: [State]) {
        moves.sort { $0.greedyBefore($1) }
        var kept: [Int] = []  // the best probe results so far, ascending, at most beamWidth
        kept.reserveCapacity(beamWidth + 1)
        for i in moves.indices {
            let limit = kept.count == beamWidth ? kept[beamWidth - 1] : Int.max
            let lost = probe(moves[i], from: beam[moves[i].parent], givingUpAbove: limit)
            moves[i].probeLost = lost
            if lost <= limit {
                kept.insert(lost, at: kept.firstIndex { $0 > lost } ?? kept.count)
                if kept.count > beamWidth { kept.removeLast() }
            }
        }
    }

    /// The `probeLost` score of `move` after `lookahead` greedy steps more. Stops early, with a score
    /// above `limit`, once it cannot end below `limit`.
    private func probe(_ move: Move, from state: State, givingUpAbove limit: Int) -> Int {
        var probe = state
        advance(&probe, by: move)
        var lost = move.lost
        var moves: [Move] = []
        for _ in 0..<lookahead where probe.placed < shapes.count && lost << 12 <= limit {
            moves.removeAll(keepingCapacity: true)
            addMoves(from: probe, parent: 0, to: &moves, slid: false)
            let best = moves.min { $0.greedyBefore($1) }!
            advance(&probe, by: best)
            lost = best.lost
        }
        guard probe.placed == shapes.count && lost << 12 <= limit else { return lost << 12 }
        // Of two completions of the same height, the one that lost fewer cells inside has more room.
        return (probe.occupancy.height * columns - totalArea) << 12 | min(lost, 4095)
    }

    /// Every tile that may come next, at its first free spot after the cursor and, when `slid`, pushed
    /// as far right as it slides from there. Greedy steps never take a slid move (it loses more than
    /// the same tile unslid), so probes leave them out.
    private func addMoves(from state: State, parent: Int, to moves: inout [Move], slid: Bool = true) {
        // Tile `next` may read no later than place `next + maxDisplacement`: when that place has
        // come, it is the only choice.
        let last = state.placed == state.next + maxDisplacement
            ? state.next : min(shapes.count - 1, state.placed + maxDisplacement)
        for index in state.next...last where state.ahead & (1 << UInt32(index - state.next)) == 0 {
            // Of two unplaced tiles of the same shape the earlier goes first: the other order lays the
            // same cells and moves a tile further.
            let previous = sameShapeBefore[index]
            if previous >= state.next && state.ahead & (1 << UInt32(previous - state.next)) == 0 { continue }
            let shape = shapes[index]
            let spot = state.occupancy.firstFit(for: shape, after: state.cursor)
            let run = state.occupancy.freeRun(inRow: spot.y, from: spot.x)
            let lost = state.occupancy.emptyCells(before: spot)
            moves.append(Move(parent: parent, index: index, x: spot.x, y: spot.y, lost: lost, gap: run - shape.width, rank: moves.count))
            // Slid right, the gap moves to the tile's left, where it is lost at once.
            guard slid else { continue }
            let slides = (~(state.occupancy.spots(for: shape, atRow: spot.y) >> UInt64(spot.x))).trailingZeroBitCount - 1
            if slides > 0 {
                let x = spot.x + slides
                let gap = state.occupancy.freeRun(inRow: spot.y, from: x + shape.width)
                moves.append(Move(parent: parent, index: index, x: x, y: spot.y, lost: lost + x - spot.x, gap: gap, rank: moves.count))
            }
        }
    }

    /// Keeps `move`, which `child` has just made, in the trail after the decision before it.
    private mutating func record(_ move: Move, in child: inout State) {
        let shape = shapes[move.index]
        trail.append((child.lastDecision, Placement(index: move.index, x: move.x, y: move.y, width: shape.width, height: shape.height)))
        child.lastDecision = Int32(trail.count - 1)
    }

    /// Makes `move` in `child`, without touching the trail.
    private func advance(_ child: inout State, by move: Move) {
        let shape = shapes[move.index]
        child.occupancy.place(shape, x: move.x, y: move.y)
        child.occupancy.retireRows(above: move.y)
        child.cursor = (move.x, move.y)
        child.placed += 1
        child.ahead |= 1 << UInt32(move.index - child.next)
        while child.ahead & 1 == 1 {
            child.ahead >>= 1
            child.next += 1
        }
    }
}
