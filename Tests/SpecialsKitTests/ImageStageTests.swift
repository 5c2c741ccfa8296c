import Foundation
import SpecialsTestSupport
import Synchronization
import Testing

@testable import SpecialsKit

/// The image stage with a codec that stands in for libvips: an "image" is the text `IMG <width>
/// <height>`, `IMG-ALPHA ...` with alpha, anything else refused; a rendition is `<format> <width>x<height>`.
enum StubCodec {
    static let encodes = Counter()

    static let codec = ImageCodec(
        identity: "stub 1",
        inspect: { bytes in
            let parts = String(decoding: bytes, as: UTF8.self).split(separator: " ")
            guard parts.count == 3, parts[0].hasPrefix("IMG"), let width = Int(parts[1]), let height = Int(parts[2])
            else {
                return .failure(ImageProblem("not an image the stub reads"))
            }
            return .success(ImageHeader(width: width, height: height, hasAlpha: parts[0] == "IMG-ALPHA", format: "png"))
        },
        encode: { bytes, requests in
            let parts = String(decoding: bytes, as: UTF8.self).split(separator: " ")
            return requests.map { request in
                encodes.add(request.format)
                guard parts.count == 3, let width = Int(parts[1]), let height = Int(parts[2]) else {
                    return .failure(ImageProblem("it cannot be read: stub"))
                }
                let shown = min(width, request.width)
                let tall = max(1, shown * height / width)
                return .success(
                    EncodedImage(
                        bytes: Array("\(request.format.rawValue) \(shown)x\(tall)".utf8), width: shown, height: tall))
            }
        }
    )

    final class Counter: Sendable {
        private let counts = Mutex<[ImageFormat: Int]>([:])
        func add(_ format: ImageFormat) { counts.withLock { $0[format, default: 0] += 1 } }
        func take() -> [ImageFormat: Int] {
            counts.withLock { counts in
                defer { counts = [:] }
                return counts
            }
        }
    }
}

@Suite(.serialized) struct ImageStageTests {
    static let options = BuildOptions(now: .day(Day("2026-11-21")!))

    /// A week of four tiles: a full one and an image-only one showing photos, a text-only one whose
    /// photo only a phone shows, and one with an SVG.
    static let feed = """
        {"canvasUnit": 16, "managerSpecials": [
          {"display_name": "Navel Oranges 4LBS", "width": 8, "height": 8, "price": "3.99", "original_price": "5.99", "imageUrl": "img/oranges.png"},
          {"display_name": "Hass Avocados 4CT", "width": 3, "height": 3, "price": "4.00", "imageUrl": "img/avocado.png"},
          {"display_name": "Large Eggs 12 ct", "width": 4, "height": 4, "price": "3.79", "imageUrl": "img/eggs.png"},
          {"display_name": "Bread 24 oz", "width": 8, "height": 4, "price": "2.49", "imageUrl": "img/bread.svg"}]}
        """

