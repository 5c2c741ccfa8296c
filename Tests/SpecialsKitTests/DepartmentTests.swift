import SpecialsTestSupport
import Testing

@testable import SpecialsKit

/// A feed may put each special in a department: each week then has a page per department, packed with
/// its specials alone in the ad's order, and a row of links to them; a week without looks as before.
@Suite struct DepartmentTests {
    static let options = BuildOptions(now: .day(Day("2026-11-21")!))

    static func feed(_ departments: [String?]) -> String {
        let specials = departments.enumerated().map { index, department in
            let field = department.map { #", "department": "\#($0)""# } ?? ""
            return
                #"{"display_name": "Item \#(index) 1 lb", "width": 4, "height": 4, "price": "1.\#(index)9"\#(field)}"#
        }
        return #"{"canvasUnit": 16, "managerSpecials": [\#(specials.joined(separator: ","))]}"#
    }

    static func site(_ departments: [String?], settings: String = "") -> [String: String] {
        ["site.yml": Sandbox.settings + settings, "Content/specials/2026-11-16.json": feed(departments)]
    }

    @Test func site_ymlOrdersAndNamesDepartmentsTheRestFollowAsTheAdShowsThem() {
        var config = SiteConfig()
        config.departments = [.init(feed: "Dairy", name: "Dairy"), .init(feed: "PRODUCE", name: "Fruit & Vegetables")]
        let specials = ["Pantry", "PRODUCE", nil, "Dairy", "Pantry", "Bakery"].map { department in
            FeedItem(name: "x", width: 1, height: 1, price: Money(1), department: department)
        }
        let departments = WeekDepartment.of(specials, config: config)
        #expect(departments.map(\.name) == ["Dairy", "Fruit & Vegetables", "Pantry", "Bakery"])
        #expect(departments.map(\.slug) == ["dairy", "fruit-vegetables", "pantry", "bakery"])
        #expect(departments.map(\.indices) == [[3], [1], [0, 4], [5]])
        #expect(WeekDepartment.of([FeedItem(name: "x", width: 1, height: 1, price: Money(1))], config: config).isEmpty)
    }

    @Test func eachDepartmentHasAPageOfExactlyItsSpecials() async throws {
        let result = try await rendered(
            "/site",
            fileSystem: memorySite(
                Self.site(
                    ["Produce", "Dairy", "Produce", nil],
                    settings: "departments: [Dairy]\n")), options: Self.options)
        let produce = try #require(result.files.text("weeks/2026-11-16/produce/index.html"))
        let names = produce.matches(of: /<h2 class="tile__name">((?:<span class="w">[^<]*<\/span> )+)<\/h2>/).map {
            String($0.1).replacing(/<[^>]+>/, with: "").split(separator: " ").joined(separator: " ")
        }
        #expect(names == ["Item 0 1\u{00A0}lb", "Item 2 1\u{00A0}lb"], "a number keeps its unit")
        #expect(produce.contains("<h1>Produce: specials for the week of November 16, 2026</h1>"))
        #expect(produce.contains(#"<li><a href="../../../weeks/2026-11-16/index.html">All specials</a></li>"#))
        #expect(
            produce.contains(
                #"<li><a href="../../../weeks/2026-11-16/produce/index.html" aria-current="page">Produce</a></li>"#))
        let week = try #require(result.files.text("index.html"))
        let links = week.matches(of: /<li><a href="weeks\/2026-11-16\/([a-z]+)\/index.html">/).map { String($0.1) }
        #expect(links == ["dairy", "produce"])
        #expect(week.contains(#"data-department="Produce""#))
        #expect(result.files.text("weeks/2026-11-16/dairy/index.html") != nil)
    }

    @Test func aWeekWithoutDepartmentsHasNoRowOfLinks() async throws {
        let result = try await rendered("/site", fileSystem: memorySite(Self.site([nil, nil])), options: Self.options)
        #expect(try #require(result.files.text("index.html")).contains(#"class="departments""#) == false)
        #expect(
            !result.files.contains {
                $0.path.hasPrefix("weeks/2026-11-16/") && $0.path != "weeks/2026-11-16/index.html"
            })
    }

    @Test func aDepartmentThatIsNoShortTextIsAnErrorAtItsField() async {
        let long = String(repeating: "x", count: 41)
        let problems = await ChainTests.problems(Self.site([long, "  "]))
        #expect(
            problems == [
                "Content/specials/2026-11-16.json: managerSpecials[0].department: error: \"Item 0 1 lb\": is 41 characters long; a department has at most 40",
                "Content/specials/2026-11-16.json: managerSpecials[1].department: error: \"Item 1 1 lb\": is empty; leave department out for a special in none",
            ])
        let number = await ChainTests.problems([
            "site.yml": Sandbox.settings,
            "Content/specials/2026-11-16.json":
                #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Milk", "width": 4, "height": 4, "price": "1.99", "department": 7}]}"#,
        ])
        #expect(
            number == [
                #"Content/specials/2026-11-16.json: managerSpecials[0].department: error: "Milk": expected a department's name (a string), found 7"#
            ])
    }
}
