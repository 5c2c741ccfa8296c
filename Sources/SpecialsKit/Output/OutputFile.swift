/// One file of the built site, as a value: its path inside public/ and its bytes.
public struct OutputFile: Sendable, Equatable {
    /// Relative to the output folder, with "/" separators: "weeks/2026-11-16/index.html".
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}

/// A short content hash for asset names, so a changed stylesheet gets a new URL.
enum ContentHash {
    static func hex(_ bytes: [UInt8]) -> String {
        var hash = StreamingHash()
        hash.add(bytes)
        return hash.hex
    }
}

/// FNV-1a, 64 bits, over a stream of bytes: for content-addressed names and input fingerprints,
/// not for security.
struct StreamingHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            state ^= UInt64(byte)
            state = state &* 0x0000_0100_0000_01b3
        }
    }

    mutating func add(_ text: String) { add(Array(text.utf8)) }

    /// 16 hex digits.
    var hex: String {
        let text = String(state, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
