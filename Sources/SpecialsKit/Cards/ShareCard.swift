/// A share card as plain values: what goes where on the 1200 x 630 picture that a shared link shows
/// (`og:image`), in pixels from its top left. `CardLayout` decides it; SpecialsImaging draws it, in this
/// order: the background, the boxes, the pictures, the texts.
package struct ShareCard: Sendable, Hashable, Codable {
    /// The size Facebook, WhatsApp, LinkedIn and X show large (1.91:1).
    package static let width = 1200
    package static let height = 630

    package var background: CardColour
    package var boxes: [Box] = []
    package var pictures: [Picture] = []
    package var texts: [Text] = []

    /// A rectangle in pixels.
    package struct Rect: Sendable, Hashable, Codable {
        package var x: Int
        package var y: Int
        package var width: Int
        package var height: Int

        package init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// Whether `other` lies wholly inside this one.
        package func contains(_ other: Rect) -> Bool {
            other.x >= x && other.y >= y && other.x + other.width <= x + width
                && other.y + other.height <= y + height
        }
    }

    /// A filled rectangle, its corners rounded by `radius`.
    package struct Box: Sendable, Hashable, Codable {
        package var rect: Rect
        package var colour: CardColour
        package var radius = 0
    }

    /// A product picture, shrunk (or a drawing enlarged) to fit its rect whole, centred on `background`.
    package struct Picture: Sendable, Hashable, Codable {
        /// The hash of the source's bytes (`ContentHash`): the drawer is given the bytes by it.
        package var source: String
        package var rect: Rect
        package var background: CardColour
    }

    /// Text set in `rect`: wrapped at its width, at `size` pixels, smaller down to `minimumSize` until it
    /// fits, and at the least size cut at the rect's bottom.
    package struct Text: Sendable, Hashable, Codable {
        package enum Alignment: String, Sendable, Hashable, Codable { case leading, centre, trailing }

        package var text: String
        package var rect: Rect
        package var size: Int
        package var minimumSize: Int
        package var bold: Bool
        package var colour: CardColour
        package var alignment: Alignment = .leading
    }

    /// The texts as a reader reads them, top to bottom: what a test compares.
    package var words: [String] { texts.map(\.text) }
}
