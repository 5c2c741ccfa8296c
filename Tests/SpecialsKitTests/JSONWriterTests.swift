import FeedGenerator
import Testing

@testable import SpecialsKit

/// The JSON-LD objects written without an encoder (`HandWrittenJSON`) are the encoder's bytes: every
/// optional field present and absent, in every combination the generator meets, with texts that need
/// escaping.
@Suite struct JSONWriterTests {
    typealias Data = StructuredData

    struct Generator {
        var random = SplitMix64(seed: 40)
        static let texts = [
            "", "Milk 1 gal", "Ben & Jerry's </script>", "https://example.com/items/milk/", "a\"b\\c\n\u{1}page",
            "Crème fraîche 200 g", "😀\u{2028}", "with card", "USD", "2026-11-22",
        ]

        mutating func chance() -> Bool { random.next(upTo: 2) == 0 }
        mutating func text() -> String { Self.texts[Int(random.next(upTo: UInt64(Self.texts.count)))] }
        mutating func maybe<Value>(_ make: (inout Generator) -> Value) -> Value? { chance() ? make(&self) : nil }

        mutating func quantity() -> Data.QuantitativeValue {
            Data.QuantitativeValue(value: Int(random.next(upTo: 1000)) - 10, unitCode: text())
        }

        mutating func specification() -> Data.UnitPriceSpecification {
            Data.UnitPriceSpecification(
                price: text(), priceCurrency: text(), referenceQuantity: maybe { $0.quantity() },
                validForMemberTier: maybe { Data.MemberProgramTier(name: $0.text()) })
        }

        mutating func offer() -> Data.Offer {
            Data.Offer(
                price: text(), priceCurrency: text(), priceValidUntil: text(), availability: text(), url: text(),
                seller: maybe { Data.Reference(id: $0.text()) }, eligibleQuantity: maybe { $0.quantity() },
                priceSpecification: maybe { generator in
                    (0..<Int(generator.random.next(upTo: 3))).map { _ in generator.specification() }
                })
        }

        mutating func product() -> Data.Product {
            Data.Product(
                name: text(), image: maybe { $0.text() }, sku: maybe { $0.text() }, offers: maybe { $0.offer() })
        }
    }

    @Test func everyObjectIsWrittenAsTheEncoderWritesIt() {
        var generator = Generator()
        var offers = 0
        for _ in 0..<600 {
            let product = generator.product()
            offers += product.offers == nil ? 0 : 1
            #expect(product.json == Data.scriptSafeJSON(product))
        }
        #expect(offers > 200)
        for _ in 0..<200 {
            let specification = generator.specification()
            #expect(specification.json == Data.scriptSafeJSON(specification))
        }
    }

    /// What a week page writes for a card deal sold by the pound, in full.
    @Test func aCardDealByThePoundReadsInFull() {
        let offer = Data.Offer(
            price: "2.99", priceCurrency: "USD", priceValidUntil: "2026-11-22", availability: Data.Offer.inStock,
            url: "https://example.com/", seller: Data.Reference(id: "https://example.com/#store"),
            eligibleQuantity: nil,
            priceSpecification: [
                Data.UnitPriceSpecification(
                    price: "2.49", priceCurrency: "USD", referenceQuantity: .init(value: 1, unitCode: "LBR"),
                    validForMemberTier: .init(name: "with card"))
            ])
        #expect(
            Data.Product(name: "Grapes", image: nil, sku: "7", offers: offer).json == #"""
                {"@type":"Product","name":"Grapes","offers":{"@type":"Offer","availability":"https://schema.org/InStock","price":"2.99","priceCurrency":"USD","priceSpecification":[{"@type":"UnitPriceSpecification","price":"2.49","priceCurrency":"USD","referenceQuantity":{"@type":"QuantitativeValue","unitCode":"LBR","value":1},"validForMemberTier":{"@type":"MemberProgramTier","name":"with card"}}],"priceValidUntil":"2026-11-22","seller":{"@id":"https://example.com/#store"},"url":"https://example.com/"},"sku":"7"}
                """#)
    }
}
