import Foundation

/// Which item a special is, across snapshots: its feed `id` when it has one, else its name (case,
/// spacing and punctuation aside) with its size. "Navel Oranges 4LBS" and "navel oranges, 4 lbs" are one
/// item; the same name in another size is another.
package struct ItemKey: Sendable, Hashable, Comparable {
    package var value: String

    package init(_ item: FeedItem) {
        if let id = item.id?.trimmingCharacters(in: .whitespaces), !id.isEmpty {
            value = "id " + id
        } else {
            let size = item.size.map { "\($0.dimension) \(ExactDecimal.plainText($0.baseValue))" } ?? "no size"
            value = "name " + Self.folded(item.name) + " / " + size
        }
    }

    /// Letters and digits only, lower case, accents kept apart: "Crème fraîche, 200 g" -> "crèmefraîche200g".
    static func folded(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    package static func < (lhs: ItemKey, rhs: ItemKey) -> Bool { lhs.value < rhs.value }
}
