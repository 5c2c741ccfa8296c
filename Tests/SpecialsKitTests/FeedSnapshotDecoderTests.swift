import Foundation
import Testing

@testable import SpecialsKit

@Suite struct FeedSnapshotDecoderTests {
    let file = "Content/specials/2026-11-16.json"

    func decode(_ text: String, staticFiles: Set<String> = []) -> (FeedSnapshot?, [String]) {
        let (snapshot, diagnostics) = FeedSnapshotDecoder(file: file, staticFiles: staticFiles).decode(Array(text.utf8))
        return (snapshot, diagnostics.map(\.description))
    }

    @Test func decodesTheContractExample() throws {
        let (snapshot, messages) = decode(
            """
            { "canvasUnit": 16,
              "managerSpecials": [
                { "display_name": "Navel Oranges 4LBS", "width": 4, "height": 6,
                  "imageUrl": "https://example.com/img/oranges.png",
                  "original_price": "2.23", "price": "1.29" } ] }
            """)
        #expect(messages == [])
        let item = try #require(snapshot?.items.first)
        #expect(snapshot?.canvasUnit == 16)
        #expect(item.name == "Navel Oranges 4LBS")
        #expect(item.price == Money(parsing: "1.29"))
        #expect(item.originalPrice == Money(parsing: "2.23"))
        #expect(item.image == .remote("https://example.com/img/oranges.png"))
        #expect(item.size?.text == "4 lb")
        #expect(item.size?.baseValue == 4 * MeasureUnit.pound.factor)
    }

