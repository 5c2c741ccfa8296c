/// A special and where the packer put it in each layout of its week: what Render draws as a tile.
public struct PlacedSpecial: Sendable, Equatable {
    public var special: FeedItem
    /// Its place in each layout variant, narrowest breakpoint first.
    public var places: [Placement]
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
public struct PackedWeek: Sendable, Equatable {
    public var layout: ResponsiveLayout
    public var specials: [PlacedSpecial]

    /// `specials`, the week's in feed order, placed by `layout`, which was packed for them.
    public init(_ specials: [FeedItem], layout: ResponsiveLayout) {
        self.layout = layout
        self.specials = layout.place(specials)
    }
}
