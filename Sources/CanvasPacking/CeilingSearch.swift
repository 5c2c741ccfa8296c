/// Looks for a layout no taller than a given number of rows, with the packer's steps: a wide beam that
/// keeps the states which have wasted least.
///
/// A fixed height fixes the waste a layout may have, `ceiling x columns - area`. A state's waste so
/// far is known exactly (the free cells the cursor has passed) and more is certain: free cells no
/// unplaced tile can cover, such as slivers beside wide tiles or the rows between the lowest tiles and
/// the ceiling when they are too few for any tile. A state over the budget is dropped; the rest are
/// ranked by that certain waste, then by the places they moved. Unlike the greedy probes of
/// `BeamSearch`, this sees the whole layout's room, which is where the last rows of a layout are won.
struct CeilingSearch {
    let steps: PackingSteps
    let beamWidth: Int

    private typealias State = PackingSteps.State
    private typealias Move = PackingSteps.Move

    /// A step: the move, and once judged, the waste the state it makes is sure to have and that state's
    /// key. Only the steps the beam keeps are made (a state copied and the tile placed).
    private struct Child {
        var move: Move
        var judged = false
        var waste = 0
        var key = 0
    }

    /// A layout at most `ceiling` rows tall, or nil when the search finds none (one may still exist).
    func layout(ceiling: Int) -> PackedLayout? {
        let budget = ceiling * steps.columns - steps.totalArea
        guard budget >= 0 else { return nil }
        var trail = DecisionTrail()
        var beam = [State(occupancy: Occupancy(columns: steps.columns))]
        var moves: [Move] = []
        var children: [Child] = []
        var judging = Judging(budget: budget)
        for _ in steps.shapes.indices {
            children.removeAll(keepingCapacity: true)
            for (parent, state) in beam.enumerated() {
                moves.removeAll(keepingCapacity: true)
                steps.addMoves(from: state, parent: parent, to: &moves, ceiling: ceiling)
                for move in moves where move.lost <= budget {
                    children.append(Child(move: move))
                }
            }
            judge(&children, from: beam, ceiling: ceiling, with: &judging)
            let judged = children.filter { $0.judged && $0.waste <= budget }
            guard !judged.isEmpty else { return nil }
            // Of states with the same future, the one ranked first.
            var seen = Set<Int>()
            var next: [State] = []
            let order = leastWasteFirst(judged.count, waste: { judged[$0].waste }, moved: { judged[$0].move.moved })
            for index in order where next.count < beamWidth && seen.insert(judged[index].key).inserted {
                let move = judged[index].move
                var child = beam[move.parent]
                steps.advance(&child, by: move)
                trail.record(move, of: steps, in: &child)
                next.append(child)
            }
            beam = next
        }
        return trail.bestLayout(endingIn: beam, of: steps)
    }

    /// What `judge` keeps from one step to the next, so as not to allocate it again.
    private struct Judging {
        /// Of each distinct state judged, the least waste.
        var leastWaste: [Int: Int] = [:]
        /// How many distinct states have each least waste, 0 ... budget.
        var distinct: [Int]

        init(budget: Int) {
            distinct = Array(repeating: 0, count: budget + 1)
        }
    }

    /// Judges `children` fewest cells lost first (a child's waste is at least its cells lost), and stops
    /// once `beamWidth` distinct states waste fewer cells than the next child has lost: the children left
    /// would rank after them all, so the beam never takes one, and the beam is the same as if every
    /// child were judged. About half the children are left unjudged on a full beam.
    private func judge(_ children: inout [Child], from beam: [State], ceiling: Int, with judging: inout Judging) {
        judging.leastWaste.removeAll(keepingCapacity: true)
        for waste in judging.distinct.indices { judging.distinct[waste] = 0 }
        // Distinct states wasting fewer cells than `lost`; a child judged now wastes at least `lost`, so
        // it only ever moves states between counts not summed yet.
        var fewer = 0
        var lost = 0
        for index in countingOrder(Array(children.indices), by: { children[$0].move.lost }) {
            let move = children[index].move
            while lost < move.lost {
                fewer += judging.distinct[lost]
                lost += 1
            }
            guard fewer < beamWidth else { return }
            let waste = move.lost + steps.uncoverable(after: move, from: beam[move.parent], ceiling: ceiling)
            children[index].judged = true
            children[index].waste = waste
            guard waste < judging.distinct.count else { continue }
            let key = key(after: move, from: beam[move.parent])
            children[index].key = key
            if let least = judging.leastWaste[key] {
                guard waste < least else { continue }
                judging.distinct[least] -= 1
            }
            judging.leastWaste[key] = waste
            judging.distinct[waste] += 1
        }
    }

    /// What decides the rest of the search once `move` is made from `state`: the rows from the new
    /// cursor's down, the cursor, the tiles left.
    private func key(after move: Move, from state: State) -> Int {
        var hash = StateHash()
        state.occupancy.placing(steps.shapes[move.index], x: move.x, y: move.y).hashCells(
            from: (0, move.y), into: &hash)
        let (next, ahead) = state.unplaced(placing: move.index)
        hash.combine(move.x)
        hash.combine(move.y)
        hash.combine(next)
        hash.combine(Int(ahead))
        return hash.key
    }
}

/// The indices `0 ..< count` ordered by `waste`, least first, then by places `moved`, fewest first;
/// ties keep their order, the same on every run. Of layouts that waste as much, a shopper sees the one
/// closer to the feed's order as the better. Both are small whole numbers, so two counting passes
/// order the indices: by places moved, then (keeping that order within each waste) by waste.
func leastWasteFirst(_ count: Int, waste: (Int) -> Int, moved: (Int) -> Int) -> [Int] {
    countingOrder(countingOrder(Array(0..<count), by: moved), by: waste)
}

/// `indices` ordered by `key`, a small whole number of zero or more; ties keep their order.
private func countingOrder(_ indices: [Int], by key: (Int) -> Int) -> [Int] {
    let keys = indices.map(key)
    guard let largest = keys.max() else { return [] }
    var starts = [Int](repeating: 0, count: largest + 2)
    for key in keys { starts[key + 1] += 1 }
    for key in 1..<starts.count { starts[key] += starts[key - 1] }
    var order = [Int](repeating: 0, count: indices.count)
    for (index, key) in zip(indices, keys) {
        order[starts[key]] = index
        starts[key] += 1
    }
    return order
}
