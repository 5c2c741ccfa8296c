import Foundation

/// schema.org JSON-LD for a week's offers, so search engines can show the prices; on a chain's store
/// page also the store (`GroceryStore`), the seller of every offer.
struct StructuredData {
    var config: SiteConfig
    var links: SiteLinks
    var images = TileImages()

    struct GroceryStore: Encodable, Hashable, Sendable {
        var type = "GroceryStore"
        var id: String
        var name: String
        var url: String
        var address: PostalAddress?
        var geo: GeoCoordinates?
        var openingHours: [String]?
        var telephone: String?
        enum CodingKeys: String, CodingKey {
            case type = "@type"
            case id = "@id"
            case name, url, address, geo, openingHours, telephone
        }
    }

    struct PostalAddress: Encodable, Hashable, Sendable {
        var type = "PostalAddress"
        var streetAddress: String?
        var addressLocality: String?
        var addressRegion: String?
        var postalCode: String?
        var addressCountry: String?
        enum CodingKeys: String, CodingKey {
            case type = "@type"
            case streetAddress, addressLocality, addressRegion, postalCode, addressCountry
        }
    }

    struct GeoCoordinates: Encodable, Hashable, Sendable {
        var type = "GeoCoordinates"
        /// Exact as written in stores.yml (schema.org takes a number or its text).
        var latitude: String
        var longitude: String
        enum CodingKeys: String, CodingKey {
            case type = "@type"
            case latitude, longitude
        }
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
        /// Its department, as the pages name it.
        var category: String?
        enum CodingKeys: String, CodingKey {
            case type = "@type"
            case name, image, sku, offers, category
        }
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
        /// A multi-buy's count: the price is for that many.
        var eligibleQuantity: QuantitativeValue?
        /// A price by weight's unit, and a card deal's price for members.
        var priceSpecification: [UnitPriceSpecification]?
        enum CodingKeys: String, CodingKey {
            case type = "@type"
            case price, priceCurrency, priceValidUntil, availability, url, seller, eligibleQuantity, priceSpecification
        }
    }

    struct QuantitativeValue: Encodable {
        var type = "QuantitativeValue"
        var value: Int
        /// UN/CEFACT common code: C62 is "one", a piece; KGM a kilogram, LBR a pound, ONZ an ounce, GRM a gram.
        var unitCode: String
        enum CodingKeys: String, CodingKey {
            case type = "@type"
            case value, unitCode
        }
    }

    struct UnitPriceSpecification: Encodable {
        var type = "UnitPriceSpecification"
        var price: String
        var priceCurrency: String
        var referenceQuantity: QuantitativeValue?
        var validForMemberTier: MemberProgramTier?
        enum CodingKeys: String, CodingKey {
            case type = "@type"
            case price, priceCurrency, referenceQuantity, validForMemberTier
        }
    }

    struct MemberProgramTier: Encodable {
        var type = "MemberProgramTier"
        var name: String
        enum CodingKeys: String, CodingKey {
            case type = "@type"
            case name
        }
    }

    /// The offer of `item` until `validThrough`: its price as the ad gives it, for how many, per what,
    /// and with the card.
    func offer(_ item: FeedItem, validThrough: Day, url: String, seller: Reference? = nil) -> Offer {
        let deal = item.deal
        let amount = { (money: Money) in ExactDecimal.plainText(ExactDecimal.rounded(money.amount, places: 2)) }
        let reference = deal.per.map { per -> QuantitativeValue in
            switch per {
            case .pound: QuantitativeValue(value: 1, unitCode: "LBR")
            case .kilogram: QuantitativeValue(value: 1, unitCode: "KGM")
            case .hundredGrams: QuantitativeValue(value: 100, unitCode: "GRM")
            case .ounce: QuantitativeValue(value: 1, unitCode: "ONZ")
            case .each: QuantitativeValue(value: 1, unitCode: "C62")
            }
        }
        var specifications: [UnitPriceSpecification] = []
        if reference != nil || deal.cardPrice != nil {
            specifications.append(
                UnitPriceSpecification(
                    price: amount(item.price), priceCurrency: config.currency, referenceQuantity: reference))
        }
        if let card = deal.cardPrice {
            specifications.append(
                UnitPriceSpecification(
                    price: amount(card), priceCurrency: config.currency, referenceQuantity: reference,
                    validForMemberTier: MemberProgramTier(name: SiteText(config).words("with_card"))))
        }
        return Offer(
            price: amount(item.price), priceCurrency: config.currency, priceValidUntil: validThrough.description,
            availability: Offer.inStock, url: url, seller: seller,
            eligibleQuantity: deal.quantity > 1 ? QuantitativeValue(value: deal.quantity, unitCode: "C62") : nil,
            priceSpecification: specifications.isEmpty ? nil : specifications)
    }

