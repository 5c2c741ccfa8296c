/// The tiles of a week on a phone: two columns of rows of one height, read in the ad's order.
///
/// A phone is too narrow for the ad's grid at its proportions (a 4-unit tile of a 16-unit canvas is 80
/// px wide on a 360 px phone), so there a tile takes the room its text needs and the ad's emphasis is
/// kept in two sizes: a special the ad gives at least half a canvas-wide square (`wholeRowArea`) spans
/// both columns, every other one column. Each row is as tall as its taller tile (the stylesheet sizes
/// them), so a special across both columns is drawn larger than one beside another.
///
/// Tiles go in feed order, left to right; a row that a whole-row special would leave half empty is
/// filled by the next one-column special, and a special with a picture is given a neighbour with one
/// (one without, one without: a row of a picture and text alone leaves the text's tile a third empty),
/// where that moves no special more than `reach` places. Given the tiles' heights (their text's and
/// picture's, estimated), the rows instead pair specials of like height: a row is as tall as its taller
/// tile, so each pair of unlike heights leaves the shorter tile's difference to fill: its picture is
/// drawn taller into it (as far as the caller allows: the theme's picture as much again), and what a
/// picture cannot fill is left empty. The order read is the one within reach whose rows leave the least
/// empty in all (`paired`).
package struct PhoneLayout: Sendable, Equatable {
    /// A tile's place: its column (0 or 1), its row and how many columns it spans (1 or 2).
    package struct Place: Sendable, Equatable {
        package var column: Int
        package var row: Int
        package var span: Int
    }

    /// The places, in feed order.
    package var places: [Place]
    /// How many rows the tiles take.
    package var rows: Int

    /// The farthest a special moves from its place in the feed.
    package static let reach = 4

    /// The least canvas area (width x height, in canvas units) of a special that spans both columns.
    package static func wholeRowArea(canvasUnit: Int) -> Int {
        max(1, canvasUnit * canvasUnit / 2)
    }

    /// A difference of heights worth moving a special for (a fifth of a line of a phone tile's text):
    /// less is within what the estimate can tell.
    package static let likeHeight = 4.0

    /// The places of tiles of `sizes` (width and height in canvas units, feed order) on a canvas
    /// `canvasUnit` units wide; `pictured` says which show a picture (all, when not given); `heights`,
    /// each tile's height on a phone in CSS pixels, where known; `pictureGrowth`, how much taller a
    /// picture may be drawn into its row's room (`pictureGrowth(heights:pictured:least:most:slack:)`).
    package init(
        sizes: [(width: Int, height: Int)], pictured: [Bool]? = nil, canvasUnit: Int, heights: [Double]? = nil,
        pictureGrowth: Double = 0
    ) {
        let threshold = Self.wholeRowArea(canvasUnit: canvasUnit)
        let wide = sizes.map { $0.width * $0.height >= threshold }
        let pictured = pictured ?? [Bool](repeating: true, count: sizes.count)
        if let heights, heights.count == sizes.count {
            let fills = pictured.map { $0 ? pictureGrowth : 0 }
            (places, rows) = Self.paired(wide: wide, heights: heights, fills: fills)
            return
        }
        var places = [Place?](repeating: nil, count: sizes.count)
        var row = 0
        var column = 0
        var shown = 0
        var left = 0
        func put(_ index: Int, span: Int) {
            places[index] = Place(column: column, row: row, span: span)
            (shown, left) = (shown + 1, index)
            column += span
            if column >= 2 { (row, column) = (row + 1, 0) }
        }
        while let index = places.firstIndex(where: { $0 == nil }) {
            // A row pairs pictures with pictures.
            let unlike = column == 1 && !wide[index] && pictured[index] != pictured[left]
            if column == 1, wide[index] || unlike {
                // The row's right half: the next one-column special within reach (pictured as its left
                // neighbour, for `unlike`), if any; `index` is then read one place later.
                let filler = sizes.indices.dropFirst(index + 1).first {
                    !wide[$0] && places[$0] == nil && (!unlike || pictured[$0] == pictured[left])
                }
                if let filler, filler - shown <= Self.reach, shown + 1 - index <= Self.reach {
                    put(filler, span: 1)
                    continue
                }
                if wide[index] { (row, column) = (row + 1, 0) }
            }
            put(index, span: wide[index] ? 2 : 1)
        }
        self.places = places.map { $0! }
        rows = row + (column > 0 ? 1 : 0)
    }

    /// What a picture drawn taller costs a row against the same height left empty: a picture twice its
    /// size beside a long text reads well, but two tiles of like height read better.
    static let grownCost = 0.25

    /// How much taller than its least height each tile's picture may be drawn on a phone, in CSS pixels,
    /// feed order: what its row leaves it by the tiles' estimated `heights` (a special across both
    /// columns is at least `least` tall) and a line more (`slack`, where the estimate says it is the
    /// shorter), in steps of 4 px, at most `most`; a line, where it is the taller of two by less than a
    /// line (the estimate cannot tell which is shorter on a phone); none for a tile without a picture.
    /// The stylesheet lets a picture grow into its row's room up to this; its renditions are sized for it.
    package func pictureGrowth(
        heights: [Double], pictured: [Bool], least: Double, most: Double, slack: Double
    ) -> [Int] {
        var tallest = [Double](repeating: 0, count: rows)
        var shortest = [Double](repeating: .infinity, count: rows)
        var count = [Int](repeating: 0, count: rows)
        for (place, height) in zip(places, heights) {
            tallest[place.row] = max(tallest[place.row], place.span == 2 ? max(height, least) : height)
            shortest[place.row] = min(shortest[place.row], height)
            count[place.row] += 1
        }
        func steps(_ height: Double) -> Int { Int(min(most, (height / 4).rounded(.up) * 4)) }
        return places.indices.map { index in
            let row = places[index].row
            let spare = tallest[row] - heights[index]
            guard pictured[index] else { return 0 }
            if spare >= 1 { return steps(spare + slack) }
            return count[row] == 2 && tallest[row] - shortest[row] < slack ? steps(slack) : 0
        }
    }

    /// Given heights, the reading order of least cost among every order that keeps the headline first and
    /// moves no special more than `reach` places: a row's cost is the difference of its two heights (the
    /// shorter tile's room: `grownCost` of what its picture fills, all of the rest), a row left half
    /// empty (a hole in the grid) twice the height of its one special (the last row nothing: the page
    /// ends there), and each place a special moves costs half of `likeHeight` (so two specials swap for
    /// a row `likeHeight` better). Found by dynamic programming over which specials within reach of each
    /// place are placed (`reach` makes that at most 2^9 sets), so a pair that would cost a later row more
    /// is not taken first.
    private static func paired(wide: [Bool], heights: [Double], fills: [Double]) -> (places: [Place], rows: Int) {
        // A chain's stores that show one ad ask for its weeks' orders again and again: each is found once.
        let steps = orders.value(Pairing(wide: wide, heights: heights, fills: fills)) {
            PhoneOrder(wide: wide, heights: heights, fills: fills).best()
        }
        return placed(steps, wide: wide)
    }

    private struct Pairing: Hashable, Sendable {
        var wide: [Bool]
        var heights: [Double]
        var fills: [Double]
    }

    private static let orders = Memo<Pairing, [PhoneOrder.Step]>(limit: 1024)

    /// The places of specials read in the order of `order`'s steps.
    private static func placed(_ order: [PhoneOrder.Step], wide: [Bool]) -> (places: [Place], rows: Int) {
        var places = [Place](repeating: Place(column: 0, row: 0, span: 1), count: wide.count)
        var row = 0
        var column = 0
        for step in order {
            switch step {
            case .special(let index):
                places[index] = Place(column: column, row: row, span: wide[index] ? 2 : 1)
                column += wide[index] ? 2 : 1
                if column >= 2 { (row, column) = (row + 1, 0) }
            case .endRow:
                (row, column) = (row + 1, 0)
            }
        }
        return (places, row + (column > 0 ? 1 : 0))
    }
}

