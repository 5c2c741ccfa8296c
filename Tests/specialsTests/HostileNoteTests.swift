import Foundation
import SpecialsTestSupport
import Testing

/// Hostile notes, and the limits every input shares (a key given twice, a name or title too long): each
/// is refused with its exit code and a located message, `public/` untouched.
@Suite struct HostileNoteTests {
    /// Broken notes (front matter, titles, dates, comparisons, URLs), keys given twice, overlong texts.
    static let cases: [HostileCase] = {
        var cases: [HostileCase] = []
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
                [
                    feedPath: feedWith(
                        #"{"display_name": "A", "width": 4, "height": 4, "price": "0.01", "price": "3.49"}"#)
                ],
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
                [
                    feedPath: feedWith(
                        #"{"display_name": "A", "width": 4, "height": 4, "price": "1", "pr\u0069ce": "2"}"#)
                ],
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
                ], "\(feedPath): managerSpecials[0].id: error: \"Milk\": is 201 characters long; an id has at most 200")
        )
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
                "note for a week with no snapshot",
                [notePath: note("title: Water\ndate: 2026-11-16\nweek: 2026-11-30")],
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
                ], "\(notePath):5:5: error: compare item 1: the week of 2026-11-16 has no special named \"Caviar 1 oz\""
            ))
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
                "invalid UTF-8 in a note", bytes: [notePath: invalidUTF8Note], "\(notePath):2:9: error: not valid UTF-8"
            ))
        cases.append(
            HostileCase(
                "two notes with one URL", ["Content/notes/Water!.md": note("title: Other\ndate: 2026-11-16")],
                "Content/notes/water.md: error: publishes to notes/water/ like Content/notes/Water!.md; rename one"))
        return cases
    }()

    @Test(arguments: cases)
    func aBrokenNoteGivesItsExitCodeALocatedMessageAndLeavesPublicUntouched(_ hostile: HostileCase) throws {
        try hostile.expectRejected()
    }
}
