import CanvasPacking

/// A special and where the packer put it in each layout of its week: what Render draws as a tile.
package struct PlacedSpecial: Sendable, Equatable {
    package var special: FeedItem
    /// Its place in each layout variant, narrowest breakpoint first.
    package var places: [Placement]
    /// Its place on a phone.
    package var phone: PhoneLayout.Place
}

/// A week's specials packed: the grid of each layout and every special in its place.
package struct PackedWeek: Sendable, Equatable {
    package var layout: ResponsiveLayout
    /// The week on a phone, by the tiles' canvas sizes alone (`phone(heights:)` pairs like heights too).
    package var phone: PhoneLayout
    package var specials: [PlacedSpecial]
    /// The canvas's width in canvas units.
    package var canvasUnit: Int

    /// `specials`, the week's in feed order on a canvas `canvasUnit` units wide, placed by `layout`,
    /// which was packed for them, and on a phone.
    package init(_ specials: [FeedItem], canvasUnit: Int, layout: ResponsiveLayout) {
        let phone = PhoneLayout(
            sizes: specials.map { ($0.width, $0.height) }, pictured: specials.map { $0.image != nil },
            canvasUnit: canvasUnit)
        self.layout = layout
        self.phone = phone
        self.canvasUnit = canvasUnit
        self.specials = specials.enumerated().map { index, special in
            PlacedSpecial(
                special: special, places: layout.variants.map { $0.layout.placements[index] },
                phone: phone.places[index])
        }
    }

    /// The week on a phone with each tile's height there (`heights`, feed order, in CSS pixels): a row's
    /// two specials of like height where the reach allows (`PhoneLayout`), a picture filling up to
    /// `pictureGrowth` of a row's difference.
    package func phone(heights: [Double], pictureGrowth: Double = 0) -> PhoneLayout {
        PhoneLayout(
            sizes: specials.map { ($0.special.width, $0.special.height) },
            pictured: specials.map { $0.special.image != nil }, canvasUnit: canvasUnit, heights: heights,
            pictureGrowth: pictureGrowth)
    }
}
