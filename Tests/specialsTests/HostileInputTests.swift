import Foundation
import SpecialsTestSupport
import Testing

/// One broken input: entries put over a good site, the exit code, and the located message the user
/// must read. `serve` marks the cases the preview is started on too.
struct HostileCase: Sendable, CustomTestStringConvertible {
    /// What a path becomes.
    enum Entry: Sendable {
        case bytes([UInt8])
        case missing
        case linkToNothing
        /// A link to a file with these contents outside the site folder.
        case linkOutside(String)
        case folder
        case fifo
    }

    var name: String
    var files: [String: Entry]
    var status: Int32
    var message: String
    var serve = false

    init(_ name: String, _ files: [String: String?], _ message: String, status: Int32 = 65) {
        self.init(
            name, entries: files.mapValues { $0.map { .bytes(Array($0.utf8)) } ?? .missing }, message, status: status)
    }

    init(_ name: String, bytes: [String: [UInt8]], _ message: String, status: Int32 = 65) {
        self.init(name, entries: bytes.mapValues { .bytes($0) }, message, status: status)
    }

    init(_ name: String, entries: [String: Entry], _ message: String, status: Int32 = 65, serve: Bool = false) {
        self.name = name
        self.files = entries
        self.status = status
        self.message = message
        self.serve = serve
    }

    var testDescription: String { name }

    /// Puts the entries into the site folder `site`.
    func apply(to site: String) throws {
        for (path, entry) in files {
            let full = site + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: full)
            switch entry {
            case .bytes(let contents): try Data(contents).write(to: URL(fileURLWithPath: full))
            case .missing: break
            case .linkToNothing:
                try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: site + "/nowhere/gone")
            case .linkOutside(let contents):
                // Beside the site, inside the test's own sandbox.
                let outside =
                    (site as NSString).deletingLastPathComponent + "/outside/" + (path as NSString).lastPathComponent
                try FileManager.default.createDirectory(
                    atPath: (outside as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try contents.write(toFile: outside, atomically: true, encoding: .utf8)
                try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: outside)
            case .folder: try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
            case .fifo: #expect(mkfifo(full, 0o644) == 0)
            }
        }
    }
}

let feedPath = "Content/specials/2026-11-16.json"
let notePath = "Content/notes/water.md"

func feedWith(_ item: String, canvas: String = "16") -> String? {
    #"{"canvasUnit": \#(canvas), "managerSpecials": [\#(item)]}"#
}

func note(_ frontMatter: String) -> String? { "---\n\(frontMatter)\n---\nBody.\n" }

