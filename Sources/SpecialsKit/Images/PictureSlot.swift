import Foundation

/// How wide a tile's picture is drawn in one layout breakpoint, from the tile's share of the grid and
/// the theme's geometry: what `sizes` tells the browser and what the renditions are sized for.
struct PictureSlot: Sendable, Hashable {
    /// The breakpoint's first width, and the next breakpoint's (nil for the last).
    var minWidth: Int
    var nextMinWidth: Int?
    /// The tile's width and height in cells, and the grid's width.
    var cells: Int
    var rows: Int
    var columns: Int
    var kind: TileKind
    /// The source's width over its height.
    var aspect: Double
    /// A full tile's text, which takes its share of the tile's height from the picture.
    var text: TextBlock?

    /// The page's content width on a viewport `viewport` wide.
    static func page(_ viewport: Double) -> Double {
        min(viewport, Double(ThemeGeometry.pageWidth)) - Double(2 * ThemeGeometry.pagePadding)
    }

    /// The width of the picture's box where its height is not known: a line in the page's width.
    func boxWidth(at viewport: Double) -> Double {
        let (scale, inset) = line
        return max(1, scale * Self.page(viewport) - inset)
    }

    /// The picture's width in CSS pixels on a viewport `viewport` wide, as drawn: its box's width, or
    /// less where the box's height holds it narrower (an image beside the text, an image alone, an image
    /// above text that takes most of a small tile). The box's padding is a share of the tile's width,
    /// as CSS percentages are.
    func width(at viewport: Double) -> Double {
        let box = boxWidth(at: viewport)
        guard let text else { return box }
        let cell = Self.page(viewport) / Double(columns)
        let border = Double(2 * ThemeGeometry.tileBorder)
        let inner = (width: Double(cells) * cell - border, height: Double(rows) * cell - border)
        let free =
            inner.height - text.height(width: inner.width, height: inner.height) - 2 * ThemeGeometry.imagePadding
            * inner.width
        return max(1, min(box, free * aspect))
    }

    /// The picture's longer side as drawn on a viewport `viewport` wide.
    func longerSide(at viewport: Double) -> Double {
        let width = width(at: viewport)
        return aspect >= 1 ? width : width / aspect
    }

    /// The narrowest screen of this breakpoint from which the picture is drawn at least
    /// `ThemeGeometry.smallestPicture` on its longer side (on every wider screen too): the breakpoint's
    /// first width when it always is, the next breakpoint's when it never is (`Int.max` for the last).
    var shownFrom: Int {
        // A text-only tile draws its picture on a phone alone.
        guard kind != .text else { return nextMinWidth ?? Int.max }
        let range = viewports
        var from = minWidth
        // The breakpoint's last screen is the next one's first.
        let last = Int(range.upperBound) - (nextMinWidth == nil ? 0 : 1)
        for viewport in stride(from: Int(range.lowerBound), through: last, by: 1)
        where longerSide(at: Double(viewport)) < Double(ThemeGeometry.smallestPicture) {
            from = viewport + 1
        }
        guard from > last else { return from }
        return nextMinWidth ?? Int.max
    }

    /// The narrowest and widest the picture is drawn in this breakpoint, sampled every 20 px.
    var drawnWidths: ClosedRange<Double> {
        let last = width(at: viewports.upperBound)
        let samples = stride(from: viewports.lowerBound, through: viewports.upperBound, by: 20).map(width(at:))
        return samples.reduce(last, min)...samples.reduce(last, max)
    }

    /// The box's width as `scale` × (page width − gutters) − `inset`: its width alone, or where the box's
    /// height is known (an image beside the text, an image alone) the width that height holds.
    var line: (scale: Double, inset: Double) {
        let cell = 1 / Double(columns)
        let border = Double(2 * ThemeGeometry.tileBorder)
        let padding = 2 * ThemeGeometry.imagePadding
        // The tile's inner width and height are cell × page − border each.
        let byWidth = (kind.imageShare * Double(cells) * cell, kind.imageShare * border)
        guard kind == .wide || kind == .image else { return byWidth }
        // Height of the box: inner height − padding × inner width; the picture then aspect times as wide.
        let byHeight = (aspect * (Double(rows) - padding * Double(cells)) * cell, aspect * (border - padding * border))
        let page = Double(ThemeGeometry.pageWidth)
        return byHeight.0 * page - byHeight.1 < byWidth.0 * page - byWidth.1 ? byHeight : byWidth
    }

