import Foundation
import SpecialsTestSupport
import Synchronization
import Testing

@testable import SpecialsKit

/// A chain published to a folder: one region's new snapshot rewrites its stores only.
@Suite struct ChainPublishTests {
    /// What the publisher said of its render step, in order.
    final class StepLog: Sendable {
        private let details = Mutex<[String]>([])
        func add(_ detail: String) { details.withLock { $0.append(detail) } }
        func take() -> [String] { details.withLock { $0 } }
    }

    @Test func oneRegionsNewSnapshotRewritesOnlyItsStores() async throws {
        let sandbox = try Sandbox()
        let site = sandbox.path("site")
        for (path, text) in ChainTests.chain(stores: 9, regions: 3, own: [4]) {
            try sandbox.write(text, to: "site/" + path)
        }
        let options = BuildOptions(now: .day(Day("2026-11-24")!))
        _ = try await SitePublisher(site: site, options: options).publish()
        // Files only: a publish stages folders afresh, and what must stay is each file and its inode.
        var before = FolderSnapshot(site + "/public").without { $0.hasPrefix(".specials") }
        before.entries = before.files
        try sandbox.write(ChainTests.feed("0.49"), to: "site/Content/regions/r1/specials/2026-11-23.json")
        let outcome = try await SitePublisher(site: site, options: options).publish()
        #expect(outcome != .upToDate)
        var after = FolderSnapshot(site + "/public").without { $0.hasPrefix(".specials") }
        after.entries = after.files
        let changed = after.differences(from: before)
        // Region r1 is s1, s4 (its own feed has no week of the 23rd) and s7, whose item pages are the
        // region's; the sitemap index names their new week.
        let touched = Set(
            changed.map { $0.split(separator: " ")[1].split(separator: "/").prefix(2).joined(separator: "/") })
        #expect(touched == ["stores/s1", "stores/s4", "stores/s7", "regions/r1", "sitemap.xml"], "\(changed)")
        #expect(!changed.contains { $0.hasPrefix("rewritten index.html") }, "the picker does not change")
    }

    @Test func storesKeptFromTheLastPublishAreWhatAFreshBuildWouldWrite() async throws {
        let sandbox = try Sandbox()
        let site = sandbox.path("site")
        for (path, text) in ChainTests.chain(
            stores: 6, regions: 2, own: [1],
            extra: [
                "Content/notes/water.md":
                    "---\ntitle: Water\ncompare:\n  - special: Navel Oranges 4LBS\n  - {name: Tangerines 2 lb, price: 3.00}\n---\n"
            ])
        {
            try sandbox.write(text, to: "site/" + path)
        }
        let options = BuildOptions(now: .day(Day("2026-11-21")!))
        let renderSteps = StepLog()
        func publish(to output: String) async throws -> SitePublisher.Outcome {
            var publisher = SitePublisher(site: site, output: sandbox.path(output), options: options)
            publisher.step = { name, detail in if name == "render" { renderSteps.add(detail ?? "every store rendered") }
            }
            return try await publisher.publish()
        }
        func files(_ output: String) -> [String: [UInt8]] {
            FolderSnapshot(sandbox.path(output)).files.filter { !$0.key.hasPrefix(".") }.mapValues(\.bytes)
        }
        _ = try await publish(to: "public")
        // Region r1's ad changes, and then a word every store's pages show.
        for change in [
            ("site/Content/regions/r1/specials/2026-11-16.json", ChainTests.feed("0.79")),
            ("site/site.yml", Sandbox.settings + "title: Fairview Market\nwords:\n  nav_stores: Every store\n"),
        ] {
            try sandbox.write(change.1, to: change.0)
            guard case .publishedChain(_, _, _, let report) = try await publish(to: "public") else {
                Issue.record("not published")
                return
            }
            try? FileManager.default.removeItem(atPath: sandbox.path("fresh"))
            _ = try await publish(to: "fresh")
            #expect(files("public") == files("fresh"), "after \(change.0)")
            let stores = Set(report.written.compactMap { $0.hasPrefix("stores/") ? $0.split(separator: "/")[1] : nil })
            #expect(
                stores == (change.0.hasSuffix("site.yml") ? ["s0", "s1", "s2", "s3", "s4", "s5"] : ["s3", "s5"]),
                "\(change.0): \(report.written)")
        }
        // The first publish and the fresh ones render every store; after the region's change only its
        // two stores and its item pages are rendered (s1 shows its own feed); after the shared word, every store.
        #expect(
            renderSteps.take() == [
                "every store rendered", "4 of 6 stores and 1 of 2 price lists unchanged", "every store rendered",
                "every store rendered", "every store rendered",
            ])
        // A store's page edited by hand: the output is not as the last publish left it, so every store is rendered.
        try sandbox.write("edited", to: "public/stores/s4/index.html")
        _ = try await publish(to: "public")
        #expect(files("public") == files("fresh"))
    }

    @Test func aChainBuildTwiceIsUpToDateAndCheckAgrees() async throws {
        let sandbox = try Sandbox()
        let site = sandbox.path("site")
        for (path, text) in ChainTests.chain() {
            try sandbox.write(text, to: "site/" + path)
        }
        let publisher = SitePublisher(site: site, options: ChainTests.options)
        _ = try await publisher.publish()
        #expect(try await publisher.publish() == .upToDate)
        let checked = try await publisher.check()
        let rendered = try await publisher.render()
        #expect(checked.files.map(\.path) == rendered.files.map(\.path))
        // Another store selection is another build.
        var one = publisher
        one.options.selection = .store("s2")
        guard case .publishedChain(_, let stores, let count, _) = try await one.publish() else {
            Issue.record("not published as a chain")
            return
        }
        #expect((stores, count) == (1, 6))
    }
}
