import Foundation
import Testing

/// SpecialsKit's public face, with the model it exports, is what a library user needs (publish a site, its
/// options and diagnostics, read a size); everything else is `package`, for this package's own modules.
/// docs/architecture.md lists it.
@Suite struct PublicFaceTests {
    /// Public declarations and enum cases of public enums, counted in the sources of both modules.
    @Test func specialsKitDeclaresAtMost100PublicNames() throws {
        let files = ["SpecialsModel", "SpecialsKit"].flatMap { module in
            let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../Sources/" + module
            ).standardized
            return (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".swift") }.map { sources.appendingPathComponent($0) }
        }
        var names = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            var inPublicEnum = false
            var depth = 0
            var enumDepth = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                if code.hasPrefix("public ") { names += 1 }
                if code.hasPrefix("public enum ") { (inPublicEnum, enumDepth) = (true, depth + 1) }
                if inPublicEnum, depth == enumDepth, code.hasPrefix("case ") {
                    names += code.split(separator: ",").count
                }
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                if inPublicEnum, depth < enumDepth { inPublicEnum = false }
            }
        }
        #expect(names > 50, "the sources were read")
        #expect(names <= 100, "\(names) public names")
    }
}
