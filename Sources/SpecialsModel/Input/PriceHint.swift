import Foundation

/// What a price the contract does not allow was most likely meant as, for the message that refuses it:
/// "$2.99" is 2.99 without its sign, "2/$5" a deal of two for 5, "2.99/lb" a price by the pound.
///
/// In: the text as written. Out: the fix in the file's own terms ("a deal of 2 for 5 is written "price":
/// "5", "quantity": 2"), or nil where nothing sure can be said. Never used to read a price: a feed that
/// needs a hint fails.
package enum PriceHint {
    /// A hint for a feed's `price`, whose deals have fields of their own.
    package static func feed(_ text: String) -> String? {
        let written = text.trimmingCharacters(in: .whitespaces).lowercased()
        // "2/$5", "2 for $5", "2 for 5.00", "3/5 €"
        if let match = written.wholeMatch(of: #/(\d{1,2})\s*(?:/|for)\s*(.+)/#), let count = Int(match.1), count >= 2,
            let price = amount(String(match.2))
        {
            return "a deal of \(count) for \(price) is written \"price\": \"\(price)\", \"quantity\": \(count)"
        }
        // "2.99/lb", "2.99 per lb", "$2.99 lb", "3.99 ea", "1,99 €/kg", "0.89 / 100 g"
        if let match = written.wholeMatch(of: #/(.+?)\s*(?:/|per|a|each|ea)?\s*(lb|lbs|kg|oz|100\s*g|ea|each)\.?/#),
            let price = amount(String(match.1))
        {
            let unit = String(match.2)
            let per = unit.hasPrefix("100") ? "100 g" : unit == "lbs" ? "lb" : unit == "ea" ? "each" : unit
            return
                "a price per \(per == "each" ? "piece" : per) is written \"price\": \"\(price)\", \"per\": \"\(per)\""
        }
        return number(written)
    }

    /// A hint for an amount alone (a note's `price:`, a feed's `original_price`): "$2.99", "1,29", ".99", "99¢".
    package static func number(_ text: String) -> String? {
        guard let price = amount(text.trimmingCharacters(in: .whitespaces).lowercased()) else { return nil }
        return "write \"\(price)\""
    }

    /// The amount a price written with a currency sign, a decimal comma or a leading dot states, as the
    /// contract writes it; nil when the text is anything more.
    private static func amount(_ text: String) -> String? {
        var digits = text.filter { !$0.isWhitespace }
        for code in ["usd", "eur", "gbp", "aud", "cad", "chf"] where digits.hasSuffix(code) || digits.hasPrefix(code) {
            digits = digits.replacingOccurrences(of: code, with: "")
        }
        let cents = digits.hasSuffix("¢") || (digits.hasSuffix("c") && !digits.dropLast().contains("."))
        digits.removeAll { $0.isCurrencySymbol || $0 == "c" }
        // "1,29" and "2,50": a decimal comma; "1,299" is a thousands separator, left alone.
        if let comma = digits.firstIndex(of: ","), !digits.contains("."),
            (1...2).contains(digits[digits.index(after: comma)...].count)
        {
            digits.replaceSubrange(comma...comma, with: ".")
        }
        if digits.hasPrefix(".") { digits = "0" + digits }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCIIDigit || $0 == "." }),
            digits.filter({ $0 == "." }).count <= 1,
            let value = ExactDecimal.parse(digits)
        else { return nil }
        let amount = cents ? value / Decimal(100) : value
        guard ExactDecimal.decimalPlaces(amount) <= 2, amount > 0 else { return nil }
        return cents ? ExactDecimal.plainText(amount) : digits
    }
}