    /// The narrowest and widest viewports this breakpoint's pictures are drawn at in the ad's grid: a
    /// phone's are in `PhonePicture`.
    var viewports: ClosedRange<Double> {
        let low = Double(max(minWidth, ThemeGeometry.phoneWidth))
        let high = Double(min(nextMinWidth ?? ThemeGeometry.pageWidth, ThemeGeometry.pageWidth))
        return low...max(low, high)
    }

    /// Up to four decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

/// A tile as a picture sees it: how it is drawn and its size in every layout. Tiles of one shape showing
/// one source share a picture.
struct TileShapeInLayouts: Sendable, Hashable {
    var kind: TileKind
    /// Each layout's first width, narrowest first.
    var minWidths: [Int]
    /// Each layout's tile width and height in cells, and the grid's width.
    var sizes: [[Int]]
    /// A full tile's text.
    var text: TextBlock?
    /// The week's first special, whose picture loads at once.
    var isFirst: Bool
    /// How many of a phone's two columns the tile spans.
    var phoneSpan: Int
    /// How much taller than `ThemeGeometry.phonePicture` its row lets the picture be on a phone
    /// (`PhoneLayout.pictureGrowth`).
    var phoneGrowth = 0

    /// `words` is how the page writes the special's figures (nil: English ones of a typical length).
    /// `news`: whether the tile carries the archive's news.
    init(
        _ placed: PlacedSpecial, kind: TileKind, layout: ResponsiveLayout, isFirst: Bool, words: SiteText? = nil,
        news: Bool = false
    ) {
        self.kind = kind
        self.isFirst = isFirst
        minWidths = layout.variants.map(\.breakpoint.minWidth)
        phoneSpan = placed.phone.span
        sizes = zip(placed.places, layout.variants).map { [$0.width, $0.height, $1.layout.columns] }
        let item = placed.special
        // The price, size and unit price as the page writes them; the saving as it would read against
        // the feed's regular price (the archive may state it against a lower one, of the same length).
        let text = words.map { SpecialText(item, text: $0) }
        let price = text.map(\.priceLine) ?? "$\(item.price)"
        let unitLine = text.map(\.unitLine) ?? item.size.map { $0.text + " · $0.000/fl oz" }
        let saving = text.map(\.savingLine) ?? item.originalPrice.map { _ in "Save $0.00 (00%) was $0.00" }
        switch kind {
        case .full:
            var block = TextBlock(name: item.name, price: price, unitLine: unitLine, deal: text?.deal, saving: saving)
            block.news = news
            self.text = block
        case .image:
            // A narrow tile's picture shares it with the price alone (on EU sites with its unit price).
            self.text = TextBlock(
                name: "", price: price, unitLine: words?.config.isEU == true ? unitLine : nil, saving: nil)
        case .text, .wide:
            self.text = nil
        }
    }
}

/// Every layout's slot for one tile's picture, and what follows from them: `sizes`, the widths worth
/// encoding, whether the picture is on the first screen.
struct PictureSlots: Sendable, Hashable {
    var slots: [PictureSlot]
    /// The picture on a phone.
    var phone: PhonePicture?

    init(slots: [PictureSlot], phone: PhonePicture? = nil) {
        self.slots = slots
        self.phone = phone
    }

    /// The slots of a picture of `aspect` (width over height) in a tile of `shape`.
    init(_ shape: TileShapeInLayouts, aspect: Double) {
        slots = shape.sizes.indices.map { index in
            PictureSlot(
                minWidth: shape.minWidths[index],
                nextMinWidth: index + 1 < shape.minWidths.count ? shape.minWidths[index + 1] : nil,
                cells: shape.sizes[index][0], rows: shape.sizes[index][1], columns: shape.sizes[index][2],
                kind: shape.kind,
                aspect: aspect, text: shape.text
            )
        }
        phone = PhonePicture(span: shape.phoneSpan, aspect: aspect, growth: shape.phoneGrowth)
    }

