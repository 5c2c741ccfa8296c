import Foundation

/// An image the build holds the bytes of: a file of Static/, or a remote image downloaded.
package struct HeldImage: Sendable {
    package var bytes: [UInt8]
    /// Where it came from, for messages: "Static/img/oranges.jpg" or its URL.
    package var origin: String
    /// Where it is published as it is, when it is: its Static/ path, or "images/<hash>.svg".
    package var path: String
    /// Whether the build must publish it itself (a download; Static/ is published anyway).
    package var publishedByStage: Bool
    package var isSVG: Bool
}

/// The image stage, between packing and rendering: renditions of every image a tile shows, sized for
/// the tile at each breakpoint.
///
/// In: every week a store shows (a chain's every store), their packings, the site's settings, the
/// images the build holds the bytes of. Out: `TileImages`, whose files the build publishes.
/// Steps:
/// 1. Each source's header is read (`ImageCodec.inspect`): a corrupt file or a decompression bomb is
///    refused with a warning and its tiles show no image. SVG passes through as it is.
/// 2. Each tile that shows its image gets the widths its slots need (`PictureSlots`), never above the
///    source's; tiles of one shape share them.
/// 3. Every width in JPEG, WebP and AVIF, from the cache or encoded on every core. Nothing is left for
///    later: the pages are the same however fast the machine is.
/// 4. Each rendition is published as `images/<name>-<width>.<hash>.<ext>`, named by its bytes.
/// With `encode` false (check) it stops after step 1.
struct ImageStage: Sendable {
    var codec: ImageCodec?
    var cache: RenditionCache = .none
    /// False for check: headers are read and problems reported, nothing is encoded.
    var encode = true

    static let formats: [ImageFormat] = [.avif, .webp, .jpeg]

    /// `weeks` are every week some store shows (once per snapshot file), `packed` their packings by
    /// snapshot file, and `shown` the snapshot files of the stores this build publishes. Every tile is
    /// planned, so that the widths tiles share are the same whichever stores a build publishes; only
    /// what the published stores show is encoded.
    func run(
        weeks: [Week], packed: [String: PackedWeek], shown: Set<String>, config: SiteConfig,
        held: [ImageSource: HeldImage],
        news: Set<TileAddress> = []
    ) -> TileImages {
        var result = TileImages()
        // Without a codec every image is shown as it is, as before renditions; but a downloaded SVG (it
        // may carry a script, under the store's own domain) is drawn into a raster, or left out.
        let rasters = held.filter { codec != nil && (!$0.value.isSVG || $0.value.publishedByStage) }
        for (source, image) in held where rasters[source] == nil {
            if image.isSVG && image.publishedByStage {
                refuse(
                    source,
                    ImageProblem(
                        "a downloaded SVG is published only drawn into a picture, and this build has no codec to draw it"
                    ),
                    into: &result)
                continue
            }
            result.asIs[source] = image.path
        }
        let imageTiles = Self.imageTiles(weeks: weeks, packed: packed, config: config, news: news)
        result.boxShownFrom = Self.boxShownFrom(imageTiles)
        guard let codec else { return finish(result, held: held) }

        // 1. Headers.
        let (sizes, hashes) = inspect(rasters, codec: codec, into: &result)

        // 2. The widths each tile's picture needs.
        var (plans, tiles) = Self.plans(imageTiles, sizes: sizes)
        warnSmall(sizes, plans: plans, into: &result)
        warnLarge(plans: plans, held: held, tiles: imageTiles, weeks: weeks, into: &result)
        guard encode else { return finish(result, held: held) }

        // Tiles of different shapes want widths close to each other: one rendition serves them all.
        plans = Self.sharingWidths(plans)

        // 3. Renditions of the pictures the published sites show, from the cache or encoded.
        // Links that leave the page (structured data, link previews) name each source's widest JPEG in
        // any tile: encoded whichever tiles the published stores show, so that they name the same file.
        var widest: [ImageSource: Int] = [:]
        for (key, plan) in plans { widest[key.source] = max(widest[key.source] ?? 0, plan.widths.max() ?? 0) }
        let needed = Set(tiles.filter { shown.contains($0.key.week) }.values)
        plans = plans.filter { needed.contains($0.key) }
        tiles = tiles.filter { shown.contains($0.key.week) }
        let linked = Self.linked(widest)
        let renditions = render(
            Self.jobs(linked: linked, plans: plans), codec: codec, rasters: rasters, hashes: hashes, into: &result)

        // 4. Pictures and their files.
        publish(plans, linked: linked, renditions: renditions, tiles: tiles, into: &result)
        return finish(result, held: held)
    }

    /// A tile that shows an image: where it is, the image, and how it is drawn in every layout.
    struct ImageTile {
        var address: TileAddress
        var source: ImageSource
        var shape: TileShapeInLayouts
    }

