import Foundation

/// How the graph is written: its elements joined, the marks a page fills in, the store as schema.org
/// describes it, and JSON no text in it can end the script element with.
extension StructuredData {
    /// A JSON-LD graph of elements already encoded (nil or empty ones left out), its keys sorted as
    /// every object's.
    static func graph(_ elements: [String?]) -> String {
        #"{"@context":"https://schema.org","@graph":["#
            + elements.compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: ",") + "]}"
    }

    /// Where a page's own text goes in products encoded for many pages: a string that JSON writes with an
    /// escape no URL needs.
    enum Mark: String, CaseIterable {
        case page = "\u{1}page"
        case seller = "\u{1}seller"

        /// The mark as it stands in the encoded products, quotes included.
        var encoded: [UInt8] { Self.encodings[self]! }
        /// Each mark encoded once, not on every page that fills one in.
        private static let encodings = Dictionary(
            uniqueKeysWithValues: allCases.map { ($0, Array(StructuredData.scriptSafeJSON($0.rawValue).utf8)) })

        /// `marked` with every mark replaced by its value, encoded; nil unless each mark occurs exactly
        /// `count` times.
        static func fill(_ marked: String, _ marks: [(Mark, String)], count: Int) -> String? {
            let patterns = marks.map { (mark: $0.0.encoded, value: Array(StructuredData.scriptSafeJSON($0.1).utf8)) }
            var found = Array(repeating: 0, count: patterns.count)
            var marked = marked
            let result = marked.withUTF8 { bytes -> [UInt8] in
                var result: [UInt8] = []
                result.reserveCapacity(bytes.count + count * patterns.reduce(0) { $0 + $1.value.count })
                // The text between marks is copied a run at a time: byte by byte, this was most of it.
                var (start, index) = (0, 0)
                while index + 1 < bytes.count {
                    // Every mark opens with a quote and an escape, which few quotes are followed by.
                    if bytes[index] == UInt8(ascii: "\""), bytes[index + 1] == UInt8(ascii: "\\"),
                        let which = patterns.firstIndex(where: {
                            UnsafeBufferPointer(rebasing: bytes[index...]).starts(with: $0.mark)
                        })
                    {
                        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                        result.append(contentsOf: patterns[which].value)
                        found[which] += 1
                        index += patterns[which].mark.count
                        start = index
                    } else {
                        index += 1
                    }
                }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
                return result
            }
            guard found.allSatisfy({ $0 == count }) else { return nil }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The store as schema.org describes a grocery store, its front page at `home`; its id is that URL
    /// with "#store".
    func groceryStore(_ store: Store, home: String) -> GroceryStore {
        let address = store.address.map { address in
            PostalAddress(
                streetAddress: address.street, addressLocality: address.city, addressRegion: address.region,
                postalCode: address.postalCode, addressCountry: address.country)
        }
        let geo = store.geo.map {
            GeoCoordinates(
                latitude: ExactDecimal.plainText($0.latitude), longitude: ExactDecimal.plainText($0.longitude))
        }
        return GroceryStore(
            id: Self.storeID(home: home), name: store.name, url: home, address: address, geo: geo,
            openingHours: store.hours.isEmpty ? nil : store.hours, telephone: store.phone)
    }

    /// The `@id` that names a store whose front page is at `home`: its offers' seller.
    static func storeID(home: String) -> String {
        home + "#store"
    }

    /// An absolute URL for an image when one can be made.
    func imageURL(_ image: ImageSource) -> String? {
        links.image(image, in: images)
    }

    /// A string as `scriptSafeJSON` encodes it, written out without an encoder: every page fills its own
    /// URL and store into its products, and a JSONEncoder for each cost more than the rest of the filling.
    static func scriptSafeJSON(_ text: String) -> String {
        var json: [UInt8] = []
        json.reserveCapacity(text.utf8.count + 8)
        json.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): json.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): json.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "<"): json.append(contentsOf: #"\u003c"#.utf8)
            case UInt8(ascii: ">"): json.append(contentsOf: #"\u003e"#.utf8)
            case UInt8(ascii: "&"): json.append(contentsOf: #"\u0026"#.utf8)
            case 0x08: json.append(contentsOf: #"\b"#.utf8)
            case 0x09: json.append(contentsOf: #"\t"#.utf8)
            case 0x0A: json.append(contentsOf: #"\n"#.utf8)
            case 0x0C: json.append(contentsOf: #"\f"#.utf8)
            case 0x0D: json.append(contentsOf: #"\r"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                json.append(contentsOf: #"\u00"#.utf8)
                json.append(hex[Int(byte >> 4)])
                json.append(hex[Int(byte & 0xF)])
            default: json.append(byte)
            }
        }
        json.append(UInt8(ascii: "\""))
        return String(decoding: json, as: UTF8.self)
    }

    /// Sorted-key JSON with <, > and & escaped, so no text in it can end the script element.
    static func scriptSafeJSON(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        let safe = data.withUnsafeBytes { json in
            ByteEscape.replacing(json) { byte -> StaticString? in
                switch byte {
                case UInt8(ascii: "<"): #"\u003c"#
                case UInt8(ascii: ">"): #"\u003e"#
                case UInt8(ascii: "&"): #"\u0026"#
                default: nil
                }
            }
        }
        return String(decoding: safe ?? Array(data), as: UTF8.self)
    }
}
