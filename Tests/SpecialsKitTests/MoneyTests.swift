import Foundation
import Testing

@testable import SpecialsKit

@Suite struct MoneyTests {
    let us = MoneyFormat(locale: Locale(identifier: "en_US"), currency: "USD")
    let germany = MoneyFormat(locale: Locale(identifier: "de_DE"), currency: "EUR")

    @Test(arguments: ["0", "1", "1.2", "1.29", "999999.99", "0.05"])
    func parsesPrices(text: String) {
        #expect(Money(parsing: text)?.amount == Decimal(string: text))
    }

    @Test(arguments: ["", "abc", "1,29", "$1.29", "1.299", "-1", ".5", "1.", "1e3", "1 000", "1000000", "0x10", "١٢"])
    func refusesWhatIsNotAPrice(text: String) {
        #expect(Money(parsing: text) == nil)
    }

    @Test func formatsForTheLocale() {
        #expect(us.string(Money(parsing: "1.29")!) == "$1.29")
        #expect(us.string(Money(parsing: "1234.5")!) == "$1,234.50")
        #expect(germany.string(Money(parsing: "1.29")!) == "1,29\u{A0}€")
        #expect(germany.string(Money(parsing: "1234.5")!) == "1.234,50\u{A0}€")
        #expect(us.percentString(42) == "42%")
        #expect(germany.percentString(42) == "42\u{A0}%")
    }

    /// A currency without cents is shown without them, and with them only where a price has them.
    @Test func currenciesShowTheirOwnDecimalPlaces() {
        let japan = MoneyFormat(locale: Locale(identifier: "ja_JP"), currency: "JPY")
        let korea = MoneyFormat(locale: Locale(identifier: "ko_KR"), currency: "KRW")
        let kuwait = MoneyFormat(locale: Locale(identifier: "ar_KW"), currency: "KWD")
        let places: [Int] = [us.minorUnits, germany.minorUnits, japan.minorUnits, korea.minorUnits, kuwait.minorUnits]
        #expect(places == [2, 2, 0, 0, 3])
        #expect(japan.string(Money(parsing: "298")!) == "¥298")
        #expect(japan.string(Money(parsing: "1980")!) == "¥1,980")
        #expect(japan.string(Money(parsing: "12.5")!) == "¥12.50", "a price is not shown rounded")
        #expect(japan.shortString(Money(parsing: "500")!) == "¥500")
        #expect(japan.unitPriceString(Decimal(string: "29.84")!) == "¥30")
        #expect(japan.unitPriceString(Decimal(string: "0.42")!) == "¥0.4", "never a price of nothing")
        #expect(korea.string(Money(parsing: "1500")!) == "₩1,500")
    }

    /// To the cent, as shelves show them; in the US to the tenth of a cent below a dollar, as US shelf
    /// labels do, and anywhere where the cent alone would show 0.
    @Test func unitPricesRoundHalfUpToTheDecimalsTheCountryUses() {
        #expect(us.unitPriceString(Decimal(string: "0.1235")!) == "$0.124")
        #expect(us.unitPriceString(Decimal(string: "0.1225")!) == "$0.123")
        #expect(us.unitPriceString(Decimal(string: "0.9996")!) == "$1.00")
        #expect(us.unitPriceString(Decimal(string: "1.005")!) == "$1.01")
        #expect(us.unitPriceString(Decimal(string: "2.345")!) == "$2.35")
        #expect(germany.unitPriceString(Decimal(string: "0.0625")!) == "0,06\u{A0}€")
        #expect(germany.unitPriceString(Decimal(string: "0.0045")!) == "0,005\u{A0}€", "never a price of nothing")
        #expect(germany.unitPriceString(Decimal(string: "0.0625")!, places: 4) == "0,0625\u{A0}€")
    }