    /// Every tile of `weeks` that shows its image (a text-only tile on a phone alone), in feed order; the weeks
    /// side by side (a chain has hundreds, each tile's text worded to measure it).
    /// `news`: the tiles that carry the archive's news.
    static func imageTiles(
        weeks: [Week], packed: [String: PackedWeek], config: SiteConfig, news: Set<TileAddress> = []
    ) -> [ImageTile] {
        let words = SiteText(config)
        return weeks.parallelMap { week -> [ImageTile] in
            guard let packed = packed[week.file] else { return [] }
            // How much taller each picture may be on a phone, as the page's rows will leave it room.
            let texts = packed.specials.indices.map { index in
                var text = SpecialText(packed.specials[index].special, text: words)
                if news.contains(TileAddress(week: week.file, index: index)) { text.lowest = text.lowest ?? "" }
                return text
            }
            let growth = PhoneTiles(packed, texts: texts).growth
            return packed.specials.enumerated().compactMap { index, placed in
                let item = placed.special
                guard let source = item.image else { return nil }
                let kind = TileKind(
                    width: item.width, height: item.height, hasImage: true, config: config,
                    hasUnitPrice: item.size != nil)
                let address = TileAddress(week: week.file, index: index)
                var shape = TileShapeInLayouts(
                    placed, kind: kind, layout: packed.layout, isFirst: index == 0, words: words,
                    news: news.contains(address))
                shape.phoneGrowth = growth[index]
                return ImageTile(address: address, source: source, shape: shape)
            }
        }.flatMap { $0 }
    }

    /// For every tile that shows an image, each layout's narrowest screen its picture is drawn on when
    /// its shape is not known (an SVG, a linked image, any image without a codec): worked out once per
    /// tile shape, as the box's shorter side (a picture of aspect 1).
    static func boxShownFrom(_ tiles: [ImageTile]) -> [TileAddress: [Int]] {
        var byShape: [TileShapeInLayouts: [Int]] = [:]
        var result: [TileAddress: [Int]] = [:]
        for tile in tiles {
            if byShape[tile.shape] == nil {
                byShape[tile.shape] = PictureSlots(tile.shape, aspect: 1).slots.map(\.shownFrom)
            }
            result[tile.address] = byShape[tile.shape]
        }
        return result
    }

    /// `plans` with each source's widths merged across its tiles: a width within `closeEnough` below
    /// one already kept for the source is served by that one (widest first, so none is served by a
    /// narrower one).
    static func sharingWidths(
        _ plans: [PictureKey: (slots: PictureSlots, widths: [Int])]
    ) -> [PictureKey: (slots: PictureSlots, widths: [Int])] {
        var kept: [ImageSource: [Int]] = [:]
        for (key, plan) in plans { kept[key.source, default: []] += plan.widths }
        let merged = kept.mapValues { widths -> [Int] in
            var result: [Int] = []
            for width in Set(widths).sorted(by: >)
            where !result.contains(where: { Double($0) <= Double(width) * PictureSlots.closeEnough }) {
                result.append(width)
            }
            return result.sorted()
        }
        return plans.mapValues { plan in plan }.reduce(into: [:]) { result, entry in
            // Every plan's source has its merged widths: they were made from the plans.
            let widths = merged[entry.key.source] ?? entry.value.widths
            let served = Set(entry.value.widths.map { width in widths.first { $0 >= width } ?? width })
            result[entry.key] = (entry.value.slots, served.sorted())
        }
    }

    /// One rendition to make: a source at a width in a format.
    struct Job: Sendable, Hashable {
        var source: ImageSource
        var request: RenditionRequest
    }

    /// Leaves `source` out, with a warning saying why.
    func refuse(
        _ source: ImageSource, _ problem: ImageProblem, into result: inout TileImages
    ) {
        result.refused.insert(source)
        result.warnings.append(
            .warning("not shown: \(problem.reason); its tile shows no image", in: source.origin))
    }

    /// The widest an SVG is drawn into a rendition.
    static let drawingWidth = 2400

    /// Downloads shown as they are are published by the stage; Static/ is published anyway.
    private func finish(_ result: TileImages, held: [ImageSource: HeldImage]) -> TileImages {
        var result = result
        for (source, path) in result.asIs {
            guard let image = held[source], image.publishedByStage else { continue }
            result.files.append(ImageFile(path: path, bytes: image.bytes))
        }
        result.files.sort { $0.path < $1.path }
        result.warnings.sort { $0.file < $1.file }
        return result
    }

    /// "images/oranges-434.3f2a9c0d1e.avif": the source's name for people, the bytes' hash for caches.
    static func path(for image: EncodedImage, format: ImageFormat, origin: String) -> String {
        let last = origin.split(separator: "/").last.map(String.init) ?? "image"
        let stem = String(
            Slug.readable(String(last.split(separator: ".").first ?? "image"), fallback: "image").prefix(40))
        return "images/\(stem)-\(image.width).\(ContentHash.hex(image.bytes).prefix(10)).\(format.fileExtension)"
    }
}
