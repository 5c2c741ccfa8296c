import Foundation

/// The keys given twice in one object of a JSON text (`"price": "0.01", "price": "3.49"`).
///
/// Foundation's decoders keep one of the two silently, and readers disagree on which (Python and
/// JavaScript keep the last), so the feed decoder refuses such a text rather than guess. This walks a
/// text that already parsed as JSON, so it only has to find where each object's keys are, not judge
/// the syntax.
package struct JSONDuplicateKeys {
    /// A key given more than once: the path of its second appearance (`managerSpecials[0].price`).
    package struct Duplicate: Equatable {
        package var path: JSONPath
        package var key: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var found: [Duplicate] = []
    /// The byte offset whose value's path `path(at:in:)` asks for, and that path once found.
    private var target: Int?
    private var targetPath: JSONPath?

    /// The duplicates of `text`, in document order; empty for a text that is not JSON.
    package static func find(in text: String) -> [Duplicate] {
        var scanner = JSONDuplicateKeys(bytes: Array(text.utf8))
        scanner.value(at: .root)
        return scanner.found
    }

    /// The path of the value that starts at byte `offset` of `text` (`managerSpecials[3].price`).
    package static func path(at offset: Int, in text: String) -> JSONPath? {
        var scanner = JSONDuplicateKeys(bytes: Array(text.utf8))
        scanner.target = offset
        scanner.value(at: .root)
        return scanner.targetPath
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value(at path: JSONPath) {
        skipSpace()
        guard index < bytes.count else { return }
        if index == target { targetPath = path }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var seen: Set<String> = []
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    index += 1  // "}" of an empty object
                    return
                }
                let key = string()
                skipSpace()
                index += 1  // ":"
                if !seen.insert(key).inserted { found.append(Duplicate(path: path.key(key), key: key)) }
                value(at: path.key(key))
                guard separator() else { return }
            }
        case UInt8(ascii: "["):
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return
            }
            var position = 0
            while true {
                value(at: path.index(position))
                position += 1
                guard separator() else { return }
            }
        case UInt8(ascii: "\""):
            _ = string()
        default:
            // A number, true, false or null: it ends where a separator or a space starts.
            while index < bytes.count, !Self.ends(bytes[index]) { index += 1 }
        }
    }

    /// Steps over a "," (true: more follows) or the "]" or "}" that closes the container (false).
    private mutating func separator() -> Bool {
        skipSpace()
        guard index < bytes.count else { return false }
        index += 1
        return bytes[index - 1] == UInt8(ascii: ",")
    }

    /// The string starting at `index`, its escapes decoded so that `"pr\u0069ce"` is `price`.
    private mutating func string() -> String {
        let start = index
        index += 1
        var escaped = false
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") {
                escaped = true
                index += 1
            }
            index += 1
        }
        index += 1
        let raw = bytes[start..<min(index, bytes.count)]
        guard escaped else { return String(decoding: raw.dropFirst().dropLast(), as: UTF8.self) }
        let decoded = try? JSONSerialization.jsonObject(with: Data(raw), options: [.fragmentsAllowed]) as? String
        return decoded ?? String(decoding: raw, as: UTF8.self)
    }

    private mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func ends(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
    }
}
