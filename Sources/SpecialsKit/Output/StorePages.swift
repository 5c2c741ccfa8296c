/// What a chain's store's pages, or a shared price list's item pages, are made from, as one hash per
/// folder of the output ("stores/downtown/", "regions/north/", "items/"): a folder whose hash is the
/// one the last publish recorded, over an output as that publish left it, is not rendered again; its
/// files are kept as they are.
///
/// Those pages are a function of the inputs every store shares (site.yml, stores.yml, the templates,
/// the notes, Static/, the chain's own feeds, the build's options and binary: `shared`), of the
/// snapshots shown and the days they run, of the store's or list's day, and of the pictures its tiles
/// show, whose widths the tiles of the whole chain decide together.
struct StorePages: Sendable {
    /// The fingerprint of every input but the regional and store feeds, with the build's context.
    var shared: String
    /// Each snapshot's hash, by its path in the site folder.
    var snapshots: [String: String]

    init(inputs: SiteInputs, context: String) {
        shared = inputs.fingerprint(context, excluding: [SitePaths.regions, SitePaths.storeFeeds])
        snapshots = Dictionary(
            uniqueKeysWithValues: inputs.files(below: SitePaths.content).filter { $0.path.hasSuffix(".json") }.map {
                file in
                (SitePaths.content + "/" + file.path, ContentHash.hex(file.bytes))
            })
    }

    /// The hash of what the pages of `site` in `folder` are made from, with the pictures of `images`;
    /// `weeks` holds each snapshot's part once computed (`week(_:images:)`), by its file.
    func key(_ folder: String, site: Site, images: TileImages, weeks: [String: String] = [:]) -> String {
        var hash = StreamingHash()
        hash.add("\(shared)\n\(folder)\n\(site.today)\n\(site.priceList)\n")
        for week in site.weeks {
            hash.add("\(week.file) \(week.validThrough)\n")
            hash.add(weeks[week.file] ?? self.week(week, images: images))
        }
        return hash.hex
    }

    /// What a snapshot adds to the hash of every store that shows it: its bytes' hash and each tile's
    /// picture, the same for every store.
    func week(_ week: Week, images: TileImages) -> String {
        var hash = StreamingHash()
        hash.add("\(snapshots[week.file] ?? "?")\n")
        for (index, item) in week.specials.enumerated() {
            let picture = images.picture(week: week.file, index: index)?.digest ?? "-"
            let linked = item.image.flatMap(images.publishedPath) ?? "-"
            hash.add("\(picture) \(linked) \(images.shows(item.image))\n")
        }
        return hash.hex
    }
}
