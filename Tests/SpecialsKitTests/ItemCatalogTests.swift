@testable import SpecialsKit
import Testing

/// Items across snapshots: who is the same item, their slugs, their price in each week, and what the
/// archive says of each special.
@Suite struct ItemCatalogTests {
    static func item(_ name: String, _ price: String, was original: String? = nil, id: String? = nil) -> FeedItem {
        FeedItem(id: id, name: name, width: 4, height: 4, price: Money(parsing: price)!, originalPrice: original.flatMap(Money.init(parsing:)),
                 size: SizeParser.size(inName: name, region: "US"))
    }

    static func weeks(_ specials: [[FeedItem]], from first: String = "2026-10-05") -> [Week] {
        let start = Day(first)!
        return specials.enumerated().map { index, items in
            let day = start.adding(days: 7 * index)
            return Week(date: day, validThrough: day.adding(days: 6), canvasUnit: 16, specials: items, file: "Content/specials/\(day).json")
        }
    }

    @Test func theSameItemByIdElseByNameAsideFromCaseSpacingAndPunctuationAndBySize() {
        let catalog = ItemCatalog(weeks: Self.weeks([
            [Self.item("Navel Oranges 4LBS", "3.99"), Self.item("Milk 1 gal", "4.99", id: "sku-1")],
            [Self.item("NAVEL  oranges, 4LBS", "3.49"), Self.item("Whole Milk, one gallon", "4.49", id: "sku-1"), Self.item("Navel Oranges 8LBS", "6.99")],
        ]))
        #expect(catalog.items.map(\.slug) == ["navel-oranges-4lbs", "milk-1-gal", "navel-oranges-8lbs"])
        #expect(catalog.items.map { $0.history.map(\.price.description) } == [["3.99", "3.49"], ["4.99", "4.49"], ["6.99"]])
        #expect(catalog.items[1].latest.name == "Whole Milk, one gallon", "the newest special names the item")
    }

    @Test func aSharedSlugStaysWithTheItemThatHadItFirst() {
        let first = [Self.item("Milk 1 gal", "4.99", id: "a")]
        let second = first + [Self.item("Milk 1 gal", "5.49", id: "b")]
        let before = ItemCatalog(weeks: Self.weeks([first]))
        let after = ItemCatalog(weeks: Self.weeks([first, second]))
        #expect(before.items.map(\.slug) == ["milk-1-gal"])
        #expect(after.items.map(\.slug) == ["milk-1-gal", "milk-1-gal-" + ContentHash.hex(Array("id b".utf8)).prefix(6)])
        #expect(ItemCatalog(weeks: Self.weeks([first, second])) == after, "the same on every build")
    }

    @Test func aWeekWithoutTheItemCountsItsRegularPrice() {
        let catalog = ItemCatalog(weeks: Self.weeks([
            [Self.item("Butter 1 lb", "3.49", was: "4.29"), Self.item("Bread 24 oz", "2.99")],
            [],
            [Self.item("Butter 1 lb", "3.99", was: "4.49")],
        ]))
        let butter = catalog.items[0], bread = catalog.items[1]
        #expect(butter.history.map(\.price.description) == ["3.49", "4.29", "3.99"])
        #expect(butter.history.map(\.onSpecial) == [true, false, true])
        #expect(bread.history.count == 1, "no regular price known: no point for the weeks it was absent")
        #expect(bread.lastOnSpecial == Day("2026-10-05")!)
    }

    @Test(arguments: [
        // prices week by week, the newest last -> "lowest price in N weeks"
        (["4.99", "4.49", "4.79", "3.99"], 4 as Int?),
        (["4.99", "4.49", "3.99"], nil),                    // three weeks are not enough history
        (["4.99", "3.49", "4.79", "3.99"], nil),            // cheaper within the window
        (["3.99", "3.99", "3.99", "3.99"], nil),            // never dearer: no news
        (["4.99", "4.49", "4.79", "4.19", "3.99", "3.99"], 6),
    ])
    func lowestInWeeksOnlyWhereTrue(prices: [String], weeks: Int?) {
        let catalog = ItemCatalog(weeks: Self.weeks(prices.map { [Self.item("Coffee 12 oz", $0)] }))
        let last = catalog.standings[Day("2026-10-05")!.adding(days: 7 * (prices.count - 1))]!
        #expect(last[0].lowestInWeeks == weeks)
    }

    @Test func theArchivesLowestLooksBackThirtyDays() {
        // 10-05 at 1.49; 10-12 to 10-26 at 2.29 or absent; 11-02 asks: 10-05 is 28 days back, and its
        // week ran through 10-11, inside the window from 10-03.
        let catalog = ItemCatalog(weeks: Self.weeks([
            [Self.item("Butter 250 g", "1.49", was: "2.29")], [], [Self.item("Butter 250 g", "1.99", was: "2.29")], [],
            [Self.item("Butter 250 g", "1.79", was: "2.29")], [Self.item("Butter 250 g", "1.89", was: "2.29")],
            [Self.item("Butter 250 g", "1.69", was: "2.29")],
        ]))
        let lowest = catalog.standings[Day("2026-11-02")!]![0].archiveLowest
        #expect(lowest?.price.description == "1.49" && lowest?.week == Day("2026-10-05")!)
        // 11-09 still looks back into 10-05's week (to 10-10); 11-16 no longer does, and of the weeks it
        // reaches (10-12's regular 2.29, 1.99, 2.29, 1.79, 1.89) 11-02's 1.79 is the lowest.
        #expect(catalog.standings[Day("2026-11-09")!]![0].archiveLowest?.price.description == "1.49")
        let next = catalog.standings[Day("2026-11-16")!]![0].archiveLowest
        #expect(next?.price.description == "1.79" && next?.week == Day("2026-11-02")!)
        #expect(catalog.standings[Day("2026-10-05")!]![0].archiveLowest == nil, "no earlier week: nothing to say")
    }
}
