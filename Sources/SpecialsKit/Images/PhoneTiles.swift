/// A week's tiles on a phone: their places (`PhoneLayout`, pairing the tiles' estimated heights), the
/// least height of a special across both columns (`leastAcross`), and how much taller than
/// `ThemeGeometry.phonePicture` each tile's picture may grow into its row's room
/// (`PhoneLayout.pictureGrowth`): what the page's own stylesheet says (--pr, --pm, --pg) and what the
/// pictures' phone renditions are sized for.
struct PhoneTiles {
    var places: [PhoneLayout.Place]
    /// In CSS pixels.
    var least: Int
    var growth: [Int]

    /// `texts`: the week's specials' figures as the page words them.
    init(_ week: PackedWeek, texts: [SpecialText]) {
        let heights = Self.heights(week, texts: texts)
        let most = Double(ThemeGeometry.phonePicture)
        let layout = week.phone(heights: heights, pictureGrowth: most)
        places = layout.places
        least = Self.leastAcross(heights: heights, spans: layout.places.map(\.span))
        growth = layout.pictureGrowth(
            heights: heights, pictured: week.specials.map { $0.special.image != nil }, least: Double(least),
            most: most, slack: Self.slack)
    }

    /// Each tile's height on a phone, estimated from its text (`TextBlock.phoneHeight`) and picture on a
    /// column of a 360-390 px phone: what `PhoneLayout` pairs a row's specials by.
    static func heights(_ week: PackedWeek, texts: [SpecialText]) -> [Double] {
        zip(week.specials, texts).map { placed, text in
            let item = placed.special
            var block = TextBlock(
                name: item.name, price: text.priceLine, unitLine: text.unitLine, deal: text.deal,
                saving: text.savingLine)
            block.news = text.lowest != nil
            // A tile without a picture gives the list's button a line at its foot.
            let picture = item.image != nil ? Double(ThemeGeometry.phonePicture) : listButton
            return picture + block.phoneHeight(line: line)
        }
    }

    /// The least height in CSS pixels of a special across both columns of a phone (`--pm`), so that it
    /// is never drawn smaller than a one-column special (the ad gives those at most half its canvas):
    /// half the tallest one-column tile's estimate with two lines to spare, and two pictures at least.
    static func leastAcross(heights: [Double], spans: [Int]) -> Int {
        let tallest = zip(heights, spans).filter { $0.1 == 1 }.map(\.0).max() ?? 0
        return Int(max(2 * Double(ThemeGeometry.phonePicture), ((tallest + 2 * slack) / 2).rounded(.up)))
    }

    /// A phone column's line, in CSS pixels: half a 360 px screen less the page's and tile's padding
    /// (the narrowest phone the theme is checked on, where text wraps most).
    private static let line = 144.0
    /// The line a tile without a picture gives the list's button on a phone (the stylesheet's --add).
    private static let listButton = 42.0
    /// A line of a phone tile's text, what an estimate may be short by.
    static let slack = 20.0
}
