/// A week page's own stylesheet (`week-style.mustache`, `assets/week.HASH.css` in the site's folder):
/// the grid's size and each tile's place and sizes in every layout, and the line at the foot of every
/// printed page. They differ from page to page and were the page's `style` attributes and element,
/// which a strict Content-Security-Policy (`default-src 'self'`) refuses; in a file of the site's they
/// are as welcome as the theme's stylesheet. Named by its bytes: pages that show the same share it.
struct WeekStyleView: Sendable {
    /// One tile of the page's grid: `tile.mustache` names it by `place`.
    struct Tile: Sendable {
        /// Its place in the grid, from 1 (`TileView.place`).
        var place: Int
        /// Its grid position in every layout and on a phone, the widths its lines are sized by and where
        /// its picture is left out, as CSS custom properties (`TileViewBuilder.styles`).
        var style: String
    }

    /// The grid's columns and rows in every layout, as CSS custom properties: "--cols0:16;--rows0:41".
    var grid: String
    var tiles: [Tile]
    /// The week's validity at the foot of every printed page, as a CSS string.
    var printFooter: String
}

extension WeekStyleView: TemplateView {
    static let template = "week-style"
    static let themeText = PackageResources.week_style_mustache
    static let templateKeys: [String: TemplateKey<WeekStyleView>] = [
        "grid": .key(\.grid),
        "tiles": .key(\.tiles),
        "printFooter": .key(\.printFooter),
    ]
}

extension WeekStyleView.Tile: TemplateValue {
    static let templateKeys: [String: TemplateKey<WeekStyleView.Tile>] = [
        "place": .key(\.place),
        "style": .key(\.style),
    ]
}
