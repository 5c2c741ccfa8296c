import Foundation
import Synchronization

/// The card stage, after the images and before rendering: a share card for every week page and item
/// page the build publishes.
///
/// In: the loaded sites, the images the build holds the bytes of (Static/'s, downloads), the sources
/// the image stage refused. Out: `ShareCards`, whose files the build publishes.
/// Steps:
/// 1. The theme's colours from its stylesheet (`CardTheme`), and each held picture's hash.
/// 2. Each page's card as a layout (`CardPlanner`, `CardLayout`), in the site's words: pure values.
/// 3. Each card's key: the hash of its layout, its pictures' bytes (by their hash, in the layout) and
///    how cards are drawn (`ImageCodec.cardIdentity`). Cards alike (a chain's stores that show the same
///    ad) are one card.
/// 4. Each card from the cache (`RenditionCache`, the renditions' own), or drawn on every core: a build
///    whose weeks did not change draws nothing.
/// 5. Each card is published as `cards/<stem>.<key>.jpg`: named by what it shows, so that its path is
///    known before it is drawn and the same in every build that shows the same.
/// Without a codec that draws, there are no cards: pages keep the link preview they had.
struct CardStage: Sendable {
    var codec: ImageCodec?
    var cache: RenditionCache = .none

    func run(_ loaded: SiteBuilder.Loaded, held: [ImageSource: HeldImage], refused: Set<ImageSource>) -> ShareCards {
        guard let codec, let draw = codec.drawCard else { return ShareCards() }
        // 1. Colours and pictures.
        let theme = CardTheme(
            stylesheet: SiteRenderer.stylesheet(config: loaded.config, templates: loaded.templates).render())
        let sources = held.keys.filter { !refused.contains($0) }.sorted { "\($0)" < "\($1)" }
        let hashes = sources.parallelMap { ContentHash.hex(held[$0]!.bytes) }
        let pictures = Dictionary(uniqueKeysWithValues: zip(sources, hashes))
        let bytes = Dictionary(zip(hashes, sources.map { held[$0]!.bytes }), uniquingKeysWith: { first, _ in first })
        // 2. and 3. Layouts, keys and paths. A key's card file is named by the first page, in the plan's
        // order, that shows it.
        let identity = codec.identity + "\n" + codec.cardIdentity
        let planned = Self.plan(loaded, theme: theme, pictures: pictures, identity: identity)
        var result = ShareCards()
        var cards: [String: (path: String, card: ShareCard)] = [:]
        for plan in planned.pages {
            let path = cards[plan.key]?.path ?? "cards/\(plan.stem).\(plan.key.prefix(12)).jpg"
            if cards[plan.key] == nil, let card = planned.cards[plan.key] { cards[plan.key] = (path, card) }
            if plan.isWeek { result.weeks[plan.page] = path } else { result.items[plan.page] = path }
        }
        // 4. From the cache, or drawn.
        let files = drawn(cards, pictures: bytes, draw: draw, into: &result)
        // 5. Files; a page whose card could not be drawn links to none.
        result.files = files.values.sorted { $0.path < $1.path }
        result.cacheKeys = Set(files.keys)
        let published = Set(result.files.map(\.path))
        result.weeks = result.weeks.filter { published.contains($0.value) }
        result.items = result.items.filter { published.contains($0.value) }
        for key in cards.keys.sorted() where files[key] == nil {
            result.warnings.append(
                .warning("the share card is not drawn; its pages link to none", in: cards[key]!.path))
        }
        return result
    }

    /// A page's card as `plan` leaves it: its key, by which `plan` keeps the layout once.
    struct KeyedPage: Sendable {
        var page: String
        var isWeek: Bool
        var stem: String
        var key: String
    }

    /// Every published store's weeks, and the items of every price list whose item pages the build
    /// publishes (a shared list's, a store's own, the one site's), keyed (`key`) on every core: each
    /// page with its card's key, and each card once by its key. A chain's stores that show one ad share
    /// its cards, so a 10,000-store chain holds its few thousand cards, not one a page.
    static func plan(
        _ loaded: SiteBuilder.Loaded, theme: CardTheme, pictures: [ImageSource: String], identity: String
    ) -> (pages: [KeyedPage], cards: [String: ShareCard]) {
        let catalogs =
            loaded.publishedLists.map(\.site)
            + loaded.published.filter { $0.site.priceList == $0.folder }.map(\.site)
        // A chain's cards name the chain: its stores that show one ad share its card.
        let title = loaded.chain == nil ? nil : SiteText(loaded.config).title
        let cards = Mutex<[String: ShareCard]>([:])
        let keyed = { @Sendable (planned: [CardPlanner.Planned]) -> [KeyedPage] in
            planned.map { plan in
                let key = Self.key(plan.card, identity: identity)
                cards.withLock { if $0[key] == nil { $0[key] = plan.card } }
                return KeyedPage(page: plan.page, isWeek: plan.isWeek, stem: plan.stem, key: key)
            }
        }
        let weeks = loaded.published.parallelMap { storeSite in
            keyed(
                CardPlanner(site: storeSite.site, title: title, theme: theme, pictures: pictures)
                    .weeks(folder: storeSite.folder))
        }
        let items = catalogs.parallelMap {
            keyed(CardPlanner(site: $0, title: title, theme: theme, pictures: pictures).items())
        }
        return ((weeks + items).flatMap { $0 }, cards.withLock { $0 })
    }

    /// Each card's file by its key: kept in the cache, or drawn on every core and kept there; its bytes
    /// are read from the cache when the publish writes it (held only where the cache keeps none), so a
    /// chain's thousands of cards are never in memory at once. A card that cannot be drawn is left out.
    private func drawn(
        _ cards: [String: (path: String, card: ShareCard)], pictures: [String: [UInt8]],
        draw: @Sendable (ShareCard, [String: [UInt8]]) -> Result<EncodedImage, ImageProblem>,
        into result: inout ShareCards
    ) -> [String: ImageFile] {
        var files: [String: ImageFile] = [:]
        var missing: [String] = []
        for key in cards.keys.sorted() {
            if cache.has(key) {
                files[key] = ImageFile(path: cards[key]!.path, key: key, in: cache)
                result.reused += 1
            } else {
                missing.append(key)
            }
        }
        let drawn = missing.parallelMap { [cache] key -> ImageFile? in
            let (path, card) = cards[key]!
            let used = Set(card.pictures.map(\.source))
            guard case .success(let image) = draw(card, pictures.filter { used.contains($0.key) }) else { return nil }
            cache.write(key, image)
            return cache.has(key) ? ImageFile(path: path, key: key, in: cache) : ImageFile(path: path, bytes: image.bytes)
        }
        for (key, file) in zip(missing, drawn) {
            guard let file else { continue }
            files[key] = file
            result.drawn += 1
        }
        return files
    }

    /// What decides a card's bytes: its layout (its pictures by their bytes' hash) and how it is drawn.
    static func key(_ card: ShareCard, identity: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let layout = (try? encoder.encode(card)).map { Array($0) } ?? Array("\(card)".utf8)
        return ContentHash.hex(Array("card\n\(identity)\n".utf8) + layout)
    }
}
