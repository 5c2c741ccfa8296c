/// Packs tiles on a canvas-unit grid: densely, deterministically, and never moving a tile more than
/// `maxDisplacement` places from its feed position in reading order.
///
/// The order guarantee comes from one rule: a tile goes somewhere after (in reading order) every tile
/// at least `maxDisplacement + 1` places before it in the feed. Within that rule each tile takes the
/// first free spot, filling holes left by its neighbours, and a beam search chooses which of the next
/// few tiles to place first so that fewer holes are left behind.
public struct CanvasPacker: Sendable {
    public var columns: Int
    /// How many places a tile may move between the feed and reading order.
    public var maxDisplacement: Int
    /// How many partial layouts the search keeps; nil picks a width from the number of tiles.
    public var beamWidth: Int?

    public init(columns: Int, maxDisplacement: Int = 4, beamWidth: Int? = nil) {
        precondition((1...64).contains(columns), "1 to 64 columns")
        precondition((0...6).contains(maxDisplacement), "displacement 0 to 6")
        self.columns = columns
        self.maxDisplacement = maxDisplacement
        self.beamWidth = beamWidth
    }

    /// The packed layout; every shape must be at most `columns` wide.
    public func pack(_ shapes: [TileShape]) -> PackedLayout {
        precondition(shapes.allSatisfy { (1...columns).contains($0.width) && $0.height >= 1 }, "tiles fit the grid")
        guard !shapes.isEmpty else { return PackedLayout(columns: columns, height: 0, placements: []) }
        let width = beamWidth ?? Self.defaultBeamWidth(tiles: shapes.count)
        var search = BeamSearch(shapes: shapes, columns: columns, window: maxDisplacement + 1, beamWidth: width)
        return search.run()
    }

    /// Wide for a store's 20-60 tiles, narrowing so that 100,000 tiles still pack in well under a second.
    static func defaultBeamWidth(tiles: Int) -> Int {
        max(1, min(24, 24_000 / max(tiles, 1)))
    }
}

/// The beam search behind `CanvasPacker`.
private struct BeamSearch {
    let shapes: [TileShape]
    let columns: Int
    /// How many upcoming tiles may be placed next: displacement + 1.
    let window: Int
    let beamWidth: Int
    /// Every decision made by any state: a placement and the decision before it.
    private var trail: [(parent: Int32, placement: Placement)] = []

    init(shapes: [TileShape], columns: Int, window: Int, beamWidth: Int) {
        self.shapes = shapes
        self.columns = columns
        self.window = window
        self.beamWidth = beamWidth
        trail.reserveCapacity(shapes.count * min(beamWidth, 4))
    }

    struct State {
        var occupancy: Occupancy
        /// All tiles before `next` are placed.
        var next = 0
        /// Bit k: tile `next + k` is placed.
        var ahead: UInt32 = 0
        /// Positions of tiles `next ..< next + window` that are placed.
        var aheadPositions: [Placement?]
        /// `barrier[k]`: the last position in reading order of tiles up to `next - window + k`.
        var barriers: [Placement?]
        var placedArea = 0
        var lastDecision: Int32 = -1
        /// The order the state was made in, to break ties the same way on every run.
        var rank = 0

        var holes: Int { occupancy.skylineArea - placedArea }

        /// Area no later tile can fill: empty cells before the barrier every later tile must follow.
        var lost: Int {
            guard let barrier = barriers[0] else { return 0 }
            return occupancy.deadArea + occupancy.emptyCells(inRow: barrier.y, through: barrier.x)
        }
    }

    mutating func run() -> PackedLayout {
        let start = State(
            occupancy: Occupancy(columns: columns),
            aheadPositions: Array(repeating: nil, count: window),
            barriers: Array(repeating: nil, count: window)
        )
        var beam = [start]
        for _ in shapes.indices {
            var candidates: [State] = []
            candidates.reserveCapacity(beam.count * window)
            for state in beam {
                for offset in 0..<window {
                    let index = state.next + offset
                    guard index < shapes.count, state.ahead & (1 << UInt32(offset)) == 0 else { continue }
                    var child = place(index, offset: offset, in: state)
                    child.rank = candidates.count
                    candidates.append(child)
                }
            }
            if candidates.count > beamWidth {
                // Least area lost for good, then fewest holes, then the most area placed (progress).
                candidates.sort { ($0.lost, $0.holes, -$0.placedArea, $0.rank) < ($1.lost, $1.holes, -$1.placedArea, $1.rank) }
                candidates.removeLast(candidates.count - beamWidth)
            }
            beam = candidates
        }
        let best = beam.min { ($0.occupancy.height, $0.holes, $0.rank) < ($1.occupancy.height, $1.holes, $1.rank) }!
        var placements = [Placement](repeating: Placement(index: 0, x: 0, y: 0, width: 0, height: 0), count: shapes.count)
        var decision = best.lastDecision
        while decision >= 0 {
            let step = trail[Int(decision)]
            placements[step.placement.index] = step.placement
            decision = step.parent
        }
        return PackedLayout(columns: columns, height: best.occupancy.height, placements: placements)
    }

    /// `state` with tile `index` (= next + offset) at its first free spot after its barrier.
    private mutating func place(_ index: Int, offset: Int, in state: State) -> State {
        var child = state
        let shape = shapes[index]
        // Every tile `window` or more places earlier must read before this one.
        let barrier = child.barriers[offset]
        let spot = child.occupancy.firstFit(for: shape, after: barrier.map { ($0.x, $0.y) })
        let placement = Placement(index: index, x: spot.x, y: spot.y, width: shape.width, height: shape.height)
        child.occupancy.place(shape, x: spot.x, y: spot.y)
        child.placedArea += shape.area
        trail.append((state.lastDecision, placement))
        child.lastDecision = Int32(trail.count - 1)
        child.ahead |= 1 << UInt32(offset)
        child.aheadPositions[offset] = placement

        // Slide the window past every placed tile at its front, carrying the barrier forward.
        while child.ahead & 1 == 1 {
            let front = child.aheadPositions[0]!
            let latest = child.barriers[window - 1]
            let newBarrier = latest.map { $0.readsBefore(front) ? front : $0 } ?? front
            child.barriers.removeFirst()
            child.barriers.append(newBarrier)
            child.aheadPositions.removeFirst()
            child.aheadPositions.append(nil)
            child.ahead >>= 1
            child.next += 1
        }
        if let oldest = child.barriers[0] {
            child.occupancy.retireRows(above: oldest.y)
        }
        return child
    }
}
