import Foundation
import Testing

@testable import SpecialsKit

/// What the tile builder tells the stylesheet so that no text is under 11 px and no picture under
/// 40 px: the widths each line is sized by, where a name ends, and from which screen width a picture shows.
@Suite struct TileReadabilityTests {
    /// Every generated slot: from `shownFrom` on (to the breakpoint's end) the picture is drawn 40 px or
    /// more on its longer side, and on the screen just below it less.
    @Test(arguments: 0..<300)
    func aPictureShowsExactlyWhereItIsDrawnAtLeast40PixelsOnItsLongerSide(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) + 5000)
        let columns = [8, 16, 24, 32][random.next(4)]
        let cells = 1 + random.next(min(columns, 12))
        let rows = 1 + random.next(12)
        let kind: TileKind = [.full, .wide, .image][random.next(3)]
        let names = ["Navel Oranges 4LBS", "Driscoll's Blueberries 18 oz", "Gouda jung am Stück je 100 g", "Kiwi"]
        let text = TextBlock(
            name: names[random.next(names.count)], price: "$12.99",
            unitLine: random.next(2) == 0 ? "4 lb · $0.062/oz" : nil,
            saving: random.next(2) == 0 ? "Save $2.00 (33%)" : nil)
        let start = [0, 600][random.next(2)]
        let slot = PictureSlot(
            minWidth: start, nextMinWidth: start == 0 ? [600, nil][random.next(2)] : nil, cells: cells, rows: rows,
            columns: columns, kind: kind, aspect: [0.5, 1, 2.5][random.next(3)], text: kind == .full ? text : nil)
        let from = slot.shownFrom
        let range = slot.viewports
        // The breakpoint's last screen is the next one's first.
        let last = slot.nextMinWidth == nil ? range.upperBound : range.upperBound - 1
        for viewport in stride(from: max(Double(from), range.lowerBound), through: last, by: 1) {
            #expect(
                slot.longerSide(at: viewport) >= 40,
                "at \(viewport) in \(cells)x\(rows)/\(columns) \(kind), shown from \(from)")
        }
        if from > start, Double(from - 1) >= range.lowerBound, Double(from - 1) <= range.upperBound {
            #expect(slot.longerSide(at: Double(from - 1)) < 40)
        }
    }

    /// A word longer than a tile's line breaks onto the lines it needs, never leaves the name out: the
    /// text's height counts those lines (so the picture leaves them room).
    @Test func aWordLongerThanTheLineTakesTheLinesItNeeds() {
        let long = TextBlock(name: "Rinderhackfleisch", price: "1 €", unitLine: nil, saving: nil)
        let short = TextBlock(name: "Rind", price: "1 €", unitLine: nil, saving: nil)
        // 60 px inner width, a 54 px line: "Rinderhackfleisch" at 11 px needs three.
        let lines = (NameWords.width("Rinderhackfleisch") * TileType.smallest / 54).rounded(.up)
        #expect(lines == 3)
        let line = TileType.name.lineHeight * TileType.smallest
        #expect(
            abs(long.height(width: 60, height: 200) - short.height(width: 60, height: 200) - (lines - 1) * line) < 0.01)
        #expect(
            long.height(width: 60, height: 200)
                > TextBlock(name: "", price: "1 €", unitLine: nil, saving: nil).height(width: 60, height: 200))
    }

    /// Each line is sized by its widest unbreakable stretch: the saving together with its reference
    /// price, and on an EU site the unit price as part of the price's block (--keep).
    @Test func linesAreSizedByWhatCannotBreak() throws {
        let item = FeedItem(name: "Navel Oranges", width: 4, height: 4, price: Money(1.29), originalPrice: Money(1.79))
        let text = SpecialText(item, text: SiteText(SiteConfig()))
        let sizing = TileViewBuilder.sizing(item, name: NameWords(item.name), text: text, unitWithPrice: false)
        let css = { (text: String) in NameWords.cssValue(NameWords.width(text)) }
        #expect(text.savingLine == "Save $0.50 (27%) $1.79")
        #expect(sizing == "--w:4;--h:4;--word:\(css("Oranges"));--price:\(css("$1.29"));--save:\(css("(27%)"))")
        var german = SiteConfig()
        german.locale = Locale(identifier: "de_DE")
        german.currency = "EUR"
        german.unitPricing = .metric
        let butter = FeedItem(
            name: "Butter 250 g", width: 4, height: 4, price: Money(1.29), originalPrice: Money(1.99),
            size: SizeParser.size(inName: "Butter 250 g", region: "DE"))
        let eu = SpecialText(butter, text: SiteText(german))
        #expect(eu.savingLine == "Sie sparen 0,70\u{A0}€ (35\u{A0}%) vorher 1,99\u{A0}€")
        let euSizing = TileViewBuilder.sizing(butter, name: NameWords(butter.name), text: eu, unitWithPrice: true)
        #expect(eu.unitLine == "250\u{A0}g · 1\u{A0}kg = 5,16\u{A0}€")
        let widest = ["250\u{A0}g", "1\u{A0}kg", "5,16\u{A0}€"].map(NameWords.width).max()!
        let keep = NameWords.cssValue(widest * TileViewBuilder.regularShare)
        #expect(
            euSizing.contains(";--keep:\(keep);"),
            "the widest stretch of the unit price, which breaks around its =: \(euSizing)")
        #expect(!euSizing.contains(";--unit:"), "the unit price is part of the price's block")
        // A multipack's two quantities may break after the "/", so its Grundpreis fits a phone's narrow tile.
        let yogurt = try #require(SizeParser.size(inName: "Chobani Greek Yogurt 4 ct/21.2 oz", region: "DE"))
        #expect(SiteText(german).size(yogurt) == "4\u{A0}Stück\u{A0}/ 21,2\u{A0}oz")
    }

    /// The text's height counts a line only where it fits the tile at its smallest type.
    @Test func aLineTooWideAt11PixelsTakesNoHeight() {
        let narrow = TextBlock(
            name: "Kiwi", price: "$1", unitLine: "12\u{A0}×\u{A0}12\u{A0}fl\u{A0}oz · $0.049/fl\u{A0}oz", saving: nil)
        let without = TextBlock(name: "Kiwi", price: "$1", unitLine: nil, saving: nil)
        // 60 px inner width: the unit line's "12 × 12 fl oz" cannot fit at 11 px.
        #expect(narrow.height(width: 60, height: 200) == without.height(width: 60, height: 200))
        #expect(narrow.height(width: 200, height: 200) > without.height(width: 200, height: 200))
    }

    /// A picture not drawn below 600 px in the tablet's layout and in none of the desktop's: the tile's
    /// style says so, and the picture's first source covers exactly those screens. A phone (below 560 px)
    /// draws every picture, so no source hides one there.
    @Test func wherePicturesAreNotDrawnIsOneMediaQueryList() {
        let (style, media) = TileViewBuilder.hiding([600, Int.max], minWidths: [0, 900])
        #expect(style == ["--pv0:600px", "--pv1:100000px"])
        #expect(media == "screen and (min-width: 560px) and (max-width: 599.98px), screen and (min-width: 900px)")
        let phoneOnly = TileViewBuilder.hiding([432, 900], minWidths: [0, 900])
        #expect(phoneOnly.style.isEmpty && phoneOnly.media == nil)
        let shown = TileViewBuilder.hiding([0, 900], minWidths: [0, 900])
        #expect(shown.style.isEmpty && shown.media == nil)
    }
}
