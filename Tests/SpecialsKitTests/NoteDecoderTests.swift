import FeedGenerator
import Foundation
import Testing

@testable import SpecialsKit

@Suite struct NoteDecoderTests {
    let file = "Content/notes/water.md"

    func decode(_ text: String) -> (NoteSource?, [String]) {
        let (note, diagnostics) = NoteDecoder(file: file, slug: "water").decode(Array(text.utf8))
        return (note, diagnostics.map(\.description))
    }

    @Test func aComparedItemsQuantityIsAWholeNumberFromTwo() throws {
        let (note, messages) = decode(
            """
            ---
            title: Cola
            compare:
              - name: Club Cola 2 L
                price: 3.00
                quantity: 2
              - name: Store Cola 2 L
                price: 1.79
                quantity: 1
            ---
            """)
        #expect(note == nil)
        #expect(
            messages == [
                "\(file):9:15: error: compare item 2: quantity \"1\" is not a whole number from 2 to 99 (the price buys that many)"
            ])
    }

    @Test func readsFrontMatterAndBody() throws {
        let (note, messages) = decode(
            """
            ---
            title: Which water is the better deal?
            date: 2026-11-16
            week: 2026-11-16
            draft: true
            compare:
              - name: Arrowhead Water 1L
                price: 0.99
                size: 1 L
              - special: Arrowhead Mountain Spring Water 1.5 L
            ---
            Body *text*.
            """)
        #expect(messages == [])
        let source = try #require(note)
        #expect(source.title == "Which water is the better deal?")
        #expect(source.date == .day(Day("2026-11-16")!))
        #expect(source.week == Day("2026-11-16"))
        #expect(source.draft)
        #expect(source.markdown == "Body *text*.")
        #expect(
            source.compare.map(\.source) == [
                .written(
                    name: "Arrowhead Water 1L", price: Money(parsing: "0.99")!, size: SizeParser.size(exactly: "1 L")!),
                .special(name: "Arrowhead Mountain Spring Water 1.5 L"),
            ])
        #expect(source.compare.map(\.location) == [.position(line: 7, column: 5), .position(line: 10, column: 5)])
    }

    @Test func frontMatterMustBeThereAndClosed() {
        #expect(
            decode("Just text").1 == [
                "\(file):1:1: error: a note starts with front matter: a line ---, then title: and date:, then ---"
            ])
        #expect(
            decode("---\ntitle: x\ndate: 2026-11-16\n").1 == [
                "\(file):1:1: error: front matter is not closed: end it with a line ---"
            ])
        #expect(
            decode("---\n---\nbody").1 == ["\(file):1:1: error: front matter is empty: a note needs title: and date:"])
    }

    @Test func yamlSyntaxErrorsPointIntoTheFile() {
        #expect(
            decode("---\ntitle: x\ndate: [2026\n---\n").1 == [
                "\(file):4:1: error: YAML: while parsing a flow sequence did not find expected ',' or ']'"
            ])
    }

    /// The parser's jargon comes with what to do about its usual causes.
    @Test func yamlErrorsSayWhatToDo() {
        #expect(
            decode("---\ntitle: Water: which one\ndate: 2026-11-16\n---\n").1 == [
                "\(file):2:13: error: YAML: mapping values are not allowed in this context; a value that holds \": \" needs quotes: title: \"Water: which one\""
            ])
        #expect(
            decode("---\ntitle: x\ncompare:\n\t- name: Tea 20 ct\n---\n").1.first?.hasSuffix(
                "; indent with spaces: YAML does not take tabs for indentation") == true)
    }

    @Test func aKeyGivenTwiceIsNamedAtItsFirstPlace() {
        #expect(
            decode("---\ntitle: x\ndate: 2026-11-16\ntitle: y\n---\n").1 == [
                "\(file):2:1: error: YAML: \"title\" is given more than once in this mapping; keep one"
            ])
        // Keys are text: a quoted key is the same key as a plain one.
        #expect(
            decode("---\ntitle: x\ndate: 2026-11-16\n\"date\": 2026-11-17\n---\n").1 == [
                "\(file):3:1: error: YAML: \"date\" is given more than once in this mapping; keep one"
            ])
    }

    @Test func reportsEveryFieldProblemWithItsLine() {
        let (note, messages) = decode(
            """
            ---
            title: ""
            date: 2026-02-30
            week: next monday
            draft: maybe
            colour: red
            compare:
              - name: Water
                price: 1,29
                size: 12 parsecs
              - name: Juice
                price: 2.00
                size: 0 oz
              - name: Milk
                size: 1 gal
            ---
            """)
        #expect(note == nil)
        #expect(
            messages == [
                "\(file):2:8: error: title is empty",
                "\(file):3:7: error: date must be a date like 2026-11-16 or a date and time like 2026-11-16T09:30:00-05:00, not \"2026-02-30\"",
                "\(file):4:7: error: week must be a date like 2026-11-16, not \"next monday\"",
                "\(file):5:8: error: draft must be true or false, not \"maybe\"",
                "\(file):6:1: warning: unknown key \"colour\" is ignored",
                "\(file):9:12: error: compare item 1: \"1,29\" is not a price: write \"1.29\"",
                "\(file):10:11: error: compare item 1: \"12 parsecs\" is not a size: unknown unit \"parsecs\"",
                "\(file):13:11: error: compare item 2: \"0 oz\" is not a size: a size must be more than zero",
                "\(file):14:5: error: compare item 3 has no price: give name and price (and size unless the name ends with one), or special: with a special's name",
            ])
    }

    @Test func aComparedNameThatStatesItsSizeNeedsNoSizeField() {
        let (note, messages) = decode(
            """
            ---
            title: Tissues
            date: 2026-11-16
            compare:
              - name: Kleenex Tissues 3 x 65 ct
                price: 5.49
              - name: Kleenex Tissues 120 ct
                price: 3.99
              - name: Store Brand Tissues
                price: 2.99
              - name: Puffs
                price: 1.99
                size: 2 pk 56 ct
            ---
            """)
        #expect(note == nil)
        #expect(
            messages == [
                "\(file):9:5: error: compare item 3: no size in the name \"Store Brand Tissues\"; add size: like 12 oz"
            ])
        let (good, none) = decode(
            "---\ntitle: T\ndate: 2026-11-16\ncompare:\n  - {name: Kleenex 3 x 65 ct, price: 5.49}\n  - {name: B, price: 3.99, size: 120 ct}\n---\n"
        )
        #expect(none == [])
        #expect(good?.compare.count == 2)
    }

    @Test func aTitleIsRequiredADateIsNot() {
        #expect(decode("---\nsummary: x\n---\n").1 == ["\(file):1:1: error: missing title:"])
        let (page, messages) = decode("---\ntitle: Opening hours\n---\nMonday to Saturday.\n")
        #expect(messages == [])
        #expect(page?.date == nil)
    }

    @Test(arguments: [
        ("2026-11-16T09:30:00-05:00", "2026-11-16T14:30:00Z"),
        ("2026-11-16T23:30:00Z", "2026-11-16T23:30:00Z"),
        ("2026-11-16t09:30:00.10-05:00", "2026-11-16T14:30:00Z"),
        ("2026-11-16 09:30:00 -5", "2026-11-16T14:30:00Z"),
        ("2026-11-16T09:30:00+01:00", "2026-11-16T08:30:00Z"),
    ])
    func dateTimesAreReadAsOtherGeneratorsWriteThem(text: String, utc: String) throws {
        let (note, messages) = decode("---\ntitle: T\ndate: \(text)\n---\n")
        #expect(messages == [])
        guard case .instant(let instant)? = note?.date else {
            Issue.record("not an instant: \(String(describing: note?.date))")
            return
        }
        #expect(instant == ISO8601DateFormatter().date(from: utc))
    }

    @Test func aTimeWithoutAZoneIsTheSitesOwnDay() {
        #expect(decode("---\ntitle: T\ndate: 2026-11-16 23:30\n---\n").0?.date == .day(Day("2026-11-16")!))
        #expect(
            decode("---\ntitle: T\ndate: 2026-11-16T25:00:00Z\n---\n").1 == [
                "\(file):3:7: error: date must be a date like 2026-11-16 or a date and time like 2026-11-16T09:30:00-05:00, not \"2026-11-16T25:00:00Z\""
            ])
    }
}

