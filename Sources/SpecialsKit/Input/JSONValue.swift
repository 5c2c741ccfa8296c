import Foundation

/// A JSON document as a tree, with numbers kept exact as `Decimal`.
///
/// Foundation's decoder does the parsing; validation then walks the tree so it can report every
/// problem with its path instead of stopping at the first.
enum JSONValue: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Decimal)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Each failed guess costs JSONDecoder an error carrying its coding path, so the guesses go in the
    /// order feeds need them: strings, numbers, then objects (a tile).
    init(from decoder: any Decoder) throws {
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
    static func parse(_ text: String) -> Result<JSONValue, SyntaxError> {
        let data = Data(text.utf8)
        do {
            return .success(try JSONDecoder().decode(JSONValue.self, from: data))
        } catch {
            return .failure(SyntaxError(explaining: data))
        }
    }

    /// How a value is named in a message: `"abc"`, `12`, `true`, `null`, `an array`, `an object`.
    var summary: String {
        switch self {
        case .null: "null"
        case let .bool(value): String(value)
        case let .number(value): "\(value)"
        case let .string(value): "\"\(value.count > 40 ? value.prefix(40) + "…" : value)\""
        case .array: "an array"
        case .object: "an object"
        }
    }

    struct SyntaxError: Error, Equatable {
        var position: TextPosition?
        var message: String

        /// JSONDecoder only says "not valid JSON"; JSONSerialization says where.
        init(explaining data: Data) {
            var message = "not valid JSON"
            var position: TextPosition?
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
                if let range = detail.range(of: #"around character (\d+)"#, options: .regularExpression),
                   let offset = Int(detail[range].split(separator: " ").last ?? "") {
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
    }
}
