import Foundation

/// Which item a special is, across snapshots: its feed `id` when it has one, else its name (case,
/// spacing and punctuation aside) with its size. "Navel Oranges 4LBS" and "navel oranges, 4 lbs" are one
/// item; the same name in another size is another. A price by weight (`per: lb`) is per that much, which
/// is no size of the item: peppers sold each, then by the pound, are one item.
package struct ItemKey: Sendable, Hashable, Comparable {
    package var value: String

    package init(_ item: FeedItem) {
        if let id = item.id?.trimmingCharacters(in: .whitespaces), !id.isEmpty {
            value = "id " + id
        } else {
            let size = item.deal.per?.quantity != nil ? nil : item.size
            value =
                "name " + Self.folded(item.name) + " / "
                + (size.map { "\($0.dimension) \(ExactDecimal.plainText($0.baseValue))" } ?? "no size")
        }
    }

    /// The folded name in a key made from a name ("name <folded> / <size>"), nil for an id's: what finds
    /// an item's address again when its key changes.
    package static func foldedName(inKey key: String) -> String? {
        guard key.hasPrefix("name "), let slash = key.range(of: " / ", options: .backwards) else { return nil }
        return String(key[key.index(key.startIndex, offsetBy: 5)..<slash.lowerBound])
    }

    /// Letters and digits only, lower case, accents kept apart: "Crème fraîche, 200 g" -> "crèmefraîche200g".
    package static func folded(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    package static func < (lhs: ItemKey, rhs: ItemKey) -> Bool { lhs.value < rhs.value }
}