let invalidUTF8Feed: [UInt8] = {
    let start: [UInt8] = Array(#"{"canvasUnit": 16, "managerSpecials": [{"display_name": ""#.utf8)
    let end: [UInt8] = Array(#"", "width": 1, "height": 1, "price": "1"}]}"#.utf8)
    return start + [0xC3, 0x28] + end
}()

let invalidUTF8Note: [UInt8] = {
    let start: [UInt8] = Array("---\ntitle: W".utf8)
    let end: [UInt8] = Array("\ndate: 2026-11-16\n---\n".utf8)
    return start + [0xFF] + end
}()

let hostileCases: [HostileCase] = {
    var cases: [HostileCase] = []
    // Feeds: JSON itself
    cases.append(
        HostileCase(
            "truncated JSON", [feedPath: #"{"canvasUnit": 16, "managerSp"#],
            "\(feedPath):1:30: error: not valid JSON: the file ends too early"))
    cases.append(
        HostileCase("empty feed", [feedPath: ""], "\(feedPath):1:1: error: not valid JSON: the file ends too early"))
    cases.append(
        HostileCase(
            "a feed that is a list", [feedPath: "[]"],
            "\(feedPath): (root): error: expected an object with canvasUnit and managerSpecials, found an array"))
    cases.append(
        HostileCase(
            "trailing garbage", [feedPath: #"{"canvasUnit": 16, "managerSpecials": []} x"#],
            "\(feedPath):1:43: error: not valid JSON"))
    cases.append(
        HostileCase(
            "a number too large for JSON",
            [feedPath: feedWith(#"{"display_name": "A", "width": 1e400, "height": 1, "price": "1"}"#)],
            "\(feedPath): error: not valid JSON: number 1e400 is not representable in swift"))
    cases.append(
        HostileCase(
            "invalid UTF-8 in a name", bytes: [feedPath: invalidUTF8Feed], "\(feedPath):1:58: error: not valid UTF-8"))
    // Feeds: the canvas and the list
    cases.append(
        HostileCase(
            "canvasUnit as text", [feedPath: feedWith("", canvas: #""16""#)],
            "\(feedPath): canvasUnit: error: expected a whole number from 1 to 64, found \"16\""))
    cases.append(
        HostileCase(
            "canvasUnit too large", [feedPath: feedWith("", canvas: "65")],
            "\(feedPath): canvasUnit: error: expected a whole number from 1 to 64, found 65"))
    cases.append(
        HostileCase(
            "canvasUnit negative", [feedPath: feedWith("", canvas: "-16")],
            "\(feedPath): canvasUnit: error: expected a whole number from 1 to 64, found -16"))
    cases.append(
        HostileCase(
            "specials not a list", [feedPath: #"{"canvasUnit": 16, "managerSpecials": "all"}"#],
            "\(feedPath): managerSpecials: error: expected an array of specials, found \"all\""))
    cases.append(
        HostileCase(
            "a special that is text", [feedPath: feedWith(#""Milk""#)],
            "\(feedPath): managerSpecials[0]: error: expected a special (an object), found \"Milk\""))
    // Feeds: tiles
    cases.append(
        HostileCase(
            "negative width", [feedPath: feedWith(#"{"display_name": "A", "width": -4, "height": 4, "price": "1"}"#)],
            "\(feedPath): managerSpecials[0].width: error: \"A\": expected a whole number from 1 to 16, found -4"))
    cases.append(
        HostileCase(
            "zero width", [feedPath: feedWith(#"{"display_name": "A", "width": 0, "height": 4, "price": "1"}"#)],
            "\(feedPath): managerSpecials[0].width: error: \"A\": expected a whole number from 1 to 16, found 0"))
    cases.append(
        HostileCase(
            "oversized tile", [feedPath: feedWith(#"{"display_name": "A", "width": 16, "height": 65, "price": "1"}"#)],
            "\(feedPath): managerSpecials[0].height: error: \"A\": expected a whole number from 1 to 64, found 65"))
    cases.append(
        HostileCase(
            "fractional height",
            [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 2.5, "price": "1"}"#)],
            "\(feedPath): managerSpecials[0].height: error: \"A\": expected a whole number from 1 to 64, found 2.5"))
    cases.append(
        HostileCase(
            "huge width",
            [feedPath: feedWith(#"{"display_name": "A", "width": 99999999999999999999, "height": 4, "price": "1"}"#)],
            "\(feedPath): managerSpecials[0].width: error: \"A\": expected a whole number from 1 to 16, found 99999999999999999999"
        ))
    // Feeds: prices
    cases.append(
        HostileCase(
            "huge price",
            [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": "99999999999.99"}"#)],
            "\(feedPath): managerSpecials[0].price: error: \"A\": \"99999999999.99\" is too large (at most 999999.99)"))
    cases.append(
        HostileCase(
            "price in exponent form",
            [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": "1e3"}"#)],
            "\(feedPath): managerSpecials[0].price: error: \"A\": \"1e3\" is not a price"))
    cases.append(
        HostileCase(
            "price in hex", [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": "0x10"}"#)],
            "\(feedPath): managerSpecials[0].price: error: \"A\": \"0x10\" is not a price"))
    cases.append(
        HostileCase(
            "empty price", [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": ""}"#)],
            "\(feedPath): managerSpecials[0].price: error: \"A\": is empty; every special needs a price"))
    cases.append(
        HostileCase(
            "null price", [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": null}"#)],
            "\(feedPath): managerSpecials[0].price: error: \"A\": missing required field"))
    cases.append(
        HostileCase(
            "price as a list", [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": [1]}"#)],
            "\(feedPath): managerSpecials[0].price: error: \"A\": expected a price like \"1.29\", found an array"))
    cases.append(
        HostileCase(
            "negative number price",
            [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": -0.5}"#)],
            "\(feedPath): managerSpecials[0].price: error: \"A\": -0.5 is negative"))
    cases.append(
        HostileCase(
            "three decimals", [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": 1.005}"#)],
            "\(feedPath): managerSpecials[0].price: error: \"A\": 1.005 has more than 2 decimals"))
    cases.append(
        HostileCase(
            "bad original price",
            [
                feedPath: feedWith(
                    #"{"display_name": "A", "width": 4, "height": 4, "price": "1", "original_price": "€2"}"#)
            ], "\(feedPath): managerSpecials[0].original_price: error: \"A\": \"€2\" is not a price: write \"2\""))
    // Feeds: names, images, sizes
    cases.append(
        HostileCase(
            "missing name", [feedPath: feedWith(#"{"width": 4, "height": 4, "price": "1"}"#)],
            "\(feedPath): managerSpecials[0].display_name: error: missing required field"))
    cases.append(
        HostileCase(
            "name as a number", [feedPath: feedWith(#"{"display_name": 42, "width": 4, "height": 4, "price": "1"}"#)],
            "\(feedPath): managerSpecials[0].display_name: error: expected a name (a string), found 42"))
    cases.append(
        HostileCase(
            "blank name", [feedPath: feedWith(#"{"display_name": " \n\t ", "width": 4, "height": 4, "price": "1"}"#)],
            "\(feedPath): managerSpecials[0].display_name: error: is empty; every special needs a name"))
    cases.append(
        HostileCase(
            "javascript image",
            [
                feedPath: feedWith(
                    #"{"display_name": "A", "width": 4, "height": 4, "price": "1", "imageUrl": "javascript:alert(document.cookie)"}"#
                )
            ],
            "\(feedPath): managerSpecials[0].imageUrl: error: \"A\": \"javascript:alert(document.cookie)\" is not allowed: images must be http(s) URLs or paths into Static/"
        ))
    cases.append(
        HostileCase(
            "data image",
            [
                feedPath: feedWith(
                    #"{"display_name": "A", "width": 4, "height": 4, "price": "1", "imageUrl": "data:text/html,<script>alert(1)</script>"}"#
                )
            ],
            "\(feedPath): managerSpecials[0].imageUrl: error: \"A\": \"data:text/html,<script>alert(1)</script>\" is not allowed: images must be http(s) URLs or paths into Static/"
        ))
    cases.append(
        HostileCase(
            "image path escaping Static",
            [
                feedPath: feedWith(
                    #"{"display_name": "A", "width": 4, "height": 4, "price": "1", "imageUrl": "../../etc/passwd"}"#)
            ],
            "\(feedPath): managerSpecials[0].imageUrl: error: \"A\": \"../../etc/passwd\" is not a path inside Static/")
    )
    cases.append(
        HostileCase(
            "image URL with a quote",
            [
                feedPath: feedWith(
                    #"{"display_name": "A", "width": 4, "height": 4, "price": "1", "imageUrl": "https://x.example/a\" onerror=\"alert(1)"}"#
                )
            ],
            "\(feedPath): managerSpecials[0].imageUrl: error: \"A\": \"https://x.example/a\" onerror=\"alert(1)\" is not a valid URL"
        ))
    cases.append(
        HostileCase(
            "image as an object",
            [
                feedPath: feedWith(
                    #"{"display_name": "A", "width": 4, "height": 4, "price": "1", "imageUrl": {"src": "a.png"}}"#)
            ], "\(feedPath): managerSpecials[0].imageUrl: error: \"A\": expected a URL (a string), found an object"))
    cases.append(
        HostileCase(
            "unknown unit in size",
            [
                feedPath: feedWith(
                    #"{"display_name": "A", "width": 4, "height": 4, "price": "1", "size": "12 parsecs"}"#)
            ],
            "\(feedPath): managerSpecials[0].size: error: \"A\": \"12 parsecs\" is not a size (like \"12 oz\" or \"6 x 330 mL\")"
        ))
    cases.append(
        HostileCase(
            "snapshot not named by date", ["Content/specials/next-week.json": feedWith("")],
            "Content/specials/next-week.json: error: a snapshot's name must be the date it applies from, like 2026-11-16.json"
        ))
    cases.append(
        HostileCase(
            "snapshot on a day that does not exist", ["Content/specials/2026-02-30.json": feedWith("")],
            "Content/specials/2026-02-30.json: error: a snapshot's name must be the date it applies from, like 2026-11-16.json"
        ))
    // Notes
    cases.append(
        HostileCase(
            "note without front matter", [notePath: "# Water\n"],
            "\(notePath):1:1: error: a note starts with front matter: a line ---, then title: and date:, then ---"))
    cases.append(
        HostileCase(
            "unterminated front matter", [notePath: "---\ntitle: Water\ndate: 2026-11-16\n"],
            "\(notePath):1:1: error: front matter is not closed: end it with a line ---"))
    cases.append(
        HostileCase(
            "front matter YAML error", [notePath: note("title: [Water\ndate: 2026-11-16")],
            "\(notePath):3:5: error: YAML: while parsing a flow sequence did not find expected ',' or ']'"))
    cases.append(
        HostileCase(
            "a price given twice",
            [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": "0.01", "price": "3.49"}"#)],
            "\(feedPath): managerSpecials[0].price: error: \"price\" is given more than once in this object; readers disagree on which one counts, so keep one"
        ))
    cases.append(
        HostileCase(
            "canvasUnit given twice", [feedPath: #"{"canvasUnit": 16, "managerSpecials": [], "canvasUnit": 8}"#],
            "\(feedPath): canvasUnit: error: \"canvasUnit\" is given more than once in this object; readers disagree on which one counts, so keep one"
        ))
    cases.append(
        HostileCase(
            "a key given twice under an escape",
            [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": "1", "pr\u0069ce": "2"}"#)],
            "\(feedPath): managerSpecials[0].price: error: \"price\" is given more than once in this object; readers disagree on which one counts, so keep one"
        ))
    cases.append(
        HostileCase(
            "a key given twice in two spellings",
            [
                feedPath: feedWith(
                    #"{"display_name": "A", "width": 4, "height": 4, "price": "1", "original_price": "2", "originalPrice": "0.5"}"#
                )
            ],
            "\(feedPath): managerSpecials[0].originalPrice: error: \"originalPrice\" and \"original_price\" are the same key given twice; keep one"
        ))
    cases.append(
        HostileCase(
            "a name of 5 MB",
            [
                feedPath: feedWith(
                    #"{"display_name": "\#(String(repeating: "Milk ", count: 1_000_000))", "width": 4, "height": 4, "price": "1"}"#
                )
            ],
            "\(feedPath): managerSpecials[0].display_name: error: is 4999999 characters long; a name has at most 200 (a pasted description is not a name)"
        ))
    cases.append(
        HostileCase(
            "an id of 201 characters",
            [
                feedPath: feedWith(
                    #"{"display_name": "Milk", "id": "\#(String(repeating: "7", count: 201))", "width": 4, "height": 4, "price": "1"}"#
                )
            ], "\(feedPath): managerSpecials[0].id: error: \"Milk\": is 201 characters long; an id has at most 200"))
    cases.append(
        HostileCase(
            "an image URL of 5 MB",
            [
                feedPath: feedWith(
                    #"{"display_name": "Milk", "imageUrl": "https://example.com/\#(String(repeating: "a", count: 5_000_000)).png", "width": 4, "height": 4, "price": "1"}"#
                )
            ],
            "\(feedPath): managerSpecials[0].imageUrl: error: \"Milk\": is 5000024 characters long; a URL has at most 2000"
        ))
    cases.append(
        HostileCase(
            "a name of 201 characters",
            [
                feedPath: feedWith(
                    #"{"display_name": "\#(String(repeating: "é", count: 201))", "width": 4, "height": 4, "price": "1"}"#
                )
            ],
            "\(feedPath): managerSpecials[0].display_name: error: is 201 characters long; a name has at most 200 (a pasted description is not a name)"
        ))
    cases.append(
        HostileCase(
            "a note title of 300 characters",
            [notePath: note("title: \(String(repeating: "w", count: 300))\ndate: 2026-11-16")],
            "\(notePath):2:8: error: title is 300 characters long; a name has at most 200"))
    cases.append(
        HostileCase(
            "a compared name of 300 characters",
            [
                notePath: note(
                    "title: Water\ndate: 2026-11-16\ncompare:\n  - {name: \(String(repeating: "w", count: 300)), price: 1, size: 1 L}\n  - {name: B, price: 1, size: 2 L}"
                )
            ], "\(notePath):5:12: error: name is 300 characters long; a name has at most 200"))
    cases.append(
        HostileCase(
            "a site title of 300 characters", ["site.yml": "title: \(String(repeating: "S", count: 300))\n"],
            "site.yml:1:8: error: title is 300 characters long; a name has at most 200"))
    cases.append(
        HostileCase(
            "a site.yml key given twice", ["site.yml": "title: Shop\nlocale: en_US\ntitle: Other\n"],
            "site.yml:1:1: error: YAML: \"title\" is given more than once in this mapping; keep one"))
    cases.append(
        HostileCase(
            "front matter key given twice", [notePath: note("title: Water\ndate: 2026-11-16\ntitle: Again")],
            "\(notePath):2:1: error: YAML: \"title\" is given more than once in this mapping; keep one"))
    cases.append(
        HostileCase(
            "front matter that is a list", [notePath: note("- title\n- date")],
            "\(notePath):2:1: error: front matter must be a mapping of keys to values"))
    cases.append(
        HostileCase(
            "note without title", [notePath: note("date: 2026-11-16")], "\(notePath):1:1: error: missing title:"))
    cases.append(
        HostileCase(
            "note with a bad date", [notePath: note("title: Water\ndate: 16/11/2026")],
            "\(notePath):3:7: error: date must be a date like 2026-11-16 or a date and time like 2026-11-16T09:30:00-05:00, not \"16/11/2026\""
        ))
    cases.append(
        HostileCase(
            "note for a week with no snapshot", [notePath: note("title: Water\ndate: 2026-11-16\nweek: 2026-11-30")],
            "\(notePath): error: week: 2026-11-30 names no snapshot in Content/specials/"))
    cases.append(
        HostileCase(
            "comparison of mass and volume",
            [
                notePath: note(
                    "title: Water\ndate: 2026-11-16\ncompare:\n  - {name: A, price: 1, size: 1 L}\n  - {name: B, price: 1, size: 1 lb}"
                )
            ],
            "\(notePath):6:5: error: compare item 2 (\"B\", 1 lb) is a mass, but compare item 1 is a volume; a mass never compares with a volume"
        ))
    cases.append(
        HostileCase(
            "comparison of a missing special",
            [
                notePath: note(
                    "title: Water\ndate: 2026-11-16\ncompare:\n  - special: Caviar 1 oz\n  - {name: B, price: 1, size: 1 lb}"
                )
            ], "\(notePath):5:5: error: compare item 1: the week of 2026-11-16 has no special named \"Caviar 1 oz\""))
    cases.append(
        HostileCase(
            "comparison with an unknown unit",
            [
                notePath: note(
                    "title: Water\ndate: 2026-11-16\ncompare:\n  - {name: A, price: 1, size: 3 furlongs}\n  - {name: B, price: 1, size: 1 lb}"
                )
            ], "\(notePath):5:31: error: compare item 1: \"3 furlongs\" is not a size: unknown unit \"furlongs\""))
    cases.append(
        HostileCase(
            "comparison with a zero size",
            [
                notePath: note(
                    "title: Water\ndate: 2026-11-16\ncompare:\n  - {name: A, price: 1, size: 0 lb}\n  - {name: B, price: 1, size: 1 lb}"
                )
            ], "\(notePath):5:31: error: compare item 1: \"0 lb\" is not a size: a size must be more than zero"))
    cases.append(
        HostileCase(
            "invalid UTF-8 in a note", bytes: [notePath: invalidUTF8Note], "\(notePath):2:9: error: not valid UTF-8"))
    cases.append(
        HostileCase(
            "two notes with one URL", ["Content/notes/Water!.md": note("title: Other\ndate: 2026-11-16")],
            "Content/notes/water.md: error: publishes to notes/water/ like Content/notes/Water!.md; rename one"))
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
            "Content/notes/pipe.md: error: is not a regular file (a FIFO, a socket or a device); remove it", serve: true
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
            entries: ["Content/specials/2026-11-09.json": .linkOutside(#"{"canvasUnit": 16, "managerSpecials": []}"#)],
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
            "a Static/ file that links outside the site", entries: ["Static/passwd.txt": .linkOutside("root:x:0:0")],
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
            "Templates/tile.mustache:1:14: error: template: a section is not closed: end it with {{/name}}", status: 66)
    )
    cases.append(
        HostileCase(
            "a bad price and a words: typo: both told",
            [
                "site.yml": Sandbox.settings + "words:\n  nav_this_wek: Now\n",
                feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": "x"}"#),
            ],
            "site.yml:3:3: warning: words: unknown key \"nav_this_wek\" is ignored; did you mean \"nav_this_week\"?"))
    cases.append(
        HostileCase(
            "only a future snapshot",
            [
                feedPath: nil,
                "Content/specials/2026-12-07.json": feedWith(
                    #"{"display_name": "Tea 20 ct", "width": 4, "height": 4, "price": "2.50"}"#),
            ],
            "Content/specials: error: no snapshot is dated on or before 2026-11-21; the first is 2026-12-07", status: 66
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

@Suite struct HostileInputTests {
    /// The preview shows the same problems over its pages and in the terminal.
    @Test(arguments: hostileCases.filter(\.serve))
    func servePrintsWhatBuildPrints(_ hostile: HostileCase) throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        try sandbox.write("---\ntitle: Water\ndate: 2026-11-16\n---\nBody.\n", to: "site/" + notePath)
        try hostile.apply(to: site)
        let build = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        let diagnostics = build.stderr.split(separator: "\n").dropLast().joined(separator: "\n")
        let serve = try Child(Binary.path, ["serve", "--site", site, "--port", "0", "--now", "2026-11-21"])
        #expect(serve.errors.wait(for: "no good build yet") != nil, "\(serve.errors.current)")
        #expect(
            serve.errors.current.hasPrefix(diagnostics + "\n"),
            "serve printed:\n\(serve.errors.current)\nbuild printed:\n\(build.stderr)")
    }

    @Test func theCorpusIsLarge() {
        #expect(hostileCases.count >= 60)
        #expect(hostileCases.filter(\.serve).count >= 6)
    }

    @Test(arguments: hostileCases)
    func badInputGivesItsExitCodeALocatedMessageAndLeavesPublicUntouched(_ hostile: HostileCase) throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        try FileManager.default.createDirectory(atPath: site + "/Content/notes", withIntermediateDirectories: true)
        try "---\ntitle: Water\ndate: 2026-11-16\n---\nBody.\n".write(
            toFile: site + "/" + notePath, atomically: true, encoding: .utf8)
        let good = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        try #require(good.status == 0, "\(good.stderr)")
        let before = FolderSnapshot(site + "/public")

        try hostile.apply(to: site)
        let run = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(run.status == hostile.status)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains(hostile.message), "stderr was:\n\(run.stderr)")
        #expect(!run.stderr.contains("internal error") && !run.stderr.contains("Fatal error"))
        #expect(
            !run.stderr.contains("NSCocoaErrorDomain") && !run.stderr.contains("The operation could not be completed"))
        let after = FolderSnapshot(site + "/public")
        #expect(after == before, "\(after.differences(from: before))")
        // check reads and validates through the same stages: the same words, the same exit code.
        let check = try Binary.run(["check", "--site", site, "--now", "2026-11-21"])
        #expect(check.status == run.status)
        #expect(check.stderr == run.stderr)
        // A build that finds nothing changed since the good one must still see what broke.
        let again = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(again.status == run.status && again.stderr == run.stderr)
    }
}
