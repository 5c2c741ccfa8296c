/// Looks for a layout no taller than a given number of rows with a tile at any spot: a wide beam that
/// walks the grid's cells in reading order.
///
/// A layout read in reading order is a walk over the free cells: at each free cell after the previous
/// tile, either a tile that may come next puts its top-left corner there or the cell stays empty for
/// good. So a state of the walk stands at a free cell, and the states standing at the same cell have
/// decided every cell before it: their waste compares fairly. A fixed height fixes the waste a layout
/// may have, `ceiling x columns - area`; a state's waste is the free cells it passed (exact) plus the
/// free cells no unplaced tile can cover (slivers beside wide tiles, rows too few between the lowest
/// tiles and the ceiling). The walk visits the cells in order and keeps, at each, the `beamWidth`
/// distinct states that wasted least (then moved fewest places); a state over the budget is dropped.
///
/// `CeilingSearch` judges states the same way but only tries the first spot after the previous tile
/// (or that spot pushed right), and compares states that have placed as many tiles, wherever they
/// stand. The two find different layouts; the packer tries both.
struct CellWalk {
    let steps: PackingSteps
    let beamWidth: Int

    private typealias State = PackingSteps.State

    /// A state standing at a free cell (y x columns + x), with the waste it is sure to have and the tile
    /// step that brought it there (nil when it came by leaving a cell empty).
    private struct Arrival {
        var cell: Int
        var waste: Int
        var state: State
        var move: PackingSteps.Move?

        /// What decides the rest of the walk: the cells from this one on, and the tiles left.
        var key: Int {
            var hash = StateHash()
            let columns = state.occupancy.columns
            state.occupancy.hashCells(from: (cell % columns, cell / columns), into: &hash)
            hash.combine(state.next)
            hash.combine(Int(state.ahead))
            return hash.key
        }
    }

    private static let cell = TileShape(width: 1, height: 1)

    /// A layout at most `ceiling` rows tall, or nil when the walk finds none (one may still exist).
    func layout(ceiling: Int) -> PackedLayout? {
        let columns = steps.columns
        let budget = ceiling * columns - steps.totalArea
        guard budget >= 0, steps.shapes.allSatisfy({ $0.height <= ceiling }) else { return nil }
        var trail = DecisionTrail()
        var waiting = Beams(cells: ceiling * columns, width: beamWidth, budget: budget)
        waiting.add(Arrival(cell: 0, waste: 0, state: State(occupancy: Occupancy(columns: columns)), move: nil))
        for cell in 0..<(ceiling * columns) {
            let here = (x: cell % columns, y: cell / columns)
            for arrival in waiting.take(cell) {
                var state = arrival.state
                if let move = arrival.move { trail.record(move, of: steps, in: &state) }
                // A tile that may come next puts its top-left corner here...
                var done: State?
                steps.forEachTileThatMayComeNext(after: state) { index in
                    let shape = steps.shapes[index]
                    guard done == nil, here.x + shape.width <= columns, here.y + shape.height <= ceiling,
                        state.occupancy.isFree(shape, x: here.x, y: here.y)
                    else { return }
                    let move = PackingSteps.Move(
                        parent: 0, index: index, x: here.x, y: here.y, lost: 0, gap: 0, rank: 0)
                    var child = state
                    steps.advance(&child, by: move)
                    if child.placed == steps.shapes.count {
                        trail.record(move, of: steps, in: &child)
                        done = child
                    } else {
                        waiting.add(arriving(child, by: move, ceiling: ceiling))
                    }
                }
                if let done { return trail.layout(endingIn: done, of: steps) }
                // ...or the cell stays empty, except the first: it is the first special's.
                guard state.placed > 0 else { continue }
                var child = state
                child.cursor = here
                child.occupancy.retireRows(above: here.y)
                waiting.add(arriving(child, by: nil, ceiling: ceiling))
            }
        }
        return nil
    }

    /// `state` at the first free cell after its cursor, with the waste it is sure to have there.
    private func arriving(_ state: State, by move: PackingSteps.Move?, ceiling: Int) -> Arrival {
        let next = state.occupancy.firstFit(for: Self.cell, after: state.cursor)
        let waste = state.occupancy.emptyCells(before: next) + steps.uncoverable(in: state, ceiling: ceiling)
        return Arrival(cell: next.y * steps.columns + next.x, waste: waste, state: state, move: move)
    }

    /// The states waiting at each cell for the walk to get there: at most `width` distinct ones, those
    /// that wasted least, then moved fewest places, ties in the order they came (the same on every run).
    private struct Beams {
        let width: Int
        let budget: Int
        private var waiting: [[Arrival]]
        /// Once a cell's beam is full, an arrival wasting this much or more can no longer join it.
        private var cutoff: [Int]

        init(cells: Int, width: Int, budget: Int) {
            self.width = width
            self.budget = budget
            waiting = Array(repeating: [], count: cells)
            cutoff = Array(repeating: .max, count: cells)
        }

        mutating func add(_ arrival: Arrival) {
            guard arrival.waste <= budget, arrival.cell < waiting.count, arrival.waste < cutoff[arrival.cell] else {
                return
            }
            waiting[arrival.cell].append(arrival)
            // Cut from time to time, so a busy cell holds at most 16 beams' worth, not every arrival.
            if waiting[arrival.cell].count >= 16 * width { cut(arrival.cell) }
        }

        /// The beam at `cell`, least waste first; the cell is done with.
        mutating func take(_ cell: Int) -> [Arrival] {
            cut(cell)
            defer { waiting[cell] = [] }
            return waiting[cell]
        }

        private mutating func cut(_ cell: Int) {
            let arrivals = waiting[cell]
            guard !arrivals.isEmpty else { return }
            var seen = Set<Int>()
            var beam: [Arrival] = []
            for index in leastWasteFirst(
                arrivals.count, waste: { arrivals[$0].waste }, moved: { arrivals[$0].state.moved })
            {
                guard beam.count < width else { break }
                if seen.insert(arrivals[index].key).inserted { beam.append(arrivals[index]) }
            }
            // A later arrival of the same waste is left out, even one that moved fewer places.
            if beam.count == width { cutoff[cell] = beam[width - 1].waste }
            waiting[cell] = beam
        }
    }
}
