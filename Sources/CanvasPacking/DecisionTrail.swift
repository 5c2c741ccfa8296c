/// Every decision any state of a search made: a placement and the decision before it, so a layout is
/// read back from the state that ends it.
struct DecisionTrail {
    private var decisions: [(parent: Int32, placement: Placement)] = []

    /// Keeps `move`, which `child` has just made, after the decision before it.
    mutating func record(_ move: PackingSteps.Move, of steps: PackingSteps, in child: inout PackingSteps.State) {
        let shape = steps.shapes[move.index]
        decisions.append(
            (
                child.lastDecision,
                Placement(index: move.index, x: move.x, y: move.y, width: shape.width, height: shape.height)
            ))
        child.lastDecision = Int32(decisions.count - 1)
    }

    /// The layout of every decision that led to `state`, which has placed every tile.
    func layout(endingIn state: PackingSteps.State, of steps: PackingSteps) -> PackedLayout {
        var placements = [Placement](
            repeating: Placement(index: 0, x: 0, y: 0, width: 0, height: 0), count: steps.shapes.count)
        var decision = state.lastDecision
        while decision >= 0 {
            let step = decisions[Int(decision)]
            placements[step.placement.index] = step.placement
            decision = step.parent
        }
        return PackedLayout(columns: steps.columns, height: state.occupancy.height, placements: placements)
    }

    /// Of `states`, which have each placed every tile, the layout that looks best to a shopper: the
    /// lowest, then the one with fewest holes with a tile below them, then fewest places moved. The
    /// searches rank states by what they lose, which ties often at the end; this breaks the ties.
    func bestLayout(endingIn states: [PackingSteps.State], of steps: PackingSteps) -> PackedLayout {
        let lowest = states.map(\.occupancy.height).min()!
        // Each layout's rank once: counting holes and sorting into reading order is the costly part.
        return states.filter { $0.occupancy.height == lowest }.map { layout(endingIn: $0, of: steps) }
            .map { ($0, $0.shopperRank) }.min { $0.1 < $1.1 }!.0
    }
}
