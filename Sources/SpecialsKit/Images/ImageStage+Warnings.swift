import Foundation

/// What the stage warns about a photo: one drawn too large for its size, one of Static/ too heavy.
extension ImageStage {
    /// A photo drawn more than `blurred` times as wide as it is, even on a screen of one pixel per CSS
    /// pixel, looks blurred and blocky in its tile (a thumbnail, an icon sent for a photo): a warning
    /// naming it and the width that is sharp everywhere (twice the widest it is drawn, for screens of two
    /// pixels per CSS pixel). A photo somewhat small for its tile is only soft on large screens, and
    /// left alone.
    func warnSmall(
        _ sizes: [ImageSource: ImageHeader], plans: [PictureKey: (slots: PictureSlots, widths: [Int])],
        into result: inout TileImages
    ) {
        var drawn: [ImageSource: Double] = [:]
        for (key, plan) in plans {
            // A picture grows with the screen: one not drawn on a breakpoint's widest screen is not drawn there.
            for slot in plan.slots.slots
            where slot.longerSide(at: slot.viewports.upperBound) >= Double(ThemeGeometry.smallestPicture) {
                drawn[key.source] = max(drawn[key.source] ?? 0, slot.drawnWidths.upperBound)
            }
        }
        for (source, widest) in drawn {
            guard let header = sizes[source], header.format != "svg", Double(header.width) * Self.blurred < widest
            else { continue }
            let shown = Int(widest.rounded(.up))
            result.warnings.append(
                .warning(
                    "it is \(header.width) × \(header.height) pixels and its tile draws it up to \(shown) px wide, "
                        + "so it looks blurred; a photo at least \(2 * shown) px wide is sharp on every screen",
                    in: source.origin))
        }
    }

    /// A photo of Static/ over `heavy` bytes that tiles show through their renditions is published whole
    /// all the same (Static/ is copied as it is): a warning naming it, its size, the widest rendition it
    /// feeds and the specials that show it.
    func warnLarge(
        plans: [PictureKey: (slots: PictureSlots, widths: [Int])], held: [ImageSource: HeldImage], tiles: [ImageTile],
        weeks: [Week], into result: inout TileImages
    ) {
        let byFile = Dictionary(weeks.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        for (source, image) in held where !image.publishedByStage && image.bytes.count > Self.heavy {
            let widest = plans.filter { $0.key.source == source }.flatMap(\.value.widths).max()
            guard let widest else { continue }
            var names: [String] = []
            for tile in tiles where tile.source == source {
                guard let name = byFile[tile.address.week]?.specials[tile.address.index].name, !names.contains(name)
                else { continue }
                names.append(name)
            }
            let shown =
                names.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
                + (names.count > 3 ? " and \(names.count - 3) more" : "")
            let megabytes = String(format: "%.1f", Double(image.bytes.count) / 1_000_000)
            result.warnings.append(
                .warning(
                    "it is \(megabytes) MB and is published whole (Static/ is copied as it is), while \(shown) "
                        + "\(names.count == 1 ? "shows" : "show") it through renditions at most \(widest) px wide; a copy that wide would do",
                    in: image.origin))
        }
    }

    /// A photo of Static/ larger than this is warned about (`warnLarge`).
    static let heavy = 5_000_000

    /// How many times its own width a photo may be drawn before it is warned about.
    static let blurred = 4.0
}
