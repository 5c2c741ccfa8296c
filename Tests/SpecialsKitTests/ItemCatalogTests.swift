import Testing

@testable import SpecialsKit

/// Items across snapshots: who is the same item, their slugs, their price in each week, and what the
/// archive says of each special.
@Suite struct ItemCatalogTests {
    static func item(_ name: String, _ price: String, was original: String? = nil, id: String? = nil) -> FeedItem {
        FeedItem(
            id: id, name: name, width: 4, height: 4, price: Money(parsing: price)!,
            originalPrice: original.flatMap(Money.init(parsing:)),
            size: SizeParser.size(inName: name, region: "US"))
    }

    /// The lowest price of the 30 days before the reduction the catalog's one item's week of `day` belongs
    /// to (`ClaimDecider.reductionReference`, what an EU tile is measured against).
    static func archiveLowest(_ catalog: ItemCatalog, on day: String) -> Observed? {
        let record = catalog.items[0]
        let history = record.history.filter { $0.week <= Day(day)! }
        return ClaimDecider.reductionReference(record.latest, history: history).lowest
    }

    static func weeks(_ specials: [[FeedItem]], from first: String = "2026-10-05") -> [Week] {
        let start = Day(first)!
        return specials.enumerated().map { index, items in
            let day = start.adding(days: 7 * index)
            return Week(
                date: day, validThrough: day.adding(days: 6), canvasUnit: 16, specials: items,
                file: "Content/specials/\(day).json")
        }
    }

