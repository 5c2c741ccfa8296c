/// One special as a share card shows it: its name, its price as the tile sets it large, a line under
/// the price (the unit price, or what the price is: "with card"), and its picture when the build holds
/// one.
package struct CardOffer: Sendable, Hashable {
    package var name: String
    /// "$1.29", "2/$5", "2,99 €".
    package var price: String
    /// "$0.32/oz", "1 kg = 7,16 €", "with card".
    package var note: String?
    /// The hash of the picture's bytes (`ShareCard.Picture.source`); nil for none.
    package var picture: String?

    package init(name: String, price: String, note: String? = nil, picture: String? = nil) {
        self.name = name
        self.price = price
        self.note = note
        self.picture = picture
    }
}
