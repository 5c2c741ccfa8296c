/// Removes metadata chunks from a WebP file: Debian's libvips 8.14 writes an EXIF chunk even when asked
/// to strip, and keeps an ICC profile unless it is removed from the image first.
///
/// A WebP file is a RIFF container: "RIFF", its size, "WEBP", then chunks of a four-letter name, a
/// little-endian size and the data, padded to an even length. An extended file starts with a VP8X
/// chunk whose flags say which optional chunks follow (ICC 0x20, EXIF 0x08, XMP 0x04).
enum WebPMetadata {
    static let metadataChunks: [String: UInt8] = ["ICCP": 0x20, "EXIF": 0x08, "XMP ": 0x04]

    /// `bytes` without ICC, EXIF or XMP chunks; the bytes as they are when they are no WebP file.
    static func removed(from bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 12, Array(bytes[0..<4]) == Array("RIFF".utf8), Array(bytes[8..<12]) == Array("WEBP".utf8)
        else {
            return bytes
        }
        var chunks: [(name: String, data: ArraySlice<UInt8>)] = []
        var offset = 12
        while offset + 8 <= bytes.count {
            let name = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size =
                Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(
                    bytes[offset + 7]) << 24
            guard offset + 8 + size <= bytes.count else { return bytes }
            chunks.append((name, bytes[offset + 8..<offset + 8 + size]))
            offset += 8 + size + size % 2
        }
        var cleared: UInt8 = 0
        chunks.removeAll { chunk in
            guard let flag = metadataChunks[chunk.name] else { return false }
            cleared |= flag
            return true
        }
        guard cleared != 0 else { return bytes }
        var body: [UInt8] = Array("WEBP".utf8)
        for (name, data) in chunks {
            var data = Array(data)
            if name == "VP8X", !data.isEmpty { data[0] &= ~cleared }
            body += Array(name.utf8) + littleEndian(data.count) + data
            if data.count % 2 == 1 { body.append(0) }
        }
        return Array("RIFF".utf8) + littleEndian(body.count) + body
    }

    private static func littleEndian(_ value: Int) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
