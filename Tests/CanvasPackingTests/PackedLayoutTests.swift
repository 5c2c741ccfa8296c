import Testing

@testable import CanvasPacking

/// `PackedLayout.brokenRule`, which checks layouts read back from the layout cache.
@Suite struct PackedLayoutTests {
    let shapes = [TileShape(width: 2, height: 1), TileShape(width: 1, height: 2), TileShape(width: 1, height: 1)]

    /// A layout of `shapes` at `corners`; the valid one is AAB / C.B on 3 columns.
    func layout(_ corners: [(Int, Int)], height: Int = 2, columns: Int = 3) -> PackedLayout {
        PackedLayout(
            columns: columns, height: height,
            placements: zip(shapes, corners).enumerated().map { index, tile in
                Placement(index: index, x: tile.1.0, y: tile.1.1, width: tile.0.width, height: tile.0.height)
            })
    }

    @Test func aLayoutThatKeepsEveryRuleBreaksNone() {
        #expect(layout([(0, 0), (2, 0), (0, 1)]).brokenRule(for: shapes, maxDisplacement: 4) == nil)
    }

    @Test func namesTheFirstRuleBroken() {
        let rules: [(PackedLayout, String)] = [
            (layout([(0, 0), (2, 0), (0, 1)], columns: 65), "the grid has 65 columns, not 1 to 64"),
            (layout([(0, 0), (2, 0), (0, 1)], height: -1), "the layout is -1 rows tall"),
            (layout([(0, 0), (2, 0)]), "2 placements for 3 tiles"),
            (layout([(0, 0), (2, 0), (2, 0)]), "tile 2 overlaps an earlier tile"),
            (layout([(0, 0), (3, 0), (0, 1)]), "tile 1 at (3, 0) is outside the grid"),
            (layout([(0, 0), (2, 1), (0, 1)]), "tile 1 at (2, 1) is outside the grid"),
            (layout([(0, 0), (Int.max, 0), (0, 1)]), "tile 1 at (9223372036854775807, 0) is outside the grid"),
            (layout([(0, 0), (2, 0), (0, 1)], height: 3), "the layout is 3 rows tall, its tiles 2"),
        ]
        for (layout, rule) in rules {
            #expect(layout.brokenRule(for: shapes, maxDisplacement: 4) == rule)
        }
        var swapped = layout([(0, 0), (2, 0), (0, 1)])
        swapped.placements.swapAt(0, 1)
        #expect(swapped.brokenRule(for: shapes, maxDisplacement: 4) == "placement 0 is tile 1's")
        var resized = layout([(0, 0), (2, 0), (0, 1)])
        resized.placements[2].width = 2
        #expect(resized.brokenRule(for: shapes, maxDisplacement: 4) == "tile 2 is 2x1, not 1x1")
        // Tile 0 reads last, after the two tiles in row 0: two places from its feed position.
        let moved = layout([(1, 1), (0, 0), (2, 0)])
        #expect(moved.brokenRule(for: shapes, maxDisplacement: 0) == "a tile moves 2 places, more than 0")
        #expect(moved.brokenRule(for: shapes, maxDisplacement: 2) == nil)
    }

    /// AAB / C.B leaves one empty cell with no tile below it: space at the end, not a hole. AA. / .BC on
    /// 3 columns, with B one row lower, leaves a hole above B.
    @Test func holesWithATileBelowAreEmptyCellsAboveATileInTheirColumn() {
        let valid = layout([(0, 0), (2, 0), (0, 1)])
        #expect(valid.holesWithTileBelow == 0)
        #expect(valid.placesMoved == 0)
        let shapes = [TileShape(width: 2, height: 1), TileShape(width: 1, height: 1), TileShape(width: 1, height: 1)]
        let holed = PackedLayout(
            columns: 3, height: 2,
            placements: [
                Placement(index: 0, x: 0, y: 0, width: 2, height: 1),
                Placement(index: 1, x: 2, y: 1, width: 1, height: 1),
                Placement(index: 2, x: 1, y: 1, width: 1, height: 1),
            ])
        #expect(holed.brokenRule(for: shapes, maxDisplacement: 4) == nil)
        #expect(holed.holesWithTileBelow == 1)
        #expect(holed.placesMoved == 2)
        // Fewer rows first, then fewer holes, then fewer places moved.
        var settled = holed
        settled.placements[1] = Placement(index: 1, x: 2, y: 0, width: 1, height: 1)
        #expect(settled.holesWithTileBelow == 0 && settled.placesMoved == 0)
        #expect(settled.shopperRank < holed.shopperRank && !(holed.shopperRank < settled.shopperRank))
        var swapped = settled
        swapped.placements[1].x = 1
        swapped.placements[1].y = 1
        swapped.placements[2].x = 2
        swapped.placements[2].y = 0
        #expect(swapped.holesWithTileBelow == 0 && swapped.placesMoved == 2)
        #expect(settled.shopperRank < swapped.shopperRank)
        var taller = settled
        taller.height = 3
        #expect(holed.shopperRank < taller.shopperRank)
    }
}