    /// The week's offers; with `store`, the store and each offer's seller. A week that ended (`available`
    /// false) lists its products with no offer.
    ///
    /// The products name no page or store but through their offers' `url` and `seller`, so with `parts`
    /// they are encoded once for every page that shows the week alike, with marks where each page puts
    /// its own: the JSON encoding was a tenth of a chain's build.
    func offers(
        _ week: Week, pageURL: String, store: Store? = nil, available: Bool = true, sharing parts: RenderedParts? = nil
    ) -> String {
        // The same on every page of the store at the same depth: made and encoded once where pages
        // share their parts.
        let seller = store.map { store in
            let home = links.best("")
            let make = { Self.scriptSafeJSON(groceryStore(store, home: home)) }
            return (
                id: Self.storeID(home: home), json: parts.map { $0.store(store.id, home: home, make: make) } ?? make()
            )
        }
        let grocery = seller?.json
        let sellerID = seller?.id
        let own = { products(week, pageURL: pageURL, sellerID: sellerID, available: available) }
        guard let parts else { return Self.graph([grocery, own()]) }
        let key = RenderedParts.Key(
            part: .offers(validThrough: week.validThrough, available: available, sold: store != nil), file: week.file,
            history: "")
        let marked = parts.text(key) {
            products(
                week, pageURL: Mark.page.rawValue, sellerID: store.map { _ in Mark.seller.rawValue },
                available: available)
        }
        let marks = [(Mark.page, pageURL)] + (sellerID.map { [(Mark.seller, $0)] } ?? [])
        // Each offer has one of each mark; more means some text of the feed holds one, and it is left alone.
        let filled = Mark.fill(marked, marks, count: available ? week.specials.count : 0)
        return Self.graph([grocery, filled ?? own()])
    }

    /// The week's products as the elements of a graph, joined by commas.
    private func products(_ week: Week, pageURL: String, sellerID: String?, available: Bool) -> String {
        week.specials.map { item in
            Product(
                name: item.name,
                image: item.image.flatMap(imageURL),
                sku: item.id,
                // A week that ended offers nothing: its products are back at their regular price, not discontinued.
                offers: available
                    ? offer(
                        item, validThrough: week.validThrough, url: pageURL, seller: sellerID.map { Reference(id: $0) })
                    : nil,
                category: department(item)
            ).json
        }.joined(separator: ",")
    }

    /// One item as a schema.org Product, with its Offer while it is on special (until `validThrough`).
    func product(_ item: FeedItem, pageURL: String, validThrough: Day?) -> String {
        let offer = validThrough.map { self.offer(item, validThrough: $0, url: pageURL) }
        return Self.graph([
            Product(
                name: item.name, image: item.image.flatMap(imageURL), sku: item.id, offers: offer,
                category: department(item)
            ).json
        ])
    }

    /// The special's department as the pages name it (site.yml's `departments:`), or as the feed spells it.
    private func department(_ item: FeedItem) -> String? {
        item.department.map(config.departmentName)
    }

