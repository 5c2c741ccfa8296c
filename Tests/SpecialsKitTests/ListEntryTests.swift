import Foundation
import Testing

@testable import SpecialsKit

/// What a tile's "Add to list" hands the shopper's list: the price a shopper pays (with the card), what
/// it buys, and the week it holds for. The list's total is worked out from these alone (`specials.js`).
@Suite struct ListEntryTests {
    let week = Week(date: Day("2026-11-23")!, validThrough: Day("2026-11-29")!, canvasUnit: 24, specials: [], file: "")
    let text = SiteText(SiteConfig())

    func entry(_ item: FeedItem) throws -> [String: Any] {
        let json = ListEntry(
            item, slug: "x", text: SpecialText(item, text: text), week: week, validity: "Prices valid.", minorUnits: 2
        ).json
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func aMultiBuyIsItsPriceForItsQuantity() throws {
        let lemonade = try entry(
            FeedItem(name: "Lemonade", width: 4, height: 4, price: Money(5), deal: Deal(quantity: 2)))
        // A set of 2 for 500 cents; one alone at its share, 250.
        #expect(lemonade["items"] as? Int == 2 && lemonade["set"] as? Int == 500)
        #expect(lemonade["each"] as? Int == 250 && lemonade["rest"] as? Int == 1)
        #expect(lemonade["price"] as? String == "2/$5")
        let deal = try #require(lemonade["deal"] as? String)
        #expect(deal.hasPrefix("2 for $5.00 · $2.50"))
    }

    @Test func aBuyGetIsPaidForWhatIsBought() throws {
        let chocolate = try entry(
            FeedItem(
                name: "Chocolate", width: 4, height: 4, price: Money(Decimal(string: "3.49")!),
                deal: Deal(buy: 2, get: 1, limit: 6)))
        // Three for the price of two; of fewer, two are paid for.
        #expect(chocolate["items"] as? Int == 3 && chocolate["set"] as? Int == 698)
        #expect(chocolate["each"] as? Int == 349 && chocolate["rest"] as? Int == 2)
        #expect(chocolate["limit"] as? Int == 6)
    }

    @Test func aCardDealCountsTheCardPriceItSetsLarge() throws {
        let cereal = try entry(
            FeedItem(
                name: "Cereal \"O's\" <18 oz>", width: 4, height: 4, price: Money(Decimal(string: "3.99")!),
                deal: Deal(cardPrice: Money(Decimal(string: "3.49")!))))
        #expect(cereal["set"] as? Int == 349 && cereal["each"] as? Int == 349 && cereal["items"] as? Int == 1)
        #expect(cereal["price"] as? String == "$3.49 with card")
        #expect(cereal["name"] as? String == "Cereal \"O's\" <18 oz>")
        #expect(cereal["limit"] == nil)
    }

    @Test func theEntryNamesItsWeekAndItsPlace() throws {
        let eggs = try entry(FeedItem(name: "Eggs", width: 4, height: 4, price: Money(Decimal(string: "3.79")!)))
        #expect(eggs["k"] as? String == "2026-11-23/x")
        #expect(eggs["week"] as? String == "2026-11-23" && eggs["until"] as? String == "2026-11-29")
        #expect(eggs["validity"] as? String == "Prices valid.")
        #expect(eggs["deal"] == nil && eggs["unit"] == nil)
    }

    @Test(arguments: [
        (PricedPer.kilogram, "kg", 1), (.pound, "lb", 1), (.ounce, "oz", 1), (.hundredGrams, "g", 100),
    ])
    func aPriceByWeightIsCountedInItsUnit(per: PricedPer, unit: String, amount: Int) throws {
        let beef = try entry(
            FeedItem(name: "Rinderhack", width: 4, height: 4, price: Money(Decimal(string: "8.99")!), deal: Deal(per: per)))
        #expect(beef["weight"] as? String == unit && beef["per"] as? Int == amount)
        #expect(beef["each"] as? Int == 899 && beef["items"] as? Int == 1)
    }

    @Test func whatIsSoldByThePieceIsCountedWhole() throws {
        for deal in [Deal(), Deal(per: .each), Deal(quantity: 2)] {
            let lemons = try entry(FeedItem(name: "Lemons", width: 4, height: 4, price: Money(1), deal: deal))
            #expect(lemons["weight"] == nil && lemons["per"] == nil)
        }
    }
}
