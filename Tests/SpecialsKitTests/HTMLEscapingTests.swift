import Testing

@testable import SpecialsKit

@Suite struct HTMLEscapingTests {
    let escaping = HTMLEscaping()

    @Test func escapesTheFiveCharactersAndLeavesTheRest() {
        #expect(
            escaping.escapeText(#"<b class="x">Tom & Jerry's</b>"#)
                == "&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;")
        #expect(escaping.escapeText("Crème brûlée 8 oz · 2 for $5") == "Crème brûlée 8 oz · 2 for $5")
        #expect(escaping.escapeText("") == "")
    }

    /// A quote followed by a combining mark is one Character: escaping by Character would let it close
    /// the attribute it stands in and add an event handler.
    @Test func escapesAQuoteThatACombiningMarkFollows() {
        #expect(
            escaping.escapeText("Oranges\"\u{301} onmouseover=alert(1) x")
                == "Oranges&quot;\u{301} onmouseover=alert(1) x")
        #expect(escaping.escapeText("<\u{338}script>") == "&lt;\u{338}script&gt;")
    }

    @Test func everyTemplateEscapesThisWay() throws {
        let library = try TemplateLibrary.load(overrides: [
            (file: "Templates/note.mustache", text: #"<img alt="{{title}}">"#)
        ]).get()
        struct Page: TemplateValue {
            static let templateKeys: [String: TemplateKey<Page>] = ["title": .key(\.title)]
            var title: String
        }
        #expect(
            library.render(Page(title: "x\"\u{301} onerror=alert(1)"), with: "note")
                == "<img alt=\"x&quot;\u{301} onerror=alert(1)\">")
    }
}
