import Foundation

/// schema.org JSON-LD for a week's offers, so search engines can show the prices; on a chain's store
/// page also the store (`GroceryStore`), the seller of every offer.
struct StructuredData {
    var config: SiteConfig
    var links: SiteLinks
    var images = TileImages()

    struct Graph: Encodable {
        var context = "https://schema.org"
        var store: GroceryStore?
        var products: [Product]
        enum CodingKeys: String, CodingKey { case context = "@context", graph = "@graph" }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(context, forKey: .context)
            var graph = container.nestedUnkeyedContainer(forKey: .graph)
            if let store { try graph.encode(store) }
            for product in products { try graph.encode(product) }
        }
    }

    struct GroceryStore: Encodable {
        var type = "GroceryStore"
        var id: String
        var name: String
        var url: String
        var address: PostalAddress?
        var geo: GeoCoordinates?
        var openingHours: [String]?
        var telephone: String?
        enum CodingKeys: String, CodingKey { case type = "@type", id = "@id", name, url, address, geo, openingHours, telephone }
    }

    struct PostalAddress: Encodable {
        var type = "PostalAddress"
        var streetAddress: String?
        var addressLocality: String?
        var addressRegion: String?
        var postalCode: String?
        var addressCountry: String?
        enum CodingKeys: String, CodingKey { case type = "@type", streetAddress, addressLocality, addressRegion, postalCode, addressCountry }
    }

    struct GeoCoordinates: Encodable {
        var type = "GeoCoordinates"
        /// Exact as written in stores.yml (schema.org takes a number or its text).
        var latitude: String
        var longitude: String
        enum CodingKeys: String, CodingKey { case type = "@type", latitude, longitude }
    }

    struct Reference: Encodable {
        var id: String
        enum CodingKeys: String, CodingKey { case id = "@id" }
    }

    struct Product: Encodable {
        var type = "Product"
        var name: String
        var image: String?
        var sku: String?
        var offers: Offer?
        enum CodingKeys: String, CodingKey { case type = "@type", name, image, sku, offers }
    }

    struct Offer: Encodable {
        var type = "Offer"
        var price: String
        var priceCurrency: String
        var priceValidUntil: String
        var availability: String
        static let inStock = "https://schema.org/InStock"
        var url: String
        var seller: Reference?
        enum CodingKeys: String, CodingKey { case type = "@type", price, priceCurrency, priceValidUntil, availability, url, seller }
    }

    /// The week's offers; with `store`, the store and each offer's seller. A week that ended (`available`
    /// false) lists its products with no offer.
    func offers(_ week: Week, pageURL: String, store: Store? = nil, available: Bool = true) -> String {
        let grocery = store.map(groceryStore)
        let products = week.specials.map { item in
            Product(
                name: item.name,
                image: item.image.flatMap(imageURL),
                sku: item.id,
                // A week that ended offers nothing: its products are back at their regular price, not discontinued.
                offers: available ? Offer(
                    price: ExactDecimal.plainText(ExactDecimal.rounded(item.price.amount, places: 2)),
                    priceCurrency: config.currency,
                    priceValidUntil: week.validThrough.description,
                    availability: Offer.inStock,
                    url: pageURL,
                    seller: grocery.map { Reference(id: $0.id) }
                ) : nil
            )
        }
        return Self.scriptSafeJSON(Graph(store: grocery, products: products))
    }

    /// One item as a schema.org Product, with its Offer while it is on special (until `validThrough`).
    func product(_ item: FeedItem, pageURL: String, validThrough: Day?) -> String {
        let offer = validThrough.map { day in
            Offer(price: ExactDecimal.plainText(ExactDecimal.rounded(item.price.amount, places: 2)), priceCurrency: config.currency,
                  priceValidUntil: day.description, availability: Offer.inStock, url: pageURL)
        }
        return Self.scriptSafeJSON(Graph(products: [Product(name: item.name, image: item.image.flatMap(imageURL), sku: item.id, offers: offer)]))
    }

    /// The store as schema.org describes a grocery store; its id is its home page's URL with "#store".
    func groceryStore(_ store: Store) -> GroceryStore {
        let home = links.best("")
        let address = store.address.map { address in
            PostalAddress(streetAddress: address.street, addressLocality: address.city, addressRegion: address.region,
                          postalCode: address.postalCode, addressCountry: address.country)
        }
        let geo = store.geo.map { GeoCoordinates(latitude: ExactDecimal.plainText($0.latitude), longitude: ExactDecimal.plainText($0.longitude)) }
        return GroceryStore(id: home + "#store", name: store.name, url: home, address: address, geo: geo,
                            openingHours: store.hours.isEmpty ? nil : store.hours, telephone: store.phone)
    }

    /// An absolute URL for an image when one can be made.
    func imageURL(_ image: ImageSource) -> String? {
        links.image(image, in: images)
    }

    /// Sorted-key JSON with <, > and & escaped, so no text in it can end the script element.
    static func scriptSafeJSON(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        let safe = data.withUnsafeBytes { json in
            ByteEscape.replacing(json) { byte -> StaticString? in
                switch byte {
                case UInt8(ascii: "<"): #"\u003c"#
                case UInt8(ascii: ">"): #"\u003e"#
                case UInt8(ascii: "&"): #"\u0026"#
                default: nil
                }
            }
        }
        return String(decoding: safe ?? Array(data), as: UTF8.self)
    }
}
