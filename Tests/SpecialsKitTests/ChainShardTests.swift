import Foundation
import SpecialsTestSupport
import Testing

@testable import SpecialsKit

/// A chain built in parts: shards that are disjoint, cover every store and merge into the full build, a
/// store alone, and a store's shard that stays put whatever other stores come and go.
@Suite struct ChainShardTests {
    @Test func shardsAreDisjointCoverTheChainAndMergeIntoItsFullBuild() async throws {
        let files = ChainTests.chain(stores: 40, regions: 5, own: [3, 17, 22])
        let full = try await ChainTests.build(files)
        var merged: [String: [UInt8]] = [:]
        var stores: [String] = []
        for index in 1...4 {
            let shard = try await ChainTests.build(
                files, options: BuildOptions(now: ChainTests.options.now, selection: .shard(index, of: 4)))
            stores += shard.sites.map { $0.store!.id }
            #expect((5...15).contains(shard.sites.count), "shard \(index) has \(shard.sites.count) of 40 stores")
            for file in shard.files {
                if let other = merged[file.path] {
                    #expect(other == file.contents, "\(file.path) differs between shards")
                }
                merged[file.path] = file.contents
            }
        }
        #expect(stores.sorted() == (0..<40).map { "s\($0)" }.sorted(), "every store in exactly one shard")
        let expected = Dictionary(uniqueKeysWithValues: full.files.map { ($0.path, $0.contents) })
        #expect(Set(merged.keys) == Set(expected.keys))
        #expect(
            merged.filter { expected[$0.key] != $0.value }.keys.sorted() == [], "a page differs from the full build's")
    }

    @Test func aStoreAloneOrAnUnknownOne() async throws {
        let one = try await ChainTests.build(
            ChainTests.chain(), options: BuildOptions(now: ChainTests.options.now, selection: .store("s4")))
        #expect(one.sites.map { $0.store!.id } == ["s4"])
        #expect(
            Set(one.files.map(\.path).filter { $0.hasPrefix("stores/") }.map { $0.split(separator: "/")[1] }) == ["s4"])
        #expect(one.files.text("index.html")?.contains("Store 5") == true, "the picker lists every store")
        await #expect(
            throws: SpecialsError(
                .usage, "--store s44: no store in stores.yml has this id; did you mean s4?", at: "stores.yml")
        ) {
            try await ChainTests.build(
                ChainTests.chain(), options: BuildOptions(now: ChainTests.options.now, selection: .store("s44")))
        }
        await #expect(
            throws: SpecialsError(
                .usage, "--store and --shard pick stores of a chain; this site has no stores.yml", at: "stores.yml")
        ) {
            try await ChainTests.build(
                ["Content/specials/2026-11-16.json": ChainTests.feed("1.99")],
                options: BuildOptions(now: ChainTests.options.now, selection: .shard(1, of: 2)))
        }
        #expect(SpecialsError(.usage, "x", at: "y").exitCode == 64)
    }

    @Test func storesTakeTheSameShardWhateverOtherStoresComeAndGo() {
        let chain = Chain(stores: (0..<200).map { Store(id: "store-\($0)", name: "\($0)") })
        let fewer = Chain(stores: chain.stores.filter { !$0.id.hasSuffix("7") })
        for index in 1...3 {
            let ids = Set(chain.shard(index, of: 3).map(\.id))
            #expect(Set(fewer.shard(index, of: 3).map(\.id)) == ids.filter { !$0.hasSuffix("7") })
        }
    }
}