/// The search behind `PhoneLayout`'s pairing by height: the least cost from a state (how many specials
/// are read, which of those within reach of the next place are, and the special alone on the row so
/// far), each state's cost found once.
private final class PhoneOrder {
    enum Step: Equatable, Sendable {
        case special(Int)
        /// The row ends with its right half empty.
        case endRow
    }

    /// Bit b of `read`: whether the special `place - reach + b` is read (those before the first count
    /// as read).
    struct State {
        var place: Int
        var read: Int
        var alone: Int?
    }

    private let wide: [Bool]
    private let heights: [Double]
    /// How much of a row's difference each special's picture fills when it is the shorter.
    private let fills: [Double]
    private var known: [Int: Double] = [:]
    private let reach = PhoneLayout.reach
    private let moveCost = PhoneLayout.likeHeight / 2

    init(wide: [Bool], heights: [Double], fills: [Double]) {
        self.wide = wide
        self.heights = heights
        self.fills = fills
    }

    /// What a row of `one` and `other` costs: the shorter's room, the part its picture fills at
    /// `grownCost`.
    private func rowCost(_ one: Int, _ other: Int) -> Double {
        let difference = abs(heights[one] - heights[other])
        let filled = min(difference, fills[heights[one] < heights[other] ? one : other])
        return difference - filled + PhoneLayout.grownCost * filled
    }

