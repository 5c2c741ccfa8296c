import Foundation
@testable import SpecialsKit
import SpecialsTestSupport

/// Where the test fixtures are, found from this file's path (no bundle needed).
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func path(_ relative: String) -> String { folder + "/" + relative }
}

/// A site in memory: paths relative to `/site` -> text.
func memorySite(_ files: [String: String]) -> FileSystem {
    FileSystem.memory(Dictionary(uniqueKeysWithValues: files.map { ("/site/" + $0.key, Array($0.value.utf8)) }))
}

extension [OutputFile] {
    func text(_ path: String) -> String? {
        first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) }
    }
}

let simpleFeed = SampleFeeds.simple
