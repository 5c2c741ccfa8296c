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
    /// The size from the `size` field, else from the end of the name.
    package var size: Quantity?

    package init(
        id: String? = nil, name: String, width: Int, height: Int, price: Money,
        originalPrice: Money? = nil, lowest30DayPrice: Money? = nil, image: ImageSource? = nil, size: Quantity? = nil
    ) {
        self.id = id
        self.name = name
        self.width = width
        self.height = height
        self.price = price
        self.originalPrice = originalPrice
        self.lowest30DayPrice = lowest30DayPrice
        self.image = image
        self.size = size
    }
}

/// Where a tile's image comes from.
package enum ImageSource: Sendable, Hashable {
    /// An `http:` or `https:` URL.
    case remote(String)
    /// A path inside the site's Static/ folder, published at the same path.
    case local(String)
}
