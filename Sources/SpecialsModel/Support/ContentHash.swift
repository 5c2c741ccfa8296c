/// A short content hash for asset names, so a changed stylesheet gets a new URL.
package enum ContentHash {
    package static func hex(_ bytes: [UInt8]) -> String {
        var hash = StreamingHash()
        hash.add(bytes)
        return hash.hex
    }

    /// The hash as a number, for sharding.
    package static func value(_ bytes: [UInt8]) -> UInt64 {
        var hash = StreamingHash()
        hash.add(bytes)
        return hash.value
    }
}

/// FNV-1a, 64 bits, over a stream of bytes: for content-addressed names and input fingerprints,
/// not for security.
package struct StreamingHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    package mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            state ^= UInt64(byte)
            state = state &* 0x0000_0100_0000_01b3
        }
    }

    package mutating func add(_ text: String) { add(Array(text.utf8)) }

    package var value: UInt64 { state }

    /// 16 hex digits.
    package var hex: String {
        let text = String(state, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    package init() {}
}
