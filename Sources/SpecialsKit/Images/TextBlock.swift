import Foundation

/// The text of a full tile (price, name, saving, size and unit price) as the theme's stylesheet sets
/// it, to know how much of the tile's height is left for its picture. The sizes follow the theme's CSS:
/// fonts clamped between rem bounds and scaled with the tile (cqmin), line heights, the name wrapped at
/// whole words into at most three lines (two in a short tile).
struct TextBlock: Sendable, Hashable {
    /// The name's words' widths in ems (`NameWords`), and the longest.
    var wordWidths: [Double]
    var longestWord: Double
    var hasSaving: Bool
    /// The size and unit price line's width in ems, if the tile shows one, and its widest unbreakable stretch.
    var unitWidth: Double?
    var unitRun = 1.0

    init(name: String, hasSaving: Bool, unitLine: String?) {
        let words = NameWords(name)
        wordWidths = words.words.map(NameWords.width)
        longestWord = max(1, words.longest)
        self.hasSaving = hasSaving
        unitWidth = unitLine.map { NameWords.width($0) * 0.75 }
        unitRun = max(1, unitLine.map(NameWords.longestRun) ?? 1)
    }

    static let rem = 16.0
    /// A space's width in ems.
    static let space = 0.35

    /// How many lines words of these widths (in ems) take at `font` pixels on lines `line` pixels wide,
    /// each word whole on a line, as the browser wraps them.
    private func lines(of widths: [Double], font: Double, in line: Double) -> Double {
        var lines = 1.0, used = 0.0
        for width in widths.map({ $0 * font }) {
            if used == 0 {
                used = width
            } else if used + Self.space * font + width <= line {
                used += Self.space * font + width
            } else {
                lines += 1
                used = width
            }
        }
        return lines
    }

    private static func clamp(_ low: Double, _ value: Double, _ high: Double) -> Double { min(max(low, value), high) }

    /// The block's height in CSS pixels in a tile whose inner box is `width` x `height`.
    func height(width: Double, height: Double) -> Double {
        let cqmin = min(width, height) / 100
        let padding = 5 * cqmin
        let line = width - 10 * cqmin
        let price = 1.15 * Self.clamp(0.75 * Self.rem, min(14 * cqmin, 20 * width / 100), 2.4 * Self.rem)
        let nameFont = min(Self.clamp(0.6 * Self.rem, 9 * cqmin, 1.3 * Self.rem), line / longestWord)
        let nameLines = min(height <= 130 ? 2 : 3, lines(of: wordWidths, font: nameFont, in: line))
        let name = 1.2 * nameFont * nameLines
        let saving = hasSaving ? 1.4 * Self.clamp(0.6 * Self.rem, 6.5 * cqmin, Self.rem) : 0
        let unit = unitWidth.map { ems in
            let font = min(Self.clamp(0.6 * Self.rem, 6.5 * cqmin, 0.95 * Self.rem), line / unitRun)
            return 1.4 * font * min(2, max(1, (ems * font / max(1, line)).rounded(.up)))
        } ?? 0
        return padding + price + name + saving + unit
    }
}
