import CommonMark
import Testing

@Suite struct CommonMarkTests {
    @Test func rendersCommonMark() {
        #expect(
            CommonMark.html(from: "# Title\n\nSome *emphasis* and a [link](https://example.com).\n")
                == "<h1>Title</h1>\n<p>Some <em>emphasis</em> and a <a href=\"https://example.com\">link</a>.</p>\n")
    }

    @Test func removesRawHTMLAndScriptLinksByDefault() {
        let html = CommonMark.html(
            from: "<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>\n")
        #expect(html == "<!-- raw HTML omitted -->\n<p><a href=\"\">x</a> <!-- raw HTML omitted --></p>\n")
    }

    @Test func keepsRawHTMLOnlyWhenUnsafe() {
        #expect(CommonMark.html(from: "<b>bold</b>\n", options: [.unsafe]) == "<p><b>bold</b></p>\n")
    }

    @Test func smartPunctuation() {
        #expect(CommonMark.html(from: "\"Fresh\" -- today...\n") == "<p>“Fresh” – today…</p>\n")
        #expect(CommonMark.html(from: "\"Fresh\"\n", options: []) == "<p>&quot;Fresh&quot;</p>\n")
    }

    @Test func emptyAndLargeInputs() {
        #expect(CommonMark.html(from: "") == "")
        let big = String(repeating: "- item *one*\n", count: 20_000)
        #expect(CommonMark.html(from: big).hasPrefix("<ul>\n<li>item <em>one</em></li>"))
    }

    @Test func linksToTheSystemLibrary() {
        #expect(CommonMark.version.hasPrefix("0."))
    }
}