    @Test func reportsEveryProblemWithItsPath() {
        let (snapshot, messages) = decode(
            """
            { "canvasUnit": 16,
              "managerSpecials": [
                { "display_name": "Fine 1 lb", "width": 4, "height": 6, "price": "1.29" },
                { "display_name": "  ", "width": 17, "height": 6, "price": "abc" },
                { "display_name": "Milk 1 gal", "width": 4.5, "height": 0, "price": "1.299", "imageUrl": "javascript:alert(1)" },
                { "display_name": "Water", "width": "4", "height": 4, "price": -1, "original_price": "$2.00" },
                { "width": 4, "height": 65 },
                "not an object"
              ] }
            """)
        #expect(snapshot == nil)
        #expect(
            messages == [
                "\(file): managerSpecials[1].display_name: error: is empty; every special needs a name",
                "\(file): managerSpecials[1].width: error: expected a whole number from 1 to 16, found 17",
                "\(file): managerSpecials[1].price: error: \"abc\" is not a price",
                "\(file): managerSpecials[2].width: error: \"Milk 1 gal\": expected a whole number from 1 to 16, found 4.5",
                "\(file): managerSpecials[2].height: error: \"Milk 1 gal\": expected a whole number from 1 to 64, found 0",
                "\(file): managerSpecials[2].price: error: \"Milk 1 gal\": \"1.299\" has more than 2 decimals",
                "\(file): managerSpecials[2].imageUrl: error: \"Milk 1 gal\": \"javascript:alert(1)\" is not allowed: images must be http(s) URLs or paths into Static/",
                "\(file): managerSpecials[3].width: error: \"Water\": expected a whole number from 1 to 16, found \"4\"",
                "\(file): managerSpecials[3].price: error: \"Water\": -1 is negative",
                "\(file): managerSpecials[3].original_price: error: \"Water\": \"$2.00\" is not a price: write \"2.00\"",
                "\(file): managerSpecials[4].display_name: error: missing required field",
                "\(file): managerSpecials[4].height: error: expected a whole number from 1 to 64, found 65",
                "\(file): managerSpecials[4].price: error: missing required field",
                "\(file): managerSpecials[5]: error: expected a special (an object), found \"not an object\"",
            ])
    }

    /// Prices as other feeds and people write them are refused, each with how this format writes it.
    @Test(arguments: [
        ("2/$5", #": a deal of 2 for 5 is written "price": "5", "quantity": 2"#),
        ("3 for 10.00", #": a deal of 3 for 10.00 is written "price": "10.00", "quantity": 3"#),
        ("2.99/lb", #": a price per lb is written "price": "2.99", "per": "lb""#),
        ("$1.99 lb", #": a price per lb is written "price": "1.99", "per": "lb""#),
        ("1,99 €/kg", #": a price per kg is written "price": "1.99", "per": "kg""#),
        ("0.89 / 100g", #": a price per 100 g is written "price": "0.89", "per": "100 g""#),
        ("3.99 ea", #": a price per piece is written "price": "3.99", "per": "each""#),
        ("$2.99", #": write "2.99""#),
        ("2,99 €", #": write "2.99""#),
        ("USD 2.99", #": write "2.99""#),
        (".99", #": write "0.99""#),
        ("99¢", #": write "0.99""#),
        ("1,299", ""),
        ("1/2", ""),
        ("free", ""),
    ])
    func aRefusedPriceSaysHowTheFormatWritesIt(written: String, hint: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let price = String(decoding: try encoder.encode(written), as: UTF8.self)
        let (_, messages) = decode(
            #"{ "canvasUnit": 16, "managerSpecials": [ { "display_name": "Yogurt", "width": 4, "height": 4, "price": \#(price), "original_price": \#(price) } ] }"#
        )
        #expect(
            messages.first == "\(file): managerSpecials[0].price: error: \"Yogurt\": \(price) is not a price\(hint)")
        // The regular price takes no deal: it is told only how to write an amount.
        let amountOnly = hint.contains("price\":") ? "" : hint
        #expect(
            messages.last
                == "\(file): managerSpecials[0].original_price: error: \"Yogurt\": \(price) is not a price\(amountOnly)"
        )
    }

    /// An export's empty string for a missing price says what the format writes instead.
    @Test func anEmptyPriceSaysWhatTheFormatWritesInstead() {
        let (snapshot, messages) = decode(
            #"{ "canvasUnit": 16, "managerSpecials": [ { "display_name": "Yogurt", "width": 4, "height": 4, "price": " ", "original_price": "" } ] }"#
        )
        #expect(snapshot == nil)
        #expect(
            messages == [
                "\(file): managerSpecials[0].price: error: \"Yogurt\": is empty; every special needs a price",
                "\(file): managerSpecials[0].original_price: error: \"Yogurt\": is empty; where there is none, leave it out or write null",
            ])
    }

    @Test func checksTheCanvasAndTheList() {
        #expect(
            decode(#"{"canvasUnit": 0, "managerSpecials": [], "noSpecials": true}"#).1
                == ["\(file): canvasUnit: error: expected a whole number from 1 to 64, found 0"])
        #expect(
            decode(#"{"canvasUnit": 16, "managerSpecials": {}}"#).1
                == ["\(file): managerSpecials: error: expected an array of specials, found an object"])
        #expect(
            decode(#"{"managerSpecials": [], "noSpecials": true}"#).1 == ["\(file): canvasUnit: error: missing required field"])
        #expect(
            decode("[1, 2]").1 == [
                "\(file): (root): error: expected an object with canvasUnit and managerSpecials, found an array"
            ])
    }

    @Test func syntaxErrorsHaveALineAndColumn() {
        #expect(
            decode("{\"canvasUnit\": 16,\n  \"managerSpecials\": [,]}").1 == ["\(file):2:23: error: not valid JSON"])
        #expect(decode("{\"canvasUnit\": 16, ").1 == ["\(file):1:20: error: not valid JSON: the file ends too early"])
        #expect(decode("").1 == ["\(file):1:1: error: not valid JSON: the file ends too early"])
        // Valid JSON with a number no price can be: said at its JSON path, naming its special (a string's
        // digits aside), as any other field's problem is.
        #expect(
            decode(
                "{\"canvasUnit\": 16,\n  \"managerSpecials\": [{\"display_name\": \"Tea 1e300\", \"price\": 1e300}]}"
            ).1
                == ["\(file): managerSpecials[0].price: error: \"Tea 1e300\": the number 1e300 is out of range"])
        #expect(
            decode("{\"canvasUnit\": 1e300, \"managerSpecials\": []}").1 == [
                "\(file): canvasUnit: error: the number 1e300 is out of range"
            ])
    }

    @Test func invalidUTF8IsReportedWhereItIs() {
        let bytes = Array("{\"canvasUnit\": 16,\n \"managerSpecials\": [\"".utf8) + [0xFF] + Array("\"]}".utf8)
        let (_, diagnostics) = FeedSnapshotDecoder(file: file, staticFiles: []).decode(bytes)
        #expect(diagnostics.map(\.description) == ["\(file):2:23: error: not valid UTF-8"])
    }

    /// Windows editors save "Unicode" as UTF-16: said as such, in both byte orders.
    @Test func utf16TextIsToldToBeSavedAsUTF8() {
        let units = Array(#"{"canvasUnit": 16, "managerSpecials": []}"#.utf16)
        let little: [UInt8] =
            [0xFF, 0xFE] + units.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + units.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        for bytes in [little, big] {
            let (_, diagnostics) = FeedSnapshotDecoder(file: file, staticFiles: []).decode(bytes)
            #expect(diagnostics.map { $0.description } == ["\(file):1:1: error: is UTF-16 text; save it as UTF-8"])
        }
    }

    @Test func acceptsAByteOrderMarkNumbersNullsAndUnknownKeys() throws {
        let text =
            "\u{FEFF}" + """
                { "canvasUnit": 8, "generatedBy": "pos-export",
                  "managerSpecials": [
                    { "display_name": " Eggs 12 CT ", "width": 8, "height": 32, "price": 3.5,
                      "original_price": null, "imageUrl": "", "id": 42, "aisle": 7 },
                    { "display_name": "Eggs 12 CT", "width": 1, "height": 1, "price": "0" } ] }
                """
        let (snapshot, messages) = decode(text)
        #expect(
            messages == [
                "\(file): managerSpecials[1].price: warning: \"Eggs 12 CT\": the price is 0: the tile shows the item as free; check the feed",
                "\(file): generatedBy: warning: unknown key \"generatedBy\" is ignored",
                "\(file): managerSpecials[0].aisle: warning: unknown key \"aisle\" is ignored",
            ])
        let items = try #require(snapshot?.items)
        #expect(items.count == 2)
        #expect(items[0].name == "Eggs 12 CT")
        #expect(items[0].price == Money(parsing: "3.50"))
        #expect(items[0].originalPrice == nil)
        #expect(items[0].image == nil)
        #expect(items[0].id == "42")
        #expect(items[1].price == Money(parsing: "0"))
    }

    @Test func aPriceAboveTheOriginalIsOnePriceWithAWarning() throws {
        let (snapshot, messages) = decode(
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Tea", "width": 4, "height": 4, "price": "3.49", "original_price": "2.99"}]}"#
        )
        #expect(
            messages == [
                "\(file): managerSpecials[0].price: warning: \"Tea\": 3.49 is above original_price 2.99; showing one price"
            ])
        #expect(try #require(snapshot).items[0].originalPrice == nil)
    }

    @Test func aPriceEqualToTheOriginalIsNotADiscount() throws {
        let (snapshot, messages) = decode(
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Tea", "width": 4, "height": 4, "price": "2.99", "original_price": 2.99}]}"#
        )
        #expect(messages == [])
        #expect(try #require(snapshot).items[0].originalPrice == nil)
    }

    @Test func theSizeFieldOverridesTheName() throws {
        let (snapshot, messages) = decode(
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Soda 2 L", "size": "6 x 330 mL", "width": 4, "height": 4, "price": "3.00"}, {"display_name": "Tea", "size": "12 parsecs", "width": 4, "height": 4, "price": "1"}]}"#
        )
        #expect(snapshot == nil)
        #expect(
            messages == [
                "\(file): managerSpecials[1].size: error: \"Tea\": \"12 parsecs\" is not a size (like \"12 oz\" or \"6 x 330 mL\")"
            ])
        let (good, _) = decode(
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Soda 2 L", "size": "6 x 330 mL", "width": 4, "height": 4, "price": "3.00"}]}"#
        )
        #expect(try #require(good).items[0].size?.text == "6 × 330 mL")
    }

    @Test(arguments: [
        ("img/oranges.png", ImageSource.local("img/oranges.png")),
        ("/img/oranges.png", .local("img/oranges.png")),
        ("Static/img/oranges.png", .local("img/oranges.png")),
        ("HTTPS://cdn.example.com/a.png", .remote("HTTPS://cdn.example.com/a.png")),
    ])
    func imageReferences(text: String, expected: ImageSource) throws {
        #expect(try ImageReference.classify(text, staticFiles: ["img/oranges.png"]).get() == expected)
    }

    @Test(arguments: [
        ("javascript:alert(1)", "is not allowed: images must be http(s) URLs or paths into Static/"),
        ("data:image/png;base64,AAAA", "is not allowed: images must be http(s) URLs or paths into Static/"),
        ("file:///etc/passwd", "is not allowed: images must be http(s) URLs or paths into Static/"),
        ("../secret.png", "is not a path inside Static/"),
        ("img/missing.png", "names no file in Static/"),
        ("https://", "is not a valid URL"),
        ("https://example.com/a\".png", "is not a valid URL"),
    ])
    func refusedImageReferences(text: String, reason: String) {
        #expect(throws: ImageReference.Reason(reason)) {
            try ImageReference.classify(text, staticFiles: ["img/oranges.png"]).get()
        }
    }

    @Test func aKnownKeyInAnotherSpellingIsReadAsThatKeyOnceWarnedForTheFeed() throws {
        let (snapshot, messages) = decode(
            """
            { "CanvasUnit": 16, "managerSpecials": [
              { "displayName": "Eggs 12 ct", "width": 4, "height": 4, "price": "2.99", "originalPrice": "3.49", "imageURL": "" },
              { "display_name": "Milk 1 gal", "width": 4, "height": 4, "price": "2.99", "originalPrice": "3.49", "orignal_price": "9" } ] }
            """)
        #expect(
            messages == [
                "\(file): CanvasUnit: warning: \"CanvasUnit\" is read as \"canvasUnit\"; spell it \"canvasUnit\"",
                "\(file): managerSpecials[0].displayName: warning: \"displayName\" is read as \"display_name\"; spell it \"display_name\"",
                "\(file): managerSpecials[0].imageURL: warning: \"imageURL\" is read as \"imageUrl\"; spell it \"imageUrl\"",
                "\(file): managerSpecials[0].originalPrice: warning: \"originalPrice\" is read as \"original_price\"; spell it \"original_price\" (in 2 specials)",
                "\(file): managerSpecials[1].orignal_price: warning: unknown key \"orignal_price\" is ignored; did you mean \"original_price\"?",
            ])
        let items = try #require(snapshot?.items)
        #expect(items.map(\.originalPrice) == [Money(parsing: "3.49"), Money(parsing: "3.49")])
        #expect(items[0].name == "Eggs 12 ct")
    }
}
