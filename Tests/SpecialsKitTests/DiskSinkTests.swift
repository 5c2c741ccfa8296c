import Foundation
import SpecialsTestSupport
import Testing

@testable import SpecialsKit

@Suite struct DiskSinkTests {
    /// Dates a file back to 2001, so that a file written now is newer by far, not by a sleep's 20 ms.
    func age(_ path: String) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 978_307_200)], ofItemAtPath: path)
    }

    func info(_ path: String) -> (inode: UInt64, modified: Date)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        return ((attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0, attributes[.modificationDate] as! Date)
    }

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func publishesReplacesAndRemovesStaleFiles() throws {
        let sandbox = try Sandbox()
        let root = sandbox.root
        let output = root + "/public"
        let sink = DiskSink(output: output)

        let first = try sink.publish([
            OutputFile(path: "index.html", text: "one"),
            OutputFile(path: "weeks/2026-11-09/index.html", text: "old week"),
            OutputFile(path: "assets/style.css", text: "css"),
        ])
        #expect(first.written.count == 3 && first.unchanged == 0 && first.removed == [])
        try age(output + "/assets/style.css")
        let styleBefore = try #require(info(output + "/assets/style.css"))

        let second = try sink.publish([
            OutputFile(path: "index.html", text: "two"),
            OutputFile(path: "assets/style.css", text: "css"),
        ])
        #expect(second.written == ["index.html"])
        #expect(second.unchanged == 1)
        #expect(second.removed == ["weeks/2026-11-09/index.html"])
        #expect(contents(output + "/index.html") == "two")
        #expect(!FileManager.default.fileExists(atPath: output + "/weeks/2026-11-09/index.html"), "stale file removed")
        let styleAfter = try #require(info(output + "/assets/style.css"))
        #expect(styleAfter.inode == styleBefore.inode, "an unchanged file is the same file")
        #expect(styleAfter.modified == styleBefore.modified, "an unchanged file keeps its mtime")

        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter {
            $0 != "public" && $0 != ".public.lock"
        }
        #expect(leftovers == [".public.previous"], "no staging folder left behind; the site before is kept")
        #expect(contents(root + "/.public.previous/index.html") == "one")
        #expect(contents(root + "/.public.previous/weeks/2026-11-09/index.html") == "old week")
    }

    /// The site before the published one is the next publish's starting point; files it shares with
    /// the published site are hard links, so they must be replaced, never written into.
    @Test func theSiteBeforeIsReusedWithoutTouchingThePublishedOne() throws {
        let sandbox = try Sandbox()
        let root = sandbox.root
        let output = root + "/public"
        let sink = DiskSink(output: output)
        _ = try sink.publish([
            OutputFile(path: "a/index.html", text: "same"), OutputFile(path: "b/index.html", text: "one"),
        ])
        let folderBefore = try #require(info(output + "/a"))
        _ = try sink.publish([
            OutputFile(path: "a/index.html", text: "same"), OutputFile(path: "b/index.html", text: "two"),
        ])
        let sharedBefore = try #require(info(output + "/a/index.html"))
        #expect(
            info(root + "/.public.previous/a/index.html")?.inode == sharedBefore.inode, "unchanged files are shared")

        // Junk in the kept site: a stray file, a folder where a file goes, a link.
        try Data("stray".utf8).write(to: URL(fileURLWithPath: root + "/.public.previous/stray.html"))
        try FileManager.default.createDirectory(
            atPath: root + "/.public.previous/c/index.html", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/.public.previous/link", withDestinationPath: output + "/a")
        try age(output + "/a/index.html")
        let sharedAged = try #require(info(output + "/a/index.html"))

        let report = try sink.publish([
            OutputFile(path: "a/index.html", text: "changed"), OutputFile(path: "b/index.html", text: "two"),
            OutputFile(path: "c/index.html", text: "new"),
        ])
        #expect(report.written == ["a/index.html", "c/index.html"] && report.unchanged == 1 && report.removed == [])
        #expect(contents(output + "/a/index.html") == "changed")
        #expect(contents(output + "/c/index.html") == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["a", "b", "c"])
        let changed = try #require(info(output + "/a/index.html"))
        #expect(
            changed.inode != sharedBefore.inode && changed.modified > sharedAged.modified,
            "a changed file is a new file")
        #expect(contents(root + "/.public.previous/a/index.html") == "same", "the shared file was not written into")
        #expect(info(output + "/a")?.inode == folderBefore.inode, "folders are reused")
        #expect(contents(output + "/a/index.html") == "changed")
    }

    /// A changed file whose older version, in the site before the published one, has no other name is
    /// that file written over (no inode to allocate), never a file the published site shares; its
    /// modification time moves forward, and what it held is gone to the last byte, longer or shorter.
    @Test func aChangedFileIsTheOlderSitesOwnFileWrittenOver() throws {
        let sandbox = try Sandbox()
        let root = sandbox.root
        let output = root + "/public"
        let sink = DiskSink(output: output)
        _ = try sink.publish([OutputFile(path: "a/index.html", text: "one")])
        _ = try sink.publish([OutputFile(path: "a/index.html", text: "two")])
        // Held open, the older site's file shows whether it still has a name afterwards (inode numbers
        // alone cannot tell: a freed one may be given out again at once).
        let kept = open(root + "/.public.previous/a/index.html", O_RDONLY)
        defer { close(kept) }
        try age(output + "/a/index.html")
        let replaced = try #require(info(output + "/a/index.html"))

        // A change undone: the older file already holds the contents.
        let report = try sink.publish([OutputFile(path: "a/index.html", text: "one")])
        #expect(report.written == ["a/index.html"] && report.unchanged == 0)
        #expect(contents(output + "/a/index.html") == "one")
        var keptInfo = stat()
        #expect(fstat(kept, &keptInfo) == 0 && keptInfo.st_nlink == 1, "the older site's file is reused, not unlinked")
        let published = try #require(info(output + "/a/index.html"))
        #expect(published.inode == UInt64(keptInfo.st_ino))
        #expect(published.modified > replaced.modified, "and its modification time moves forward")
        #expect(contents(root + "/.public.previous/a/index.html") == "two", "the replaced site is kept as it was")

        // Longer, then shorter: the file written over holds the new contents exactly.
        let longer = String(repeating: "longer than two ", count: 500)
        _ = try sink.publish([OutputFile(path: "a/index.html", text: longer)])
        #expect(
            contents(output + "/a/index.html") == longer && contents(root + "/.public.previous/a/index.html") == "one")
        _ = try sink.publish([OutputFile(path: "a/index.html", text: "3")])
        #expect(
            contents(output + "/a/index.html") == "3" && contents(root + "/.public.previous/a/index.html") == longer)
        #expect(fstat(kept, &keptInfo) == 0 && keptInfo.st_nlink == 1 && keptInfo.st_size == 1, "the same file again")

        // A link in the kept site is never taken for a file, even to a file with the right contents.
        try Data("one".utf8).write(to: URL(fileURLWithPath: root + "/elsewhere.html"))
        _ = try sink.publish([OutputFile(path: "a/index.html", text: "three")])
        try FileManager.default.removeItem(atPath: root + "/.public.previous/a/index.html")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/.public.previous/a/index.html", withDestinationPath: root + "/elsewhere.html")
        _ = try sink.publish([OutputFile(path: "a/index.html", text: "one")])
        let linkInfo = try FileManager.default.attributesOfItem(atPath: output + "/a/index.html")
        #expect(linkInfo[.type] as? FileAttributeType == .typeRegular && contents(output + "/a/index.html") == "one")

        // Shared with the published site, a file with the right contents is still never reused.
        _ = try sink.publish([
            OutputFile(path: "a/index.html", text: "one"), OutputFile(path: "b/index.html", text: "x"),
        ])
        _ = try sink.publish([OutputFile(path: "a/index.html", text: "one")])
        #expect(
            contents(output + "/a/index.html") == "one"
                && !FileManager.default.fileExists(atPath: output + "/b/index.html"))
    }

    /// What a publish says of the files it left is what a listing of the output says afterwards, for
    /// every way a file is staged: written new, linked unchanged, kept, an older file written over; and the
    /// record's paths stand in for listing the output for the report.
    @Test func thePublishSaysWhatAListingOfTheOutputWould() throws {
        let sandbox = try Sandbox()
        let output = sandbox.root + "/public"
        let sink = DiskSink(output: output)
        func publish(_ files: [OutputFile]) throws -> PublishReport {
            let before = PublishRecord(fingerprint: "", output: PublishRecord.listing(of: output)).paths
            let lock = try BuildLock(output: output, wait: 0)
            let (report, listing) = try withExtendedLifetime(lock) {
                try sink.publish(
                    files, holdingLockOf: lock,
                    publishedBefore: FileManager.default.fileExists(atPath: output) ? before : nil)
            }
            #expect(PublishRecord.listing(listing) == PublishRecord.listing(of: output))
            #expect(
                before
                    == DiskSink.listFiles(output).union(report.removed).subtracting(
                        report.written.filter { !before.contains($0) }))
            return report
        }
        let first = try publish([
            OutputFile(path: "a/index.html", text: "one"), OutputFile(path: "notes/a b/index.html", text: "one"),
            OutputFile(path: "c/index.html", text: "one"),
        ])
        #expect(first.written.count == 3)
        try age(output + "/a/index.html")
        let second = try publish([
            OutputFile(path: "a/index.html", text: "one"), OutputFile(path: "notes/a b/index.html", text: "two"),
        ])
        #expect(
            second.written == ["notes/a b/index.html"] && second.unchanged == 1 && second.removed == ["c/index.html"])
        // The site before has "a b" as "one", with no other name: the undone change is that file, written over.
        let third = try publish([
            OutputFile.kept("a/index.html"), OutputFile(path: "notes/a b/index.html", text: "one"),
        ])
        #expect(third.written == ["notes/a b/index.html"] && third.unchanged == 1 && third.removed == [])
    }

    @Test func aNoOpPublishWritesNothing() throws {
        let sandbox = try Sandbox()
        let root = sandbox.root
        let files = (0..<50).map { OutputFile(path: "page\($0)/index.html", text: "page \($0)") }
        _ = try DiskSink(output: root + "/public").publish(files)
        let report = try DiskSink(output: root + "/public").publish(files)
        #expect(report.written == [] && report.unchanged == 50 && report.removed == [])
    }

    @Test func anOutputThatIsAFileIsRefusedAndKept() throws {
        let sandbox = try Sandbox()
        let root = sandbox.root
        _ = FileManager.default.createFile(atPath: root + "/public", contents: Data("mine".utf8))
        #expect(
            throws: SpecialsError(
                .output, "is a file, not a folder; move it away to publish here", at: "\(root)/public")
        ) {
            try DiskSink(output: root + "/public").publish([OutputFile(path: "index.html", text: "x")])
        }
        #expect(contents(root + "/public") == "mine")
    }

    @Test func anOutputThatCannotBeCreatedIsAnOutputError() throws {
        let sandbox = try Sandbox()
        let root = sandbox.root
        _ = FileManager.default.createFile(atPath: root + "/blocker", contents: Data())
        let error = #expect(throws: SpecialsError.self) {
            try DiskSink(output: root + "/blocker/public").publish([OutputFile(path: "index.html", text: "x")])
        }
        #expect(error?.kind == .output)
        #expect(error?.exitCode == 73)
    }

    @Test func aFailedPublishLeavesTheOldSiteExactlyAsItWas() throws {
        let sandbox = try Sandbox()
        let root = sandbox.root
        let output = root + "/public"
        _ = try DiskSink(output: output).publish([
            OutputFile(path: "index.html", text: "old"), OutputFile(path: "a/b.html", text: "b"),
        ])
        let before = try #require(info(output + "/index.html"))
        // A file where the new site needs a folder makes the staging step fail half-way.
        let error = #expect(throws: SpecialsError.self) {
            try DiskSink(output: output).publish([
                OutputFile(path: "x", text: "file"), OutputFile(path: "x/y.html", text: "folder"),
            ])
        }
        #expect(error?.kind == .output)
        #expect(contents(output + "/index.html") == "old")
        #expect(contents(output + "/a/b.html") == "b")
        #expect(info(output + "/index.html")?.modified == before.modified)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.contains("staging") }
        #expect(leftovers == [])
    }

    /// A share card is read from the rendition cache when the publish writes it: removed from the
    /// cache since the build planned it, the publish fails and the old site stays as it was.
    @Test func anImageTheCacheNoLongerHasFailsThePublish() throws {
        let sandbox = try Sandbox()
        let output = sandbox.root + "/public"
        _ = try DiskSink(output: output).publish([OutputFile(path: "index.html", text: "old")])
        let cache = RenditionCache.folder(sandbox.path("cache"))
        cache.write("k", EncodedImage(bytes: [1, 2, 3], width: 1200, height: 630))
        let card = ImageFile(path: "cards/week.k.jpg", key: "k", in: cache)
        #expect(cache.has("k") && card.bytes == [1, 2, 3])
        try sandbox.remove("cache/k-1200x630")
        #expect(!cache.has("k") && card.bytes == nil)
        let error = #expect(throws: SpecialsError.self) {
            try DiskSink(output: output).publish([OutputFile(path: "index.html", text: "new"), OutputFile(card)])
        }
        #expect(
            error?.description
                == "\(output)/cards/week.k.jpg: error: cannot read the image kept in the site's .specials-cache/renditions/ (removed during the build?)")
        #expect(error?.exitCode == 73)
        #expect(contents(output + "/index.html") == "old")
    }

    @Test func oneBuildAtATime() throws {
        let sandbox = try Sandbox()
        let root = sandbox.root
        let output = root + "/public"
        do {
            let held = try BuildLock(output: output, wait: 0)
            #expect(
                throws: SpecialsError(
                    .busy,
                    "another build (pid \(getpid())) is publishing here; try again when it is done, or pass --wait SECONDS",
                    at: output)
            ) {
                try DiskSink(output: output).publish([OutputFile(path: "index.html", text: "x")])
            }
            withExtendedLifetime(held) {}
        }
        // Released: the next build goes ahead.
        _ = try DiskSink(output: output).publish([OutputFile(path: "index.html", text: "x")])
        #expect(contents(output + "/index.html") == "x")
    }
}