    @Test func exactFactorsNotFoundationsTruncatedOnes() {
        // 128 US fl oz is exactly one US gallon; Foundation's Measurement on Linux says otherwise.
        let gallon = SizeParser.size(exactly: "1 gal")!
        let ounces = SizeParser.size(exactly: "128 fl oz")!
        #expect(gallon.baseValue == ounces.baseValue)
        #expect(SizeParser.size(exactly: "1 lb")!.value(in: .ounce) == 16)
        #expect(
            SizeParser.size(exactly: "160 imp fl oz")!.baseValue == SizeParser.size(exactly: "1 imp gal")!.baseValue)
        #expect(SizeParser.size(exactly: "1 gal")!.baseValue != SizeParser.size(exactly: "1 imp gal")!.baseValue)
    }

    @Test func unitPricesComputeFromUnroundedValues() {
        let quantity = SizeParser.size(exactly: "3 lb")!
        let unitPrice = UnitPrice(price: Money(parsing: "4.99")!, quantity: quantity, pricing: .us)
        #expect(unitPrice.unit == .ounce)
        #expect(ExactDecimal.rounded(unitPrice.amount, places: 10) == Decimal(string: "0.1039583333"))
        #expect(unitPrice.text(for: SiteConfig()) == "$0.104/oz")
        let metric = UnitPrice(price: Money(parsing: "4.99")!, quantity: quantity, pricing: .metric)
        #expect(metric.text(for: SiteConfig()) == "$3.67/kg")
        let eggs = UnitPrice(
            price: Money(parsing: "3.79")!, quantity: SizeParser.size(exactly: "1 dozen")!, pricing: .us)
        #expect(eggs.text(for: SiteConfig()) == "$0.316\u{A0}each", "no line break inside a unit price")
    }
}

@Suite struct LocalizedSiteTests {
    @Test func aGermanSiteShowsPricesAndSizesTheGermanWay() async throws {
        let files = [
            "site.yml": "locale: de_DE\ncurrency: EUR\ntime_zone: Europe/Berlin\nunit_pricing: metric",
            "Content/specials/2026-11-16.json":
                #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Kartoffeln 2,5 kg", "width": 8, "height": 8, "price": "3.49", "original_price": "4.99"}]}"#,
        ]
        let page = try #require(
            try await rendered(
                "/site", fileSystem: memorySite(files), options: BuildOptions(now: .day(Day("2026-11-21")!))
            ).files.text("index.html"))
        #expect(page.contains("<span class=\"price\">3,49\u{A0}€</span>"))
        #expect(page.contains("Sie sparen 1,50\u{A0}€ (30\u{A0}%)"))
        // The Grundpreis as German shelves write it, and no line break inside a figure.
        #expect(page.contains("<span class=\"tile__unit\">2,5\u{A0}kg · 1\u{A0}kg = 1,40\u{A0}€</span>"))
        // An EU page says what the struck price is: the price before, not a 30-day reference.
        #expect(page.contains("<span class=\"was__label\">vorher</span> <del class=\"was\">4,99\u{A0}€</del>"))
        #expect(page.contains("<html lang=\"de-DE\">"))
    }
}

@Suite struct SavingTests {
    func page(_ items: String) async throws -> String {
        let files = ["Content/specials/2026-11-16.json": #"{"canvasUnit": 16, "managerSpecials": [\#(items)]}"#]
        return try #require(
            try await rendered(
                "/site", fileSystem: memorySite(files), options: BuildOptions(now: .day(Day("2026-11-21")!))
            ).files.text("index.html"))
    }

    @Test func aSavingIsRoundedDownSoOnlyAFreeItemSaysAHundredPercent() async throws {
        let text = try await page(
            """
            {"display_name": "A", "width": 8, "height": 8, "price": "0.01", "original_price": "2.00"},
            {"display_name": "B", "width": 8, "height": 8, "price": "0", "original_price": "2.00"},
            {"display_name": "C", "width": 8, "height": 8, "price": "2.99", "original_price": "3.00"},
            {"display_name": "D", "width": 8, "height": 8, "price": "1.33", "original_price": "2.00"}
            """)
        #expect(text.contains("Save $1.99 (99%)"), "99.5% is not 100%")
        #expect(text.contains("Save $2.00 (100%)"))
        #expect(text.contains("Save $0.01 <span class=\"tile__ref\">"), "under 1%: no percentage")
        #expect(text.contains("Save $0.67 (33%)"), "33.5% rounds down")
    }
}
