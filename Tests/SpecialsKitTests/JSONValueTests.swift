import Foundation
import Testing

@testable import SpecialsKit

@Suite struct JSONValueTests {
    @Test func readsEveryKindOfValueExactly() throws {
        let text =
            #"{"s": "8", "i": 16, "n": -3, "d": 12.30, "t": true, "f": false, "z": null, "a": [1, "x", [], {}], "o": {"k": [true]}}"#
        let value = try JSONValue.parse(text).get()
        #expect(
            value
                == .object([
                    "s": .string("8"),
                    "i": .number(16),
                    "n": .number(-3),
                    "d": .number(Decimal(string: "12.3")!),
                    "t": .bool(true),
                    "f": .bool(false),
                    "z": .null,
                    "a": .array([.number(1), .string("x"), .array([]), .object([:])]),
                    "o": .object(["k": .array([.bool(true)])]),
                ]))
    }

    @Test func topLevelScalars() throws {
        #expect(try JSONValue.parse("0").get() == .number(0))
        #expect(try JSONValue.parse(#""""#).get() == .string(""))
        #expect(try JSONValue.parse("false").get() == .bool(false))
        #expect(try JSONValue.parse("[]").get() == .array([]))
    }
}
