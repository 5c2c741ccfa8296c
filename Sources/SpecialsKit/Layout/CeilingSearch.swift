/// Looks for a layout no taller than a given number of rows, with the packer's steps: a wide beam that
/// keeps the states which have wasted least.
///
/// A fixed height fixes the waste a layout may have, `ceiling x columns - area`. A state's waste so
/// far is known exactly (the free cells the cursor has passed) and more is certain: free cells no
/// unplaced tile can cover, such as slivers beside wide tiles or the rows between the lowest tiles and
/// the ceiling when they are too few for any tile. A state over the budget is dropped; the rest are
/// ranked by that certain waste. Unlike the greedy probes of `BeamSearch`, this sees the whole layout's
/// room, which is where the last rows of a layout are won.
struct CeilingSearch {
    let steps: PackingSteps
    let beamWidth: Int
    /// The narrowest and the shortest tile from each feed position to the end.
    private let narrowestFrom: [Int]
    private let shortestFrom: [Int]

    init(steps: PackingSteps, beamWidth: Int) {
        self.steps = steps
        self.beamWidth = beamWidth
        var narrowest = Int.max, shortest = Int.max
        var narrowestFrom = [Int](repeating: .max, count: steps.shapes.count + 1)
        var shortestFrom = narrowestFrom
        for index in steps.shapes.indices.reversed() {
            narrowest = min(narrowest, steps.shapes[index].width)
            shortest = min(shortest, steps.shapes[index].height)
            narrowestFrom[index] = narrowest
            shortestFrom[index] = shortest
        }
        self.narrowestFrom = narrowestFrom
        self.shortestFrom = shortestFrom
    }

    private typealias State = PackingSteps.State
    private typealias Move = PackingSteps.Move

    /// A state one step on, with the move that made it and the waste it is sure to have.
    private struct Child {
        var waste: Int
        var state: State
        var move: Move
    }

    /// A layout at most `ceiling` rows tall, or nil when the search finds none (one may still exist).
    func layout(ceiling: Int) -> PackedLayout? {
        let budget = ceiling * steps.columns - steps.totalArea
        guard budget >= 0 else { return nil }
        var trail = DecisionTrail()
        var beam = [State(occupancy: Occupancy(columns: steps.columns))]
        var moves: [Move] = []
        var children: [Child] = []
        for _ in steps.shapes.indices {
            children.removeAll(keepingCapacity: true)
            var seen = Set<Int>()
            for (parent, state) in beam.enumerated() {
                moves.removeAll(keepingCapacity: true)
                steps.addMoves(from: state, parent: parent, to: &moves, ceiling: ceiling)
                for move in moves where move.lost <= budget {
                    var child = state
                    steps.advance(&child, by: move)
                    let waste = move.lost + uncoverable(in: child, ceiling: ceiling)
                    guard waste <= budget, seen.insert(key(of: child)).inserted else { continue }
                    children.append(Child(waste: waste, state: child, move: move))
                }
            }
            guard !children.isEmpty else { return nil }
            // Least waste first; ties in the order found, the same on every run. Wastes are small
            // whole numbers, so counting them orders the children.
            var counts = [Int](repeating: 0, count: children.lazy.map(\.waste).max()! + 2)
            for index in children.indices { counts[children[index].waste + 1] += 1 }
            for waste in 1..<counts.count { counts[waste] += counts[waste - 1] }
            var order = [Int](repeating: 0, count: children.count)
            for index in children.indices {
                order[counts[children[index].waste]] = index
                counts[children[index].waste] += 1
            }
            beam = order.prefix(beamWidth).map { index in
                var child = children[index].state
                trail.record(children[index].move, of: steps, in: &child)
                return child
            }
        }
        let best = beam.indices.min { (beam[$0].occupancy.height, $0) < (beam[$1].occupancy.height, $1) }!
        return trail.layout(endingIn: beam[best], of: steps)
    }

    /// Free cells after the cursor that no unplaced tile can cover (none once every tile is placed).
    private func uncoverable(in state: State, ceiling: Int) -> Int {
        guard state.placed < steps.shapes.count else { return 0 }
        var narrowest = narrowestFrom[min(state.next + 32, steps.shapes.count)]
        var shortest = shortestFrom[min(state.next + 32, steps.shapes.count)]
        for index in state.next..<min(state.next + 32, steps.shapes.count) where !state.isPlaced(index) {
            narrowest = min(narrowest, steps.shapes[index].width)
            shortest = min(shortest, steps.shapes[index].height)
        }
        return state.occupancy.uncoverableCells(after: state.cursor, narrowest: narrowest, shortest: shortest, ceiling: ceiling)
    }

    /// What decides the rest of the search: the rows from the cursor's down, the cursor, the tiles left.
    private func key(of state: State) -> Int {
        var hasher = Hasher()
        state.occupancy.hashRows(from: state.cursor?.y ?? 0, into: &hasher)
        hasher.combine(state.cursor?.x)
        hasher.combine(state.cursor?.y)
        hasher.combine(state.next)
        hasher.combine(state.ahead)
        return hasher.finalize()
    }
}
