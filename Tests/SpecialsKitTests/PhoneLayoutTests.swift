import Testing

@testable import SpecialsKit

/// The week on a phone (`PhoneLayout`): invariants over many generated weeks, and the demo's week.
@Suite struct PhoneLayoutTests {
    /// A generated week: `count` tiles of random canvas sizes on a canvas `canvasUnit` wide.
    static func week(seed: Int) -> (sizes: [(width: Int, height: Int)], canvasUnit: Int) {
        var random = SeededRandom(seed: UInt64(seed) + 7000)
        let canvasUnit = [4, 8, 16, 24, 32][random.next(5)]
        let count = 1 + random.next(40)
        let sizes = (0..<count).map { _ in (width: 1 + random.next(canvasUnit), height: 1 + random.next(2 * canvasUnit))
        }
        return (sizes, canvasUnit)
    }

    @Test(arguments: 0..<300)
    func everySpecialHasOnePlaceInTheAdsOrderAndItsEmphasis(seed: Int) {
        let (sizes, canvasUnit) = Self.week(seed: seed)
        // Every third special without a picture, from a place the seed decides.
        let pictured = sizes.indices.map { ($0 + seed) % 3 != 0 }
        // Every other seed with heights (of one to twenty lines of text) that pair a row's specials.
        var random = SeededRandom(seed: UInt64(seed) + 9000)
        let heights = seed % 2 == 0 ? nil : sizes.map { _ in Double(88 + 18 * (1 + random.next(20))) }
        let layout = PhoneLayout(sizes: sizes, pictured: pictured, canvasUnit: canvasUnit, heights: heights)
        #expect(layout.places.count == sizes.count)
        // Inside the two columns, no two on one cell.
        var taken: Set<[Int]> = []
        for place in layout.places {
            #expect(
                place.column >= 0 && place.span >= 1 && place.column + place.span <= 2 && place.row >= 0
                    && place.row < layout.rows)
            for column in place.column..<(place.column + place.span) {
                #expect(
                    taken.insert([place.row, column]).inserted, "two specials on row \(place.row), column \(column)")
            }
        }
        // The headline first; read row by row, none more than `reach` places from its place in the feed.
        let order = layout.places.indices.sorted {
            (layout.places[$0].row, layout.places[$0].column) < (layout.places[$1].row, layout.places[$1].column)
        }
        #expect(order.first == 0)
        for (place, index) in order.enumerated() {
            #expect(abs(place - index) <= PhoneLayout.reach, "special \(index) read at place \(place)")
        }
        // A special is drawn across both columns exactly where the ad gives it at least the whole-row area.
        let threshold = PhoneLayout.wholeRowArea(canvasUnit: canvasUnit)
        for (size, place) in zip(sizes, layout.places) {
            #expect((place.span == 2) == (size.width * size.height >= threshold))
        }
        // The rows are the rows used.
        #expect(layout.rows == (taken.map { $0[0] }.max() ?? -1) + 1)
        // A picture grows only where its tile is not its row's tallest, within the most, and a text never.
        if let heights {
            let growth = layout.pictureGrowth(heights: heights, pictured: pictured, least: 0, most: 88, slack: 20)
            for index in sizes.indices {
                let row = sizes.indices.filter { layout.places[$0].row == layout.places[index].row }.map { heights[$0] }
                let (tallest, shortest) = (row.max()!, row.min()!)
                #expect(growth[index] >= 0 && growth[index] <= 88 && growth[index] % 4 == 0)
                // The shorter of its row, or the taller of two by less than a line (then by a line at most).
                let close = row.count == 2 && tallest - shortest < 20 && growth[index] <= 20
                #expect(growth[index] == 0 || (pictured[index] && (heights[index] < tallest || close)))
            }
        }
    }

    /// The demo's week (16 units wide): the coffee (16 x 8) and the turkey (16 x 16) across the phone,
    /// the avocado pulled up one place so that the row before the turkey is full.
    @Test func theDemoWeekReadsInTheAdsOrder() {
        let sizes = [
            (16, 8), (8, 8), (8, 8), (5, 8), (4, 6), (4, 6), (14, 4), (3, 3), (3, 4), (4, 4), (5, 5), (9, 8), (5, 8),
            (4, 4),
            (4, 6), (4, 6), (4, 4), (4, 4), (8, 8), (4, 6), (16, 16), (9, 8),
        ].map { (width: $0.0, height: $0.1) }
        let layout = PhoneLayout(sizes: sizes, canvasUnit: 16)
        #expect(layout.places[0] == PhoneLayout.Place(column: 0, row: 0, span: 2))
        #expect(layout.places[20] == PhoneLayout.Place(column: 0, row: 11, span: 2))
        #expect(
            layout.places[21] == PhoneLayout.Place(column: 1, row: 10, span: 1),
            "pulled up to fill the row before the turkey")
        #expect(layout.rows == 12)
    }

    /// A whole-row special after a lone one-column special with no other within reach leaves the row's
    /// other half empty rather than move a special further.
    @Test func aRowStaysHalfEmptyRatherThanMoveASpecialFar() {
        let sizes = [(4, 4), (16, 16), (16, 16), (16, 16), (16, 16), (16, 16), (4, 4)].map {
            (width: $0.0, height: $0.1)
        }
        let layout = PhoneLayout(sizes: sizes, canvasUnit: 16)
        #expect(layout.places[0] == PhoneLayout.Place(column: 0, row: 0, span: 1))
        #expect(layout.places[1] == PhoneLayout.Place(column: 0, row: 1, span: 2))
        #expect(layout.places[6] == PhoneLayout.Place(column: 0, row: 6, span: 1))
        #expect(layout.rows == 7)
    }

    /// A row pairs a special with a picture with another that has one, and two without, where one is
    /// within reach: text alone beside a picture leaves its tile a third empty.
    @Test func aSpecialWithAPictureSitsBesideAnotherWithOne() {
        let sizes = [(16, 8), (4, 4), (4, 4), (4, 4), (4, 4), (4, 4), (4, 4)].map { (width: $0.0, height: $0.1) }
        let layout = PhoneLayout(
            sizes: sizes, pictured: [true, true, false, true, false, true, true], canvasUnit: 16)
        #expect(
            layout.places == [
                .init(column: 0, row: 0, span: 2), .init(column: 0, row: 1, span: 1), .init(column: 0, row: 2, span: 1),
                .init(column: 1, row: 1, span: 1), .init(column: 1, row: 2, span: 1), .init(column: 0, row: 3, span: 1),
                .init(column: 1, row: 3, span: 1),
            ])
        // None within reach: the row takes the next special as it comes.
        let far = PhoneLayout(
            sizes: [(4, 4), (4, 4), (4, 4), (4, 4), (4, 4), (4, 4), (4, 4)].map { (width: $0.0, height: $0.1) },
            pictured: [true, false, false, false, false, false, true], canvasUnit: 16)
        #expect(far.places[1] == .init(column: 1, row: 0, span: 1))
    }

    /// Given the tiles' heights, a row's right half takes the special within reach nearest its left
    /// one's height, pictured or not; a difference under `likeHeight` moves nothing.
    @Test func aRowPairsSpecialsOfLikeHeightWithinReach() {
        let sizes = [(width: Int, height: Int)](repeating: (4, 4), count: 6)
        let paired = PhoneLayout(
            sizes: sizes, pictured: [true, true, true, false, true, true], canvasUnit: 16,
            heights: [300, 150, 160, 290, 155, 150])
        // 0 (300) takes 3 (290, without a picture), two places early; 2 (160) takes 4 (155), and 1 (150)
        // takes 5 (150) last: the same rows as 1 and 5 before 2 and 4, with specials moved 6 places in all,
        // not 8.
        #expect(
            paired.places == [
                .init(column: 0, row: 0, span: 1), .init(column: 0, row: 2, span: 1), .init(column: 0, row: 1, span: 1),
                .init(column: 1, row: 0, span: 1), .init(column: 1, row: 1, span: 1), .init(column: 1, row: 2, span: 1),
            ])
        let alike = PhoneLayout(sizes: Array(sizes.prefix(3)), canvasUnit: 16, heights: [150, 156, 153])
        #expect(alike.places[1] == .init(column: 1, row: 0, span: 1), "3 px nearer: the ad's order")
        // Beyond reach: the next special as it comes.
        let far = PhoneLayout(
            sizes: [(width: Int, height: Int)](repeating: (4, 4), count: 8), canvasUnit: 16,
            heights: [300, 150, 150, 150, 150, 150, 150, 300])
        #expect(far.places[1] == .init(column: 1, row: 0, span: 1))
    }

    /// The rows are the pairs of least difference in all, not each row's nearest in turn: the 110 px
    /// special goes last, alone, rather than beside a 300 px one that then leaves another alone.
    @Test func theRowsLeaveTheLeastEmptyInAll() {
        let sizes = [(width: Int, height: Int)](repeating: (4, 4), count: 5)
        let layout = PhoneLayout(sizes: sizes, canvasUnit: 16, heights: [100, 106, 110, 300, 300])
        #expect(
            layout.places == [
                .init(column: 0, row: 0, span: 1), .init(column: 1, row: 0, span: 1), .init(column: 0, row: 2, span: 1),
                .init(column: 0, row: 1, span: 1), .init(column: 1, row: 1, span: 1),
            ])
        #expect(layout.rows == 3)
    }

    /// Where a row's shorter tile has a picture, the picture grows into the difference, so a row of a
    /// tall text and a shorter picture costs less than one of two texts that differ: the 300 px special
    /// takes the 220 px one with a picture, and the two 250 px texts share a row, rather than 300 beside
    /// 250 and 220 beside 250. The picture may grow by the difference and a line, at most `most`.
    @Test func aShorterTilesPictureGrowsIntoItsRow() {
        let sizes = [(width: Int, height: Int)](repeating: (4, 4), count: 4)
        let pictured = [true, false, true, false]
        let heights: [Double] = [300, 250, 220, 250]
        let plain = PhoneLayout(sizes: sizes, pictured: pictured, canvasUnit: 16, heights: heights)
        #expect(plain.places.map(\.row) == [0, 0, 1, 1], "pictures that cannot grow: the nearest heights in order")
        let grown = PhoneLayout(
            sizes: sizes, pictured: pictured, canvasUnit: 16, heights: heights, pictureGrowth: 88)
        #expect(grown.places.map(\.row) == [0, 1, 0, 1])
        let growth = grown.pictureGrowth(heights: heights, pictured: pictured, least: 0, most: 88, slack: 20)
        #expect(growth == [0, 0, 88, 0], "80 px short and a line is 100: at most 88; the taller and the texts none")
        let less = grown.pictureGrowth(
            heights: [300, 250, 250, 250], pictured: pictured, least: 0, most: 88, slack: 20)
        #expect(less == [0, 0, 72, 0], "50 px short and a 20 px line, in steps of 4 px")
        // Two estimates within a line of each other: either may be the shorter on a phone, so the taller's
        // picture may grow by a line too.
        let close = PhoneLayout(sizes: Array(sizes.prefix(2)), canvasUnit: 16, heights: [200, 190], pictureGrowth: 88)
        let closeGrowth = close.pictureGrowth(heights: [200, 190], pictured: [true, true], least: 0, most: 88, slack: 20)
        #expect(closeGrowth == [20, 32])
        // A special across both columns grows into its least height.
        let across = PhoneLayout(sizes: [(16, 16)], canvasUnit: 16, heights: [150], pictureGrowth: 88)
        #expect(across.pictureGrowth(heights: [150], pictured: [true], least: 176, most: 88, slack: 20) == [48])
    }

    /// A special across both columns is at least half as tall as the tallest one-column special's estimate
    /// with two lines to spare, and two pictures tall.
    @Test func aSpecialAcrossIsNeverDrawnSmallerThanOneBesideAnother() {
        #expect(PhoneTiles.leastAcross(heights: [120, 400, 200], spans: [2, 1, 1]) == 220)
        #expect(PhoneTiles.leastAcross(heights: [500, 200, 190], spans: [2, 1, 1]) == 176)
        #expect(PhoneTiles.leastAcross(heights: [500], spans: [2]) == 176)
    }

    /// A phone tile's estimated height grows with its text: a longer name, a deal, a saving.
    @Test func aPhoneTilesHeightGrowsWithItsText() {
        let short = TextBlock(name: "Eggs", price: "$3.79", unitLine: nil, saving: nil).phoneHeight(line: 144)
        let long = TextBlock(
            name: "Weihenstephan Frische Vollmilch 3,5 % Fett 1 l", price: "1,19 €", unitLine: "1 l · 1 l = 1,19 €",
            deal: "Abgabe höchstens 2 Stück", saving: "−20 % 1,49 €*"
        ).phoneHeight(line: 144)
        // A name's line is 15 px x 1.2, the price 20 px x 1.15, each other line 13 px x 1.4.
        #expect(short == 6 + 24 + 19)
        #expect(long > short + 4 * 18)
    }
}
