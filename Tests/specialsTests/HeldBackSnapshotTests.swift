import Foundation
import SpecialsTestSupport
import Testing

/// The present is never frozen by the future: a snapshot dated next week with a mistake is told on
/// every run and held back while this week is published; on its own day it is an error. An export that
/// lost its specials never replaces a week.
@Suite struct HeldBackSnapshotTests {
    static let typo =
        #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Tea 20 ct", "width": 4, "height": 4, "price": "2,50"}]}"#

    @Test func aBrokenSnapshotOfNextWeekIsHeldBackOnEveryRunUntilItsDay() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        try sandbox.write(Self.typo, to: "site/Content/specials/2026-11-23.json")
        let told = """
            Content/specials/2026-11-23.json: managerSpecials[0].price: warning: "Tea 20 ct": "2,50" is not a price: write "2.50"
            Content/specials/2026-11-23.json: warning: has errors, so it will not go live on 2026-11-23 until its error is fixed; the weeks before it are published as they are

            """
        let first = try Binary.run(["build", "--site", site, "--now", "2026-11-20", "--quiet"])
        #expect(first.status == 0)
        #expect(first.stderr == told)
        #expect(sandbox.exists("site/public/index.html"))
        // Nothing changed: a quiet cron run says it again.
        let again = try Binary.run(["build", "--site", site, "--now", "2026-11-20", "--quiet"])
        #expect(again.status == 0)
        #expect(again.stderr == told)
        // Its day: an error like any other, and the published week stays.
        let due = try Binary.run(["build", "--site", site, "--now", "2026-11-23", "--quiet"])
        #expect(due.status == 65)
        #expect(
            due.stderr.contains(
                #"Content/specials/2026-11-23.json: managerSpecials[0].price: error: "Tea 20 ct": "2,50" is not a price: write "2.50""#))
    }

    @Test func anEmptyExportIsAnErrorUnlessTheWeekSaysItHasNone() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        try sandbox.write(#"{"canvasUnit": 16, "managerSpecials": []}"#, to: "site/Content/specials/2026-11-23.json")
        let empty = try Binary.run(["build", "--site", site, "--now", "2026-11-24"])
        #expect(empty.status == 65)
        #expect(
            empty.stderr == """
                Content/specials/2026-11-23.json: managerSpecials: error: lists no specials: an export that lost them would replace the week; a week with none says so with "noSpecials": true
                1 error; nothing was published

                """)
        try sandbox.write(
            #"{"canvasUnit": 16, "managerSpecials": [], "noSpecials": true}"#, to: "site/Content/specials/2026-11-23.json")
        let none = try Binary.run(["build", "--site", site, "--now", "2026-11-24", "--quiet"])
        #expect(none.status == 0)
        #expect(none.stderr == "")
    }
}
