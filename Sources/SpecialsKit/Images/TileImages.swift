/// A tile's picture: renditions sized for its slots in each format, and the `sizes` that tells the
/// browser how wide each slot is drawn.
package struct Picture: Sendable, Equatable {
    package struct Candidate: Sendable, Equatable {
        /// The output path: "images/oranges-434.3f2a9c0d1e.avif".
        package var path: String
        package var width: Int
        package var height: Int
    }

    /// One format's candidates, narrowest first.
    package struct Source: Sendable, Equatable {
        package var format: ImageFormat
        package var candidates: [Candidate]
    }

    /// The formats a browser picks from, best first (AVIF when every width of it is there, WebP).
    package var sources: [Source]
    /// JPEG, for browsers that take neither: the `<img>` itself.
    package var fallback: [Candidate]
    package var sizes: String
    /// Each layout's narrowest screen the picture is drawn on (`PictureSlot.shownFrom`).
    var shownFrom: [Int]
    /// How much taller than `ThemeGeometry.phonePicture` it is sized to be drawn on a phone
    /// (`PhonePicture.growth`).
    var phoneGrowth = 0

    /// The widest JPEG: the picture for link previews and structured data.
    package var largest: Candidate { fallback[fallback.count - 1] }

    /// Everything a page says of the picture, as one line: what a store's pages are made from.
    var digest: String {
        let candidates = (sources.flatMap(\.candidates) + fallback).map { "\($0.path) \($0.width) \($0.height)" }
        return candidates.joined(separator: ",") + " " + sizes + " " + shownFrom.map(String.init).joined(separator: ",")
            + " \(phoneGrowth)"
    }
}

/// A file the image stage publishes (a rendition, an image shown as it is, a share card), at its path
/// in the output: the build turns it into an output file.
package struct ImageFile: Sendable, Equatable {
    package var path: String
    /// Its bytes: at hand, or read from the rendition cache when the publish writes the file (a chain's
    /// thousands of share cards are never held at once); nil when the cache has lost them since.
    private let load: @Sendable () -> [UInt8]?

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        load = { bytes }
    }

    /// The file kept in `cache` under `key`, read when its bytes are asked for.
    init(path: String, key: String, in cache: RenditionCache) {
        self.path = path
        load = { cache.read(key)?.bytes }
    }

    package var bytes: [UInt8]? { load() }

    package static func == (one: ImageFile, other: ImageFile) -> Bool {
        one.path == other.path && one.bytes == other.bytes
    }
}

/// Where a tile is: its week's snapshot file (which stores that carry it share) and its place in the feed.
struct TileAddress: Sendable, Hashable {
    var week: String
    var index: Int
}

/// A source shown in a tile drawn at given slots: the tiles that share both share a picture.
struct PictureKey: Sendable, Hashable {
    var source: ImageSource
    var shape: TileShapeInLayouts
}

/// The images of a build's tiles, as the image stage leaves them for Render: each picture, the images
/// shown as they are (SVG; every local image when there is no codec), the sources refused, and the
/// files to publish.
package struct TileImages: Sendable {
    /// Each tile's picture, by its week's snapshot file and its place in the feed.
    var pictures: [TileAddress: Picture] = [:]
    /// Output paths of images shown as they are, by source. Remote images linked are not here.
    var asIs: [ImageSource: String] = [:]
    /// Each tile's narrowest screen per layout its picture is drawn on, where the picture's shape is not
    /// known (`ImageStage.boxShownFrom`), by its week's snapshot file and its place in the feed.
    var boxShownFrom: [TileAddress: [Int]] = [:]
    /// Sources that cannot be shown (a corrupt file, a decompression bomb): their tiles show no image.
    var refused: Set<ImageSource> = []
    package var files: [ImageFile] = []
    package var warnings: [Diagnostic] = []
    /// Renditions encoded now, and taken from the cache.
    package var encoded = 0
    package var reused = 0
    /// The cache keys this build's renditions are kept under.
    var cacheKeys: Set<String> = []
    /// Each source's widest JPEG in any tile.
    var widest: [ImageSource: Picture.Candidate] = [:]
    /// The pages' share cards (`CardStage`); their files are in `files`.
    package var cards = ShareCards()

    package init() {}

    /// Whether a tile with `source` shows an image.
    func shows(_ source: ImageSource?) -> Bool {
        source.map { !refused.contains($0) } ?? false
    }

    /// Each layout's narrowest screen the picture of the special at `index` of the week whose snapshot
    /// is `week` is drawn on: its picture's, else its box's.
    func shownFrom(week: String, index: Int) -> [Int]? {
        picture(week: week, index: index)?.shownFrom ?? boxShownFrom[TileAddress(week: week, index: index)]
    }

    /// The picture of the special at `index` of the week whose snapshot is `week`, when it has renditions.
    func picture(week: String, index: Int) -> Picture? {
        pictures[TileAddress(week: week, index: index)]
    }

    /// The output path an image is published at, for links that leave the page (structured data, link
    /// previews): its widest JPEG, or the file as it is; nil for a remote image linked or one refused.
    func publishedPath(of source: ImageSource) -> String? {
        guard !refused.contains(source) else { return nil }
        if let path = asIs[source] { return path }
        if let widest = widest[source] { return widest.path }
        // A Static/ file that no tile draws is still published as it is.
        if case .local(let path) = source { return path }
        return nil
    }

    /// "12 encoded, 30 reused, 1 refused", for --timings.
    package var summary: String {
        "\(encoded) encoded, \(reused) reused, \(refused.count) refused"
    }
}
