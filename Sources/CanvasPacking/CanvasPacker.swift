/// Packs tiles on a canvas-unit grid: densely, deterministically, and never moving a tile more than
/// `maxDisplacement` places from its feed position in reading order.
///
/// In: the tiles' shapes in feed order and the grid's width. Out: a `PackedLayout`, every tile's
/// top-left corner, the first special at the top left.
///
/// Steps: the layout is built in reading order, one tile per step, so the bound is a rule about which
/// tiles may come next: any of the few that keep every tile within `maxDisplacement` places, at the
/// first spot it fits after the previous tile (or pushed right from there).
/// 1. A beam search picks among them, judging each step by a greedy probe of how the next tiles would
///    pack after it.
/// 2. For feeds of store size, a `CeilingSearch` tries one row less at a time.
/// 3. For layouts still more than a tenth empty, a `CellWalk`, which may put a tile at any spot.
/// 4. Of layouts as low, the one with fewer holes, then fewer places moved, wins.
package struct CanvasPacker: Sendable {
    package var columns: Int
    /// How many places a tile may move between the feed and reading order.
    package var maxDisplacement: Int
    /// How many partial layouts the search keeps and how many tiles ahead it probes each step;
    /// nil picks both from the number of tiles.
    package var effort: Effort?

    package struct Effort: Sendable, Equatable {
        package var beamWidth: Int
        package var lookahead: Int
        /// The beam widths of the ceiling search that then tries one row less at a time, each width in
        /// turn until one finds a layout; none skips it.
        package var ceilingWidths: [Int]
        /// The beam widths of the cell walk, tried after those on layouts that fill less than 90%.
        package var cellWalkWidths: [Int]

        package init(beamWidth: Int, lookahead: Int, ceilingWidths: [Int] = [], cellWalkWidths: [Int] = []) {
            precondition(beamWidth >= 1 && lookahead >= 0, "a beam of one or more, a lookahead of zero or more")
            precondition((ceilingWidths + cellWalkWidths).allSatisfy { $0 >= 1 }, "ceiling beams of one or more")
            self.beamWidth = beamWidth
            self.lookahead = lookahead
            self.ceilingWidths = ceilingWidths
            self.cellWalkWidths = cellWalkWidths
        }
    }

    /// Changes whenever the default search would lay the same tiles out differently (see `LayoutCache`).
    package static let version = 6

    package init(columns: Int, maxDisplacement: Int = 4, effort: Effort? = nil) {
        precondition((1...64).contains(columns), "1 to 64 columns")
        precondition((0...15).contains(maxDisplacement), "displacement 0 to 15")
        self.columns = columns
        self.maxDisplacement = maxDisplacement
        self.effort = effort
    }

    /// The packed layout; every shape must be at most `columns` wide.
    package func pack(_ shapes: [TileShape]) -> PackedLayout {
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
        var foundByTheFirstCeilingSearch = false
        lower: while layout.height > 0 {
            for (number, search) in (ceilingSearches + (layout.fill < Self.cellWalkFill ? cellWalks : [])).enumerated()
            {
                if let lower = search(layout.height - 1) {
                    layout = lower
                    foundByTheFirstCeilingSearch = number == 0 && !ceilingSearches.isEmpty
                    continue lower
                }
            }
            break
        }
        // Last, the first ceiling search at the height reached (unless it found this layout): of states
        // that waste as much it keeps those that moved fewer places, which the beam search's layout, or
        // one a wider search found, may not have.
        if !foundByTheFirstCeilingSearch, let width = effort.ceilingWidths.first,
            let settled = CeilingSearch(steps: steps, beamWidth: width).layout(ceiling: layout.height),
            settled.shopperRank < layout.shopperRank
        {
            layout = settled
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
    /// cell: about a quarter of a second on average for the benchmark's 20-60 tiles at 16 columns. Beyond
    /// that the work, tiles x beam width x lookahead, stays near a fixed budget, with no ceiling
    /// search: 200 tiles get a single line probing 10 tiles ahead (91.3% fill on generated 200-tile
    /// feeds, 3 ms); 100,000 tiles plain greedy steps.
    package static func defaultEffort(tiles: Int) -> Effort {
        if tiles <= 64 {
            return Effort(beamWidth: 8, lookahead: tiles, ceilingWidths: [256, 2048], cellWalkWidths: [300])
        }
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
        return trail.bestLayout(endingIn: beam, of: steps)
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
    ///
    /// A score is two keys in one Int, so that the beam keeps and compares plain Ints in its innermost
    /// loop: the cells lost (below the completion's height, or so far) shifted into the high bits, and
    /// for a completion the cells lost inside it, capped at 4095, in the low 12 as the tie-break.
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
