import CanvasPacking
import Foundation
import SpecialsTestSupport
import Synchronization
import Testing

@testable import SpecialsKit

#if canImport(Glibc)
import Glibc
#endif

/// `SitePublisher` in the test process: publish to a folder in a sandbox, and every way the file
/// system can fail, as a located error in the system's words with the contract's exit code.
@Suite struct SitePublisherTests {
    static let options = BuildOptions(now: .day(Day("2026-11-21")!))

    /// A site in memory whose file system fails where `failures` says.
    struct Failing {
        enum Failure {
            case unreadable(Int32)
            case unlistable(Int32)
            case notAFile, linkToNothing
        }
        var files: [String: String]
        var failures: [String: Failure]

        var fileSystem: FileSystem {
            let memory = memorySite(files)
            let failures = Dictionary(uniqueKeysWithValues: self.failures.map { ("/site/" + $0.key, $0.value) })
            return FileSystem(
                readFile: { path in
                    if case .unreadable(let code)? = failures[path] { throw FileSystemError(code: code) }
                    return try memory.readFile(path)
                },
                listFolder: { path in
                    if case .unlistable(let code)? = failures[path] { throw FileSystemError(code: code) }
                    // A link to nothing is listed by its folder and is nothing when looked at.
                    let linked = failures.compactMap { key, failure -> String? in
                        switch failure {
                        case .linkToNothing, .notAFile:
                            return (key as NSString).deletingLastPathComponent == path
                                ? (key as NSString).lastPathComponent : nil
                        case .unreadable, .unlistable: return nil
                        }
                    }
                    return (try memory.listFolder(path) + linked).sorted()
                },
                kind: { path in
                    switch failures[path] {
                    case .notAFile?: return .other
                    case .linkToNothing?: return nil
                    case .unlistable?: return .directory
                    case .unreadable?, nil: return memory.kind(path)
                    }
                }
            )
        }
    }

    static let site = [
        "site.yml": Sandbox.settings,
        "Content/specials/2026-11-16.json": SampleFeeds.good,
        "Content/notes/water.md": "---\ntitle: Water\ndate: 2026-11-16\n---\nBody.\n",
        "Content/notes/locked.md": "---\ntitle: Locked\n---\n",
        "Static/img/logo.svg": "<svg/>",
    ]

