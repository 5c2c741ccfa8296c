import Foundation
import SpecialsTestSupport
import Testing

/// Hostile site files: each is refused with its exit code and a located message, `public/` untouched.
@Suite struct HostileSiteFileTests {
    /// Broken site files: site.yml, templates, files that are not files, links out of the site, missing inputs and static files where the build writes.
    static let cases: [HostileCase] = {
        var cases: [HostileCase] = []
        // site.yml
        cases.append(
            HostileCase(
                "site.yml YAML error", ["site.yml": "title: [Shop\n"],
                "site.yml:2:1: error: YAML: while parsing a flow sequence did not find expected ',' or ']'"))
        cases.append(
            HostileCase(
                "site.yml that is a list", ["site.yml": "- title\n"],
                "site.yml:1:1: error: site.yml must be a mapping of keys to values"))
        cases.append(
            HostileCase(
                "unknown currency", ["site.yml": "currency: DOLLARS\n"],
                "site.yml:1:11: error: currency \"DOLLARS\" is not an ISO 4217 code like USD or EUR"))
        cases.append(
            HostileCase(
                "unknown time zone", ["site.yml": "time_zone: Moon/Tranquility\n"],
                "site.yml:1:12: error: time_zone \"Moon/Tranquility\" is not known; use one like America/New_York"))
        cases.append(
            HostileCase(
                "layouts that are not a list", ["site.yml": "layouts: 16\n"],
                "site.yml:1:10: error: layouts must be a list like - {columns: 16, min_width: 0}"))
        cases.append(
            HostileCase(
                "a layout far too wide", ["site.yml": "layouts:\n  - {columns: 1000, min_width: 0}\n"],
                "site.yml:2:15: error: columns must be a whole number from 1 to 64, not \"1000\""))
        // Templates
        cases.append(
            HostileCase(
                "template with an unclosed section", ["Templates/tile.mustache": "<li>{{#name}}"],
                "Templates/tile.mustache:1:14: error: template: a section is not closed: end it with {{/name}}"))
        cases.append(
            HostileCase(
                "template with an unfinished tag", ["Templates/week.mustache": "{{<base}}{{$main}}{{heading"],
                "Templates/week.mustache:1:28: error: template: the template ends inside a tag: close it with }}"))
        cases.append(
            HostileCase(
                "template closing the wrong section", ["Templates/note.mustache": "{{#title}}x{{/body}}"],
                "Templates/note.mustache:1:15: error: template: a section is closed with a different name than it was opened with"
            ))
        // Files that are not files: build, check and serve must agree on each
        cases.append(
            HostileCase(
                "a note that links to nothing", entries: [notePath: .linkToNothing],
                "\(notePath): error: cannot be read: a symbolic link to nothing, or it vanished while it was read",
                serve: true))
        cases.append(
            HostileCase(
                "a folder named like a note", entries: ["Content/notes/bad.md": .folder],
                "Content/notes/bad.md: error: is a folder, not a note; a folder cannot stand where a file is read",
                serve: true))
        cases.append(
            HostileCase(
                "a folder named like a snapshot", entries: ["Content/specials/2026-11-23.json": .folder],
                "Content/specials/2026-11-23.json: error: is a folder, not a snapshot; a folder cannot stand where a file is read",
                serve: true))
        cases.append(
            HostileCase(
                "a FIFO among the notes", entries: ["Content/notes/pipe.md": .fifo],
                "Content/notes/pipe.md: error: is not a regular file (a FIFO, a socket or a device); remove it",
                serve: true
            ))
        cases.append(
            HostileCase(
                "site.yml that is a folder", entries: ["site.yml": .folder],
                "site.yml: error: is a folder; the settings are a file", serve: true))
        // Links out of the site: nothing outside it is ever read, so nothing outside it is ever published.
        cases.append(
            HostileCase(
                "a note that links outside the site",
                entries: ["Content/notes/secret.md": .linkOutside("---\ntitle: Secret\n---\nPrivate.\n")],
                "Content/notes/secret.md: error: links to a file outside the site folder; copy it into the site folder instead",
                serve: true))
        cases.append(
            HostileCase(
                "a snapshot that links outside the site",
                entries: [
                    "Content/specials/2026-11-09.json": .linkOutside(#"{"canvasUnit": 16, "managerSpecials": []}"#)
                ],
                "Content/specials/2026-11-09.json: error: links to a file outside the site folder; copy it into the site folder instead"
            ))
        cases.append(
            HostileCase(
                "a template that links outside the site",
                entries: ["Templates/tile.mustache": .linkOutside("<li>{{name}}</li>")],
                "Templates/tile.mustache: error: links to a file outside the site folder; copy it into the site folder instead"
            ))
        cases.append(
            HostileCase(
                "site.yml that links outside the site", entries: ["site.yml": .linkOutside("title: Elsewhere\n")],
                "site.yml: error: links to a file outside the site folder; copy it into the site folder instead"))
        cases.append(
            HostileCase(
                "a Static/ file that links outside the site",
                entries: ["Static/passwd.txt": .linkOutside("root:x:0:0")],
                "Static/passwd.txt: error: links to a file outside the site folder; copy it into Static/ instead"))
        cases.append(
            HostileCase(
                "a template that links to nothing", entries: ["Templates/tile.mustache": .linkToNothing],
                "Templates/tile.mustache: error: cannot be read: a symbolic link to nothing, or it vanished while it was read",
                serve: true))
        // Missing input
        cases.append(
            HostileCase(
                "no snapshots at all", [feedPath: nil],
                "Content/specials: error: no feed snapshots; add one named like 2026-11-21.json", status: 66))
        cases.append(
            HostileCase(
                "no snapshot and a broken template: both told",
                [feedPath: nil, "Templates/tile.mustache": "<li>{{#name}}"],
                "Templates/tile.mustache:1:14: error: template: a section is not closed: end it with {{/name}}",
                status: 66)
        )
        cases.append(
            HostileCase(
                "a bad price and a words: typo: both told",
                [
                    "site.yml": Sandbox.settings + "words:\n  nav_this_wek: Now\n",
                    feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": "x"}"#),
                ],
                "site.yml:3:3: warning: words: unknown key \"nav_this_wek\" is ignored; did you mean \"nav_this_week\"?"
            ))
        cases.append(
            HostileCase(
                "only a future snapshot",
                [
                    feedPath: nil,
                    "Content/specials/2026-12-07.json": feedWith(
                        #"{"display_name": "Tea 20 ct", "width": 4, "height": 4, "price": "2.50"}"#),
                ],
                "Content/specials: error: no snapshot is dated on or before 2026-11-21; the first is 2026-12-07",
                status: 66
            ))
        // Static files at paths the build generates
        cases.append(
            HostileCase(
                "a Static/ file over the front page", ["Static/index.html": "<p>mine</p>"],
                "Static/index.html: error: would be published at index.html, where the build writes the site's index.html; move it elsewhere in Static/ (a theme file is changed in Templates/)"
            ))
        cases.append(
            HostileCase(
                "a Static/ file among the week pages", ["Static/weeks/2026-11-16/index.html": "x"],
                "Static/weeks/2026-11-16/index.html: error: would be published at weeks/2026-11-16/index.html, where the build writes the pages of weeks/; move it elsewhere in Static/ (a theme file is changed in Templates/)"
            ))
        cases.append(
            HostileCase(
                "a Static/ feed", ["Static/feed.xml": "<feed/>"],
                "Static/feed.xml: error: would be published at feed.xml, where the build writes the site's feed.xml; move it elsewhere in Static/ (a theme file is changed in Templates/)"
            ))
        return cases
    }()

    @Test(arguments: cases)
    func aBrokenSiteFileGivesItsExitCodeALocatedMessageAndLeavesPublicUntouched(_ hostile: HostileCase) throws {
        try hostile.expectRejected()
    }
}
