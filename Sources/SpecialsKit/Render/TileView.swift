/// One special's tile on a week's page, as tile.mustache shows it.
struct TileView: Sendable, Hashable {
    struct Image: Sendable, Hashable {
        /// The `<img>`'s own file: the narrowest JPEG rendition, or the image as it is.
        var src: String
        var alt: String
        /// The intrinsic size of `src`, which reserves the space before the image loads.
        var width: Int
        var height: Int
        /// On the first screen: loaded at once, not lazily.
        var eager: Bool
        /// The first special's image: fetched before anything else.
        var highPriority: Bool
        /// Renditions in a `<picture>`: the JPEG candidates, `sizes` and the other formats' sources.
        var isPicture = false
        var srcset: String?
        var sizes: String?
        var sources: [Source] = []
        /// The screens on which the tile has no picture (its text leaves it too little room), as a media
        /// query list: there its `<picture>` offers `noPicture` (the only candidate, whatever its `sizes`),
        /// so that nothing is fetched.
        var hiddenMedia: String?
        /// An empty picture, inline.
        var noPicture = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
    }

    /// A `<source>` of a picture: one format's candidates.
    struct Source: Sendable, Hashable {
        var type: String
        var srcset: String
        var sizes: String
    }

    /// "image" (image only), "text" (name and price only) or "full".
    var kind: String
    /// A full tile at least twice as wide as tall: image beside the text.
    var isWide: Bool
    var width: Int
    var height: Int
    /// Its place in its grid, from 1: the page's own stylesheet (`WeekStyleView`) places and sizes it by it.
    var place: Int
    var image: Image?
    var name: String
    /// The name's words, with soft hyphens where the page's language breaks them: the theme sets each
    /// in a box of its own, broken only where a word is longer than the tile's line.
    var nameWords: [String]
    /// The price with a deal's short form ("2/$5"); a card deal's card price.
    var price: String
    /// "with card", "1+1 free".
    var priceLabel: String?
    /// A card deal's price without the card, and its label.
    var regularPrice: String?
    var regularLabel: String?
    /// The deal in words: "2 for $5.00 · $2.50 each · Limit 4".
    var deal: String?
    var originalPrice: String?
    /// What the struck price is ("was", "vorher"), shown where the law wants it said.
    var wasLabel: String
    var wasVisible: Bool
    /// The mark after the reference price whose label the page gives once ("*"), where there is one.
    var wasMark: String?
    /// "Save $1.00 (25%)": shown with the reference price (`originalPrice`) or not at all.
    var saving: String?
    /// On EU sites the unit price is part of the price's block: never one without the other.
    var unitWithPrice: Bool
    var size: String?
    var unitPrice: String?
    /// "Lowest price in 6 weeks", where the archive shows it.
    var lowest: String?
    /// The special's own page, which the whole tile links to.
    var href: String
    /// The link's accessible name: "Navel Oranges 4LBS: $1.29".
    var linkLabel: String
    /// Its department as the pages name it, for the week's search; nil for none.
    var department: String? = nil
    /// The special as the shopper's list keeps it, as JSON (`ListEntry`).
    var listItem: String? = nil
}
