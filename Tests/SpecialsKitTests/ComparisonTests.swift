import Foundation
import Testing

@testable import SpecialsKit

@Suite struct ComparisonTests {
    let file = "Content/notes/water.md"
    let text = SiteText(SiteConfig())

    func written(_ name: String, _ price: String, _ size: String, line: Int) -> CompareEntry {
        CompareEntry(
            source: .written(name: name, price: Money(parsing: price)!, size: SizeParser.size(exactly: size)!),
            location: .position(line: line, column: 5), number: line - 5
        )
    }

    func special(_ name: String, line: Int) -> CompareEntry {
        CompareEntry(source: .special(name: name), location: .position(line: line, column: 5), number: line - 5)
    }

    let feed = [
        FeedItem(
            name: "Arrowhead Mountain Spring Water 1.5 L", width: 4, height: 6, price: Money(parsing: "1.29")!,
            size: SizeParser.size(exactly: "1.5 L")),
        FeedItem(name: "Gift Basket", width: 4, height: 6, price: Money(parsing: "20")!),
    ]

    @Test func aMultipackOfCountsIsComparedByEveryPiece() throws {
        // 195 tissues for $5.49 against 120 for $3.99: the 3-pack is cheaper per tissue.
        let comparison = try Comparison.make(
            entries: [
                written("Kleenex Tissues 120 ct", "3.99", "120 ct", line: 6),
                written("Kleenex Tissues 3 x 65 ct", "5.49", "3 x 65 ct", line: 9),
            ],
            specials: feed, week: Day("2026-11-16"), pricing: .us, file: file
        ).get()!
        let view = ComparisonViewBuilder(text: text).view(comparison)
        #expect(view.rows.map(\.name) == ["Kleenex Tissues 3 x 65 ct", "Kleenex Tissues 120 ct"])
        #expect(view.rows.map(\.verdict) == ["Best value", "18% more"])
    }

    @Test func sortsByUnitPriceMarksTheBestAndSaysHowMuchMore() throws {
        let comparison = try Comparison.make(
            entries: [
                written("Arrowhead Water 1L", "0.99", "1 L", line: 6),
                special("arrowhead mountain spring water 1.5 l", line: 9),
                written("Store brand 1 gal", "1.49", "1 gal", line: 10),
            ],
            specials: feed, week: Day("2026-11-16"), pricing: .us, file: file
        ).get()!
        let view = ComparisonViewBuilder(text: text).view(comparison)
        #expect(view.caption == "Price per fl oz, best value first" && view.perUnit == "Per fl oz")
        #expect(
            view.rows.map(\.name) == [
                "Store brand 1 gal", "Arrowhead Mountain Spring Water 1.5 L", "Arrowhead Water 1L",
            ])
        #expect(
            view.rows.map(\.unitPrice) == ["$0.012/fl\u{A0}oz", "$0.025/fl\u{A0}oz", "$0.029/fl\u{A0}oz"],
            "no line break inside a unit price")
        #expect(view.rows.map(\.verdict) == ["Best value", "118% more", "152% more"])
        #expect(view.rows.map(\.isBest) == [true, false, false])
    }

    @Test func tiesShareTheBestValue() throws {
        let comparison = try Comparison.make(
            entries: [
                written("A", "2.00", "1 lb", line: 6), written("B", "1.00", "8 oz", line: 7),
                written("C", "1.01", "8 oz", line: 8),
            ],
            specials: [], week: nil, pricing: .us, file: file
        ).get()!
        let verdicts = comparison.rows.map { ComparisonViewBuilder(text: text).verdict($0) }
        #expect(comparison.rows.map(\.name) == ["A", "B", "C"])
        #expect(verdicts == ["Best value", "Best value", "1% more"])
        let close = try Comparison.make(
            entries: [written("A", "100.00", "1 lb", line: 6), written("B", "100.01", "1 lb", line: 7)],
            specials: [], week: nil, pricing: .us, file: file
        ).get()!
        #expect(ComparisonViewBuilder(text: text).verdict(close.rows[1]) == "less than 1% more")
    }

    @Test func mixingAMassWithAVolumeIsAnErrorNamingTheNoteLineAndItem() {
        let result = Comparison.make(
            entries: [
                written("Water", "0.99", "1 L", line: 6), written("Crackers", "2.49", "12 oz", line: 9),
                written("Eggs", "3.00", "12 ct", line: 12),
            ],
            specials: [], week: nil, pricing: .us, file: file
        )
        #expect(
            throws: SpecialsError.invalidInput([
                .error(
                    "compare item 4 (\"Crackers\", 12 oz) is a mass, but compare item 1 is a volume; a mass never compares with a volume",
                    in: file, at: .position(line: 9, column: 5)),
                .error(
                    "compare item 7 (\"Eggs\", 12 ct) is a count, but compare item 1 is a volume; a count never compares with a volume",
                    in: file, at: .position(line: 12, column: 5)),
            ])
        ) { try result.get() }
    }

    @Test func specialsMustExistAndHaveASize() {
        let result = Comparison.make(
            entries: [special("Gift Basket", line: 6), special("Caviar 1 oz", line: 7)],
            specials: feed, week: Day("2026-11-16"), pricing: .us, file: file
        )
        #expect(
            throws: SpecialsError.invalidInput([
                .error(
                    "compare item 1: the special \"Gift Basket\" has no size to compare; add a size to it in the feed",
                    in: file, at: .position(line: 6, column: 5)),
                .error(
                    "compare item 2: the week of 2026-11-16 has no special named \"Caviar 1 oz\"", in: file,
                    at: .position(line: 7, column: 5)),
            ])
        ) { try result.get() }
    }

    @Test func oneItemIsNotAComparison() {
        #expect(
            throws: SpecialsError.invalidInput([
                .error("a comparison needs at least two items", in: file, at: .position(line: 6, column: 5))
            ])
        ) {
            try Comparison.make(
                entries: [written("A", "1", "1 lb", line: 6)], specials: [], week: nil, pricing: .us, file: file
            ).get()
        }
    }
}
