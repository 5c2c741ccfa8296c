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

}
