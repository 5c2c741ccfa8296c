import Foundation
import SpecialsKit
import Testing

@testable import SpecialsImaging

/// A share card drawn by libvips: its size, the theme's colours where the layout puts them, its picture,
/// and text where the layout sets it.
@Suite struct VipsCardDrawerTests {
    static let svg = Array(
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#00a000"/></svg>"##
            .utf8)

    static func draw(_ card: ShareCard, pictures: [String: [UInt8]] = [:]) throws -> EncodedImage {
        try VipsCardDrawer.draw(card, pictures: pictures).get()
    }

    @Test func aWeekCardIs1200By630InTheThemesColours() throws {
        let theme = CardTheme()
        let card = CardLayout.week(
            title: "Fairview Market", subtitle: "Prices valid November 16 – 22, 2026.",
            offers: [
                CardOffer(name: "Green Beans 1 lb", price: "$1.99", note: "$1.99/lb", picture: "beans"),
                CardOffer(name: "Navel Oranges 4 lb", price: "$3.99"),
            ], theme: theme)
        let image = try Self.draw(card, pictures: ["beans": Self.svg])
        #expect((image.width, image.height) == (1200, 630))
        let header = try VipsCodec.inspect(image.bytes).get()
        #expect((header.width, header.height, header.format) == (1200, 630, "jpeg"))
        func colour(_ value: CardColour) -> [Double] { [value.red, value.green, value.blue].map(Double.init) }
        // The band in the accent colour, the background, a panel's white, the picture drawn in its room.
        #expect(VipsCodecTests.near(VipsCodec.pixel(image.bytes, x: 4, y: 4), colour(theme.accent)))
        #expect(VipsCodecTests.near(VipsCodec.pixel(image.bytes, x: 4, y: 620), colour(theme.paper)))
        let panel = card.boxes[1].rect
        #expect(VipsCodecTests.near(VipsCodec.pixel(image.bytes, x: panel.x + 8, y: panel.y + 100), [255, 255, 255]))
        let picture = card.pictures[0].rect
        // Green at its middle (JPEG's subsampled chroma moves a channel by a few tens).
        #expect(
            VipsCodecTests.leading(
                VipsCodec.pixel(image.bytes, x: picture.x + picture.width / 2, y: picture.y + picture.height / 2))
                == 1)
        // Some pixel of the price's rectangle is in the price's colour: the text is set there.
        let price = card.texts[3].rect
        let inked = stride(from: price.x, to: price.x + price.width, by: 3).contains { x in
            VipsCodecTests.near(VipsCodec.pixel(image.bytes, x: x, y: price.y + price.height / 2), colour(theme.price), within: 40)
        }
        #expect(inked)
    }

    @Test func aPictureThatCannotBeReadLeavesItsRoomEmptyAndTheCardIsDrawn() throws {
        let card = CardLayout.item(
            title: "Fairview Market", subtitle: "Prices valid November 16 – 22, 2026.",
            offer: CardOffer(name: "Large Eggs 12 ct", price: "$3.79", picture: "eggs"), theme: CardTheme())
        let image = try Self.draw(card, pictures: ["eggs": Array("not an image".utf8)])
        #expect((image.width, image.height) == (1200, 630))
        let picture = card.pictures[0].rect
        #expect(
            VipsCodecTests.near(
                VipsCodec.pixel(image.bytes, x: picture.x + picture.width / 2, y: picture.y + picture.height / 2),
                [255, 255, 255]))
    }

    @Test func textThatTheMarkupWouldReadIsSetAsItIs() {
        #expect(VipsCardDrawer.markup("Ben & Jerry's <Half Baked>") == "Ben &amp; Jerry's &lt;Half Baked&gt;")
    }
}
