/// One tile of a feed snapshot, validated and typed.
package struct FeedItem: Sendable, Equatable {
    package var id: String?
    package var name: String
    /// Width and height in canvas units.
    package var width: Int
    package var height: Int
    package var price: Money
    package var originalPrice: Money?
    /// The lowest price of the last 30 days (`lowest_30_day_price`): what an EU page states a reduction against.
    package var lowest30DayPrice: Money?
    package var image: ImageSource?
    /// The size from the `size` field, else from the end of the name; for a price by weight, the
    /// amount it is per ("per lb").
    package var size: Quantity?
    /// What the price buys beyond one item: a multi-buy, a price by weight, a card price, a limit.
    package var deal: Deal
    /// The department the feed puts it in ("Produce"), as the feed spells it.
    package var department: String?

    package init(
        id: String? = nil, name: String, width: Int, height: Int, price: Money,
        originalPrice: Money? = nil, lowest30DayPrice: Money? = nil, image: ImageSource? = nil, size: Quantity? = nil,
        deal: Deal = Deal(), department: String? = nil
    ) {
        self.department = department
        self.id = id
        self.name = name
        self.width = width
        self.height = height
        self.price = price
        self.originalPrice = originalPrice
        self.lowest30DayPrice = lowest30DayPrice
        self.image = image
        self.size = size
        self.deal = deal
    }

    /// The price one item comes to (`Deal.perItem`): what weeks are compared by.
    package var pricePerItem: Money { deal.perItem(price) }

    /// The lowest price one item comes to: with the card where there is one.
    package var lowestPerItem: Money { deal.lowestPerItem(price) }

    /// The unit price `price` (the special's price or its card price) comes to (`Deal.unitPrice`).
    package func unitPrice(of price: Money, pricing: UnitPricing) -> UnitPrice? {
        deal.unitPrice(of: price, size: size, pricing: pricing)
    }
}

/// Where a tile's image comes from.
package enum ImageSource: Sendable, Hashable {
    /// An `http:` or `https:` URL.
    case remote(String)
    /// A path inside the site's Static/ folder, published at the same path.
    case local(String)
}