@Suite struct SiteConfigDecoderTests {
    func decode(_ text: String) -> (SiteConfig?, [String]) {
        let (config, diagnostics) = SiteConfigDecoder().decode(Array(text.utf8))
        return (config, diagnostics.map(\.description))
    }

    @Test func defaultsWhenAbsent() throws {
        let (config, messages) = SiteConfigDecoder().decode(nil)
        #expect(
            messages.map(\.description) == [
                "site.yml: warning: no base_url is set, so feed.xml and search engines' structured data get relative links, and no sitemap.xml is published; set it like base_url: https://example.com/"
            ])
        #expect(config == SiteConfig())
        #expect(config?.currency == "USD")
        #expect(config?.timeZone.identifier == "America/New_York")
        #expect(config?.unitPricing == .us)
    }

    @Test func readsEveryKey() throws {
        let (config, messages) = decode(
            """
            title: Markt
            base_url: https://example.com/store-12
            locale: de_DE
            currency: EUR
            time_zone: Europe/Berlin
            unit_pricing: {system: metric, mass: 100 g}
            layouts:
              - {columns: 32, min_width: 900}
              - {columns: 16, min_width: 0}
            unsafe_html: true
            images: download
            tiles: {image_only_max_width: 2, text_only_max_width: 4}
            """)
        #expect(messages == [])
        let site = try #require(config)
        #expect(site.title == "Markt")
        #expect(site.baseURL == "https://example.com/store-12/")
        #expect(site.basePath == "/store-12/")
        #expect(site.locale.identifier == "de_DE")
        #expect(site.unitPricing == UnitPricing(mass: .hundredGrams, volume: .litre, count: .each))
        #expect(
            site.layouts == [LayoutBreakpoint(columns: 16, minWidth: 0), LayoutBreakpoint(columns: 32, minWidth: 900)])
        #expect(site.unsafeHTML)
        #expect(site.images == .download)
        #expect(site.imageOnlyMaxWidth == 2 && site.textOnlyMaxWidth == 4)
    }

    @Test func reportsBadValuesWithTheirLines() {
        let (config, messages) = decode(
            """
            base_url: ftp://example.com
            locale: xx_YY
            currency: dollars
            time_zone: Mars/Olympus
            unit_pricing: imperial
            layouts:
              - {columns: 99}
              - {min_width: 600}
            images: embed
            unknown: 1
            """)
        #expect(config == nil)
        #expect(
            messages == [
                "site.yml:1:11: error: base_url must be an http(s) URL like https://example.com/store-12/ or a path like /",
                "site.yml:2:9: error: locale \"xx_YY\" is not known; use one like en_US or de_DE",
                "site.yml:3:11: error: currency \"dollars\" is not an ISO 4217 code like USD or EUR",
                "site.yml:4:12: error: time_zone \"Mars/Olympus\" is not known; use one like America/New_York",
                "site.yml:5:15: error: unit_pricing must be us or metric, not \"imperial\"",
                "site.yml:7:15: error: columns must be a whole number from 1 to 64, not \"99\"",
                "site.yml:7:5: error: a layout needs columns:",
                "site.yml:8:5: error: a layout needs columns:",
                "site.yml:9:9: error: images must be link or download, not \"embed\"",
                "site.yml:10:1: warning: unknown key \"unknown\" is ignored",
            ])
    }
}

