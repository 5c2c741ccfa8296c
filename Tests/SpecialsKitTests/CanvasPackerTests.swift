import FeedGenerator
@testable import SpecialsKit
import Testing

@Suite struct CanvasPackerTests {
    /// 300 generated feeds: 70% store shapes, 30% uniform, 20-60 tiles each, fixed seed.
    static let feeds: [[TileShape]] = {
        var generator = FeedGenerator(seed: 42)
        return (0..<300).map { _ in generator.feed() }
    }()

    static func checkInvariants(_ layout: PackedLayout, shapes: [TileShape], maxDisplacement: Int = 4) {
        #expect(layout.placements.count == shapes.count, "every tile placed once")
        for (index, placement) in layout.placements.enumerated() {
            #expect(placement.index == index)
            #expect(placement.width == shapes[index].width && placement.height == shapes[index].height, "sizes kept")
            #expect(placement.x >= 0 && placement.y >= 0 && placement.x + placement.width <= layout.columns, "inside the canvas")
            #expect(placement.y + placement.height <= layout.height, "inside the packed height")
        }
        var cells = Set<Int>()
        var overlaps = 0
        for placement in layout.placements {
            for y in placement.y..<(placement.y + placement.height) {
                for x in placement.x..<(placement.x + placement.width) where !cells.insert(y * layout.columns + x).inserted {
                    overlaps += 1
                }
            }
        }
        #expect(overlaps == 0, "no two tiles overlap")
        #expect(layout.maxDisplacement <= maxDisplacement, "no tile moves more than \(maxDisplacement) places")
        #expect(layout.height == (layout.placements.map { $0.y + $0.height }.max() ?? 0), "height is the lowest tile's bottom")
    }

    @Test(arguments: 0..<300)
    func invariantsHoldOnGeneratedFeeds(feed: Int) {
        let shapes = Self.feeds[feed]
        Self.checkInvariants(CanvasPacker(columns: 16).pack(shapes), shapes: shapes)
    }

    @Test(arguments: [1, 3, 7, 16, 32, 64])
    func invariantsHoldOnEveryWidth(columns: Int) {
        var generator = FeedGenerator(seed: UInt64(columns))
        for _ in 0..<20 {
            let shapes = generator.feed(canvas: 16).map { ResponsiveLayout.scale($0, from: 16, to: columns) }
            Self.checkInvariants(CanvasPacker(columns: columns).pack(shapes), shapes: shapes)
        }
    }

    @Test(arguments: 0...4)
    func displacementBoundIsAParameter(bound: Int) {
        for shapes in Self.feeds.prefix(40) {
            Self.checkInvariants(CanvasPacker(columns: 16, maxDisplacement: bound).pack(shapes), shapes: shapes, maxDisplacement: bound)
        }
    }

    @Test func deterministic() {
        for shapes in Self.feeds.prefix(50) {
            #expect(CanvasPacker(columns: 16).pack(shapes) == CanvasPacker(columns: 16).pack(shapes))
        }
    }

    @Test func emptyAndSingleTile() {
        #expect(CanvasPacker(columns: 16).pack([]) == PackedLayout(columns: 16, height: 0, placements: []))
        let one = CanvasPacker(columns: 16).pack([TileShape(width: 16, height: 64)])
        #expect(one.placements == [Placement(index: 0, x: 0, y: 0, width: 16, height: 64)])
        #expect(one.fill == 1)
    }

    @Test func fillsHolesBetterThanRowsInFeedOrder() {
        // Two tall tiles and small ones: rows in feed order leave holes under the small tiles.
        let shapes = [TileShape(width: 8, height: 8), TileShape(width: 4, height: 4), TileShape(width: 4, height: 4),
                      TileShape(width: 4, height: 4), TileShape(width: 4, height: 4)]
        let layout = CanvasPacker(columns: 16).pack(shapes)
        #expect(layout.height == 8)
        #expect(layout.fill == 1)
    }

    @Test func scalingToANarrowerLayoutKeepsTilesInside() {
        #expect(ResponsiveLayout.scale(TileShape(width: 16, height: 8), from: 16, to: 8) == TileShape(width: 8, height: 4))
        #expect(ResponsiveLayout.scale(TileShape(width: 5, height: 5), from: 16, to: 8) == TileShape(width: 3, height: 3))
        #expect(ResponsiveLayout.scale(TileShape(width: 1, height: 1), from: 16, to: 4) == TileShape(width: 1, height: 1))
        #expect(ResponsiveLayout.scale(TileShape(width: 15, height: 2), from: 16, to: 3) == TileShape(width: 3, height: 1))
        #expect(ResponsiveLayout.scale(TileShape(width: 5, height: 5), from: 16, to: 32) == TileShape(width: 5, height: 5))
    }

    @Test func drawsTheGridInTheTerminal() {
        let layout = CanvasPacker(columns: 4).pack([TileShape(width: 2, height: 2), TileShape(width: 2, height: 1)])
        #expect(LayoutDrawing.draw(layout) == """
            +--------+
            |AAAABBBB|
            |AAAA····|
            +--------+
            """)
        #expect(LayoutDrawing.summary(layout) == "2 tiles on 4 columns: 2 rows, fill 75.0%, largest move 0 places")
    }
}
