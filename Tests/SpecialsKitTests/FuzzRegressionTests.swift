import Foundation
import Testing

@testable import SpecialsKit

/// Inputs the fuzzers once crashed on, and their seed corpus, replayed on every test run: each gives a
/// value or errors that say where, never a crash, never both, and the same answer twice.
@Suite struct FuzzRegressionTests {
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz")
        .standardized.path

    /// The inputs a fuzz target once crashed on, and the seed corpus it starts from.
    static func inputs(_ target: String) -> [String] {
        ["regressions", "corpus"].flatMap { kind in
            let folder = fuzz + "/" + kind + "/" + target
            return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map {
                folder + "/" + $0
            }
        }
    }

    /// Each replay below must have cases: a parameterized test over an empty list checks nothing.
    @Test(arguments: ["feed", "frontmatter", "size"])
    func everyTargetHasInputs(target: String) {
        #expect(Self.inputs(target).count >= 2, "\(target)")
    }

    @Test(arguments: inputs("feed"))
    func feed(path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
        let (snapshot, diagnostics) = FeedSnapshotDecoder(file: "fuzz.json").decode(bytes)
        Self.expectAnswer(snapshot != nil, diagnostics, file: "fuzz.json")
        for item in snapshot?.items ?? [] {
            #expect(
                item.width >= 1 && item.height >= 1 && item.price.amount >= 0 && !item.name.isEmpty
                    && item.name.count <= 200)
        }
        let again = FeedSnapshotDecoder(file: "fuzz.json").decode(bytes)
        #expect(again.0 == snapshot && again.1 == diagnostics, "the same answer twice")
    }

    @Test(arguments: inputs("frontmatter"))
    func frontMatter(path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
        let (note, diagnostics) = NoteDecoder(file: "fuzz.md", slug: "fuzz").decode(bytes)
        Self.expectAnswer(note != nil, diagnostics, file: "fuzz.md")
        if let note { #expect(!note.title.isEmpty && note.title.count <= 200) }
        let again = NoteDecoder(file: "fuzz.md", slug: "fuzz").decode(bytes)
        #expect(again.0 == note && again.1 == diagnostics, "the same answer twice")
    }

    /// A value, or at least one error; never both; every diagnostic names the file.
    static func expectAnswer(_ decoded: Bool, _ diagnostics: [Diagnostic], file: String) {
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(decoded != !errors.isEmpty, "decoded: \(decoded), errors: \(errors.map(\.description))")
        #expect(diagnostics.allSatisfy { $0.file == file && !$0.message.isEmpty })
    }

    @Test(arguments: inputs("size"))
    func size(path: String) {
        let text = String(decoding: FileManager.default.contents(atPath: path)!, as: UTF8.self)
        // No size, or a size above zero: never a zero or negative size to divide by.
        #expect((SizeParser.size(inName: text)?.baseValue ?? 1) > 0)
    }
}