@Suite struct FileListingTests {
    /// Writes `text` to `path`, making its folders first.
    func file(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func removesEverythingBelowAFolderButNotWhatLinksPointTo() throws {
        let sandbox = try Sandbox()
        let root = sandbox.root
        let manager = FileManager.default
        let tree = root + "/old-site"
        for index in 0..<300 {
            try file(tree + "/notes/note-\(index)/index.html", "note \(index)")
        }
        try manager.createDirectory(atPath: tree + "/empty/deeper", withIntermediateDirectories: true)
        try file(root + "/outside.txt", "keep")
        try file(root + "/outside-folder/file.txt", "keep too")
        try manager.createSymbolicLink(atPath: tree + "/link-to-file", withDestinationPath: root + "/outside.txt")
        try manager.createSymbolicLink(
            atPath: tree + "/notes/link-to-folder", withDestinationPath: root + "/outside-folder")

        #expect(FileListing.removeTree(tree))
        #expect(!manager.fileExists(atPath: tree))
        #expect(manager.contents(atPath: root + "/outside.txt") == Data("keep".utf8), "a link's target stays")
        #expect(
            manager.contents(atPath: root + "/outside-folder/file.txt") == Data("keep too".utf8),
            "a linked folder stays")
        #expect(FileListing.removeTree(tree), "a missing path is already removed")
    }

