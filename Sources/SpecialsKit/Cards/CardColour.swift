import Foundation

/// An opaque colour, 0-255 a channel.
package struct CardColour: Sendable, Hashable, Codable {
    package var red: Int
    package var green: Int
    package var blue: Int

    package init(red: Int, green: Int, blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// "#0b4f9c" or "#fff"; nil for anything else.
    package init?(hex: String) {
        var digits = Array(hex.trimmingCharacters(in: .whitespaces).lowercased())
        guard digits.first == "#" else { return nil }
        digits.removeFirst()
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6, let value = Int(String(digits), radix: 16) else { return nil }
        self.init(red: value >> 16 & 0xff, green: value >> 8 & 0xff, blue: value & 0xff)
    }

    package static let white = CardColour(red: 255, green: 255, blue: 255)
}