    /// The steps of the reading order of least cost.
    func best() -> [Step] {
        var state = State(place: 0, read: (1 << reach) - 1, alone: nil)
        var steps: [Step] = []
        while state.place < wide.count || state.alone != nil {
            var chosen: (step: Step, state: State)?
            var least = Double.infinity
            forEachMove(from: state) { step, cost, next in
                let total = cost + self.cost(from: next)
                if total < least { (least, chosen) = (total, (step, next)) }
            }
            guard let chosen else { break }
            steps.append(chosen.step)
            state = chosen.state
        }
        return steps
    }

    private func cost(from state: State) -> Double {
        if state.place == wide.count { return 0 }
        let key = (state.place << 10 | state.read) * (wide.count + 1) + (state.alone.map { $0 + 1 } ?? 0)
        if let cost = known[key] { return cost }
        var least = Double.infinity
        forEachMove(from: state) { _, cost, next in least = min(least, cost + self.cost(from: next)) }
        known[key] = least
        return least
    }

    /// Each step from `state`, with its own cost and the state it leads to.
    private func forEachMove(from state: State, _ body: (Step, Double, State) -> Void) {
        let count = wide.count
        if let alone = state.alone {
            // A hole in the page's grid: worth it only where a pair would leave twice as much empty. The
            // last row may end half empty: the page ends there.
            body(.endRow, state.place == count ? 0 : 2 * heights[alone], State(place: state.place, read: state.read))
        }
        guard state.place < count else { return }
        let first = state.place == 0 ? 0 : max(0, state.place - reach)
        let last = state.place == 0 ? 0 : min(count - 1, state.place + reach)
        for index in first...last {
            let bit = 1 << (index - state.place + reach)
            guard state.read & bit == 0, !(wide[index] && state.alone != nil) else { continue }
            let read = state.read | bit
            // The special `reach` places back must be read by now: it cannot be read any later.
            guard read & 1 != 0 else { continue }
            var cost = moveCost * Double(abs(index - state.place))
            var alone: Int? = wide[index] ? nil : index
            if let left = state.alone {
                cost += rowCost(left, index)
                alone = nil
            }
            body(.special(index), cost, State(place: state.place + 1, read: read >> 1, alone: alone))
        }
    }
}