    /// A file whose name is not UTF-8 (0xFF 'A') in `folder`: Swift strings cannot name it.
    func fileWithByteName(in folder: String) throws {
        let path = Array(folder.utf8).map { CChar(bitPattern: $0) } + [47, CChar(bitPattern: 0xFF), 65, 0]
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(descriptor >= 0)
        close(descriptor)
    }

    @Test func removesNamesThatAreNotUTF8() throws {
        let sandbox = try Sandbox()
        let root = sandbox.root
        try file(root + "/tree/deep/index.html", "x")
        try fileWithByteName(in: root + "/tree/deep")
        #expect(FileListing.entries(of: root + "/tree/deep")?.filter { !$0.isText }.count == 1)
        #expect(FileListing.removeTree(root + "/tree"))
        #expect(!FileManager.default.fileExists(atPath: root + "/tree"))
    }

    @Test func aStrayFileInTheKeptSiteIsNeverPublished() throws {
        let sandbox = try Sandbox()
        let root = sandbox.root
        let output = root + "/public"
        let files = [OutputFile(path: "index.html", text: "home"), OutputFile(path: "notes/a/index.html", text: "a")]
        _ = try DiskSink(output: output).publish(files)
        _ = try DiskSink(output: output).publish(files)  // the first site is now kept beside
        try fileWithByteName(in: root + "/.public.previous/notes")
        try file(root + "/.public.previous/notes/b/index.html", "stale")
        _ = try DiskSink(output: output).publish(files)
        #expect(Set(FileListing.regularFiles(in: output).map(\.path)) == ["index.html", "notes/a/index.html"])
        #expect(FileListing.entries(of: output + "/notes")?.map(\.name) == ["a"])
    }

    @Test func listsRegularFilesWithoutEnteringLinkedFolders() throws {
        let sandbox = try Sandbox()
        let root = sandbox.root
        let manager = FileManager.default
        let site = root + "/site"
        for index in 0..<50 {
            try file(site + "/notes/n\(index)/index.html", "\(index)")
        }
        try file(site + "/index.html", "home")
        try manager.createDirectory(atPath: site + "/empty", withIntermediateDirectories: true)
        try file(root + "/elsewhere/hidden.html", "x")
        try manager.createSymbolicLink(atPath: site + "/linked-folder", withDestinationPath: root + "/elsewhere")
        try manager.createSymbolicLink(
            atPath: site + "/linked-file.html", withDestinationPath: root + "/elsewhere/hidden.html")

        let files = FileListing.regularFiles(in: site)
        let expected = Set((0..<50).map { "notes/n\($0)/index.html" } + ["index.html", "linked-file.html"])
        #expect(Set(files.map(\.path)) == expected)
        #expect(files.count == expected.count, "each file once")
        #expect(files.first { $0.path == "index.html" }?.info.st_size == 4)
        #expect(FileListing.regularFiles(in: root + "/missing").isEmpty)
    }
}
