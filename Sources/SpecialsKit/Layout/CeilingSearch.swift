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
                    let waste = move.lost + steps.uncoverable(in: child, ceiling: ceiling)
                    guard waste <= budget, seen.insert(key(of: child)).inserted else { continue }
                    children.append(Child(waste: waste, state: child, move: move))
                }
            }
            guard !children.isEmpty else { return nil }
            beam = leastWasteFirst(children.count) { children[$0].waste }.prefix(beamWidth).map { index in
                var child = children[index].state
                trail.record(children[index].move, of: steps, in: &child)
                return child
            }
        }
        return trail.bestLayout(endingIn: beam, of: steps)
    }

    /// What decides the rest of the search: the rows from the cursor's down, the cursor, the tiles left.
    private func key(of state: State) -> Int {
        var hasher = Hasher()
        state.occupancy.hashCells(from: (0, state.cursor?.y ?? 0), into: &hasher)
        hasher.combine(state.cursor?.x)
        hasher.combine(state.cursor?.y)
        hasher.combine(state.next)
        hasher.combine(state.ahead)
        return hasher.finalize()
    }
}

/// The indices `0 ..< count` ordered by `waste`, least first; ties keep their order, the same on every
/// run. Wastes are small whole numbers, so counting them orders the indices.
func leastWasteFirst(_ count: Int, waste: (Int) -> Int) -> [Int] {
    guard count > 0 else { return [] }
    let wastes = (0..<count).map(waste)
    var counts = [Int](repeating: 0, count: wastes.max()! + 2)
    for waste in wastes { counts[waste + 1] += 1 }
    for waste in 1..<counts.count { counts[waste] += counts[waste - 1] }
    var order = [Int](repeating: 0, count: count)
    for (index, waste) in wastes.enumerated() {
        order[counts[waste]] = index
        counts[waste] += 1
    }
    return order
}
