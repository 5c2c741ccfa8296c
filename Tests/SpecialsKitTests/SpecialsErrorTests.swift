import Testing

@testable import SpecialsKit

@Suite struct SpecialsErrorTests {
    @Test func theKindDecidesTheExitCode() {
        let codes = [SpecialsError.Kind.invalidInput, .missingInput, .output, .busy, .fetch].map(\.exitCode)
        #expect(codes == [65, 66, 73, 75, 75])
    }

    @Test func eachProblemIsPrintedAtItsPlace() {
        let error = SpecialsError.invalidInput([
            .error(
                "\"x\" is not a price", in: "Content/specials/2026-11-16.json",
                at: .jsonPath("managerSpecials[0].price")),
            .error("date must be a date", in: "Content/notes/a.md", at: .position(line: 3, column: 7)),
            .warning("unknown key \"titel\" is ignored", in: "site.yml", at: .position(line: 1, column: 1)),
        ])
        #expect(
            error.description == """
                Content/specials/2026-11-16.json: managerSpecials[0].price: error: "x" is not a price
                Content/notes/a.md:3:7: error: date must be a date
                site.yml:1:1: warning: unknown key "titel" is ignored
                """)
        #expect(error.errors.count == 2)
    }

    @Test func aFolderURLOrAddressIsAPlaceToo() {
        #expect(
            SpecialsError.fetch("https://shop.example/feed", "the server answered 404 Not Found").description
                == "https://shop.example/feed: error: the server answered 404 Not Found")
        #expect(
            SpecialsError(.busy, "the port is in use", at: "127.0.0.1:8000").description
                == "127.0.0.1:8000: error: the port is in use")
        #expect(SpecialsError.fetch("u", "no complete answer within 3 s").reason == "no complete answer within 3 s")
    }
}
