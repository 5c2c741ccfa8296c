import Foundation

/// schema.org JSON-LD for a week's offers, so search engines can show the prices.
struct StructuredData {
    var config: SiteConfig
    var links: SiteLinks
    var images: [String: LocalImage] = [:]

    func offers(_ week: Week, pageURL: String) -> String {
        let products: [[String: Any]] = week.specials.map { item in
            var product: [String: Any] = [
                "@type": "Product",
                "name": item.name,
                "offers": [
                    "@type": "Offer",
                    "price": ExactDecimal.plainText(ExactDecimal.rounded(item.price.amount, places: 2)),
                    "priceCurrency": config.currency,
                    "priceValidUntil": week.validThrough.description,
                    "availability": "https://schema.org/InStock",
                    "url": pageURL,
                ] as [String: Any],
            ]
            if let image = item.image.map(imageURL) { product["image"] = image }
            if let id = item.id { product["sku"] = id }
            return product
        }
        return Self.scriptSafeJSON(["@context": "https://schema.org", "@graph": products])
    }

    /// An absolute URL for an image when one can be made.
    func imageURL(_ image: ImageSource) -> String {
        switch image {
        case let .remote(url): images[url].map { links.best($0.path) } ?? url
        case let .local(path): links.best(path)
        }
    }

    /// Sorted-key JSON with <, > and & escaped, so no text in it can end the script element.
    static func scriptSafeJSON(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }
}
