import SpecialsTestSupport
import Testing

@testable import SpecialsKit

/// What a share card says and where, as plain values: no pixel drawn.
@Suite struct CardLayoutTests {
    /// A German grocer's week: the dates, prices and unit prices as Germans write them.
    static let german = [
        "site.yml": "base_url: https://example.de/\ntitle: Frischmarkt Berg\nlocale: de_DE\ncurrency: EUR\n",
        "Content/specials/2026-11-16.json": """
            {"canvasUnit": 16, "managerSpecials": [
              {"display_name": "Navelorangen 2 kg", "width": 8, "height": 8, "price": "2.99", "imageUrl": "https://example.de/orangen.png"},
              {"display_name": "Vollmilch 1 l", "width": 4, "height": 4, "price": "1.19"},
              {"display_name": "Bauernbrot 750 g", "width": 4, "height": 4, "price": "2.49"},
              {"display_name": "Butter 250 g", "width": 4, "height": 4, "price": "1.99"}]}
            """,
    ]

    static func site(_ files: [String: String]) throws -> Site {
        let builder = SiteBuilder(fileSystem: memorySite(files))
        let inputs = try builder.read(site: "/site")
        return try builder.load(
            inputs, config: SiteBuilder.config(of: inputs), chain: SiteBuilder.chain(of: inputs),
            options: BuildOptions(now: .day(Day("2026-11-18")!))
        ).site
    }

    @Test func aGermanWeekCardSaysItInGerman() throws {
        let site = try Self.site(Self.german)
        let planner = CardPlanner(site: site, theme: CardTheme(), pictures: [.remote("https://example.de/orangen.png"): "abc"])
        let card = planner.weekCard(site.currentWeek)
        // The store, the dates, and the first three specials: name, price, unit price (the law wants it
        // beside the price); a number and its unit or currency held together by a no-break space.
        #expect(
            card.words == [
                "Frischmarkt Berg", "Preise gültig: 16.–22. November 2026.",
                "Navelorangen 2 kg", "2,99\u{A0}€", "1\u{A0}kg = 1,50\u{A0}€",
                "Vollmilch 1 l", "1,19\u{A0}€", "1\u{A0}l = 1,19\u{A0}€",
                "Bauernbrot 750 g", "2,49\u{A0}€", "1\u{A0}kg = 3,32\u{A0}€",
            ])
        // The oranges' picture on the first panel, above its name and price; the others have none.
        #expect(card.pictures.map(\.source) == ["abc"])
        let panels = card.boxes.dropFirst()
        #expect(panels.count == 3)
        let first = try #require(panels.first)
        #expect(first.rect.contains(card.pictures[0].rect))
        for (index, panel) in panels.enumerated() {
            for text in card.texts[(2 + 3 * index)...(4 + 3 * index)] {
                #expect(panel.rect.contains(text.rect), "\(text.text)")
            }
        }
        #expect(card.pictures[0].rect.y + card.pictures[0].rect.height <= card.texts[2].rect.y)
        // The prices in the theme's price colour, the band in its accent.
        #expect(card.texts[3].colour == CardTheme().price)
        #expect(card.boxes[0].colour == CardTheme().accent && card.boxes[0].rect.width == ShareCard.width)
    }

    @Test func anItemCardShowsItsSpecialLarge() throws {
        let site = try Self.site(Self.german)
        let planner = CardPlanner(site: site, theme: CardTheme(), pictures: [:])
        let item = try #require(site.catalog.items.first { $0.latest.name == "Bauernbrot 750 g" })
        let card = planner.itemCard(item)
        #expect(
            card.words == ["Frischmarkt Berg", "Preise gültig: 16.–22. November 2026.", "Bauernbrot 750 g", "2,49\u{A0}€", "1\u{A0}kg = 3,32\u{A0}€"])
        #expect(card.pictures.isEmpty)
        // Without a picture the text takes the panel's width.
        #expect(card.texts[2].rect.x < 200 && card.texts[3].rect.width > 900)
    }

    @Test func everythingIsInsideTheCardAndNothingOverlaps() {
        let offers = (1...5).map {
            CardOffer(name: "Special \($0)", price: "$\($0).99", note: "$0.25/oz", picture: $0 % 2 == 0 ? "p\($0)" : nil)
        }
        let whole = ShareCard.Rect(x: 0, y: 0, width: ShareCard.width, height: ShareCard.height)
        for count in 0...5 {
            let card = CardLayout.week(title: "T", subtitle: "S", offers: Array(offers.prefix(count)), theme: CardTheme())
            let rects = card.boxes.map(\.rect) + card.pictures.map(\.rect) + card.texts.map(\.rect)
            #expect(rects.allSatisfy(whole.contains), "\(count)")
            #expect(card.boxes.count == 1 + min(count, CardLayout.weekOffers))
            let texts = card.texts.map(\.rect) + card.pictures.map(\.rect)
            for (index, rect) in texts.enumerated() {
                for other in texts[(index + 1)...] {
                    let apart =
                        rect.x + rect.width <= other.x || other.x + other.width <= rect.x
                        || rect.y + rect.height <= other.y || other.y + other.height <= rect.y
                    #expect(apart, "\(rect) \(other)")
                }
            }
        }
    }

    @Test func theThemeColoursComeFromTheStylesheet() {
        let css = "body {\n  color: #222;\n}\na { color: #006633; }\n.tile .price { color: #000; }\n.price { font-weight: 800; color: #C00000; }\n"
        let theme = CardTheme(stylesheet: css)
        #expect(theme.ink == CardColour(red: 0x22, green: 0x22, blue: 0x22))
        #expect(theme.accent == CardColour(red: 0x00, green: 0x66, blue: 0x33))
        #expect(theme.price == CardColour(red: 0xc0, green: 0, blue: 0))
        // A colour given otherwise keeps the built-in theme's.
        #expect(CardTheme(stylesheet: "a { color: rebeccapurple; }").accent == CardTheme().accent)
    }

    /// A brand's colour kept in a custom property is the card's too; its fallback where nothing sets it.
    @Test func aColourInACustomPropertyIsTheCardsToo() {
        let css = ":root { --brand: #6d1b7b; --sale:#c2410c }\na { color: var(--brand); }\n.price { color: var( --sale ); }\n"
        #expect(CardTheme(stylesheet: css).accent == CardColour(red: 0x6d, green: 0x1b, blue: 0x7b))
        #expect(CardTheme(stylesheet: css).price == CardColour(red: 0xc2, green: 0x41, blue: 0x0c))
        #expect(CardTheme(stylesheet: "a { color: var(--none, #112233); }").accent == CardColour(red: 0x11, green: 0x22, blue: 0x33))
        #expect(CardTheme(stylesheet: "a { color: var(--none); }").accent == CardTheme().accent)
    }

    @Test func aLongNameEndsInAnEllipsisAtAWord() {
        let name = String(repeating: "Bio Vollkorn ", count: 8)
        let clipped = CardLayout.clipped(name)
        // Cut where a word ends: the name goes on with a space there.
        #expect(clipped.count <= CardLayout.longestName && clipped.hasSuffix("…"))
        let kept = String(clipped.dropLast())
        #expect(name.hasPrefix(kept + " ") && !kept.hasSuffix(" "))
        #expect(CardLayout.clipped("Butter 250 g") == "Butter 250 g")
    }
}
