import CanvasPacking
import FeedGenerator
import Foundation
import SpecialsTestSupport
import Testing

@testable import SpecialsKit

@Suite struct LayoutCacheTests {
    static let shapes: [TileShape] = {
        var generator = FeedGenerator(seed: 9)
        return generator.feed(count: 12)
    }()

    /// The default search: the only one whose layouts are kept.
    static let packer = CanvasPacker(columns: 16)

    /// A cache file holding `corners` (and `height`) as the layout of `shapes`.
    static func file(
        _ shapes: [TileShape], height: Int, corners: [[Int]], version: Int = CanvasPacker.version, in sandbox: Sandbox
    ) throws -> String {
        let entry: [String: Any] = [
            "version": version, "columns": 16, "maxDisplacement": 4, "shapes": shapes.map { [$0.width, $0.height] },
            "height": height, "corners": corners,
        ]
        let path = sandbox.path(".public.layouts")
        try JSONSerialization.data(withJSONObject: [entry]).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aSavedLayoutIsReadBackInsteadOfPacked() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root
        let first = LayoutCache()
        let packed = first.layout(of: Self.shapes, by: Self.packer)
        try first.save(to: folder + "/.public.layouts")

        // Another layout of the same tiles, valid but not the packer's: the cache must hand it back.
        let stacked = Self.shapes.reduce(into: (corners: [[Int]](), y: 0)) { result, shape in
            result.corners.append([0, result.y])
            result.y += shape.height
        }
        let other = LayoutCache()
        let elsewhere = try Sandbox()
        other.load(from: try Self.file(Self.shapes, height: stacked.y, corners: stacked.corners, in: elsewhere))
        let read = other.layout(of: Self.shapes, by: Self.packer)
        #expect(read.height == stacked.y && read != packed)

        let again = LayoutCache()
        again.load(from: folder + "/.public.layouts")
        #expect(again.layout(of: Self.shapes, by: Self.packer) == packed)
    }

    @Test func aBuildThatUsesTheSameLayoutsWritesNothing() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root
        let path = folder + "/.public.layouts"
        let first = LayoutCache()
        _ = first.layout(of: Self.shapes, by: Self.packer)
        try first.save(to: path)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: path)
        let second = LayoutCache()
        second.load(from: path)
        _ = second.layout(of: Self.shapes, by: Self.packer)
        try second.save(to: path)
        #expect(
            (try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
                == Date(timeIntervalSince1970: 0))
        // One more layout: written.
        _ = second.layout(of: Self.shapes, by: Self.packer)
        _ = second.layout(of: Array(Self.shapes.prefix(2)), by: Self.packer)
        try second.save(to: path)
        #expect(
            (try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
                != Date(timeIntervalSince1970: 0))
    }

    @Test func aSearchOtherThanTheDefaultIsNotKept() throws {
        let cache = LayoutCache()
        let quick = CanvasPacker(columns: 16, effort: .init(beamWidth: 3, lookahead: 6))
        // A small feed the two searches lay out differently.
        let shapes = try #require(
            (9..<60).lazy.map { seed -> [TileShape] in
                var generator = FeedGenerator(seed: UInt64(seed))
                return generator.feed(count: 12)
            }.first { quick.pack($0) != Self.packer.pack($0) }, "the two searches must differ on some feed")
        #expect(cache.layout(of: shapes, by: quick) == quick.pack(shapes))
        #expect(cache.layout(of: shapes, by: Self.packer) == Self.packer.pack(shapes))
    }

    @Test func feedsPackedInMillisecondsAreNotKept() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root
        var generator = FeedGenerator(seed: 3)
        let cache = LayoutCache()
        let large = generator.feed(count: 200)
        #expect(cache.layout(of: large, by: CanvasPacker(columns: 16)) == CanvasPacker(columns: 16).pack(large))
        _ = cache.layout(of: Self.shapes, by: CanvasPacker(columns: 16))
        try cache.save(to: folder + "/layouts")
        let saved =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/layouts")))
            as? [[String: Any]]
        #expect(saved?.map { ($0["shapes"] as? [Any])?.count } == [Self.shapes.count])
    }

    @Test func onlyTheLayoutsOfTheLastBuildAreSaved() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root
        let cache = LayoutCache()
        _ = cache.layout(of: Self.shapes, by: Self.packer)
        try cache.save(to: folder + "/a")
        _ = cache.layout(of: Array(Self.shapes.prefix(3)), by: Self.packer)
        try cache.save(to: folder + "/b")
        let saved =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/b"))) as? [Any]
        #expect(saved?.count == 1)
    }

    /// A damaged or foreign entry is never used: the tiles are packed again.
    @Test(arguments: ["overlap", "outside", "far outside", "short", "tall", "count", "version", "moved", "garbage"])
    func aDamagedEntryIsPackedAgain(damage: String) throws {
        let packed = Self.packer.pack(Self.shapes)
        var corners = packed.placements.map { [$0.x, $0.y] }
        var height = packed.height
        var version = CanvasPacker.version
        switch damage {
        case "overlap": corners[1] = corners[0]
        case "outside": corners[0][0] = 16 - Self.shapes[0].width + 1
        case "far outside": corners[0][0] = Int.max  // adding the width to it would overflow
        case "short": height -= 1
        case "tall":
            // Taller than every tile stacked: never built, so never a billion empty rows.
            height = 1 << 40
            corners[0][1] = (1 << 40) - Self.shapes[0].height
        case "count": corners.removeLast()
        case "version": version -= 1
        case "moved":
            // Every tile stacked in reverse feed order: valid cells, but tiles far from their places.
            var y = 0
            for index in Self.shapes.indices.reversed() {
                corners[index] = [0, y]
                y += Self.shapes[index].height
            }
            height = y
        default: break
        }
        let sandbox = try Sandbox()
        let path = try Self.file(Self.shapes, height: height, corners: corners, version: version, in: sandbox)
        if damage == "garbage" { try Data("[{\"version\": ".utf8).write(to: URL(fileURLWithPath: path)) }
        let cache = LayoutCache()
        cache.load(from: path)
        #expect(cache.layout(of: Self.shapes, by: Self.packer) == packed)
    }
}