@Suite struct FrontMatterSplitTests {
    /// The byte-scanning split for LF-only text must agree with the line-by-line one everywhere.
    @Test func fastSplitAgreesWithLineSplit() {
        let pieces = ["---", "...", "title: A", "", " --- ", "----", "--- ", "body", "é", "\n"]
        var cases = [
            "", "---", "---\n", "---\n---", "---\n---\n", "---\n...\nbody", "--- \ntitle: x\n---\n\nbody\n",
            "---\ntitle: x\n", "title\n---\n---", "---\n----\n---\nrest\n---\n",
        ]
        var random = SplitMix64(seed: 9)
        for _ in 0..<2000 {
            let lines = (0..<Int(random.next(upTo: 7))).map { _ in pieces[Int(random.next(upTo: UInt64(pieces.count)))]
            }
            cases.append(lines.joined(separator: "\n"))
        }
        for text in cases {
            #expect(FrontMatter.splitLF(text) == FrontMatter.splitLines(text), "\(text.debugDescription)")
            // A Windows editor's CRLF lines split where LF lines do.
            #expect(
                FrontMatter.split(text.replacingOccurrences(of: "\n", with: "\r\n")) == FrontMatter.splitLF(text),
                "\(text.debugDescription)")
        }
    }

    @Test func aNoteSavedWithWindowsLineEndingsReadsAsAnyOther() {
        let note =
            "---\ntitle: Soup weather\ndate: 2026-11-20\ncompare:\n  - name: Broth 32 fl oz\n    price: 2.49\n---\nWarm *up*.\n"
        let decoder = NoteDecoder(file: "Content/notes/soup.md", slug: "soup")
        let (lf, lfMessages) = decoder.decode(Array(note.utf8))
        let (crlf, crlfMessages) = decoder.decode(Array(note.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        #expect(lfMessages.isEmpty && crlfMessages.isEmpty, "\(crlfMessages)")
        #expect(crlf?.title == "Soup weather" && crlf == lf)
    }
}
