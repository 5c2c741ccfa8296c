import Foundation

/// The images stage of a build: which pictures the published stores show, the new ones, and those held
/// from the last publish.
extension SiteBuilder {
    /// The images some tile of a week shows (a text-only tile on a phone).
    static func shownImages(_ loaded: Loaded) -> Set<ImageSource> {
        Set(loaded.weeks.flatMap(\.specials).compactMap(\.image))
    }

    /// The image stage over `loaded`'s weeks: every tile planned, what the published stores show encoded,
    /// the images known to be `broken` (by URL) refused.
    static func images(
        _ loaded: Loaded, packed: [String: PackedWeek], stage: ImageStage, downloaded: [String: LocalImage] = [:],
        broken: Set<String> = []
    ) -> TileImages {
        let shown = Set(loaded.published.flatMap(\.site.weeks).map(\.file))
        var images = stage.run(
            weeks: loaded.weeks, packed: packed, shown: shown, config: loaded.config,
            held: heldImages(loaded, downloaded: downloaded),
            news: news(loaded))
        // A picture known to be broken is not published: its tiles are laid out without it.
        images.refused.formUnion(broken.map(ImageSource.remote))
        return images
    }

    /// `images` with the share cards of every published week page and item page (`CardStage`), drawn
    /// with the pictures the build holds and the image stage did not refuse; their files among its files.
    static func cards(
        _ loaded: Loaded, images: TileImages, stage: ImageStage, downloaded: [String: LocalImage] = [:]
    ) -> TileImages {
        var images = images
        let cards = CardStage(codec: stage.codec, cache: stage.cache).run(
            loaded, held: heldImages(loaded, downloaded: downloaded), refused: images.refused)
        images.cards = cards
        images.files = (images.files + cards.files).sorted { $0.path < $1.path }
        images.warnings += cards.warnings
        images.cacheKeys.formUnion(cards.cacheKeys)
        return images
    }

    /// The tiles that carry the archive's news ("Lowest price in 6 weeks"), by week file and place: above
    /// a picture, a band that takes its share of the tile's height.
    static func news(_ loaded: Loaded) -> Set<TileAddress> {
        var news: Set<TileAddress> = []
        // A chain's stores share their price list's catalog: each is read once.
        var seen: Set<String> = []
        for site in loaded.sites.map(\.site) where seen.insert(site.catalog.id).inserted {
            for week in site.weeks {
                for (index, standing) in (site.catalog.standings[week.date] ?? []).enumerated()
                where standing.lowestInWeeks != nil {
                    news.insert(TileAddress(week: week.file, index: index))
                }
            }
        }
        return news
    }

    /// Every image a tile shows that the build holds the bytes of: files of Static/, and remote images
    /// downloaded (`downloaded`, by URL).
    static func heldImages(_ loaded: Loaded, downloaded: [String: LocalImage] = [:]) -> [ImageSource: HeldImage] {
        var held: [ImageSource: HeldImage] = [:]
        for source in shownImages(loaded) {
            switch source {
            case .local(let path):
                guard let bytes = loaded.staticFiles[path] else { continue }
                held[source] = HeldImage(
                    bytes: bytes, origin: source.origin, path: path,
                    publishedByStage: false, isSVG: path.lowercased().hasSuffix(".svg"))
            case .remote(let url):
                guard let copy = downloaded[url] else { continue }
                held[source] = HeldImage(
                    bytes: copy.contents, origin: source.origin, path: copy.path, publishedByStage: true,
                    isSVG: copy.path.hasSuffix(".svg"))
            }
        }
        return held
    }
}
