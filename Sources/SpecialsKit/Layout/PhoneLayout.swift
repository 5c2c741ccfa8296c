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
/// picture's, estimated), a row's right half instead takes the special within reach nearest its left
/// one's height, where that is `likeHeight` nearer than the next one: a row is as tall as its taller
/// tile, so each pair of unlike heights leaves the shorter tile's difference empty.
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
    /// each tile's height on a phone in CSS pixels, where known.
    package init(
        sizes: [(width: Int, height: Int)], pictured: [Bool]? = nil, canvasUnit: Int, heights: [Double]? = nil
    ) {
        let threshold = Self.wholeRowArea(canvasUnit: canvasUnit)
        let wide = sizes.map { $0.width * $0.height >= threshold }
        let pictured = pictured ?? [Bool](repeating: true, count: sizes.count)
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
            // With heights, a row pairs them (a picture's among them); without, pictures with pictures.
            let unlike = heights == nil && column == 1 && !wide[index] && pictured[index] != pictured[left]
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
            if column == 1, !wide[index], let heights,
                let nearer = Self.nearer(
                    than: index, to: left, heights: heights, within: shown + Self.reach,
                    open: { !wide[$0] && places[$0] == nil }),
                shown + 1 - index <= Self.reach
            {
                put(nearer, span: 1)
                continue
            }
            put(index, span: wide[index] ? 2 : 1)
        }
        self.places = places.map { $0! }
        rows = row + (column > 0 ? 1 : 0)
    }

    /// The special after `index` (up to `last`, and `open`) whose height is nearest `left`'s, where it is
    /// `likeHeight` or more nearer than `index`'s own; nil where `index` is as good.
    private static func nearer(
        than index: Int, to left: Int, heights: [Double], within last: Int, open: (Int) -> Bool
    ) -> Int? {
        let gap = { (other: Int) in abs(heights[other] - heights[left]) }
        let best = heights.indices.dropFirst(index + 1).prefix { $0 <= last }.filter(open).min { gap($0) < gap($1) }
        guard let best, gap(best) + likeHeight <= gap(index) else { return nil }
        return best
    }
}
