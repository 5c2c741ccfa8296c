import FeedGenerator
@testable import SpecialsKit
import Testing

/// The theme's tile written out in Swift (`TileView.themeHTML`) against `tile.mustache` through
/// Mustache: the same bytes for every shape a tile takes.
@Suite struct TileThemeTests {
    /// Texts that escaping and sections treat differently: empty, markup, quotes, a quote carrying a
    /// combining mark, no-break spaces, non-Latin letters.
    static let texts = ["", "Navel Oranges 4LBS", "<b>&amp;</b>", #"Ben & Jerry's "Half""#, "\"\u{301}onload=x", "$1.29\u{00A0}/lb", "Äpfel · 1 kg = 2,50 €", "牛乳"]

    struct Draw {
        var random: SplitMix64
        mutating func flip() -> Bool { random.next(upTo: 2) == 1 }
        mutating func text() -> String { TileThemeTests.texts[Int(random.next(upTo: UInt64(TileThemeTests.texts.count)))] }
        mutating func maybe() -> String? { flip() ? text() : nil }
        mutating func number() -> Int { Int(random.next(upTo: 2000)) }
    }

    static func tile(_ draw: inout Draw) -> TileView {
        var image: TileView.Image?
        if draw.flip() {
            image = TileView.Image(src: draw.text(), alt: draw.text(), width: draw.number(), height: draw.number(), eager: draw.flip(),
                                   highPriority: draw.flip(), isPicture: draw.flip(), srcset: draw.maybe(), sizes: draw.maybe(),
                                   sources: (0..<Int(draw.random.next(upTo: 3))).map { _ in TileView.Source(type: draw.text(), srcset: draw.text(), sizes: draw.text()) },
                                   hiddenMedia: draw.maybe())
        }
        return TileView(
            kind: draw.text(), isWide: draw.flip(), width: draw.number(), height: draw.number(), style: draw.text(), image: image,
            name: draw.text(), nameWords: (0..<Int(draw.random.next(upTo: 4))).map { _ in draw.text() },
            price: draw.text(), priceLabel: draw.maybe(), regularPrice: draw.maybe(), regularLabel: draw.maybe(), deal: draw.maybe(),
            originalPrice: draw.maybe(), wasLabel: draw.text(), wasVisible: draw.flip(), wasMark: draw.maybe(), saving: draw.maybe(), unitWithPrice: draw.flip(),
            size: draw.maybe(), unitPrice: draw.maybe(), lowest: draw.maybe(), href: draw.text(), linkLabel: draw.text()
        )
    }

    @Test func theSwiftTileIsTheTemplatesByteForByte() throws {
        let library = try TemplateLibrary.load(overrides: []).get()
        var draw = Draw(random: SplitMix64(seed: 20_261_127))
        var differing = 0
        for _ in 0..<2000 {
            let tile = Self.tile(&draw)
            let expected = library.render(tile, with: "tile")
            if tile.themeHTML != expected {
                differing += 1
                if differing == 1 { #expect(tile.themeHTML == expected) }
            }
        }
        #expect(differing == 0)
    }
}