    func site(_ sandbox: Sandbox, oranges: String = "IMG 1200 1200") throws -> String {
        let site = try sandbox.site(
            feed: Self.feed,
            settings: Sandbox.settings
                + "layouts:\n  - {columns: 16, min_width: 0}\n  - {columns: 32, min_width: 900}\n")
        try sandbox.write(oranges, to: "site/Static/img/oranges.png")
        try sandbox.write("IMG-ALPHA 400 400", to: "site/Static/img/avocado.png")
        try sandbox.write("IMG 600 600", to: "site/Static/img/eggs.png")
        try sandbox.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "site/Static/img/bread.svg")
        return site
    }

    func publisher(_ site: String) -> SitePublisher {
        var publisher = SitePublisher(site: site, options: Self.options)
        publisher.codec = StubCodec.codec
        return publisher
    }

    func images(in output: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: output + "/images")) ?? []).sorted()
    }

    @Test func tilesShowPicturesSizedForThemAndTheFirstLoadsFirst() async throws {
        let sandbox = try Sandbox()
        let result = try await publisher(try site(sandbox)).render()
        let page = try #require(result.files.text("index.html"))
        let tiles = page.matches(
            of: /<li class="tile[^"]*"[^>]*>\n<a class="tile__link"[^\n]*\n(?:<button class="tile__add"[^\n]*\n)?(.*)\n/
        ).map { String($0.1) }
        #expect(tiles.count == 4)
        // The oranges: every format, JPEG last in the img; eager, first, never lazy; drawn on every screen.
        let oranges = tiles[0]
        #expect(oranges.hasPrefix("<picture><source type=\"image/avif\" srcset=\"images/oranges-"))
        #expect(oranges.contains("<source type=\"image/webp\" srcset=\"images/oranges-"))
        #expect(oranges.contains(" fetchpriority=\"high\" decoding=\"async\"></picture>"))
        #expect(!oranges.contains("loading=\"lazy\""))
        let srcset = try #require(oranges.firstMatch(of: /<img src="([^"]*)" srcset="([^"]*)" sizes="([^"]*)"/))
        let widths = srcset.2.split(separator: ", ").map { Int($0.split(separator: " ")[1].dropLast())! }
        #expect(widths == widths.sorted() && widths.count >= 4, "\(srcset.2)")
        #expect(
            srcset.1 == "images/oranges-\(widths[0])."
                + (srcset.1.split(separator: ".").dropFirst().joined(separator: ".")))
        #expect(widths.allSatisfy { $0 <= 1200 }, "never above the source")
        // sizes: plain lengths; a phone's first (the picture 80 px tall, so 80 px wide), then the widest
        // screens first, ending with the first breakpoint's narrowest.
        let sizes = srcset.3.split(separator: ", ")
        #expect(sizes.first == "(max-width: 559.98px) 80px")
        #expect(sizes[1] == "(min-width: 1280px) \(sizes[1].split(separator: " ").last!)")
        #expect(
            sizes.dropFirst().allSatisfy { $0.wholeMatch(of: /(\(min-width: \d+px\) )?\d+(\.\d+)?(vw|px)/) != nil },
            "\(srcset.3)")
        #expect(widths.contains(80) && widths.contains(160), "a phone's 1x and 2x: \(widths)")
        #expect(sizes.last?.hasSuffix("vw") == true && !sizes.last!.contains("min-width"))
        // The avocado: alone in its tile, lazy, alt text carrying the price.
        #expect(tiles[1].contains("alt=\"Hass Avocados 4CT, $4.00\""))
        #expect(tiles[1].contains("loading=\"lazy\""))
        // The eggs: a text-only tile, its picture on a phone alone (from 560 px on its sources offer
        // nothing to fetch); the bread's SVG as it is.
        #expect(
            tiles[2].hasPrefix(
                "<picture><source media=\"screen and (min-width: 560px) and (max-width: 899.98px), "
                    + "screen and (min-width: 900px)\" srcset=\"data:image/gif;base64,"))
        // On a phone the eggs are estimated within a line of their row's other special, so their picture
        // may grow by a line: 108 px tall, 100 px wide.
        #expect(tiles[2].contains("sizes=\"(max-width: 559.98px) 100px, 1px\""))
        #expect(tiles[3].hasPrefix("<img src=\"img/bread.svg\""))
        // Only what tiles show is published, each file named by its bytes.
        let published = result.files.map(\.path).filter { $0.hasPrefix("images/") }
        #expect(
            !published.isEmpty
                && published.allSatisfy { path in
                    ["oranges", "avocado", "eggs"].contains { path.hasPrefix("images/\($0)-") }
                })
        for file in result.files where file.path.hasPrefix("images/") {
            #expect(file.path.contains(".\(ContentHash.hex(file.contents).prefix(10))."))
        }
        // The transparent avocado: JPEG renditions asked on the tile's colour.
        #expect(result.warnings.filter { $0.file.hasPrefix("Static/") } == [])
    }

    /// A 40 MB photo in Static/ shown through its renditions is still published whole: a warning names
    /// it, its size, the widest rendition and the specials that show it.
    @Test func aStaticPhotoFarLargerThanItsRenditionsIsWarnedAbout() async throws {
        let sandbox = try Sandbox()
        let site = try site(sandbox, oranges: "IMG 6000 6000" + String(repeating: " ", count: 6_000_000))
        let result = try await publisher(site).render()
        let warning = try #require(result.warnings.first { $0.file == "Static/img/oranges.png" })
        let widest = try #require(
            result.files.map(\.path).filter { $0.hasPrefix("images/oranges-") && $0.hasSuffix(".jpg") }
                .compactMap { Int($0.dropFirst("images/oranges-".count).prefix { $0.isNumber }) }.max())
        #expect(
            warning.description
                == "Static/img/oranges.png: warning: it is 6.0 MB and is published whole (Static/ is copied as it is), while "
                + "\"Navel Oranges 4LBS\" shows it through renditions at most \(widest) px wide; a copy that wide would do"
        )
        #expect(result.files.contains { $0.path == "img/oranges.png" }, "published whole all the same")
    }

    @Test func aWeeklyRebuildEncodesNothingAndKeepsEveryFilesInode() async throws {
        let sandbox = try Sandbox()
        let site = try site(sandbox)
        _ = StubCodec.encodes.take()
        _ = try await publisher(site).publish()
        let first = StubCodec.encodes.take()
        #expect(first[.jpeg, default: 0] > 0 && first[.webp] == first[.jpeg] && first[.avif] == first[.jpeg])
        let before = FolderSnapshot(site + "/public/images")
        try sandbox.write(
            "---\ntitle: New\ndate: 2026-11-16\n---\nA change, so the site is built again.\n",
            to: "site/Content/notes/new.md")
        guard case .published(_, _, let report, _) = try await publisher(site).publish() else {
            Issue.record("not published")
            return
        }
        #expect(StubCodec.encodes.take().isEmpty, "nothing encoded")
        #expect(FolderSnapshot(site + "/public/images") == before, "the same files, the same inodes")
        #expect(!report.written.contains { $0.hasPrefix("images/") })
    }

    /// The image budget bounds downloads only: a build given no time at all encodes every format and
    /// publishes the very bytes a build given plenty does.
    @Test func theImageBudgetNeverChangesWhatIsPublished() async throws {
        let sandbox = try Sandbox()
        let site = try site(sandbox)
        var hurried = publisher(site)
        hurried.imageDeadline = .zero
        hurried.output = sandbox.path("hurried")
        _ = StubCodec.encodes.take()
        _ = try await hurried.publish()
        #expect(StubCodec.encodes.take()[.avif, default: 0] > 0, "AVIF is encoded however little time there is")
        var patient = publisher(site)
        patient.imageDeadline = .seconds(600)
        patient.output = sandbox.path("patient")
        _ = try await patient.publish()
        let files = DiskSink.listFiles(sandbox.path("hurried")).filter { !$0.hasPrefix(".") }
        #expect(files == DiskSink.listFiles(sandbox.path("patient")).filter { !$0.hasPrefix(".") })
        #expect(files.contains { $0.hasSuffix(".avif") })
        for file in files {
            #expect(sandbox.read("hurried/" + file) == sandbox.read("patient/" + file), "\(file) differs")
        }
    }

    @Test func anImageThatIsNoImageIsWarnedAboutAndItsTileShowsNone() async throws {
        let sandbox = try Sandbox()
        let result = try await publisher(try site(sandbox, oranges: "<html>not a photo</html>")).render()
        #expect(
            result.warnings.map(\.description) == [
                "Static/img/oranges.png: warning: not shown: not an image the stub reads; its tile shows no image"
            ])
        let page = try #require(result.files.text("index.html"))
        let oranges = try #require(
            page.firstMatch(
                of: /<li class="tile t\d+ ([^"]*)" data-w="8" data-h="8"[^>]*>\n<a class="tile__link"[^\n]*\n([^\n]*)\n/))
        #expect(oranges.1 == "tile--text" && !oranges.2.contains("<img"))
        // check reads the same header and says the same, encoding nothing.
        _ = StubCodec.encodes.take()
        let checked = try await publisher(sandbox.path("site")).check()
        #expect(checked.warnings == result.warnings)
        #expect(StubCodec.encodes.take().isEmpty)
    }

    @Test func theCacheKeepsWhatTheLastThreeBuildsUsed() async throws {
        let sandbox = try Sandbox()
        let site = try site(sandbox)
        let cache = site + "/.specials-cache/renditions"
        var kept: [Set<String>] = []
        for size in [1200, 1100, 1000, 900] {
            try sandbox.write("IMG \(size) \(size)", to: "site/Static/img/oranges.png")
            _ = try await publisher(site).publish()
            kept.append(Set(try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0 != "generations" }))
        }
        #expect(kept[1].isSuperset(of: kept[0]) && kept[2].isSuperset(of: kept[1]), "three builds' renditions kept")
        #expect(!kept[3].isSuperset(of: kept[0]), "the first build's oranges went after three more")
        #expect(kept[3].isSuperset(of: kept[2].subtracting(kept[0])))
        // Deleting the cache is safe: the next build encodes again.
        try FileManager.default.removeItem(atPath: site + "/.specials-cache")
        try sandbox.write("IMG 800 800", to: "site/Static/img/oranges.png")
        _ = StubCodec.encodes.take()
        _ = try await publisher(site).publish()
        #expect(!StubCodec.encodes.take().isEmpty)
    }

    /// Whatever width a screen needs between a breakpoint's narrowest and widest, at 1x or 2x, some
    /// candidate holds at most 2.45 times its pixels (1.566 times its width), and none is needlessly
    /// wider than the widest need.
    @Test(arguments: 0..<200)
    func candidatesCoverEveryWidthAScreenNeeds(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) + 1)
        let columns = [8, 16, 24, 32][random.next(4)]
        let cells = 1 + random.next(columns)
        let rows = 1 + random.next(columns)
        let kinds: [TileKind] = [.full, .wide, .image]
        let kind = kinds[random.next(3)]
        let text = TextBlock(
            name: "Honeycrisp Apples 3 lb Bag", price: "$4.99", unitLine: "3 lb · $0.125/oz", saving: "Save $1.50 (23%)"
        )
        let slot = PictureSlot(
            minWidth: 0, nextMinWidth: [600, 900, nil][random.next(3)], cells: cells, rows: rows, columns: columns,
            kind: kind, aspect: [0.75, 1, 1.5][random.next(3)],
            text: kind == .full ? text : nil)
        let slots = PictureSlots(slots: [slot])
        let candidates = slots.candidateWidths(sourceWidth: 5000)
        let drawn = slot.drawnWidths
        for need in stride(
            from: max(1, 2 * drawn.lowerBound), through: 2 * drawn.upperBound, by: max(1, drawn.upperBound / 50))
        {
            let picked = candidates.first { Double($0) >= need } ?? candidates.last!
            #expect(Double(picked) <= max(need * 1.566, need + 2), "need \(need): \(candidates)")
        }
        #expect(
            Double(candidates.last!)
                <= max(2 * slot.boxWidth(at: slot.viewports.upperBound) + 1, 2 * drawn.upperBound + 1))
        #expect(slots.candidateWidths(sourceWidth: 100).allSatisfy { $0 <= 100 })
    }

    /// Each step of `sizes` says at least what the picture is drawn at, and nearly everywhere not much
    /// more: where a name wraps onto one line fewer the picture jumps wider, and the 10 px of screen
    /// before such a jump may say the wider width.
    @Test(arguments: 0..<100)
    func sizesNeverSayLessThanThePictureIsDrawnAt(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) + 1000)
        let columns = [16, 32][random.next(2)]
        let cells = 1 + random.next(columns)
        let rows = 1 + random.next(columns)
        let saving = random.next(2) == 0
        let text = TextBlock(
            name: "Foster Farms Chicken Drumsticks 3 LB", price: "$5.97", unitLine: "3 lb · $0.1/oz",
            saving: saving ? "Save $1.50 (20%)" : nil)
        let slot = PictureSlot(
            minWidth: 0, nextMinWidth: 900, cells: cells, rows: rows, columns: columns, kind: .full, aspect: 1,
            text: text)
        let entries = PictureSlots(slots: [slot]).sizes.split(separator: ", ").map { entry -> (Double, Double) in
            let parts = entry.split(separator: " ")
            let from = entry.hasPrefix("(") ? Double(parts[1].dropLast(3))! : 0
            return (from, Double(parts.last!.dropLast(2))!)
        }
        var far = 0
        var samples = 0
        // A phone (below 560 px) draws the picture at its own size (`PhonePicture`).
        for viewport in stride(from: Double(ThemeGeometry.phoneWidth), through: 899, by: 7) {
            let (_, share) = entries.first { viewport >= $0.0 }!
            let said = share * viewport / 100
            let drawn = slot.width(at: viewport)
            #expect(said >= drawn - 0.5, "at \(viewport): \(said) < \(drawn)")
            samples += 1
            if !PictureSlots.close(said, drawn) { far += 1 }
        }
        #expect(
            far * 10 <= samples,
            "\(far) of \(samples) screen widths say far more than the picture needs in \(cells)x\(rows)/\(columns)")
    }
}

/// A small seeded generator (SplitMix64), so the generated slots are the same on every run.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
