import Foundation

/// The image stage's steps, in the order `run` takes them.
extension ImageStage {
    /// Step 1: each source's header, or a warning refusing it; and each readable source's hash.
    func inspect(
        _ rasters: [ImageSource: HeldImage], codec: ImageCodec, into result: inout TileImages
    ) -> (sizes: [ImageSource: ImageHeader], hashes: [ImageSource: String]) {
        let sources = rasters.sorted { "\($0.key)" < "\($1.key)" }
        let headers = sources.parallelMap { codec.inspect($0.value.bytes) }
        var sizes: [ImageSource: ImageHeader] = [:]
        for ((source, _), header) in zip(sources, headers) {
            switch header {
            case .success(let header): sizes[source] = header
            case .failure(let problem): refuse(source, problem, into: &result)
            }
        }
        let hashes = Dictionary(
            uniqueKeysWithValues: sources.filter { sizes[$0.key] != nil }.map {
                ($0.key, ContentHash.hex($0.value.bytes))
            })
        return (sizes, hashes)
    }

    /// Step 2: the picture each tile shows (by its source and shape), and the widths each picture needs.
    static func plans(
        _ imageTiles: [ImageTile], sizes: [ImageSource: ImageHeader]
    ) -> (plans: [PictureKey: (slots: PictureSlots, widths: [Int])], tiles: [TileAddress: PictureKey]) {
        var plans: [PictureKey: (slots: PictureSlots, widths: [Int])] = [:]
        var tiles: [TileAddress: PictureKey] = [:]
        for tile in imageTiles {
            guard let header = sizes[tile.source] else { continue }
            let key = PictureKey(source: tile.source, shape: tile.shape)
            tiles[tile.address] = key
            if plans[key] == nil {
                let slots = PictureSlots(key.shape, aspect: Double(header.width) / Double(header.height))
                // A drawing is as sharp at any width: an SVG is drawn as wide as the tile needs.
                plans[key] = (
                    slots, slots.candidateWidths(sourceWidth: header.format == "svg" ? Self.drawingWidth : header.width)
                )
            }
        }
        return (plans, tiles)
    }

    /// The JPEG each source is linked by from outside the page, at its widest.
    static func linked(_ widest: [ImageSource: Int]) -> [Job] {
        widest.map { source, width in
            Job(
                source: source,
                request: RenditionRequest(width: width, format: .jpeg, background: ThemeGeometry.tileBackground))
        }
    }

    /// Every rendition to make, the linked ones and each width of each plan in each format; AVIF last.
    static func jobs(linked: [Job], plans: [PictureKey: (slots: PictureSlots, widths: [Int])]) -> [Job] {
        Set(
            linked
                + plans.flatMap { key, plan in
                    plan.widths.flatMap { width in
                        Self.formats.map {
                            Job(
                                source: key.source,
                                request: RenditionRequest(
                                    width: width, format: $0, background: ThemeGeometry.tileBackground))
                        }
                    }
                }
        ).sorted {
            ($0.request.format == .avif ? 1 : 0, "\($0.source)", $0.request.width, $0.request.format.rawValue)
                < ($1.request.format == .avif ? 1 : 0, "\($1.source)", $1.request.width, $1.request.format.rawValue)
        }
    }

    /// Step 3: each job's rendition and its cache key, from the cache or encoded on every core.
    func render(
        _ jobs: [Job], codec: ImageCodec, rasters: [ImageSource: HeldImage], hashes: [ImageSource: String],
        into result: inout TileImages
    ) -> [Job: (key: String, image: EncodedImage)] {
        var renditions: [Job: (key: String, image: EncodedImage)] = [:]
        var missing: [Job] = []
        for job in jobs {
            let key = RenditionCache.key(codec: codec.identity, source: hashes[job.source]!, job.request)
            if let kept = cache.read(key) {
                result.reused += 1
                renditions[job] = (key, kept)
            } else {
                missing.append(job)
            }
        }
        // Each source decoded once per width for all its formats.
        let bySource = Dictionary(grouping: missing, by: \.source).sorted { "\($0.key)" < "\($1.key)" }
        let encoded = bySource.parallelMap { source, jobs in codec.encode(rasters[source]!.bytes, jobs.map(\.request)) }
        for ((source, jobs), results) in zip(bySource, encoded) {
            for (job, outcome) in zip(jobs, results) {
                switch outcome {
                case .success(let image):
                    let key = RenditionCache.key(codec: codec.identity, source: hashes[source]!, job.request)
                    cache.write(key, image)
                    result.encoded += 1
                    renditions[job] = (key, image)
                case .failure(let problem):
                    if !result.refused.contains(source) { refuse(source, problem, into: &result) }
                }
            }
        }

        return renditions
    }

    /// Step 4: each plan's picture in every format and the linked JPEGs, with their files.
    func publish(
        _ plans: [PictureKey: (slots: PictureSlots, widths: [Int])], linked: [Job],
        renditions: [Job: (key: String, image: EncodedImage)], tiles: [TileAddress: PictureKey],
        into result: inout TileImages
    ) {
        var files: [String: ImageFile] = [:]
        var pictures: [PictureKey: Picture] = [:]
        for (key, plan) in plans where !result.refused.contains(key.source) {
            func candidates(_ format: ImageFormat) -> [Picture.Candidate]? {
                var list: [Picture.Candidate] = []
                for width in plan.widths {
                    let job = Job(
                        source: key.source,
                        request: RenditionRequest(
                            width: width, format: format, background: ThemeGeometry.tileBackground))
                    guard let (cacheKey, image) = renditions[job] else { return nil }
                    let path = Self.path(for: image, format: format, origin: key.source.origin)
                    files[path] = ImageFile(path: path, bytes: image.bytes)
                    result.cacheKeys.insert(cacheKey)
                    list.append(Picture.Candidate(path: path, width: image.width, height: image.height))
                }
                return list
            }
            guard let jpeg = candidates(.jpeg), let webp = candidates(.webp) else { continue }
            let avif = candidates(.avif).map { [Picture.Source(format: .avif, candidates: $0)] } ?? []
            pictures[key] = Picture(
                sources: avif + [Picture.Source(format: .webp, candidates: webp)], fallback: jpeg,
                sizes: plan.slots.sizes,
                shownFrom: plan.slots.slots.map(\.shownFrom), phoneGrowth: plan.slots.phone?.growth ?? 0)
        }
        for job in linked.sorted(by: { "\($0.source)" < "\($1.source)" }) where !result.refused.contains(job.source) {
            guard let (cacheKey, image) = renditions[job] else { continue }
            let path = Self.path(for: image, format: .jpeg, origin: job.source.origin)
            files[path] = ImageFile(path: path, bytes: image.bytes)
            result.cacheKeys.insert(cacheKey)
            result.widest[job.source] = Picture.Candidate(path: path, width: image.width, height: image.height)
        }
        result.pictures = tiles.compactMapValues { pictures[$0] }
        result.files = files.values.sorted { $0.path < $1.path }
    }
}
