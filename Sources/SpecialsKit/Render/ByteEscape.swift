/// One pass over UTF-8 bytes that replaces some of them: for escapers whose special characters are
/// all ASCII, so a replacement never splits a character.
enum ByteEscape {
    /// `bytes` with every byte that `replacement` names replaced; nil when none is.
    static func replacing(_ bytes: some Collection<UInt8>, with replacement: (UInt8) -> StaticString?) -> [UInt8]? {
        guard let first = bytes.firstIndex(where: { replacement($0) != nil }) else { return nil }
        var escaped = [UInt8]()
        escaped.reserveCapacity(bytes.count + 16)
        escaped.append(contentsOf: bytes[..<first])
        for byte in bytes[first...] {
            if let replaced = replacement(byte) {
                escaped.append(
                    contentsOf: UnsafeBufferPointer(start: replaced.utf8Start, count: replaced.utf8CodeUnitCount))
            } else {
                escaped.append(byte)
            }
        }
        return escaped
    }
}
