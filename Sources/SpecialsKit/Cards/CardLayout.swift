/// Where a share card puts what it shows, as plain values (`ShareCard`): no pixel is drawn here.
///
/// Every card has a band across the top in the theme's accent colour, with the site's name and under it
/// the dates. A week's card shows its first specials on white panels side by side, each
/// with its picture (when the build holds it), its name and its price; an item's card shows its one
/// special large, the picture at the left.
package enum CardLayout {
    /// How many specials a week's card shows.
    package static let weekOffers = 3
    /// The margin around the card's content.
    static let margin = 56
    /// The band's height.
    static let bandHeight = 150
    /// The panels' top and bottom.
    static let panelTop = 182
    static let panelBottom = ShareCard.height - 32
    /// The room between two panels.
    static let gap = 28
    /// A week's panel's width: three fill the card.
    static let panelWidth = (ShareCard.width - 2 * margin - 2 * gap) / 3
    /// The longest name set on a card, in characters; a longer one ends in "…".
    static let longestName = 70

    /// The card of a week's page: `title` the site's name, `subtitle` the dates ("Prices valid November
    /// 16-22, 2026."), `offers` its first specials.
    package static func week(title: String, subtitle: String, offers: [CardOffer], theme: CardTheme) -> ShareCard {
        var card = band(title: title, subtitle: subtitle, theme: theme)
        let shown = Array(offers.prefix(weekOffers))
        let width = shown.count * panelWidth + max(0, shown.count - 1) * gap
        var x = (ShareCard.width - width) / 2
        for offer in shown {
            panel(offer, in: ShareCard.Rect(x: x, y: panelTop, width: panelWidth, height: panelBottom - panelTop),
                theme: theme, into: &card)
            x += panelWidth + gap
        }
        return card
    }

    /// The card of an item's page: its special large, with `subtitle` (when it is on special, or was
    /// last) in the band.
    package static func item(title: String, subtitle: String, offer: CardOffer, theme: CardTheme) -> ShareCard {
        var card = band(title: title, subtitle: subtitle, theme: theme)
        let area = ShareCard.Rect(
            x: margin, y: panelTop, width: ShareCard.width - 2 * margin, height: panelBottom - panelTop)
        card.boxes.append(ShareCard.Box(rect: area, colour: .white, radius: 18))
        var textX = area.x + 40
        if let picture = offer.picture {
            let side = area.height - 48
            card.pictures.append(
                ShareCard.Picture(
                    source: picture, rect: ShareCard.Rect(x: area.x + 24, y: area.y + 24, width: side, height: side),
                    background: .white))
            textX = area.x + 24 + side + 40
        }
        let textWidth = area.x + area.width - 40 - textX
        func rect(_ y: Int, _ height: Int) -> ShareCard.Rect {
            ShareCard.Rect(x: textX, y: area.y + y, width: textWidth, height: height)
        }
        card.texts.append(
            ShareCard.Text(
                text: clipped(offer.name), rect: rect(28, 150), size: 52, minimumSize: 30, bold: true,
                colour: theme.ink))
        card.texts.append(
            ShareCard.Text(
                text: offer.price, rect: rect(190, 120), size: 104, minimumSize: 48, bold: true, colour: theme.price))
        if let note = offer.note {
            card.texts.append(
                ShareCard.Text(
                    text: note, rect: rect(320, 70), size: 32, minimumSize: 20, bold: false, colour: theme.muted))
        }
        return card
    }

    /// The background and the band: the site's name, and under it `subtitle`.
    static func band(title: String, subtitle: String, theme: CardTheme) -> ShareCard {
        var card = ShareCard(background: theme.paper)
        card.boxes.append(
            ShareCard.Box(rect: ShareCard.Rect(x: 0, y: 0, width: ShareCard.width, height: bandHeight), colour: theme.accent))
        let width = ShareCard.width - 2 * margin
        card.texts.append(
            ShareCard.Text(
                text: title, rect: ShareCard.Rect(x: margin, y: 24, width: width, height: 62), size: 50,
                minimumSize: 30, bold: true, colour: .white))
        card.texts.append(
            ShareCard.Text(
                text: subtitle, rect: ShareCard.Rect(x: margin, y: 92, width: width, height: 42), size: 30,
                minimumSize: 20, bold: false, colour: .white))
        return card
    }

    /// One special of a week's card on its panel: picture, name, price and note, centred; without a
    /// picture the name and price take its room.
    static func panel(_ offer: CardOffer, in area: ShareCard.Rect, theme: CardTheme, into card: inout ShareCard) {
        card.boxes.append(ShareCard.Box(rect: area, colour: .white, radius: 18))
        let inner = area.width - 40
        func rect(_ y: Int, _ height: Int) -> ShareCard.Rect {
            ShareCard.Rect(x: area.x + 20, y: area.y + y, width: inner, height: height)
        }
        let hasPicture = offer.picture != nil
        if let picture = offer.picture {
            card.pictures.append(ShareCard.Picture(source: picture, rect: rect(20, 184), background: .white))
        }
        let (nameY, nameHeight, nameSize) = hasPicture ? (216, 74, 28) : (36, 150, 36)
        let (priceY, priceHeight, priceSize) = hasPicture ? (294, 72, 60) : (200, 110, 84)
        card.texts.append(
            ShareCard.Text(
                text: clipped(offer.name), rect: rect(nameY, nameHeight), size: nameSize, minimumSize: 20, bold: true,
                colour: theme.ink, alignment: .centre))
        card.texts.append(
            ShareCard.Text(
                text: offer.price, rect: rect(priceY, priceHeight), size: priceSize, minimumSize: 30, bold: true,
                colour: theme.price, alignment: .centre))
        if let note = offer.note {
            card.texts.append(
                ShareCard.Text(
                    text: note, rect: rect(priceY + priceHeight + 2, min(40, area.height - priceY - priceHeight - 14)),
                    size: 22, minimumSize: 16, bold: false, colour: theme.muted, alignment: .centre))
        }
    }

    /// `name`, ending in "…" where it is longer than `longestName` characters (cut at a word where one ends
    /// near the end).
    static func clipped(_ name: String) -> String {
        guard name.count > longestName else { return name }
        let cut = name.prefix(longestName - 1)
        let word = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return (word.count > longestName / 2 ? String(word) : String(cut)) + "…"
    }
}
