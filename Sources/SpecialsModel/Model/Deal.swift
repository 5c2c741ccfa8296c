import Foundation

/// The terms a special's price comes with, beyond "this much for one": a multi-buy ("2 for $5.00"), a
/// price by weight ("$1.99/lb"), a price with the store's card, buy N get M free, a limit. Every term is
/// optional; a special with none is `Deal()`.
package struct Deal: Sendable, Hashable {
    /// The price buys this many (`quantity`, 2 or more); 1 without a multi-buy.
    package var quantity: Int
    /// The price is per this much (`per`): goods sold by weight, or by the piece.
    package var per: PricedPer?
    /// The price with the store's card or membership (`card_price`), below the price without it.
    package var cardPrice: Money?
    /// Buy `buy`, get `get` more free.
    package var buy: Int?
    package var get: Int?
    /// At most this many per shopper (`limit`).
    package var limit: Int?

    /// What a deal's counts (`buy`, `get`, `limit`) may be: more is a typo, not a grocery deal.
    package static let counts = 1...99
    /// What `quantity` may be: a price that buys one is no multi-buy.
    package static let quantities = 2...counts.upperBound

    package init(
        quantity: Int = 1, per: PricedPer? = nil, cardPrice: Money? = nil, buy: Int? = nil, get: Int? = nil,
        limit: Int? = nil
    ) {
        self.quantity = quantity
        self.per = per
        self.cardPrice = cardPrice
        self.buy = buy
        self.get = get
        self.limit = limit
    }

    /// How many items the shopper takes home for what they pay `price` times (the price of a multi-buy
    /// covers all of them): 2 for a "2 for" or a buy-one-get-one, 1 otherwise.
    package var itemsReceived: Int {
        if let buy, let get { return buy + get }
        return quantity
    }

    /// How many times the shopper pays the price for `itemsReceived` items: `buy` of a buy-get, else once.
    package var timesPaid: Int { buy ?? 1 }

    /// A price's worth per item as the deal gives it: "2 for $5.00" is $2.50 an item, buy one get one
    /// free at $12.99 is $6.495. Exact, unrounded.
    package func perItem(_ price: Money) -> Money {
        itemsReceived == timesPaid ? price : Money(price.amount * Decimal(timesPaid) / Decimal(itemsReceived))
    }

    /// The unit price `price` comes to for an item of `size`, over everything the deal gives for it:
    /// "2 for $5.00" of 2 L bottles is $5.00 for 4 L. Nil without a size.
    package func unitPrice(of price: Money, size: Quantity?, pricing: UnitPricing) -> UnitPrice? {
        size.map { UnitPrice(price: perItem(price), quantity: $0, pricing: pricing) }
    }

    /// The lowest price one item comes to, with the card where there is one.
    package func lowestPerItem(_ price: Money) -> Money {
        perItem(min(price, cardPrice ?? price))
    }

    /// No multi-buy, no buy-get, no card price: the price is what anyone pays for one (a limit aside).
    package var isPlain: Bool { quantity == 1 && buy == nil && cardPrice == nil }

    /// A multi-buy, a buy-get or a card price: what makes a special of a price at its regular level.
    package var isOffer: Bool { !isPlain }

    /// Whether the price is for more than one item, so that "each" says something.
    package var coversSeveral: Bool { itemsReceived != timesPaid }
}

/// What a price by weight or by the piece is per (`per`: `lb`, `kg`, `100 g`, `oz`, `each`).
package enum PricedPer: String, Sendable, Hashable, CaseIterable {
    case pound = "lb"
    case kilogram = "kg"
    case hundredGrams = "100 g"
    case ounce = "oz"
    case each

    /// The feed's spellings, as the contract lists them.
    package static var spellings: [String] { allCases.map(\.rawValue) }

    /// The amount the price is for, as a size: "per lb" is one pound, read as the names' "per lb" is.
    /// Nil for `each`: a price per piece is its own unit price.
    package var quantity: Quantity? {
        switch self {
        case .pound: Quantity(1, .pound, text: "per lb")
        case .kilogram: Quantity(1, .kilogram, text: "per kg")
        case .hundredGrams: Quantity(100, .gram, text: "per 100 g")
        case .ounce: Quantity(1, .ounce, text: "per oz")
        case .each: nil
        }
    }
}
