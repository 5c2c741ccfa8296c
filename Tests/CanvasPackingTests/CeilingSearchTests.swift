import FeedGenerator
import Testing

@testable import CanvasPacking

/// The ceiling search judges a step on its parent's rows and stops judging once the beam is decided;
/// these hold it to the plain search that makes every step and judges every state.
@Suite struct CeilingSearchTests {
    /// The ceiling search as it reads, with every step made (its rows copied) and every state judged.
    struct PlainCeilingSearch {
        let steps: PackingSteps
        let beamWidth: Int

        func layout(ceiling: Int) -> PackedLayout? {
            let budget = ceiling * steps.columns - steps.totalArea
            guard budget >= 0 else { return nil }
            var trail = DecisionTrail()
            var beam = [PackingSteps.State(occupancy: Occupancy(columns: steps.columns))]
            for _ in steps.shapes.indices {
                var children: [(waste: Int, key: Int, state: PackingSteps.State, move: PackingSteps.Move)] = []
                for (parent, state) in beam.enumerated() {
                    var moves: [PackingSteps.Move] = []
                    steps.addMoves(from: state, parent: parent, to: &moves, ceiling: ceiling)
                    for move in moves {
                        var child = state
                        steps.advance(&child, by: move)
                        let waste = move.lost + steps.uncoverable(in: child, ceiling: ceiling)
                        guard waste <= budget else { continue }
                        var hash = StateHash()
                        child.occupancy.hashCells(from: (0, move.y), into: &hash)
                        [move.x, move.y, child.next, Int(child.ahead)].forEach { hash.combine($0) }
                        children.append((waste, hash.key, child, move))
                    }
                }
                guard !children.isEmpty else { return nil }
                var seen = Set<Int>()
                beam = []
                for index in leastWasteFirst(
                    children.count, waste: { children[$0].waste }, moved: { children[$0].state.moved })
                where beam.count < beamWidth && seen.insert(children[index].key).inserted {
                    var child = children[index].state
                    trail.record(children[index].move, of: steps, in: &child)
                    beam.append(child)
                }
            }
            return trail.bestLayout(endingIn: beam, of: steps)
        }
    }

    /// Generated feeds at 16 and 32 columns, at every height from the area's bound to a few rows above
    /// the beam search's: the same layout, or none, as the plain search, with beams narrow enough to
    /// fill up (where judging stops early) and wide enough not to.
    @Test(arguments: [16, 32], [8, 64])
    func findsWhatThePlainSearchFinds(columns: Int, beamWidth: Int) {
        var generator = FeedGenerator(seed: UInt64(columns * 1000 + beamWidth))
        var counts = SplitMix64(seed: UInt64(beamWidth))
        var compared = 0
        var found = 0
        for _ in 0..<6 {
            let shapes = generator.feed(count: 14 + Int(counts.next(upTo: 10)), canvas: columns)
            let steps = PackingSteps(shapes: shapes, columns: columns, maxDisplacement: 4)
            let lowest = (steps.totalArea + columns - 1) / columns
            let beam = CanvasPacker(columns: columns, effort: CanvasPacker.Effort(beamWidth: 2, lookahead: 4)).pack(
                shapes)
            for ceiling in lowest...(beam.height + 3) {
                let judged = CeilingSearch(steps: steps, beamWidth: beamWidth).layout(ceiling: ceiling)
                let plain = PlainCeilingSearch(steps: steps, beamWidth: beamWidth).layout(ceiling: ceiling)
                #expect(
                    judged == plain, "\(shapes.count) tiles, \(columns) columns, ceiling \(ceiling), beam \(beamWidth)")
                compared += 1
                found += plain == nil ? 0 : 1
            }
        }
        // Both outcomes are compared: heights where the search fails and where it finds a layout.
        #expect(found > 0 && found < compared)
    }

    /// An occupancy with a tile laid over it reads as the occupancy with the tile placed.
    @Test func aTileLaidOverReadsAsATilePlaced() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let columns = [8, 16, 32, 64][Int(random.next(upTo: 4))]
            var occupancy = Occupancy(columns: columns)
            for _ in 0..<Int(random.next(upTo: 12)) {
                let shape = TileShape(
                    width: 1 + Int(random.next(upTo: UInt64(columns))), height: 1 + Int(random.next(upTo: 8)))
                let y = Int(random.next(upTo: 20))
                occupancy.place(shape, x: Int(random.next(upTo: UInt64(columns - shape.width + 1))), y: y)
            }
            let shape = TileShape(
                width: 1 + Int(random.next(upTo: UInt64(columns))), height: 1 + Int(random.next(upTo: 8)))
            let spot = occupancy.firstFit(
                for: shape, after: (Int(random.next(upTo: UInt64(columns))), Int(random.next(upTo: 20))))
            var placed = occupancy
            placed.place(shape, x: spot.x, y: spot.y)
            let laid = occupancy.placing(shape, x: spot.x, y: spot.y)
            #expect(laid.height == placed.height)
            for y in spot.y..<(placed.height + 2) {
                #expect(laid.row(y) == placed.row(y))
            }
            let narrowest = 1 + Int(random.next(upTo: 6))
            let shortest = 1 + Int(random.next(upTo: 6))
            let ceiling = placed.height + Int(random.next(upTo: 10))
            #expect(
                laid.uncoverableCells(after: spot, narrowest: narrowest, shortest: shortest, ceiling: ceiling)
                    == placed.uncoverableCells(after: spot, narrowest: narrowest, shortest: shortest, ceiling: ceiling))
            var laidHash = StateHash()
            var placedHash = StateHash()
            laid.hashCells(from: spot, into: &laidHash)
            placed.hashCells(from: spot, into: &placedHash)
            #expect(laidHash.key == placedHash.key)
        }
    }

    /// The searches' state hash is a fixed function, not Swift's per-process seeded `Hasher`: the same
    /// words give the same key in every run (so a collision, if one ever happened, would happen alike).
    @Test func theStateHashIsTheSameInEveryRun() {
        var hash = StateHash()
        hash.combine(16)
        hash.combine(UInt64(0xFFFF))
        hash.combine(3)
        #expect(hash.value == 0x733C_D97B_5DE5_AB33)
        var other = StateHash()
        other.combine(16)
        other.combine(UInt64(0xFFFF))
        other.combine(4)
        #expect(other.key != hash.key)
    }
}
