import Foundation

/// schema.org JSON-LD for a week's offers, so search engines can show the prices.
struct StructuredData {
    var config: SiteConfig
    var links: SiteLinks
    var images = TileImages()

    struct Graph: Encodable {
        var context = "https://schema.org"
        var graph: [Product]
        enum CodingKeys: String, CodingKey { case context = "@context", graph = "@graph" }
    }

    struct Product: Encodable {
        var type = "Product"
        var name: String
        var image: String?
        var sku: String?
        var offers: Offer
        enum CodingKeys: String, CodingKey { case type = "@type", name, image, sku, offers }
    }

    struct Offer: Encodable {
        var type = "Offer"
        var price: String
        var priceCurrency: String
        var priceValidUntil: String
        var availability = "https://schema.org/InStock"
        var url: String
        enum CodingKeys: String, CodingKey { case type = "@type", price, priceCurrency, priceValidUntil, availability, url }
    }

    func offers(_ week: Week, pageURL: String) -> String {
        let products = week.specials.map { item in
            Product(
                name: item.name,
                image: item.image.flatMap(imageURL),
                sku: item.id,
                offers: Offer(
                    price: ExactDecimal.plainText(ExactDecimal.rounded(item.price.amount, places: 2)),
                    priceCurrency: config.currency,
                    priceValidUntil: week.validThrough.description,
                    url: pageURL
                )
            )
        }
        return Self.scriptSafeJSON(Graph(graph: products))
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