    /// The `sizes` attribute: how wide the picture is drawn, in steps of screen width, the widest
    /// first. Each step says it in `vw`, a share of the screen's width, the largest share the picture
    /// takes in the step, so it never says less than the picture needs; a step ends where that would
    /// say more than `stepTolerance` over (the page's gutters, the tile's border and the text's fonts,
    /// which stop growing at their largest, make the share change fastest in small tiles). Past the
    /// page's widest nothing grows. (Plain lengths only: the HTML checker the tests use refuses
    /// `calc()` in `sizes`.)
    var sizes: String {
        var entries: [String] = []
        // A text-only tile's picture is drawn on a phone alone: elsewhere its sources offer nothing.
        for slot in slots.reversed() where slot.kind != .text {
            let range = slot.viewports
            if slot.nextMinWidth == nil, range.upperBound >= Double(ThemeGeometry.pageWidth) {
                entries.append(
                    "(min-width: \(ThemeGeometry.pageWidth)px) \(Int(slot.width(at: range.upperBound).rounded(.up)))px")
            }
            var steps: [(start: Double, share: Double)] = []
            var start = range.lowerBound
            repeat {
                var end = min(range.upperBound, start + 10)
                var share = Self.share(slot, start, end)
                while end < range.upperBound, end - start < 160 {
                    let wider = min(range.upperBound, end + 10)
                    let next = Self.share(slot, start, wider)
                    guard
                        stride(from: start, through: wider, by: 10).allSatisfy({
                            Self.close(next * $0, slot.width(at: $0))
                        })
                    else { break }
                    (end, share) = (wider, next)
                }
                steps.append((start, share))
                start = end
            } while start < range.upperBound
            for (index, step) in steps.enumerated().reversed() {
                let length = "\(PictureSlot.number((step.share * 10000).rounded(.up) / 100))vw"
                // The first step also serves screens narrower than the narrowest sized for.
                let from = index == 0 ? slot.minWidth : Int(step.start)
                entries.append(from > 0 ? "(min-width: \(from)px) \(length)" : length)
            }
        }
        if slots.contains(where: { $0.kind == .text }) { entries.append("1px") }
        if let phone {
            entries.insert(
                "(max-width: \(ThemeGeometry.phoneWidth - 1).98px) \(Int(phone.width.rounded(.up)))px", at: 0)
        }
        return entries.joined(separator: ", ")
    }

    /// How far over the drawn width a step may say: 6%, or 6 px for the smallest pictures.
    static func close(_ said: Double, _ drawn: Double) -> Bool {
        said - drawn <= max(0.06 * drawn, 6)
    }

    /// The largest share of the screen's width the picture takes between `start` and `end`.
    private static func share(_ slot: PictureSlot, _ start: Double, _ end: Double) -> Double {
        stride(from: start, through: end, by: 5).map { slot.width(at: $0) / $0 }.reduce(
            slot.width(at: start) / start, max)
    }

    /// Neighbouring candidate widths differ by at most this factor, so whatever width a screen needs,
    /// one candidate holds at most 1.45² ≈ 2.1 times its pixels (2.45 after `closeEnough`).
    static let ladder = 1.45
    /// A candidate within this factor below another is left out: the larger serves both.
    static let closeEnough = 1.08

    /// The widths to encode, in pixels, narrowest first: for each breakpoint its widest picture at 1x
    /// and 2x, and steps of `ladder` down to the 2x of its narrowest; none wider than the source.
    func candidateWidths(sourceWidth: Int) -> [Int] {
        var widths: [Double] = phone.map { [$0.width, 2 * $0.width] } ?? []
        for slot in slots where slot.kind != .text {
            // The text's height is an estimate: the ladder reaches from what the box could hold at most
            // (its width alone) down to a step below the narrowest estimate.
            let drawn = slot.drawnWidths
            let high = slot.text == nil ? drawn.upperBound : slot.boxWidth(at: slot.viewports.upperBound)
            let low = slot.text == nil ? drawn.lowerBound : drawn.lowerBound / Self.ladder
            widths.append(drawn.upperBound)
            var width = 2 * high
            while true {
                widths.append(width)
                if width <= 2 * low { break }
                width /= Self.ladder
            }
        }
        var kept: [Int] = []
        for width in widths.map({ min(Int(($0).rounded(.up)), sourceWidth) }).sorted(by: >) {
            if let smallest = kept.last, Double(smallest) <= Double(width) * Self.closeEnough { continue }
            kept.append(max(1, width))
        }
        return kept.reversed()
    }

}

/// A tile's picture on a phone: `ThemeGeometry.phonePicture` tall, padding included, and up to `growth`
/// taller where its row leaves room, across the tile's columns of the page (`PhoneLayout`), drawn whole
/// inside that box.
struct PhonePicture: Sendable, Hashable {
    /// The columns the tile spans (of two), and the source's width over its height.
    var span: Int
    var aspect: Double
    /// How much taller than `ThemeGeometry.phonePicture` it may be drawn, in CSS pixels.
    var growth = 0

    /// The picture's padding on each side, in CSS pixels.
    static let padding = 4.0

    /// The widest it is drawn on any phone, in CSS pixels.
    var width: Double {
        let page = PictureSlot.page(Double(ThemeGeometry.phoneWidth - 1))
        let box = page * Double(span) / 2 - Double(2 * ThemeGeometry.tileBorder) - 2 * Self.padding
        return max(1, min(box, (Double(ThemeGeometry.phonePicture + growth) - 2 * Self.padding) * aspect))
    }
}