    @Test func everyFileSystemFailureIsALocatedErrorInTheSystemsWords() async throws {
        let failing = Failing(
            files: Self.site,
            failures: [
                "Content/notes/locked.md": .unreadable(EACCES),
                "Static/img": .unlistable(EIO),
                "Content/notes/pipe.md": .notAFile,
                "Content/notes/gone.md": .linkToNothing,
            ])
        var publisher = SitePublisher(site: "/site", options: Self.options)
        publisher.fileSystem = failing.fileSystem
        let error = try await #require(throws: SpecialsError.self) { try await publisher.check() }
        #expect(error.kind == .invalidInput)
        #expect(error.exitCode == 65)
        #expect(
            error.diagnostics.map(\.description) == [
                "Content/notes/gone.md: error: cannot be read: a symbolic link to nothing, or it vanished while it was read",
                "Content/notes/locked.md: error: cannot be read: Permission denied",
                "Content/notes/pipe.md: error: is not a regular file (a FIFO, a socket or a device); remove it",
                "Static/img: error: cannot be listed: Input/output error",
            ])
    }

    @Test func aSiteFolderThatCannotBeReadIsMissingInput() async throws {
        var publisher = SitePublisher(site: "/nowhere", options: Self.options)
        publisher.fileSystem = memorySite(Self.site)
        let error = try await #require(throws: SpecialsError.self) { try await publisher.check() }
        #expect(error.exitCode == 66)
        #expect(
            error.description
                == "/nowhere: error: no site folder here (no Content/ or site.yml); pass --site with the site's folder, or start one with specials init DIR"
        )
    }

    @Test func publishWritesTheSiteThenFindsNothingChangedAndRepeatsItsWarnings() async throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site(settings: nil)
        try sandbox.write("---\ntitle: Tagged\ndate: 2026-11-16\ntags: [x]\n---\n", to: "site/Content/notes/tagged.md")
        let told = Told()
        var publisher = SitePublisher(site: site, options: Self.options)
        publisher.version = "test"
        publisher.warn = { told.add($0) }
        let outcome = try await publisher.publish()
        guard case .published(let files, let week, let report, _) = outcome else {
            Issue.record("not published: \(outcome)")
            return
        }
        #expect(week == Day("2026-11-16"))
        #expect(files == report.written.count && report.unchanged == 0 && report.removed.isEmpty)
        #expect(FolderSnapshot(site + "/public").files.count == files)
        let warnings = told.all
        #expect(warnings.map(\.message).contains { $0.hasPrefix("no base_url is set") })
        #expect(
            warnings.map(\.description).contains {
                $0.hasPrefix("Content/notes/tagged.md:4:1: warning: unknown key \"tags\"")
            })

        // Once the inputs are over a second old, a build trusts their statuses again (`InputTable`):
        // the first then keeps a table it trusts, and the next writes nothing.
        try await Task.sleep(for: .milliseconds(1100))
        told.clear()
        #expect(try await publisher.publish() == .upToDate)
        #expect(told.all == warnings, "the warnings of the publish it stands for")
        // The lock is taken, and its holder noted in it, by every build.
        let unlocked = { (path: String) in path.hasSuffix(".public.lock") }
        let before = FolderSnapshot(sandbox.root).without(unlocked)
        told.clear()
        #expect(try await publisher.publish() == .upToDate)
        let after = FolderSnapshot(sandbox.root).without(unlocked)
        #expect(after == before, "nothing written: \(after.differences(from: before))")
        #expect(told.all == warnings, "the warnings of the publish it stands for")
    }

    @Test func checkUsesTheLayoutsTheSitesBuildsSavedAndWritesNothing() async throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        // A layout of the feed's two tiles other than the packer's (the eggs first), as a build saves it.
        let kept =
            #"[{"version":\#(CanvasPacker.version),"columns":16,"maxDisplacement":4,"shapes":[[8,8],[4,4]],"height":8,"corners":[[8,0],[0,0]]}]"#
        try sandbox.write(kept, to: "site/.specials-cache/layouts.json")
        let before = FolderSnapshot(sandbox.root)
        let checked = try await SitePublisher(site: site, options: Self.options).check()
        let page = try #require(checked.files.text("index.html"))
        let sheet = try #require(page.firstMatch(of: /href="(assets\/week\.[0-9a-f]+\.css)"/)).1
        #expect(
            try #require(checked.files.text(String(sheet))).contains("--c0:9/span 8;--r0:1/span 8"),
            "the oranges where the kept layout put them")
        #expect(FolderSnapshot(sandbox.root) == before)
    }

    @Test func aFailedPublishLeavesThePublishedSiteAsItWas() async throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        let publisher = SitePublisher(site: site, options: Self.options)
        _ = try await publisher.publish()
        let before = FolderSnapshot(sandbox.root)
        try sandbox.write(
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "A", "width": 99, "height": 1, "price": "1"}]}"#,
            to: "site/Content/specials/2026-11-16.json")
        let error = try await #require(throws: SpecialsError.self) { try await publisher.publish() }
        #expect(
            error.description
                == "Content/specials/2026-11-16.json: managerSpecials[0].width: error: \"A\": expected a whole number from 1 to 16, found 99"
        )
        let outside = { (path: String) in path.hasPrefix("site/Content") || path.hasSuffix(".public.lock") }
        let after = FolderSnapshot(sandbox.root).without(outside)
        #expect(after == before.without(outside), "\(after.differences(from: before.without(outside)))")
    }

    /// An address that had to change (an item published by an older version as two pages) leaves a page
    /// that sends the shopper to the item's page now; the sitemap does not list it.
    @Test func anAddressThatHadToChangeSendsTheShopperOn() async throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site(
            feed:
                #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Red Bell Peppers", "width": 4, "height": 4, "price": "1.99", "per": "lb"}]}"#,
            settings: "base_url: https://shop.example/\n")
        try sandbox.write(
            #"{"scopes":{"":{"name redbellpeppers / no size":"red-bell-peppers","name redbellpeppers / mass 453.59237":"peppers-lb"}}}"#,
            to: "site/.public.slugs")
        _ = try await SitePublisher(site: site, options: Self.options).publish()
        #expect(sandbox.exists("site/public/items/red-bell-peppers/index.html"))
        let moved = try #require(sandbox.read("site/public/items/peppers-lb/index.html"))
        #expect(
            moved.contains(#"<meta http-equiv="refresh" content="0; url=../../items/red-bell-peppers/index.html">"#),
            "\(moved)")
        #expect(moved.contains(#"<link rel="canonical" href="https://shop.example/items/red-bell-peppers/">"#))
        #expect(
            moved.contains(
                #"<p>This item&#39;s page has moved: <a href="../../items/red-bell-peppers/index.html">Red Bell Peppers</a></p>"#
            ))
        #expect(!(try #require(sandbox.read("site/public/sitemap.xml"))).contains("peppers-lb"))
    }

    /// The slug map keeps every item page's address: one that cannot be read stops the publish (exit 73)
    /// and leaves the published site as it was, never a fresh start that moves every page.
    @Test func anUnreadableSlugMapIsAnErrorNeverAReset() async throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        _ = try await SitePublisher(site: site, options: Self.options).publish()
        try sandbox.write("{not json", to: "site/.public.slugs")
        try sandbox.write("---\ntitle: New\n---\nA change.\n", to: "site/Content/notes/new.md")
        let before = FolderSnapshot(sandbox.root + "/site/public")
        let error = try await #require(throws: SpecialsError.self) {
            try await SitePublisher(site: site, options: Self.options).publish()
        }
        #expect(error.kind == .output && error.exitCode == 73)
        #expect(
            error.description
                == "\(site)/.public.slugs: error: the slug map, which keeps every item page's address, cannot be read "
                + "(it is not the JSON a build writes); nothing was published: restore it, or delete it to give every item page a new address"
        )
        #expect(FolderSnapshot(sandbox.root + "/site/public") == before)
    }

    @Test func aRecordThatCannotBeWrittenIsToldNeverSwallowed() async throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        // A folder where the record goes: no write can replace it, root's included.
        try sandbox.makeFolder("site/.public.build")
        let error = try await #require(throws: SpecialsError.self) {
            try await SitePublisher(site: site, options: Self.options).publish()
        }
        #expect(error.kind == .output)
        #expect(error.description == "\(site)/.public.build: error: cannot write: Is a directory")
        #expect(!sandbox.exists("site/public/index.html"))
    }

    @Test func layoutsThatCannotBeSavedAreAWarningAndTheSiteIsPublished() async throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        // A folder where the layouts go: no write can replace it, root's included. The former file beside
        // the output stays while the layouts are not saved elsewhere.
        try sandbox.makeFolder("site/.specials-cache/layouts.json")
        try sandbox.write("[]", to: "site/.public.layouts")
        let told = Told()
        var publisher = SitePublisher(site: site, options: Self.options)
        publisher.warn = { told.add($0) }
        guard case .published = try await publisher.publish() else {
            Issue.record("not published")
            return
        }
        #expect(
            told.all.map(\.description) == [
                "\(site)/.specials-cache/layouts.json: warning: the layouts cannot be saved (cannot write: Is a directory); the next build packs every week again"
            ])
        #expect(sandbox.exists("site/public/index.html") && sandbox.exists("site/.public.layouts"))
    }
}

/// Collects what a publisher tells, from any thread.
final class Told: Sendable {
    private let diagnostics = Mutex<[Diagnostic]>([])

    func add(_ more: [Diagnostic]) { diagnostics.withLock { $0 += more } }
    func clear() { diagnostics.withLock { $0 = [] } }
    var all: [Diagnostic] { diagnostics.withLock { $0 } }
}
