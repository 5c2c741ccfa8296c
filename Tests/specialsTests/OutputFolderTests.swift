import Foundation
import SpecialsTestSupport
import Testing

extension Sandbox {
    /// A sandbox holding a site (`site/`, with Templates/ and Static/) and a home folder (`home/`).
    static func withSite() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.site()
        for folder in ["site/Templates", "site/Static", "home/Documents"] { try sandbox.makeFolder(folder) }
        return sandbox
    }

    var site: String { path("site") }

    /// Everything below the sandbox, hidden entries included.
    func state() -> FolderSnapshot { FolderSnapshot(root) }
}

@Suite struct OutputFolderTests {
    func build(_ sandbox: Sandbox, _ extra: [String], in folder: String? = nil) throws -> Run {
        try Binary.run(
            ["build", "--site", sandbox.site, "--now", "2026-11-21", "--quiet"] + extra, in: folder ?? sandbox.site,
            environment: ["HOME": sandbox.root + "/home"])
    }

    static let refused: [(output: String, status: Int32, message: @Sendable (String) -> String)] = [
        (
            ".", 73,
            {
                "\($0)/site: error: cannot publish here: the output folder is the site folder itself; publish to a folder of its own, such as \($0)/site/public\n"
            }
        ),
        (
            "..", 73,
            {
                "\($0): error: cannot publish here: the output folder contains the site folder \($0)/site; publish to a folder of its own, such as \($0)/site/public\n"
            }
        ),
        (
            "Content", 73,
            {
                "\($0)/site/Content: error: cannot publish here: the output folder lies inside the site's Content/ folder, which the build reads; publish to a folder of its own, such as \($0)/site/public\n"
            }
        ),
        (
            "Content/specials/out", 73,
            {
                "\($0)/site/Content/specials/out: error: cannot publish here: the output folder lies inside the site's Content/ folder, which the build reads; publish to a folder of its own, such as \($0)/site/public\n"
            }
        ),
        (
            "Templates", 73,
            {
                "\($0)/site/Templates: error: cannot publish here: the output folder lies inside the site's Templates/ folder, which the build reads; publish to a folder of its own, such as \($0)/site/public\n"
            }
        ),
        (
            "Static/public", 73,
            {
                "\($0)/site/Static/public: error: cannot publish here: the output folder lies inside the site's Static/ folder, which the build reads; publish to a folder of its own, such as \($0)/site/public\n"
            }
        ),
        (
            "../home", 73,
            {
                "\($0)/home: error: cannot publish here: the output folder is your home folder; publish to a folder of its own, such as \($0)/site/public\n"
            }
        ),
        (
            "", 64,
            { _ in "Error: --output is empty; name the folder to publish to, or leave it out for <site>/public\n" }
        ),
    ]

    @Test(arguments: 0..<refused.count)
    func aFolderThatIsNotSpecialsOwnIsRefusedAndLeftAsItWas(_ index: Int) throws {
        let sandbox = try Sandbox.withSite()
        let (output, status, message) = Self.refused[index]
        let before = sandbox.state()
        let run = try build(sandbox, ["--output", output])
        #expect(run.status == status)
        #expect(run.stderr.hasPrefix(message(sandbox.root)), "\(run.stderr)")
        #expect(sandbox.state() == before, "nothing created, moved or touched")
    }

    @Test func aWebRootWithOtherFilesIsRefusedUnlessForced() throws {
        let sandbox = try Sandbox.withSite()
        let web = sandbox.root + "/www"
        try FileManager.default.createDirectory(atPath: web, withIntermediateDirectories: true)
        try "User-agent: *\n".write(toFile: web + "/robots.txt", atomically: true, encoding: .utf8)
        try "sqlite".write(toFile: web + "/data.db", atomically: true, encoding: .utf8)
        let before = sandbox.state()

        let refused = try build(sandbox, ["--output", web])
        #expect(refused.status == 73)
        #expect(
            refused.stderr
                == "\(web): error: holds files specials did not publish (data.db, robots.txt); choose a new or empty folder, "
                + "or pass --force to take it over (its files are moved to \(sandbox.root)/.www.previous and deleted by the next build)\n"
        )
        #expect(sandbox.state() == before, "nothing created, moved or touched")

        let forced = try build(sandbox, ["--output", web, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(FileManager.default.fileExists(atPath: web + "/index.html"))
        #expect(
            FileManager.default.contents(atPath: sandbox.root + "/.www.previous/data.db") == Data("sqlite".utf8),
            "kept aside")

        // Now the folder is specials' own: a rebuild needs no --force.
        try SampleFeeds.good.replacingOccurrences(of: "3.79", with: "3.49")
            .write(toFile: sandbox.site + "/Content/specials/2026-11-16.json", atomically: true, encoding: .utf8)
        let rebuilt = try build(sandbox, ["--output", web])
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
    }

