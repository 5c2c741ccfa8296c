/// The theme's page geometry in CSS pixels: the stylesheet is rendered with these numbers and the
/// images' `sizes` are computed from them, so the two cannot disagree.
package enum ThemeGeometry {
    /// The page's widest content, gutters included (`max-width` of the page).
    package static let pageWidth = 1280
    /// The gutter on each side of the page.
    package static let pagePadding = 16
    /// A tile's border on each side.
    package static let tileBorder = 3
    /// An image's padding on each side, as a share of its tile's inner width.
    package static let imagePadding = 0.04
    /// The share of a wide tile's inner width its image takes, padding included.
    package static let wideImageShare = 0.4
    /// The least a picture is drawn on its longer side, in CSS pixels: where a tile leaves it less, the
    /// tile shows no picture.
    package static let smallestPicture = 40
    /// Below this screen width the page is on a phone: tiles in `PhoneLayout`'s two columns, each row as
    /// tall as its taller tile's text and picture, with type of a fixed size (`TileType`'s phone sizes).
    package static let phoneWidth = 560
    /// A picture's height on a phone, padding included.
    package static let phonePicture = 88
    /// A tile's background, onto which a transparent image is flattened for JPEG.
    package static let tileBackground = [246, 244, 239]
}

/// What a tile shows, from its width and whether it has an image; the theme draws each its own way.
package enum TileKind: String, Sendable, Equatable {
    /// A narrow tile: the image, and below it the price where it fits.
    case image
    /// Name and price, no image.
    case text
    /// Image above the text.
    case full
    /// Image beside the text: a full tile at least twice as wide as tall.
    case wide

    /// On an EU site a narrow tile whose special has a unit price shows no picture in the ad's grid: its
    /// price and unit price, one block, need the tile's height, and the law wants them together. (A
    /// phone gives every tile its room, and shows a text-only tile's picture too.)
    package init(width: Int, height: Int, hasImage: Bool, config: SiteConfig, hasUnitPrice: Bool = false) {
        if width <= config.imageOnlyMaxWidth, hasImage, !(config.isEU && hasUnitPrice) {
            self = .image
        } else if width <= config.textOnlyMaxWidth || !hasImage {
            self = .text
        } else {
            self = width >= 2 * height ? .wide : .full
        }
    }

    /// The share of the tile's inner width its image's content box takes.
    var imageShare: Double {
        switch self {
        case .wide: ThemeGeometry.wideImageShare - 2 * ThemeGeometry.imagePadding
        case .image, .full, .text: 1 - 2 * ThemeGeometry.imagePadding
        }
    }
}