    /// A JSON-LD graph of elements already encoded (nil or empty ones left out), its keys sorted as
    /// every object's.
    static func graph(_ elements: [String?]) -> String {
        #"{"@context":"https://schema.org","@graph":["#
            + elements.compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: ",") + "]}"
    }

    /// Where a page's own text goes in products encoded for many pages: a string that JSON writes with an
    /// escape no URL needs.
    enum Mark: String, CaseIterable {
        case page = "\u{1}page"
        case seller = "\u{1}seller"

        /// The mark as it stands in the encoded products, quotes included.
        var encoded: [UInt8] { Self.encodings[self]! }
        /// Each mark encoded once, not on every page that fills one in.
        private static let encodings = Dictionary(
            uniqueKeysWithValues: allCases.map { ($0, Array(StructuredData.scriptSafeJSON($0.rawValue).utf8)) })

        /// `marked` with every mark replaced by its value, encoded; nil unless each mark occurs exactly
        /// `count` times.
        static func fill(_ marked: String, _ marks: [(Mark, String)], count: Int) -> String? {
            let patterns = marks.map { (mark: $0.0.encoded, value: Array(StructuredData.scriptSafeJSON($0.1).utf8)) }
            var found = Array(repeating: 0, count: patterns.count)
            var marked = marked
            let result = marked.withUTF8 { bytes -> [UInt8] in
                var result: [UInt8] = []
                result.reserveCapacity(bytes.count + count * patterns.reduce(0) { $0 + $1.value.count })
                // The text between marks is copied a run at a time: byte by byte, this was most of it.
                var (start, index) = (0, 0)
                while index + 1 < bytes.count {
                    // Every mark opens with a quote and an escape, which few quotes are followed by.
                    if bytes[index] == UInt8(ascii: "\""), bytes[index + 1] == UInt8(ascii: "\\"),
                        let which = patterns.firstIndex(where: {
                            UnsafeBufferPointer(rebasing: bytes[index...]).starts(with: $0.mark)
                        })
                    {
                        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                        result.append(contentsOf: patterns[which].value)
                        found[which] += 1
                        index += patterns[which].mark.count
                        start = index
                    } else {
                        index += 1
                    }
                }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
                return result
            }
            guard found.allSatisfy({ $0 == count }) else { return nil }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The store as schema.org describes a grocery store, its front page at `home`; its id is that URL
    /// with "#store".
    private func groceryStore(_ store: Store, home: String) -> GroceryStore {
        let address = store.address.map { address in
            PostalAddress(
                streetAddress: address.street, addressLocality: address.city, addressRegion: address.region,
                postalCode: address.postalCode, addressCountry: address.country)
        }
        let geo = store.geo.map {
            GeoCoordinates(
                latitude: ExactDecimal.plainText($0.latitude), longitude: ExactDecimal.plainText($0.longitude))
        }
        return GroceryStore(
            id: Self.storeID(home: home), name: store.name, url: home, address: address, geo: geo,
            openingHours: store.hours.isEmpty ? nil : store.hours, telephone: store.phone)
    }

    /// The `@id` that names a store whose front page is at `home`: its offers' seller.
    private static func storeID(home: String) -> String {
        home + "#store"
    }

    /// An absolute URL for an image when one can be made.
    func imageURL(_ image: ImageSource) -> String? {
        links.image(image, in: images)
    }

    /// A string as `scriptSafeJSON` encodes it, written out without an encoder: every page fills its own
    /// URL and store into its products, and a JSONEncoder for each cost more than the rest of the filling.
    static func scriptSafeJSON(_ text: String) -> String {
        var json: [UInt8] = []
        json.reserveCapacity(text.utf8.count + 8)
        json.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): json.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): json.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "<"): json.append(contentsOf: #"\u003c"#.utf8)
            case UInt8(ascii: ">"): json.append(contentsOf: #"\u003e"#.utf8)
            case UInt8(ascii: "&"): json.append(contentsOf: #"\u0026"#.utf8)
            case 0x08: json.append(contentsOf: #"\b"#.utf8)
            case 0x09: json.append(contentsOf: #"\t"#.utf8)
            case 0x0A: json.append(contentsOf: #"\n"#.utf8)
            case 0x0C: json.append(contentsOf: #"\f"#.utf8)
            case 0x0D: json.append(contentsOf: #"\r"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                json.append(contentsOf: #"\u00"#.utf8)
                json.append(hex[Int(byte >> 4)])
                json.append(hex[Int(byte & 0xF)])
            default: json.append(byte)
            }
        }
        json.append(UInt8(ascii: "\""))
        return String(decoding: json, as: UTF8.self)
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