    @Test func newAndEmptyFoldersAndTheDefaultArePublishedTo() throws {
        let sandbox = try Sandbox.withSite()
        try FileManager.default.createDirectory(atPath: sandbox.root + "/empty", withIntermediateDirectories: true)
        for output in [sandbox.root + "/empty", sandbox.root + "/new/deeper"] {
            let run = try build(sandbox, ["--output", output])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: output + "/index.html"))
        }
        let first = try build(sandbox, [])
        #expect(first.status == 0, "\(first.stderr)")
        // The record beside the output is what makes the folder specials' own.
        try FileManager.default.removeItem(atPath: sandbox.site + "/.public.build")
        let unrecorded = try build(sandbox, [])
        #expect(unrecorded.status == 73)
        #expect(
            unrecorded.stderr.hasPrefix(
                "\(sandbox.site)/public: error: holds files specials did not publish (404.html, assets, cards, ...)")
        )
    }

    @Test func aSymbolicLinkToTheSiteIsTheSiteFolder() throws {
        let sandbox = try Sandbox.withSite()
        try FileManager.default.createSymbolicLink(atPath: sandbox.root + "/link", withDestinationPath: sandbox.site)
        let before = sandbox.state()
        let run = try build(sandbox, ["--output", sandbox.root + "/link"])
        #expect(run.status == 73)
        #expect(run.stderr.contains("the output folder is the site folder itself"), "\(run.stderr)")
        #expect(sandbox.state() == before)
    }

    @Test func aStaticFileAtAGeneratedPathIsAnError() throws {
        let sandbox = try Sandbox.withSite()
        try FileManager.default.createDirectory(
            atPath: sandbox.site + "/Static/weeks", withIntermediateDirectories: true)
        try "<p>mine</p>".write(toFile: sandbox.site + "/Static/index.html", atomically: true, encoding: .utf8)
        try "x".write(toFile: sandbox.site + "/Static/weeks/old.html", atomically: true, encoding: .utf8)
        try "x".write(toFile: sandbox.site + "/Static/robots.txt", atomically: true, encoding: .utf8)
        let run = try build(sandbox, [])
        #expect(run.status == 65)
        #expect(
            run.stderr == """
                Static/index.html: error: would be published at index.html, where the build writes the site's index.html; move it elsewhere in Static/ (a theme file is changed in Templates/)
                Static/weeks/old.html: error: would be published at weeks/old.html, where the build writes the pages of weeks/; move it elsewhere in Static/ (a theme file is changed in Templates/)
                2 errors; nothing was published

                """)
        #expect(!FileManager.default.fileExists(atPath: sandbox.site + "/public"))
    }

    @Test func aLinkToAFolderOutsideTheSiteIsOneError() throws {
        let sandbox = try Sandbox.withSite()
        try FileManager.default.createDirectory(
            atPath: sandbox.root + "/shared/deeper", withIntermediateDirectories: true)
        for name in ["a.png", "b.png", "deeper/c.png"] {
            try "x".write(toFile: sandbox.root + "/shared/" + name, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.site + "/Static/shared", withDestinationPath: sandbox.root + "/shared")
        let run = try build(sandbox, [])
        #expect(run.status == 65)
        #expect(
            run.stderr
                == "Static/shared: error: links to a folder outside the site folder; copy it into Static/ instead\n1 error; nothing was published\n"
        )
    }

    @Test func theSummaryCountsWhatIsInPublic() throws {
        let sandbox = try Sandbox.withSite()
        try "x".write(toFile: sandbox.site + "/Static/robots.txt", atomically: true, encoding: .utf8)
        let run = try Binary.run(["build", "--site", sandbox.site, "--now", "2026-11-21"])
        #expect(run.status == 0, "\(run.stderr)")
        let count = FileManager.default.enumerator(atPath: sandbox.site + "/public")!.allObjects.map { $0 as! String }
            .filter { !FileManager.default.isFolder(sandbox.site + "/public/" + $0) }.count
        #expect(run.stdout.hasPrefix("published \(count) files to \(sandbox.site)/public"), "\(run.stdout)")
    }

    @Test func aSecondBuildWaitsForTheLockBeforeReadingAnything() throws {
        let sandbox = try Sandbox.withSite()
        // Hold the lock as a running build would, then break the site: the second build must report the
        // lock (75), not the broken feed, because it reads nothing before it holds the lock.
        let lockPath = sandbox.site + "/.public.lock"
        FileManager.default.createFile(atPath: lockPath, contents: Data("pid 4242\n".utf8))
        let descriptor = open(lockPath, O_RDWR)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        try "{".write(toFile: sandbox.site + "/Content/specials/2026-11-16.json", atomically: true, encoding: .utf8)
        let run = try build(sandbox, [])
        #expect(run.status == 75)
        #expect(
            run.stderr
                == "\(sandbox.site)/public: error: another build (pid 4242) is publishing here; try again when it is done, or pass --wait SECONDS\n"
        )
    }
}

extension FileManager {
    func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}
