import Foundation

/// What the shopper's list charges for a special, in the currency's smallest unit (cents): a full set
/// of `items` costs `set`; of the items beyond the full sets the first `rest` cost `each` and the
/// others nothing. By weight, `each` is the price of what the price is for (a kg, 100 g).
///
/// The build works these out from the deal (`Deal.listTerms`) and hands them to the list's script with
/// each special (`ListEntry`), so that the script knows no deal: it only multiplies.
package struct ListTerms: Sendable, Hashable {
    package var items: Int
    package var set: Int
    package var each: Int
    package var rest: Int
}

extension Deal {
    /// The list's terms of the deal at `price` (the card price where there is one, as the tile sets it
    /// large), in a currency of `minorUnits` decimals: "2 for $5.00" is a set of 2 for 500 and 250
    /// each; "3 for $5.00" 167 each (half a cent up); buy 2 get 1 free at $1.00 a set of 3 for 200,
    /// and of the rest up to 2 at 100 (a third one alone is not free).
    package func listTerms(_ price: Money, minorUnits: Int) -> ListTerms {
        let paid = cardPrice ?? price
        let unit = Self.smallest(paid.amount, minorUnits: minorUnits)
        if let buy, let get { return ListTerms(items: buy + get, set: buy * unit, each: unit, rest: buy) }
        guard quantity > 1 else { return ListTerms(items: 1, set: unit, each: unit, rest: 0) }
        let share = ExactDecimal.rounded(paid.amount / Decimal(quantity), places: minorUnits)
        return ListTerms(
            items: quantity, set: unit, each: Self.smallest(share, minorUnits: minorUnits), rest: quantity - 1)
    }

    /// `amount` (with at most `minorUnits` decimals: the feed's prices are checked for it) in the
    /// currency's smallest unit.
    private static func smallest(_ amount: Decimal, minorUnits: Int) -> Int {
        var scaled = amount
        for _ in 0..<minorUnits { scaled *= 10 }
        return NSDecimalNumber(decimal: ExactDecimal.rounded(scaled, places: 0)).intValue
    }
}
