import Foundation
import Testing

/// docs/architecture.md's layer graph, held: inside SpecialsModel and SpecialsKit each folder names only
/// the types of the folders before it (and of Diagnostics and Support, which every folder may use). A
/// folder may be in both modules (Input: the decoders in SpecialsModel, the loading in SpecialsKit).
@Suite struct LayerTests {
    static let modules = ["SpecialsModel", "SpecialsKit"].map {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/" + $0)
            .standardized
    }

    /// The layers in the graph's order: Model <- Input <- Layout <- Wording <- Images <- Render <- Output.
    static let layers = ["Model", "Input", "Layout", "Wording", "Images", "Render", "Output"]
    /// The folders every layer may use, which use none.
    static let shared = ["Diagnostics", "Support"]

    /// The types each layer declares.
    static func declaredByLayer() throws -> [String: Set<String>] {
        try Dictionary(
            uniqueKeysWithValues: layers.map { layer in
                (layer, try files(in: layer).reduce(into: Set<String>()) { $0.formUnion(declaredTypes(in: $1.code)) })
            })
    }

    /// Each Swift file of a folder, with its text stripped of comments and string literals (which may
    /// name anything).
    static func files(in folder: String) throws -> [(name: String, code: String)] {
        let urls = modules.map { $0.appendingPathComponent(folder) }.filter {
            FileManager.default.fileExists(atPath: $0.path)
        }
        #expect(!urls.isEmpty, "\(folder) is in a module")
        return try urls.flatMap { url in
            try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
                .map { name in
                    (name, code(of: try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)))
                }
        }
    }

    /// `text` without `//` comments and without what is between double quotes on a line.
    static func code(of text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var kept = ""
            var inString = false
            var previous: Character = " "
            for character in line {
                if !inString, character == "/", previous == "/" {
                    kept.removeLast()
                    break
                }
                if character == "\"", previous != "\\" {
                    inString.toggle()
                } else if !inString {
                    kept.append(character)
                }
                previous = character
            }
            return kept
        }.joined(separator: "\n")
    }

    /// The types a file declares at its top level or nested: struct, enum, class, actor, protocol,
    /// typealias.
    static func declaredTypes(in code: String) -> Set<String> {
        // At the start of a line: a type nested in another (`Key`, `Entry`, `Mark`) is not one a
        // folder could name by mistake, and its name is often a dependency's too (Yams' `Mark`).
        let pattern =
            /^(?:(?:public|package|private|fileprivate|final|indirect)\s+)*(?:struct|enum|class|actor|protocol|typealias)\s+([A-Z][A-Za-z0-9]*)/
        return Set(code.matches(of: pattern.anchorsMatchLineEndings()).map { String($0.output.1) })
    }

    /// The capitalized words `code` uses.
    static func namesUsed(in code: String) -> Set<String> {
        // Simple word boundaries: by Unicode's, "PageKind.item" is one word.
        Set(code.matches(of: /\b[A-Z][A-Za-z0-9]*\b/.wordBoundaryKind(.simple)).map { String($0.output) })
    }

    @Test func eachFolderNamesOnlyTheTypesOfTheFoldersBeforeIt() throws {
        let declared = try Self.declaredByLayer()
        // A name declared in a layer and again in a later one (a nested `Key`, `Entry`) proves nothing.
        var seenBefore = Set<String>()
        var problems: [String] = []
        for (index, layer) in Self.layers.enumerated() {
            seenBefore.formUnion(declared[layer]!)
            let later = Self.layers[(index + 1)...].reduce(into: Set<String>()) { $0.formUnion(declared[$1]!) }
                .subtracting(seenBefore)
            for file in try Self.files(in: layer) {
                for name in Self.namesUsed(in: file.code).intersection(later).sorted() {
                    let owner = Self.layers.first {
                        declared[$0]!.contains(name) && Self.layers.firstIndex(of: $0)! > index
                    }!
                    problems.append("\(layer)/\(file.name) names \(name) (\(owner))")
                }
            }
        }
        #expect(problems == [])
        // The check sees the layers' types: each layer declares some, and Render names Model's.
        #expect(Self.layers.allSatisfy { !declared[$0]!.isEmpty })
        #expect(try Self.files(in: "Render").contains { Self.namesUsed(in: $0.code).contains("FeedItem") })
    }

    @Test func theSharedFoldersNameNoLayersTypes() throws {
        let layerTypes = try Self.declaredByLayer().values.reduce(into: Set<String>()) { $0.formUnion($1) }
        var problems: [String] = []
        for folder in Self.shared {
            for file in try Self.files(in: folder) {
                problems += Self.namesUsed(in: file.code).intersection(layerTypes).sorted().map {
                    "\(folder)/\(file.name) names \($0)"
                }
            }
        }
        #expect(problems == [])
        #expect(try !Self.files(in: "Support").isEmpty && !Self.files(in: "Diagnostics").isEmpty)
    }
}
