import Foundation
@testable import SpecialsKit
import Testing

/// Inputs the fuzzers once crashed on, replayed on every test run: they must give diagnostics, not crashes.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz/regressions").standardized.path

    static func inputs(_ target: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + target)) ?? []).sorted().map { folder + "/" + target + "/" + $0 }
    }

    @Test func thereAreRegressionInputs() {
        #expect(!Self.inputs("size").isEmpty)
    }

    @Test(arguments: inputs("feed"))
    func feed(path: String) {
        _ = try? FeedSnapshot.decode([UInt8](FileManager.default.contents(atPath: path)!), file: "fuzz.json")
    }

    @Test(arguments: inputs("frontmatter"))
    func frontMatter(path: String) {
        _ = try? NoteSource.decode([UInt8](FileManager.default.contents(atPath: path)!), file: "fuzz.md", slug: "fuzz")
    }

    @Test(arguments: inputs("size"))
    func size(path: String) {
        let text = String(decoding: FileManager.default.contents(atPath: path)!, as: UTF8.self)
        if let quantity = SizeParser.size(inName: text) {
            #expect(quantity.baseValue > 0)
        }
    }
}
