/// Packs tiles on a canvas-unit grid: densely, deterministically, and never moving a tile more than
/// `maxDisplacement` places from its feed position in reading order.
///
/// The layout is built in reading order, one tile per step, so the bound is a rule about which tiles may
/// come next: any of the few that keep every tile within `maxDisplacement` places, at the first spot
/// it fits after the previous tile (or pushed right from there). A beam search picks among them,
/// judging each step by a greedy probe of how the next tiles would pack after it; then, for feeds of
/// store size, a `CeilingSearch` tries one row less at a time, and for layouts still more than a tenth
/// empty a `CellWalk`, which may put a tile at any spot.
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
        /// The beam widths of the ceiling search that then tries one row less at a time, each width in
        /// turn until one finds a layout; none skips it.
        public var ceilingWidths: [Int]
        /// The beam widths of the cell walk, tried after those on layouts that fill less than 90%.
        public var cellWalkWidths: [Int]

        public init(beamWidth: Int, lookahead: Int, ceilingWidths: [Int] = [], cellWalkWidths: [Int] = []) {
            precondition(beamWidth >= 1 && lookahead >= 0, "a beam of one or more, a lookahead of zero or more")
            precondition((ceilingWidths + cellWalkWidths).allSatisfy { $0 >= 1 }, "ceiling beams of one or more")
            self.beamWidth = beamWidth
            self.lookahead = lookahead
            self.ceilingWidths = ceilingWidths
            self.cellWalkWidths = cellWalkWidths
        }
    }

    /// Changes whenever the default search would lay the same tiles out differently (see `LayoutCache`).
    public static let version = 3

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
        let steps = PackingSteps(shapes: shapes, columns: columns, maxDisplacement: maxDisplacement)
        var search = BeamSearch(steps: steps, beamWidth: effort.beamWidth, lookahead: effort.lookahead)
        var layout = search.run()
        // Then one row less at a time, while a ceiling search or a cell walk finds a layout that low.
        // The walk costs more, so it runs only on layouts that leave more than `cellWalkFill` empty.
        let ceilingSearches = effort.ceilingWidths.map { CeilingSearch(steps: steps, beamWidth: $0).layout(ceiling:) }
        let cellWalks = effort.cellWalkWidths.map { CellWalk(steps: steps, beamWidth: $0).layout(ceiling:) }
        lower: while layout.height > 0 {
            for search in ceilingSearches + (layout.fill < Self.cellWalkFill ? cellWalks : []) {
                if let lower = search(layout.height - 1) {
                    layout = lower
                    continue lower
                }
            }
            break
        }
        return layout
    }

    /// Layouts that fill less than this get the cell walk too.
    static let cellWalkFill = 0.9

    /// True when packing `tiles` tiles runs the ceiling search or the cell walk, which take a few tenths
    /// of a second.
    func searchesCeilings(tiles: Int) -> Bool {
        let effort = effort ?? Self.defaultEffort(tiles: tiles)
        return !(effort.ceilingWidths.isEmpty && effort.cellWalkWidths.isEmpty)
    }

    /// A store-sized feed (up to 64 tiles) gets a beam of 8 probing to the end, then the ceiling
    /// search with beams of 256 and 2048 and, below 90% fill, the cell walk with a beam of 300 at each
    /// cell: a quarter of a second on average for the benchmark's 20-60 tiles. Beyond
    /// that the work, tiles x beam width x lookahead, stays near a fixed budget, with no ceiling
    /// search: 200 tiles get a single line probing 10 tiles ahead (91.3% fill on generated 200-tile
    /// feeds, 3 ms); 100,000 tiles plain greedy steps.
    public static func defaultEffort(tiles: Int) -> Effort {
        if tiles <= 64 { return Effort(beamWidth: 8, lookahead: tiles, ceilingWidths: [256, 2048], cellWalkWidths: [300]) }
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
    let steps: PackingSteps
    let beamWidth: Int
    let lookahead: Int
    /// Every decision made by any state: a placement and the decision before it.
    private var trail = DecisionTrail()

    init(steps: PackingSteps, beamWidth: Int, lookahead: Int) {
        self.steps = steps
        self.beamWidth = beamWidth
        self.lookahead = lookahead
    }

    typealias State = PackingSteps.State
    typealias Move = PackingSteps.Move

    mutating func run() -> PackedLayout {
        var beam = [State(occupancy: Occupancy(columns: steps.columns))]
        var moves: [Move] = []
        for _ in steps.shapes.indices {
            moves.removeAll(keepingCapacity: true)
            for (parent, state) in beam.enumerated() {
                steps.addMoves(from: state, parent: parent, to: &moves)
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
                steps.advance(&child, by: move)
                guard beamWidth == 1 || seen.insert(child.key).inserted else { continue }
                trail.record(move, of: steps, in: &child)
                next.append(child)
            }
            beam = next
        }
        let best = beam.indices.min { (beam[$0].occupancy.height, $0) < (beam[$1].occupancy.height, $1) }!
        return trail.layout(endingIn: beam[best], of: steps)
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
        steps.advance(&probe, by: move)
        var lost = move.lost
        var moves: [Move] = []
        for _ in 0..<lookahead where probe.placed < steps.shapes.count && lost << 12 <= limit {
            moves.removeAll(keepingCapacity: true)
            steps.addMoves(from: probe, parent: 0, to: &moves, slid: false)
            let best = moves.min { $0.greedyBefore($1) }!
            steps.advance(&probe, by: best)
            lost = best.lost
        }
        guard probe.placed == steps.shapes.count && lost << 12 <= limit else { return lost << 12 }
        // Of two completions of the same height, the one that lost fewer cells inside has more room.
        return (probe.occupancy.height * steps.columns - steps.totalArea) << 12 | min(lost, 4095)
    }
}

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
        var narrowest = Int.max, shortest = Int.max
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
            moves.append(Move(parent: parent, index: index, x: spot.x, y: spot.y, lost: lost, gap: run - shape.width, rank: moves.count))
            // Slid right, the gap moves to the tile's left, where it is lost at once.
            guard slid else { return }
            let slides = (~(state.occupancy.spots(for: shape, atRow: spot.y) >> UInt64(spot.x))).trailingZeroBitCount - 1
            if slides > 0 {
                let x = spot.x + slides
                let gap = state.occupancy.freeRun(inRow: spot.y, from: x + shape.width)
                moves.append(Move(parent: parent, index: index, x: x, y: spot.y, lost: lost + x - spot.x, gap: gap, rank: moves.count))
            }
        }
    }

    /// Calls `body` with each tile that may take the next place in reading order, in feed order.
    func forEachTileThatMayComeNext(after state: State, _ body: (Int) -> Void) {
        // Tile `next` may read no later than place `next + maxDisplacement`: when that place has
        // come, it is the only choice.
        let last = state.placed == state.next + maxDisplacement
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
        let end = min(state.next + 32, shapes.count)
        var narrowest = narrowestFrom[end], shortest = shortestFrom[end]
        for index in state.next..<end where !state.isPlaced(index) {
            narrowest = min(narrowest, shapes[index].width)
            shortest = min(shortest, shapes[index].height)
        }
        return state.occupancy.uncoverableCells(after: state.cursor, narrowest: narrowest, shortest: shortest, ceiling: ceiling)
    }

    /// Makes `move` in `child`, without touching any trail.
    func advance(_ child: inout State, by move: Move) {
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

/// Every decision any state of a search made: a placement and the decision before it, so a layout is
/// read back from the state that ends it.
struct DecisionTrail {
    private var steps: [(parent: Int32, placement: Placement)] = []

    /// Keeps `move`, which `child` has just made, after the decision before it.
    mutating func record(_ move: PackingSteps.Move, of rules: PackingSteps, in child: inout PackingSteps.State) {
        let shape = rules.shapes[move.index]
        steps.append((child.lastDecision, Placement(index: move.index, x: move.x, y: move.y, width: shape.width, height: shape.height)))
        child.lastDecision = Int32(steps.count - 1)
    }

    /// The layout of every decision that led to `state`, which has placed every tile.
    func layout(endingIn state: PackingSteps.State, of rules: PackingSteps) -> PackedLayout {
        var placements = [Placement](repeating: Placement(index: 0, x: 0, y: 0, width: 0, height: 0), count: rules.shapes.count)
        var decision = state.lastDecision
        while decision >= 0 {
            let step = steps[Int(decision)]
            placements[step.placement.index] = step.placement
            decision = step.parent
        }
        return PackedLayout(columns: rules.columns, height: state.occupancy.height, placements: placements)
    }
}
