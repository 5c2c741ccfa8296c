import Foundation
import SpecialsTestSupport
import Testing

/// `specials theme` writes the built-in theme into a site to brand it from, and changes nothing it publishes.
@Suite struct ThemeCommandTests {
    /// A fresh site built, then built again with the theme written into it: every published file is the
    /// same, byte for byte, in English, in German and for a chain.
    @Test(arguments: [["--locale", "en_US"], ["--locale", "de_DE"], ["--chain"]])
    func theThemeWrittenIntoASitePublishesTheSameBytes(options: [String]) throws {
        let sandbox = try Sandbox()
        let site = sandbox.path("site")
        let created = try Binary.run(["init", site, "--now", "2026-11-21"] + options)
        #expect(created.status == 0, "\(created.stderr)")
        let build = { (output: String) in
            try Binary.run(["build", "--site", site, "--output", sandbox.path(output), "--now", "2026-11-21"])
        }
        let before = try build("before")
        #expect(before.status == 0, "\(before.stderr)")

        let theme = try Binary.run(["theme", "--site", site])
        let language = options.contains("de_DE") ? "de" : "en"
        #expect(theme.status == 0, "\(theme.stderr)")
        let templates = try FileManager.default.contentsOfDirectory(atPath: site + "/Templates")
        #expect(
            theme.stdout
                == "wrote \(templates.count) templates into Templates/ and i18n/\(language).yml; edit them, then specials build\n"
        )
        #expect(sandbox.read("site/Templates/base.mustache")?.hasPrefix("<!DOCTYPE html>") == true)
        let words = try #require(sandbox.read("site/i18n/\(language).yml"))
        #expect(
            words.contains(
                language == "de" ? "nav_archive: \"Alle Wochen und Hinweise\"" : "nav_archive: \"All weeks and notes\""),
            "\(words)")

        let after = try build("after")
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stderr == before.stderr, "the theme's own files bring no warning")
        let (one, two) = (FolderSnapshot(sandbox.path("before")).files, FolderSnapshot(sandbox.path("after")).files)
        #expect(one.count > 10 && Set(one.keys) == Set(two.keys))
        let differing = one.keys.sorted().filter { one[$0]?.bytes != two[$0]?.bytes }
        #expect(differing == [], "published differently with the theme written out")
    }

    /// A file the site has is never replaced unasked: nothing is written, each taken file is named, and
    /// the exit code is 73 (the output, here the site's own files, cannot be written), as for a snapshot.
    @Test func aFileTheSiteHasIsKeptUnlessForced() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        try sandbox.write("<p>{{name}}</p>\n", to: "site/Templates/tile.mustache")
        try sandbox.write("nav_archive: \"Old weeks\"\n", to: "site/i18n/en.yml")

        let refused = try Binary.run(["theme", "--site", site])
        #expect(refused.status == 73)
        #expect(
            refused.stderr == """
                Templates/tile.mustache: error: is already in the site; nothing was written (pass --force to replace it)
                i18n/en.yml: error: is already in the site; nothing was written (pass --force to replace it)

                """)
        #expect(sandbox.read("site/Templates/tile.mustache") == "<p>{{name}}</p>\n")
        #expect(!sandbox.exists("site/Templates/base.mustache"))

        let forced = try Binary.run(["theme", "--site", site, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(sandbox.read("site/Templates/tile.mustache")?.contains("{{#listItem}}") == true)
        #expect(sandbox.read("site/i18n/en.yml")?.contains("nav_archive: \"All weeks and notes\"") == true)
    }

    @Test func listNamesEachFileAndWhatItDrawsAndWritesNothing() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site(settings: "locale: fr_FR\n")
        let listed = try Binary.run(["theme", "--site", site, "--list"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let lines = listed.stdout.split(separator: "\n")
        #expect(
            lines.contains {
                $0.wholeMatch(
                    of:
                        /Templates\/tile\.mustache +one special on a week's grid: picture, price, unit price, name, saving, news/
                ) != nil
            })
        #expect(lines.last?.wholeMatch(of: /i18n\/fr\.yml +the sentences the pages say, in fr/) != nil)
        #expect(!sandbox.exists("site/Templates"))
        // The files it names are the files it writes.
        #expect(try Binary.run(["theme", "--site", site]).status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: site + "/Templates").map { "Templates/" + $0 }
        #expect(Set(lines.map { String($0.prefix { $0 != " " }) }) == Set(written + ["i18n/fr.yml"]))

        let elsewhere = try Binary.run(["theme", "--site", sandbox.path("nowhere")])
        #expect(elsewhere.status == 66)
    }
}
