/// The type of a tile's lines, declared once: the stylesheet is rendered with these numbers (as CSS
/// `clamp()`s and pixel sizes) and `TextBlock` fits a tile's text by them, so the two cannot disagree.
///
/// From a tablet up a line's type grows with its tile (a share of its shorter side, `cqmin`) between
/// 11 px and its largest; on a phone (`ThemeGeometry.phoneWidth`) it has one size, the tile grows instead.
package enum TileType {
    /// One line's type.
    package struct Line: Sendable {
        /// The type's size, in hundredths of the tile's shorter side (`cqmin`).
        var scale: Double
        /// The largest it grows to, in rem.
        var most: Double
        /// The line's height, as a multiple of its type's size.
        var lineHeight: Double
        /// Its size on a phone, in CSS pixels.
        var phone: Double

        /// The size a tile whose shorter inner side is `side` CSS pixels gives it, before it shrinks for a
        /// line too wide.
        func preferred(side: Double) -> Double {
            min(max(TileType.smallest, scale * side / 100), most * TileType.rem)
        }

        /// The stylesheet's `clamp()` for it.
        var clamp: String {
            "clamp(var(--small), \(PictureSlot.number(scale))cqmin, \(PictureSlot.number(most))rem)"
        }
    }

    /// A rem in CSS pixels.
    static let rem = 16.0
    /// The smallest type of any line, the price's too: 11 px.
    static let smallest = 0.6875 * rem
    /// The smallest type on a phone, and the share of a phone tile's text that may be under `phoneText`.
    static let phoneText = 12.0

    /// The price (a card deal's two prices).
    static let price = Line(scale: 14, most: 2.4, lineHeight: 1.15, phone: 20)
    /// The price's block around it: its labels ("with card"), and on EU sites its unit price's line.
    static let priceBlock = Line(scale: 7, most: 1.1, lineHeight: 1.15, phone: 14)
    /// The size and unit price.
    static let unit = Line(scale: 6.5, most: 0.95, lineHeight: 1.4, phone: 13)
    /// The name.
    static let name = Line(scale: 9, most: 1.3, lineHeight: 1.2, phone: 15)
    /// The deal's words and the saving with its reference price.
    static let deal = Line(scale: 6.5, most: 1, lineHeight: 1.4, phone: 13)
    /// The archive's news.
    static let news = Line(scale: 6, most: 0.95, lineHeight: 1.4, phone: 12)
}