    @Test func theSameItemByIdElseByNameAsideFromCaseSpacingAndPunctuationAndBySize() {
        let catalog = ItemCatalog(
            weeks: Self.weeks([
                [Self.item("Navel Oranges 4LBS", "3.99"), Self.item("Milk 1 gal", "4.99", id: "sku-1")],
                [
                    Self.item("NAVEL  oranges, 4LBS", "3.49"), Self.item("Whole Milk, one gallon", "4.49", id: "sku-1"),
                    Self.item("Navel Oranges 8LBS", "6.99"),
                ],
            ]))
        #expect(catalog.items.map(\.slug) == ["navel-oranges-4lbs", "milk-1-gal", "navel-oranges-8lbs"])
        #expect(
            catalog.items.map { $0.history.map { $0.price?.description ?? "-" } } == [
                ["3.99", "3.49"], ["4.99", "4.49"], ["6.99"],
            ])
        #expect(catalog.items[1].latest.name == "Whole Milk, one gallon", "the newest special names the item")
    }

    @Test func aSharedSlugStaysWithTheItemThatHadItFirst() {
        let first = [Self.item("Milk 1 gal", "4.99", id: "a")]
        let second = first + [Self.item("Milk 1 gal", "5.49", id: "b")]
        let before = ItemCatalog(weeks: Self.weeks([first]))
        let after = ItemCatalog(weeks: Self.weeks([first, second]))
        #expect(before.items.map(\.slug) == ["milk-1-gal"])
        #expect(
            after.items.map(\.slug) == ["milk-1-gal", "milk-1-gal-" + ContentHash.hex(Array("id b".utf8)).prefix(6)])
        #expect(ItemCatalog(weeks: Self.weeks([first, second])) == after, "the same on every build")
    }

    @Test func aCollisionIsResolvedAgainstEverySlugTaken() {
        // "milk-1-gal-<hash of id b>" is already an item's own readable slug when b arrives.
        let hashed = "milk-1-gal-" + ContentHash.hex(Array("id b".utf8)).prefix(6)
        let catalog = ItemCatalog(
            weeks: Self.weeks([
                [
                    Self.item("Milk 1 gal", "4.99", id: "a"), Self.item(hashed, "1.00", id: "c"),
                    Self.item("Milk 1 gal", "5.49", id: "b"),
                ]
            ]))
        let slugs = catalog.items.map(\.slug)
        #expect(slugs[0] == "milk-1-gal" && slugs[1] == hashed)
        #expect(Set(slugs).count == 3, "no two items share a page: \(slugs)")
        #expect(slugs[2].hasPrefix("milk-1-gal-") && slugs[2] != hashed)
    }

    @Test func slugsAreReadableInAnyScriptAndOneRuleForNotesAndItems() {
        #expect(Slug.readable("Γάλα φρέσκο 1 l", fallback: "item") == "gala-phresko-1-l")
        #expect(Slug.readable("Хляб Добруджа 500 g", fallback: "item") == "hlab-dobrudza-500-g")
        #expect(Slug.readable("Crème fraîche 200 g", fallback: "item") == "creme-fraiche-200-g")
        #expect(Slug.readable("Żółć", fallback: "item") == "zolc")
        #expect(Slug.readable("%%%", fallback: "item") == "item")
        let catalog = ItemCatalog(
            weeks: Self.weeks([
                [Self.item("Γιαούρτι 200 g", "1.99"), Self.item("Φέτα 200 g", "2.49"), Self.item("Μέλι 1 kg", "7.99")]
            ]))
        #expect(catalog.items.map(\.slug) == ["giaourti-200-g", "pheta-200-g", "meli-1-kg"])
    }

    @Test func aSlugAnEarlierPublishGaveNeverMoves() {
        // The butter was first published from a snapshot that called it "Butter 1 lb"; the old snapshot is
        // edited to "Sweet Cream Butter 1 lb" (with its id, the same item): its URL stays.
        let edited = [
            Self.item("Sweet Cream Butter 1 lb", "3.49", id: "b1"), Self.item("Butter 1 lb", "9.99", id: "other"),
        ]
        let catalog = ItemCatalog(weeks: Self.weeks([edited]), slugs: ["id b1": "butter-1-lb"])
        #expect(
            catalog.items.map(\.slug) == [
                "butter-1-lb", "butter-1-lb-" + ContentHash.hex(Array("id other".utf8)).prefix(6),
            ])
        #expect(catalog.slugs == ["id b1": "butter-1-lb", "id other": catalog.items[1].slug])
        // A slug kept for an item no week lists any more is not given to another.
        let gone = ItemCatalog(
            weeks: Self.weeks([[Self.item("Butter 1 lb", "3.49", id: "new")]]), slugs: ["id old": "butter-1-lb"])
        #expect(gone.items[0].slug != "butter-1-lb")
    }

    /// The German item at 3,49 € in all six weeks, listed twice a week: never "the lowest", on either tile.
    @Test func anItemAtOnePriceEveryWeekListedTwiceIsNeverTheLowest() {
        let twice = [Self.item("Kaffee 500 g", "3.49", was: "4.49"), Self.item("Kaffee 500 g", "3.49", was: "4.49")]
        let catalog = ItemCatalog(weeks: Self.weeks(Array(repeating: twice, count: 6)))
        #expect(catalog.standings.values.allSatisfy { $0.allSatisfy { $0.lowestInWeeks == nil } })
    }

    /// One item, one address, for good: peppers sold each and then by the pound (with a card price) are
    /// one item; an id that appears, and a size read otherwise than when the page was first published,
    /// keep the address an older key gave.
    @Test func anItemKeepsItsAddressThroughAChangeOfDealAnIdAndItsSizesReading() {
        var perPound = Self.item("Red Bell Peppers", "1.99")
        perPound.deal = Deal(per: .pound, cardPrice: Money(parsing: "1.49"))
        perPound.size = PricedPer.pound.quantity
        let catalog = ItemCatalog(
            weeks: Self.weeks([
                [Self.item("Red Bell Peppers", "0.99")], [Self.item("Red Bell Peppers", "0.99")], [perPound],
            ]))
        #expect(catalog.items.count == 1 && catalog.items[0].history.count == 3)
        #expect(catalog.items[0].slug == "red-bell-peppers")
        // Published before under a name key; the feed now sends an id.
        let withID = ItemCatalog(
            weeks: Self.weeks([[Self.item("Butter 1 lb", "3.49", id: "4011")]]),
            slugs: ["name butter1lb / mass 453.59237": "butter-1-lb"])
        #expect(withID.items[0].slug == "butter-1-lb")
        // Published when its size was read otherwise (an older key's size), or keyed by its pound.
        let reread = ItemCatalog(
            weeks: Self.weeks([[perPound]]), slugs: ["name redbellpeppers / mass 453.59237": "peppers"])
        #expect(reread.items[0].slug == "peppers")
        // Two pages of one item under older keys (each, per lb): it keeps the first; the second address
        // sends the shopper on.
        let merged = ItemCatalog(
            weeks: Self.weeks([[Self.item("Red Bell Peppers", "0.99")], [perPound]]),
            slugs: [
                "name redbellpeppers / no size": "red-bell-peppers",
                "name redbellpeppers / mass 453.59237": "red-bell-peppers-9c1d2e",
            ])
        #expect(merged.items.map(\.slug) == ["red-bell-peppers"])
        #expect(merged.moved == ["red-bell-peppers-9c1d2e": "red-bell-peppers"])
        // An item this build holds by its own key keeps it: another of the same name gets its own.
        let both = ItemCatalog(
            weeks: Self.weeks([[Self.item("Milk", "1.99", id: "a"), Self.item("Milk", "2.49")]]),
            slugs: ["id a": "milk", "name milk / no size": "milk"])
        #expect(both.items[0].slug == "milk" && both.items[1].slug != "milk")
    }

    @Test func aWeekWithoutTheItemIsUnknownAndAtTheRegularPriceIsNotOnSpecial() {
        let catalog = ItemCatalog(
            weeks: Self.weeks([
                [Self.item("Butter 1 lb", "3.49", was: "4.29"), Self.item("Bread 24 oz", "2.99")],
                [Self.item("Bread 24 oz", "2.99", was: "2.99")],
                [Self.item("Butter 1 lb", "3.99", was: "4.49")],
            ]))
        let butter = catalog.items[0]
        let bread = catalog.items[1]
        #expect(butter.history.map { $0.price?.description ?? "unknown" } == ["3.49", "unknown", "3.99"])
        #expect(butter.history.map(\.onSpecial) == [true, false, true])
        #expect(bread.history.map { $0.price?.description ?? "unknown" } == ["2.99", "2.99", "unknown"])
        #expect(
            bread.history.map(\.onSpecial) == [false, false, false],
            "no regular price, or the price equal to it: not a special")
        #expect(bread.lastOnSpecial == nil)
        #expect(butter.lastOnSpecial == Day("2026-10-19")!)
    }

    @Test(arguments: [
        // prices week by week, the newest last -> "lowest price in N weeks"
        (["4.99", "4.49", "4.79", "3.99"], 4 as Int?),
        (["4.99", "4.49", "3.99"], nil),  // three weeks are not enough history
        (["4.99", "3.49", "4.79", "3.99"], nil),  // cheaper within the window
        (["3.99", "3.99", "3.99", "3.99"], nil),  // never dearer: no news
        (["4.99", "4.49", "4.79", "4.19", "3.99"], 5),
        (["4.99", "4.49", "4.79", "4.19", "3.99", "3.99"], nil),  // the same price the week before: not the lowest
        (["1.00", "1.50", "1.50", "1.50", "1.00"], 4),  // the soup: lowest since the week it was as cheap
        (["1.00", "1.50", "1.50", "1.00"], nil),
        (["3.99", "", "4.99", "4.49", "4.79", "3.49"], 4),  // a week not listed: only the weeks since count
    ])
    func lowestInWeeksOnlyWhereTrue(prices: [String], weeks: Int?) {
        let catalog = ItemCatalog(weeks: Self.weeks(prices.map { $0.isEmpty ? [] : [Self.item("Coffee 12 oz", $0)] }))
        let last = catalog.standings[Day("2026-10-05")!.adding(days: 7 * (prices.count - 1))]!
        #expect(last[0].lowestInWeeks == weeks)
    }

    @Test func theArchivesLowestLooksBackThirtyDaysBeforeTheReductionBegan() {
        // 10-05 at 1.49; 10-12 absent; 10-19 at 1.99; 10-26 absent; then on special three weeks in a row
        // from 11-02: the reduction began on 11-02, so every week of it looks back from there, and the
        // window from 10-03 still reaches 10-05's week (through 10-11).
        let catalog = ItemCatalog(
            weeks: Self.weeks([
                [Self.item("Butter 250 g", "1.49", was: "2.29")], [], [Self.item("Butter 250 g", "1.99", was: "2.29")],
                [],
                [Self.item("Butter 250 g", "1.79", was: "2.29")], [Self.item("Butter 250 g", "1.89", was: "2.29")],
                [Self.item("Butter 250 g", "1.69", was: "2.29")],
            ]))
        for day in ["2026-11-02", "2026-11-09", "2026-11-16"] {
            let lowest = Self.archiveLowest(catalog, on: day)
            #expect(lowest == Observed(week: Day("2026-10-05")!, price: Money(parsing: "1.49")!), "\(day)")
        }
        #expect(Self.archiveLowest(catalog, on: "2026-10-05") == nil, "no earlier week: nothing to say")
    }

    @Test func weeksTheAdDidNotListCountForNothing() {
        // Butter on special at 1.99 (was 2.29) in early October, absent seven weeks, back at 1.99 (was
        // 2.49): nothing observed in the 30 days before, so the reference is this week's 2.49.
        let catalog = ItemCatalog(
            weeks: Self.weeks(
                [[Self.item("Butter 250 g", "1.99", was: "2.29")]] + Array(repeating: [], count: 7)
                    + [[Self.item("Butter 250 g", "1.99", was: "2.49")]]))
        #expect(Self.archiveLowest(catalog, on: "2026-11-30") == nil)
    }

    @Test func aReductionThatRunsOnKeepsTheReferenceFromBeforeItsFirstWeek() {
        // Coffee listed at its regular 8.99, then 6.99, 6.99 and a deepening 5.99, all "was 8.99".
        let catalog = ItemCatalog(
            weeks: Self.weeks([
                [Self.item("Coffee 500 g", "8.99", was: "8.99")], [Self.item("Coffee 500 g", "6.99", was: "8.99")],
                [Self.item("Coffee 500 g", "6.99", was: "8.99")], [Self.item("Coffee 500 g", "5.99", was: "8.99")],
            ]))
        for day in ["2026-10-12", "2026-10-19", "2026-10-26"] {
            #expect(
                Self.archiveLowest(catalog, on: day)
                    == Observed(week: Day("2026-10-05")!, price: Money(parsing: "8.99")!), "\(day)")
        }
        // A break (a week the ad did not list it) ends the reduction: the next one looks back from its own start.
        let broken = ItemCatalog(
            weeks: Self.weeks([
                [Self.item("Coffee 500 g", "6.99", was: "8.99")], [], [Self.item("Coffee 500 g", "6.99", was: "8.99")],
            ]))
        #expect(Self.archiveLowest(broken, on: "2026-10-19")?.price == Money(parsing: "6.99")!)
    }

    /// Art. 6a(5) keeps the reference from before a reduction only while it is increased progressively:
    /// coffee at its regular 8.99, then 5.99, then 6.99 (both "was 8.99") is measured against 5.99.
    @Test func aShallowerWeekIsMeasuredAgainstTheRunsOwnCheaperWeek() {
        let catalog = ItemCatalog(
            weeks: Self.weeks([
                [Self.item("Coffee 500 g", "8.99", was: "8.99")], [Self.item("Coffee 500 g", "5.99", was: "8.99")],
                [Self.item("Coffee 500 g", "6.99", was: "8.99")],
            ]))
        #expect(
            Self.archiveLowest(catalog, on: "2026-10-12")
                == Observed(week: Day("2026-10-05")!, price: Money(parsing: "8.99")!))
        #expect(
            Self.archiveLowest(catalog, on: "2026-10-19")
                == Observed(week: Day("2026-10-12")!, price: Money(parsing: "5.99")!))
    }
}
