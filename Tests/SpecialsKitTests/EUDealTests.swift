import Foundation
import Testing

@testable import SpecialsKit

/// Deals on a page under EU price rules (de_DE): a reduction stated against the lowest price of 30 days,
/// per item and with its Grundpreis; a card price measured against what card holders paid.
@Suite struct EUDealTests {
    @Test func anEUPageStatesADealsReductionPerItemAndItsGrundpreisPerKilogram() async throws {
        let specials = """
            {"display_name": "Rinderhack", "width": 8, "height": 8, "price": "4.99", "original_price": "6.99", "lowest_30_day_price": "5.99", "per": "kg"},
            {"display_name": "Käse 100 g", "width": 8, "height": 8, "price": "1.99", "original_price": "2.49", "card_price": "1.49"},
            {"display_name": "Saft 1 l", "width": 8, "height": 8, "price": "3.00", "original_price": "1.99", "lowest_30_day_price": "1.79", "quantity": 2}
            """
        let result = try await rendered(
            "/site", fileSystem: memorySite(DealTests.site("locale: de_DE\n", specials: specials)),
            options: LocaleTests.now)
        let page = try #require(result.files.text("index.html")).replacingOccurrences(of: "\u{00A0}", with: " ")
        #expect(
            DealTests.tiles(page) == [
                // Against the lowest of 30 days, per kilogram, with the Grundpreis in the price's block.
                // On the tile in the short form, the struck price marked; the page says once what the mark means.
                "4,99 €/kg je kg · 1 kg = 4,99 € −16 % 5,99 €/kg*",
                // Without the card as large as with it; each with its Grundpreis.
                "1,49 € mit Karte 1,99 € ohne Karte 100 g · 1 kg = 14,90 € mit Karte · 1 kg = 19,90 € ohne Karte Sie sparen 1,00 € (40 %) mit Karte vorher 2,49 €",
                // 1,50 € an item against 1,79 €.
                "2 für 3 € 1 l · 1 l = 1,50 € 2 für 3,00 € · 1 Stück = 1,50 € −16 % 1 Stück = 1,79 €*",
            ])
        #expect(
            page.contains(
                #"<p class="tile__price"><span class="price">1,49 €</span> <span class="tile__label">mit Karte</span> <span class="price">1,99 €</span>"#
            ),
            "the price without the card is as prominent as the card's")
    }

    @Test func anEUCardPriceIsMeasuredAgainstWhatCardHoldersPaid() async throws {
        let week = { (day: String, special: String) in
            (day, #"{"canvasUnit": 16, "managerSpecials": [\#(special)]}"#)
        }
        let cheese = { (card: String) in
            #"{"display_name": "Käse 100 g", "width": 8, "height": 8, "price": "1.99", "original_price": "2.49", "card_price": "\#(card)"}"#
        }
        let bread = #"{"display_name": "Brot 500 g", "width": 8, "height": 8, "price": "2.49"}"#
        var files = ["site.yml": "locale: de_DE\nbase_url: https://example.com/\n"]
        // Card holders paid 1,29 € on 11-02; the ad did not list the cheese on 11-09; 1,49 € on 11-16.
        for (day, text) in [
            week("2026-11-02", cheese("1.29")), week("2026-11-09", bread), week("2026-11-16", cheese("1.49")),
        ] {
            files["Content/specials/\(day).json"] = text
        }
        let result = try await rendered("/site", fileSystem: memorySite(files), options: LocaleTests.now)
        let page = try #require(result.files.text("index.html")).replacingOccurrences(of: "\u{00A0}", with: " ")
        #expect(
            DealTests.tiles(page) == [
                "1,49 € mit Karte 1,99 € ohne Karte 100 g · 1 kg = 14,90 € mit Karte · 1 kg = 19,90 € ohne Karte"
            ],
            "1,49 € is no reduction for card holders who paid 1,29 € within 30 days")
        #expect(
            result.warnings.map(\.description).contains {
                $0.contains("original_price 2.49 is above 1.29, its price in the week of 2026-11-02")
                    && $0.hasSuffix("so the page shows no saving")
            })

        // Two weeks in a row at the card price: the second keeps the saving of the first.
        files["Content/specials/2026-11-09.json"] = week("2026-11-09", cheese("1.49")).1
        files["Content/specials/2026-11-02.json"] = week("2026-11-02", bread).1
        let running = try await rendered("/site", fileSystem: memorySite(files), options: LocaleTests.now)
        let second = try #require(running.files.text("index.html")).replacingOccurrences(of: "\u{00A0}", with: " ")
        // The archive holds nothing of the 30 days before the card's reduction began: the price before
        // it is the feed's, and from the second week the label says it was before 9 November.
        #expect(
            DealTests.tiles(second).first?.hasSuffix(
                "Sie sparen 1,00 € (40 %) mit Karte Preis vor dem 9. November 2026 2,49 €") == true,
            "\(DealTests.tiles(second))")
    }
}
