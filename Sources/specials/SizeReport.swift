import Foundation
import SpecialsKit

/// What `specials size` prints: the size a label yields and its unit price, as text or one JSON object.
struct SizeReport {
    var text: String
    var quantity: Quantity?
    var unitPrice: UnitPrice?
    var priced: Bool
    /// The site whose style the unit price is shown in.
    var config: SiteConfig

    /// `{"dimension": ..., "value": ..., "unit": ..., "text": ...}`, with the unit price when priced.
    var json: String {
        var fields: [(String, String)] = [("dimension", "null"), ("value", "null"), ("unit", "null"), ("text", "null")]
        if let quantity {
            fields = [
                ("dimension", Self.jsonString(quantity.dimension.rawValue)),
                ("value", "\(quantity.baseValue)"),
                ("unit", Self.jsonString(quantity.dimension.baseUnit)),
                ("text", Self.jsonString(quantity.text)),
            ]
        }
        if priced {
            fields.append(("unit_price", unitPrice.map { "\(Self.roundedPlain($0.amount))" } ?? "null"))
            fields.append(("unit_price_text", unitPrice.map { Self.jsonString($0.text(for: config)) } ?? "null"))
        }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// The lines a person reads; where the label measures in pints, quarts, gallons or fluid ounces,
    /// which ones they were read as.
    var lines: [String] {
        guard let quantity else { return ["no size found in \"\(text)\": the tile shows no unit price"] }
        let imperial = config.region.map(SizeParser.imperialRegions.contains) ?? false
        let pints =
            text.lowercased().contains(/\b(pints?|pt|qts?|quarts?|gal(lon)?s?|fl\.? ?oz)\b/)
            && !quantity.text.contains("dry")
        return ["size: \(quantity.text) (\(quantity.dimension), \(quantity.baseValue) \(quantity.dimension.baseUnit))"]
            + (pints
                ? [
                    "read as: \(imperial ? "imperial" : "US") pints, quarts, gallons and fluid ounces (the site is in \(config.region ?? "US"))"
                ] : [])
            + (unitPrice.map { ["unit price: \($0.text(for: config))"] } ?? [])
    }

    private static func jsonString(_ value: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
    }

    private static func roundedPlain(_ value: Decimal) -> String {
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, 6, .plain)
        return "\(result)"
    }
}
