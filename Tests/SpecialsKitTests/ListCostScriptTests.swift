import Foundation
import Testing

@testable import SpecialsKit

/// The shopper's list prices what it holds with the script the site ships (`specials.js`, its `cost`)
/// from the terms the build gives each special (`ListEntry`, `Deal.listTerms`): run here in Node.js for
/// a special of every kind of deal, against what the deal says it costs, worked out by hand from its
/// words, and against Swift's `Deal` (a full set costs the price paid `timesPaid` times).
@Suite struct ListCostScriptTests {
    struct Case {
        var name: String
        var price: String
        var deal: Deal
        /// The count (by weight: the amount) and what it costs in the smallest unit, by hand.
        var costs: [(count: Double, cost: Int)]
        var minorUnits = 2
    }

    static let cases: [Case] = [
        Case(name: "Eggs $3.79", price: "3.79", deal: Deal(), costs: [(1, 379), (2, 758), (3, 1137)]),
        Case(
            name: "2 for $5.00", price: "5", deal: Deal(quantity: 2),
            costs: [(1, 250), (2, 500), (3, 750), (4, 1000)]),
        // One of "3 for $5.00" is $1.67 (1.666... half a cent up); two are two of them.
        Case(
            name: "3 for $5.00", price: "5", deal: Deal(quantity: 3),
            costs: [(1, 167), (2, 334), (3, 500), (4, 667), (6, 1000)]),
        Case(
            name: "buy 1 get 1 free at $3.49", price: "3.49", deal: Deal(buy: 1, get: 1),
            costs: [(1, 349), (2, 349), (3, 698), (4, 698)]),
        // Buy 2 get 1: a third alone is not free, two of a set are paid.
        Case(
            name: "buy 2 get 1 free at $1.00", price: "1", deal: Deal(buy: 2, get: 1),
            costs: [(1, 100), (2, 200), (3, 200), (4, 300), (5, 400), (6, 400)]),
        Case(
            name: "buy 1 get 2 free at $2.00", price: "2", deal: Deal(buy: 1, get: 2),
            costs: [(1, 200), (2, 200), (3, 200), (4, 400)]),
        Case(
            name: "$3.49 with card, $3.99 without", price: "3.99", deal: Deal(cardPrice: Money(Decimal(string: "3.49")!)),
            costs: [(1, 349), (2, 698)]),
        Case(
            name: "2 for $5.00, limit 4", price: "5", deal: Deal(quantity: 2, limit: 4), costs: [(2, 500), (3, 750)]),
        Case(
            name: "3 for ¥500", price: "500", deal: Deal(quantity: 3), costs: [(1, 167), (3, 500), (4, 667)],
            minorUnits: 0),
        // By weight: 0,5 kg at 8,99 €/kg is 4,495 €, half a cent up.
        Case(
            name: "8,99 €/kg", price: "8.99", deal: Deal(per: .kilogram),
            costs: [(0.5, 450), (1.25, 1124), (0.333, 299), (2, 1798)]),
        Case(name: "$1.49/lb", price: "1.49", deal: Deal(per: .pound), costs: [(1.25, 186), (3, 447)]),
        // 250 g at 1,29 € per 100 g is 3,225 €.
        Case(name: "1,29 €/100 g", price: "1.29", deal: Deal(per: .hundredGrams), costs: [(250, 323), (100, 129)]),
    ]

    /// The script's `cost`, as the site ships it: from `const cost = entry => {` to its closing brace.
    static func costFunction() throws -> String {
        let script = SiteRenderer.shipped(String(decoding: PackageResources.specials_js, as: UTF8.self))
        let start = try #require(script.range(of: "const cost = entry => {"))
        var depth = 0
        var index = start.lowerBound
        while index < script.endIndex {
            if script[index] == "{" { depth += 1 }
            if script[index] == "}" {
                depth -= 1
                if depth == 0 { return String(script[start.lowerBound...index]) + ";" }
            }
            index = script.index(after: index)
        }
        Issue.record("the shipped script's cost function has no end")
        return ""
    }

    func entry(_ test: Case) -> String {
        let week = Week(date: Day("2026-11-23")!, validThrough: Day("2026-11-29")!, canvasUnit: 24, specials: [], file: "")
        let item = FeedItem(name: test.name, width: 4, height: 4, price: Money(Decimal(string: test.price)!), deal: test.deal)
        return ListEntry(
            item, slug: "x", text: SpecialText(item, text: SiteText(SiteConfig())), week: week, validity: "",
            minorUnits: test.minorUnits
        ).json
    }

    @Test func theShippedScriptCostsEveryKindOfDealAsItsWordsSay() throws {
        let calls = Self.cases.flatMap { test in
            test.costs.map { "cost({...\(entry(test)), count: \($0.count)})" }
        }
        let program = try Self.costFunction() + "\nconsole.log(JSON.stringify([" + calls.joined(separator: ",") + "]));"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "-e", program]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "node (Node.js: make test-deps installs it) could not run the script's cost")
        let costs = try #require(try JSONSerialization.jsonObject(with: data) as? [Int])
        let expected = Self.cases.flatMap { test in test.costs.map { "\(test.name) x \($0.count): \($0.cost)" } }
        let found = zip(Self.cases.flatMap { test in test.costs.map { "\(test.name) x \($0.count)" } }, costs).map {
            "\($0.0): \($0.1)"
        }
        #expect(found == expected)
    }

    /// Against Swift's `Deal`: a full set of what the deal gives (`itemsReceived`) costs the price paid
    /// `timesPaid` times, with the card where there is one; one item of a multi-buy its share, rounded.
    @Test func aFullSetCostsWhatTheDealSays() {
        for test in Self.cases where test.deal.per == nil {
            let price = Money(Decimal(string: test.price)!)
            let terms = test.deal.listTerms(price, minorUnits: test.minorUnits)
            let paid = (test.deal.cardPrice ?? price).amount * Decimal(test.deal.timesPaid)
            var scale = Decimal(1)
            for _ in 0..<test.minorUnits { scale *= 10 }
            #expect(terms.items == test.deal.itemsReceived, "\(test.name)")
            #expect(Decimal(terms.set) == paid * scale, "\(test.name)")
            let share = ExactDecimal.rounded(test.deal.perItem(test.deal.cardPrice ?? price).amount * scale, places: 0)
            #expect(test.deal.quantity == 1 || Decimal(terms.each) == share, "\(test.name)")
        }
    }
}
