import CanvasPacking

/// A special and where the packer put it in each layout of its week: what Render draws as a tile.
package struct PlacedSpecial: Sendable, Equatable {
    package var special: FeedItem
    /// Its place in each layout variant, narrowest breakpoint first.
    package var places: [Placement]
}

extension ResponsiveLayout {
    /// `specials` (the week these layouts were packed for, in feed order) with their places.
    func place(_ specials: [FeedItem]) -> [PlacedSpecial] {
        specials.enumerated().map { index, special in
            PlacedSpecial(special: special, places: variants.map { $0.layout.placements[index] })
        }
    }
}

/// A week's specials packed: the grid of each layout and every special in its place.
package struct PackedWeek: Sendable, Equatable {
    package var layout: ResponsiveLayout
    package var specials: [PlacedSpecial]

    /// `specials`, the week's in feed order, placed by `layout`, which was packed for them.
    package init(_ specials: [FeedItem], layout: ResponsiveLayout) {
        self.layout = layout
        self.specials = layout.place(specials)
    }
}
