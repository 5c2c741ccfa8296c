import Foundation
import SpecialsTestSupport
import Synchronization
import Testing

@testable import SpecialsKit

/// A no-op build told from the inputs' statuses alone, as git's index tells it: nothing read when
/// nothing changed, and never fooled by a change that leaves a file's size and modification time as
/// they were, or by one in the same second as the read that kept the table.
@Suite struct InputTableTests {
    let context = { (zones: [String]) in "test \(zones.joined(separator: ","))\n" }

    final class Reads: Sendable {
        let count = Atomic<Int>(0)
    }

    /// The live file system, counting the files it reads.
    func counting(_ reads: Reads) -> FileSystem {
        var system = FileSystem.live
        let live = FileSystem.live
        system.readBelow = { folder, relative in
            reads.count.add(1, ordering: .relaxed)
            return try live.readBelow(folder, relative)
        }
        system.readFile = { path in
            reads.count.add(1, ordering: .relaxed)
            return try live.readFile(path)
        }
        return system
    }

    /// A site, read, and its table as if read two seconds later (every file past the racy second).
    func site(_ sandbox: Sandbox) throws -> (site: String, inputs: SiteInputs, table: InputTable) {
        let site = try sandbox.site()
        try sandbox.write("---\ntitle: Water\n---\nStill or sparkling.\n", to: "site/Content/notes/water.md")
        let inputs = try SiteInputs.read(site: site)
        let later = Int64((Date().timeIntervalSince1970 + 2) * 1e9)
        return (site, inputs, try #require(InputTable(inputs: inputs, readAt: later, zones: ["UTC"])))
    }

    @Test func unchangedInputsAreToldWithoutReadingOne() throws {
        let sandbox = try Sandbox()
        let (site, inputs, table) = try site(sandbox)
        let reads = Reads()
        let quick = table.fingerprint(site: site, fileSystem: counting(reads), context: context)
        #expect(quick == inputs.fingerprint(context(["UTC"])), "the fingerprint a full read gives")
        #expect(reads.count.load(ordering: .relaxed) == 0)
        // Kept and read back.
        #expect(InputTable(text: table.text) == table)
        try table.write(site: site)
        #expect(InputTable.read(site: site) == table)
    }

    @Test func anEditThatKeepsSizeAndTimeIsStillSeen() throws {
        let sandbox = try Sandbox()
        let (site, _, table) = try site(sandbox)
        let note = site + "/Content/notes/water.md"
        var before = stat()
        stat(note, &before)
        // The same length, the modification time set back: the change time and the digest tell.
        try "---\ntitle: Water\n---\nStill or sparklinG.\n".write(toFile: note, atomically: false, encoding: .utf8)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, note, &times, 0) == 0)
        var after = stat()
        stat(note, &after)
        #expect(after.st_size == before.st_size && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        #expect(table.fingerprint(site: site, fileSystem: .live, context: context) == nil)
    }

    @Test func aFileAddedRemovedOrRenamedIsSeen() throws {
        let sandbox = try Sandbox()
        let (site, inputs, table) = try site(sandbox)
        let expected = inputs.fingerprint(context(["UTC"]))
        try sandbox.write("---\ntitle: Milk\n---\n", to: "site/Content/notes/milk.md")
        #expect(table.fingerprint(site: site, fileSystem: .live, context: context) == nil)
        try FileManager.default.removeItem(atPath: site + "/Content/notes/milk.md")
        #expect(table.fingerprint(site: site, fileSystem: .live, context: context) == expected)
        // An empty folder where notes go is an input too: the fingerprint differs from the full read's.
        try FileManager.default.createDirectory(
            atPath: site + "/Content/notes/drafts", withIntermediateDirectories: false)
        let quick = try #require(table.fingerprint(site: site, fileSystem: .live, context: context))
        #expect(quick != expected)
        #expect(quick == (try SiteInputs.read(site: site)).fingerprint(context(["UTC"])))
        try FileManager.default.removeItem(atPath: site + "/Content/notes/drafts")
        // Renamed: another path, and a change time of its own.
        try FileManager.default.moveItem(
            atPath: site + "/Content/notes/water.md", toPath: site + "/Content/notes/wasser.md")
        #expect(table.fingerprint(site: site, fileSystem: .live, context: context) == nil)
    }

    @Test func aFileWrittenInTheSecondOfTheReadIsNeverTrusted() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        let inputs = try SiteInputs.read(site: site)
        // Read now: the files were written within the second before.
        let now = Int64(Date().timeIntervalSince1970 * 1e9)
        let table = try #require(InputTable(inputs: inputs, readAt: now, zones: ["UTC"]))
        #expect(table.fingerprint(site: site, fileSystem: .live, context: context) == nil)
    }

    /// A table kept by a read within a second of an edit is replaced by the next read of the same files
    /// a second later, which is trusted: the build after it reads nothing again. A trusted one is kept.
    @Test func anUntrustedTableIsReplacedOnceTheFilesAreOlder() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        let inputs = try SiteInputs.read(site: site)
        let now = Int64(Date().timeIntervalSince1970 * 1e9)
        let racy = try #require(InputTable(inputs: inputs, readAt: now, zones: ["UTC"]))
        #expect(!racy.isTrusted)
        let racyStill = try #require(InputTable(inputs: inputs, readAt: now + 1, zones: ["UTC"]))
        #expect(!racyStill.replaces(racy), "a table no more trusted is not written again")
        let later = try #require(InputTable(inputs: inputs, readAt: now + 2_000_000_000, zones: ["UTC"]))
        #expect(later.isTrusted && later.replaces(racy))
        #expect(later.fingerprint(site: site, fileSystem: .live, context: context) != nil)
        let laterStill = try #require(InputTable(inputs: inputs, readAt: now + 3_000_000_000, zones: ["UTC"]))
        #expect(!laterStill.replaces(later), "a trusted table that says the same is kept")
        #expect(later.replaces(nil))
        // Another file, zone or dictionary: replaced, trusted or not.
        #expect(try #require(InputTable(inputs: inputs, readAt: now + 3_000_000_000, zones: ["Europe/Berlin"])).replaces(later))
    }

    @Test func aFileSystemWithoutStatusesKeepsNoTable() throws {
        let inputs = try SiteInputs.read(
            site: "/site", fileSystem: .memory(["/site/site.yml": Array("title: x\n".utf8)]))
        #expect(InputTable(inputs: inputs, readAt: 0, zones: []) == nil)
    }

    /// The kept table reads back as written, whatever its values; a damaged one is no table (every
    /// input is then read), never a table of other values.
    @Test func theTableReadsBackAsWrittenAndADamagedOneIsNone() {
        let odd = FileStatus(size: 0, modified: -1_500_000_000, changed: .max, inode: .max, device: 0)
        let plain = FileStatus(size: 12, modified: 1_700_000_000_123_456_789, changed: 1, inode: 2, device: 3)
        for zones in [[], ["UTC"], ["America/Chicago", "Europe/Berlin"]] {
            let table = InputTable(
                readAt: 1_800_000_000_000_000_000, zones: zones,
                entries: [
                    "Content/notes/a note with spaces.md": .init(status: odd, digest: "0 e3b0c442"),
                    "Static/café/ü.txt": .init(status: plain, digest: "12 ab"),
                ])
            #expect(InputTable(text: table.text) == table)
        }
        let good = "specials-inputs 2\n5\nUTC\nhyphenation\n1 2 3 4 5 1 ab Content/x.md\n"
        #expect(InputTable(text: good)?.entries["Content/x.md"]?.digest == "1 ab")
        for damaged in [
            "", "specials-inputs 3\n5\nUTC\nhyphenation\n", "specials-inputs 2\n5\n",
            "specials-inputs 2\n5\nUTC\n",  // no hyphenation line
            "specials-inputs 1\n5\nUTC\n1 2 3 4 5 1 ab Content/x.md\n",  // an earlier version's table
            "specials-inputs 2\n5\nUTC\nhyphenation de_DE 1 2\n",  // a dictionary cut short
            "specials-inputs 2\n5\nUTC\nhyphenation\n1 2 3 4 5 1 ab Content/x.md",  // no last newline
            "specials-inputs 2\n5\nUTC\nhyphenation\n1 2 3 4 5 1 ab \n",  // no path
            "specials-inputs 2\n5\nUTC\nhyphenation\n1 2 3 -4 5 1 ab Content/x.md\n",  // an inode is never negative
            "specials-inputs 2\n5\nUTC\nhyphenation\n1 2 3 18446744073709551616 5 1 ab Content/x.md\n",  // past UInt64
            "specials-inputs 2\n5\nUTC\nhyphenation\n1 2 3 4 5 1abContent/x.md\n",
            "specials-inputs 2\n5\nUTC\nhyphenation\n1 2 3 4 5 1\nab Content/x.md\n",  // a field across a line's end
            "specials-inputs 2\nfive\nUTC\nhyphenation\n",
        ] {
            #expect(InputTable(text: damaged) == nil, "\(damaged.debugDescription)")
        }
    }
}
