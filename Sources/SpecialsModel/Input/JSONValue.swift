import Foundation

/// A JSON document as a tree, with numbers kept exact as `Decimal`.
///
/// Foundation's decoder does the parsing; validation then walks the tree so it can report every
/// problem with its path instead of stopping at the first.
package enum JSONValue: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Decimal)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Each failed guess costs JSONDecoder an error carrying its coding path, so the guesses go in the
    /// order feeds need them: strings, numbers, then objects (a tile).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Decimal.self) {
            self = .number(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else {
            self = .array(try container.decode([JSONValue].self))
        }
    }

    /// Parses `text`, or explains where it stops being JSON.
    package static func parse(_ text: String) -> Result<JSONValue, SyntaxError> {
        let data = Data(text.utf8)
        do {
            return .success(try JSONDecoder().decode(JSONValue.self, from: data))
        } catch {
            return .failure(SyntaxError(explaining: data))
        }
    }

    /// How a value is named in a message: `"abc"`, `12`, `true`, `null`, `an array`, `an object`.
    package var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): String(value)
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value.count > 40 ? value.prefix(40) + "…" : value)\""
        case .array: "an array"
        case .object: "an object"
        }
    }

    package struct SyntaxError: Error, Equatable {
        package var position: TextPosition?
        package var message: String
        /// The byte offset of a number out of range, where that is the error.
        package var offset: Int?

        /// JSONDecoder only says "not valid JSON"; JSONSerialization says where.
        package init(explaining data: Data) {
            var message = "not valid JSON"
            var position: TextPosition?
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
                // Valid JSON, yet not readable: a number out of Decimal's range (about 1e165), where money ends.
                if let (offset, number) = Self.numberOutOfRange(in: data) {
                    self.offset = offset
                    position = TextPosition(byteOffset: offset, in: data)
                    message = "the number \(number) is out of range"
                }
            } catch {
                let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
                if let range = detail.range(of: #"around character (\d+)"#, options: .regularExpression),
                    let offset = Int(detail[range].split(separator: " ").last ?? "")
                {
                    position = TextPosition(byteOffset: offset, in: data)
                } else if detail.contains("end of file") {
                    position = TextPosition(byteOffset: data.count, in: data)
                    message = "not valid JSON: the file ends too early"
                } else if detail.hasPrefix("Number") {
                    message = "not valid JSON: \(detail.lowercased().trimmingCharacters(in: ["."]))"
                }
            }
            self.position = position
            self.message = message
        }

        /// The first number of `data` (outside strings) that a Decimal cannot hold, and its byte offset.
        package static func numberOutOfRange(in data: Data) -> (offset: Int, number: String)? {
            let bytes = [UInt8](data)
            var index = 0
            var inString = false
            while index < bytes.count {
                let byte = bytes[index]
                if inString {
                    if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    inString = true
                    index += 1
                    continue
                }
                guard byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, "0123456789+-.eE".utf8.contains(bytes[index]) { index += 1 }
                let token = Data(bytes[start..<index])
                if (try? JSONDecoder().decode(Decimal.self, from: token)) == nil {
                    return (start, String(decoding: token, as: UTF8.self))
                }
            }
            return nil
        }
    }
}
