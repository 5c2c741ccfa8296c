import Foundation
import Testing

@testable import SpecialsKit

/// The theme's script as shoppers download it: the source's code, line by line, without what was
/// written for its readers. (The browser checks run the shipped script.)
@Suite struct ShippedScriptTests {
    @Test func commentLinesIndentationAndBlankLinesGoTheCodeStays() {
        let source = """
            // What the script does.
            (() => {
              const a = 'x // not a comment';

              // Why b.
              const b = a + '  kept  ';
            })();

            """
        #expect(
            SiteRenderer.shipped(source) == """
                (() => {
                const a = 'x // not a comment';
                const b = a + '  kept  ';
                })();

                """)
    }
}
