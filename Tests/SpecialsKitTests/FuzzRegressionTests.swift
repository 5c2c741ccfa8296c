import Foundation
@testable import SpecialsKit
import Testing

/// Inputs the fuzzers once crashed on, replayed on every test run: they must give diagnostics, not crashes.
@Suite struct FuzzRegressionTests {
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz").standardized.path

    /// The inputs a fuzz target once crashed on, and the seed corpus it starts from.
    static func inputs(_ target: String) -> [String] {
        ["regressions", "corpus"].flatMap { kind in
            let folder = fuzz + "/" + kind + "/" + target
            return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
        }
    }

    /// Each replay below must have cases: a parameterized test over an empty list checks nothing.
    @Test(arguments: ["feed", "frontmatter", "size"])
    func everyTargetHasInputs(target: String) {
        #expect(Self.inputs(target).count >= 2, "\(target)")
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
        // No size, or a size above zero: never a zero or negative size to divide by.
        #expect((SizeParser.size(inName: text)?.baseValue ?? 1) > 0)
    }
}
