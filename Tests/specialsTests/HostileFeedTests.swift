import Foundation
import SpecialsTestSupport
import Testing

/// Hostile feeds: each is refused with its exit code and a located message, `public/` untouched.
@Suite struct HostileFeedTests {
    /// Broken feeds: JSON itself, the canvas and the list, tiles, prices, names, images and sizes.
    static let cases: [HostileCase] = {
        var cases: [HostileCase] = []
        // Feeds: JSON itself
        cases.append(
            HostileCase(
                "truncated JSON", [feedPath: #"{"canvasUnit": 16, "managerSp"#],
                "\(feedPath):1:30: error: not valid JSON: the file ends too early"))
        cases.append(
            HostileCase("empty feed", [feedPath: ""], "\(feedPath):1:1: error: not valid JSON: the file ends too early")
        )
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
                "invalid UTF-8 in a name", bytes: [feedPath: invalidUTF8Feed],
                "\(feedPath):1:58: error: not valid UTF-8"))
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
                "negative width",
                [feedPath: feedWith(#"{"display_name": "A", "width": -4, "height": 4, "price": "1"}"#)],
                "\(feedPath): managerSpecials[0].width: error: \"A\": expected a whole number from 1 to 16, found -4"))
        cases.append(
            HostileCase(
                "zero width", [feedPath: feedWith(#"{"display_name": "A", "width": 0, "height": 4, "price": "1"}"#)],
                "\(feedPath): managerSpecials[0].width: error: \"A\": expected a whole number from 1 to 16, found 0"))
        cases.append(
            HostileCase(
                "oversized tile",
                [feedPath: feedWith(#"{"display_name": "A", "width": 16, "height": 65, "price": "1"}"#)],
                "\(feedPath): managerSpecials[0].height: error: \"A\": expected a whole number from 1 to 64, found 65"))
        cases.append(
            HostileCase(
                "fractional height",
                [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 2.5, "price": "1"}"#)],
                "\(feedPath): managerSpecials[0].height: error: \"A\": expected a whole number from 1 to 64, found 2.5")
        )
        cases.append(
            HostileCase(
                "huge width",
                [
                    feedPath: feedWith(
                        #"{"display_name": "A", "width": 99999999999999999999, "height": 4, "price": "1"}"#)
                ],
                "\(feedPath): managerSpecials[0].width: error: \"A\": expected a whole number from 1 to 16, found 99999999999999999999"
            ))
        // Feeds: prices
        cases.append(
            HostileCase(
                "huge price",
                [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": "99999999999.99"}"#)],
                "\(feedPath): managerSpecials[0].price: error: \"A\": \"99999999999.99\" is too large (at most 999999.99)"
            ))
        cases.append(
            HostileCase(
                "price in exponent form",
                [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": "1e3"}"#)],
                "\(feedPath): managerSpecials[0].price: error: \"A\": \"1e3\" is not a price"))
        cases.append(
            HostileCase(
                "price in hex",
                [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": "0x10"}"#)],
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
                "price as a list",
                [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": [1]}"#)],
                "\(feedPath): managerSpecials[0].price: error: \"A\": expected a price like \"1.29\", found an array"))
        cases.append(
            HostileCase(
                "negative number price",
                [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": -0.5}"#)],
                "\(feedPath): managerSpecials[0].price: error: \"A\": -0.5 is negative"))
        cases.append(
            HostileCase(
                "three decimals",
                [feedPath: feedWith(#"{"display_name": "A", "width": 4, "height": 4, "price": 1.005}"#)],
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
                "name as a number",
                [feedPath: feedWith(#"{"display_name": 42, "width": 4, "height": 4, "price": "1"}"#)],
                "\(feedPath): managerSpecials[0].display_name: error: expected a name (a string), found 42"))
        cases.append(
            HostileCase(
                "blank name",
                [feedPath: feedWith(#"{"display_name": " \n\t ", "width": 4, "height": 4, "price": "1"}"#)],
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
                        #"{"display_name": "A", "width": 4, "height": 4, "price": "1", "imageUrl": "../../etc/passwd"}"#
                    )
                ],
                "\(feedPath): managerSpecials[0].imageUrl: error: \"A\": \"../../etc/passwd\" is not a path inside Static/"
            )
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
                ], "\(feedPath): managerSpecials[0].imageUrl: error: \"A\": expected a URL (a string), found an object")
        )
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
        return cases
    }()

    @Test(arguments: cases)
    func aBrokenFeedGivesItsExitCodeALocatedMessageAndLeavesPublicUntouched(_ hostile: HostileCase) throws {
        try hostile.expectRejected()
    }
}
