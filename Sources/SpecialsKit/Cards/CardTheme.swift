import Foundation

/// The colours a share card is drawn in, taken from the theme's stylesheet as the site publishes it, so
/// that a store that brands its `style.mustache` brands its cards with it: the links' colour (`a`) for
/// the card's band, the price's (`.price`) for prices, the text's (`body`) for names. A colour the
/// stylesheet does not give as `#rgb` or `#rrggbb` keeps the built-in theme's.
package struct CardTheme: Sendable, Hashable, Codable {
    /// The band across the top, behind the store's name and the dates.
    package var accent = CardColour(red: 0x0b, green: 0x4f, blue: 0x9c)
    /// The prices.
    package var price = CardColour(red: 0xa5, green: 0x00, blue: 0x16)
    /// Names and other text on the light background.
    package var ink = CardColour(red: 0x1a, green: 0x1a, blue: 0x1a)
    /// Secondary text: unit prices, labels.
    package var muted = CardColour(red: 0x4a, green: 0x4a, blue: 0x4a)
    /// Behind the panels: the tiles' background (`ThemeGeometry.tileBackground`).
    package var paper = CardColour(
        red: ThemeGeometry.tileBackground[0], green: ThemeGeometry.tileBackground[1],
        blue: ThemeGeometry.tileBackground[2])

    package init() {}

    /// The theme's colours as `css` (the published stylesheet) gives them.
    package init(stylesheet css: String) {
        if let colour = Self.colour(of: "a", in: css) { accent = colour }
        if let colour = Self.colour(of: ".price", in: css) { price = colour }
        if let colour = Self.colour(of: "body", in: css) { ink = colour }
    }

    /// The `color` of the first rule whose selector is exactly `selector`; a custom property's
    /// (`color: var(--brand)`) as the stylesheet first sets it (`--brand: #6d1b7b`), else its fallback.
    static func colour(of selector: String, in css: String) -> CardColour? {
        var rest = Substring(css)
        while let open = rest.firstIndex(of: "{") {
            let head = rest[..<open].split(separator: "}").last.map(String.init) ?? String(rest[..<open])
            guard let close = rest[open...].firstIndex(of: "}") else { return nil }
            let body = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            guard head.trimmingCharacters(in: .whitespacesAndNewlines) == selector else { continue }
            for declaration in body.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespacesAndNewlines) == "color" else {
                    continue
                }
                return CardColour(hex: resolved(String(parts[1]), in: css))
            }
        }
        return nil
    }

    /// `value`, or where it is `var(--name)` or `var(--name, fallback)`, what the stylesheet first sets
    /// `--name` to, else the fallback.
    static func resolved(_ value: String, in css: String) -> String {
        guard let call = value.firstMatch(of: #/^\s*var\(\s*(--[A-Za-z0-9_-]+)\s*(?:,\s*([^)]*))?\)\s*$/#) else {
            return value
        }
        let name = String(call.output.1)
        for match in css.matches(of: #/(--[A-Za-z0-9_-]+)\s*:\s*([^;}]+)/#) where match.output.1 == name {
            return String(match.output.2)
        }
        return call.output.2.map(String.init) ?? value
    }
}
