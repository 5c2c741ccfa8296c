import Foundation

/// The text of a full tile as the theme's stylesheet sets it, to know how much of the tile's height is
/// left for its picture. The sizes follow the theme's CSS: type scaled with the tile (cqmin) between rem
/// bounds and never under 11 px, a line too wide at that size left out, the name
/// wrapped at whole words into at most three lines (two in a short tile, one in a very short one).
struct TextBlock: Sendable, Hashable {
    /// Each line's words' widths in ems (`NameWords`): the name's, then the unit price's and the
    /// saving's (with its reference price) unbreakable stretches; nil for a line the tile does not have.
    var name: [Double]
    var price: Double
    var unit: [Double]?
    /// The deal's words ("2 for $5.00 · $2.50 each").
    var deal: [Double]? = nil
    var saving: [Double]?
    /// Whether the tile has the archive's news: above a picture, a band the picture starts below.
    var news = false

    /// The text a tile shows: `price`, the size and unit price line and the saving as the page words them.
    init(name: String, price: String, unitLine: String?, deal: String? = nil, saving: String?) {
        self.name = NameWords(name).words.map(NameWords.width)
        self.price = max(1, NameWords.width(price))
        unit = unitLine.map(NameWords.runs)
        self.deal = deal.map(NameWords.runs)
        self.saving = saving.map(NameWords.runs)
    }

    /// The size and unit price line is set in the regular weight, narrower than the bold the widths are
    /// for: its type is sized for the bold widths, its lines counted at this share of them.
    static let unitScale = 0.75
    /// The smallest type of a line, the price's too (`TileType.smallest`).
    static let small = TileType.smallest
    /// A space's width in ems.
    static let space = 0.35

    /// How many lines words of these widths (in ems) take at `font` pixels on lines `line` pixels wide,
    /// each word whole on a line, as the browser wraps them; a word wider than a line breaks onto as
    /// many as it needs.
    private static func lines(of widths: [Double], font: Double, in line: Double) -> Double {
        var lines = 1.0
        var used = 0.0
        for width in widths.map({ $0 * font }) {
            if used == 0 {
                used = width
            } else if used + space * font + width <= line {
                used += space * font + width
            } else {
                lines += 1
                used = width
            }
            if used > line {
                let extra = (used / line).rounded(.up) - 1
                lines += extra
                used -= extra * line
            }
        }
        return lines
    }

    /// A line's type: `preferred`, smaller for its widest stretch `run` (in ems) to fit `line`, never
    /// under `least`; nil where the stretch cannot fit at `least`, and the line is left out.
    private static func font(least: Double, preferred: Double, run: Double, line: Double) -> Double? {
        guard line >= least * run else { return nil }
        return max(least, min(preferred, line / run))
    }

    /// The block's height in CSS pixels in a tile whose inner box is `width` x `height`, its type as
    /// `TileType` declares it.
    func height(width: Double, height: Double) -> Double {
        let side = min(width, height)
        let cqmin = side / 100
        let line = width - 10 * cqmin
        var total = 5 * cqmin
        if let font = Self.font(
            least: Self.small, preferred: TileType.price.preferred(side: side), run: price, line: line)
        {
            total += TileType.price.lineHeight * font
        }
        func add(_ runs: [Double]?, _ type: TileType.Line, scale: Double = 1) {
            guard let runs,
                let font = Self.font(
                    least: Self.small, preferred: type.preferred(side: side), run: max(1, runs.max() ?? 1), line: line)
            else { return }
            total += type.lineHeight * font * Self.lines(of: runs.map { $0 * scale }, font: font, in: line)
        }
        add(unit, TileType.unit, scale: Self.unitScale)
        total += nameHeight(line: line, side: side, tileHeight: height)
        add(deal, TileType.deal)
        add(saving, TileType.deal)
        if news { total += TileType.news.lineHeight * TileType.news.preferred(side: side) + 2 }
        return total
    }

    /// The name's height: its words wrapped whole, a word longer than the line on the lines it needs, up
    /// to the lines the tile's height gives the name.
    private func nameHeight(line: Double, side: Double, tileHeight: Double) -> Double {
        guard !name.isEmpty, line > 0 else { return 0 }
        let longest = max(1, name.max() ?? 1)
        let font = max(Self.small, min(TileType.name.preferred(side: side), line / longest))
        let most: Double = tileHeight <= 72 ? 1 : tileHeight <= 130 ? 2 : 3
        return TileType.name.lineHeight * font * min(most, Self.lines(of: name, font: font, in: line))
    }

    /// The block's height in CSS pixels on a phone, on lines `line` pixels wide: each line at its one
    /// phone size (`TileType`'s), wrapped as the browser wraps it, the name in at most `phoneNameLines`.
    /// An estimate from the widths of bold type, for pairing specials of like height in a row.
    func phoneHeight(line: Double) -> Double {
        func height(_ runs: [Double]?, _ type: TileType.Line, scale: Double = 1) -> Double {
            guard let runs, line > 0 else { return 0 }
            return type.lineHeight * type.phone * Self.lines(of: runs.map { $0 * scale }, font: type.phone, in: line) + 1
        }
        let name =
            name.isEmpty || line <= 0
            ? 0
            : TileType.name.lineHeight * TileType.name.phone
                * min(Self.phoneNameLines, Self.lines(of: name, font: TileType.name.phone, in: line)) + 1
        let news = self.news ? TileType.news.lineHeight * TileType.news.phone + 2 : 0
        return 6 + height([price], TileType.price) + height(unit, TileType.unit, scale: Self.unitScale) + name
            + height(deal, TileType.deal) + height(saving, TileType.deal) + news
    }

    /// The most lines a name takes on a phone (the stylesheet's line clamp there).
    static let phoneNameLines = 6.0
}
