import Foundation
@testable import SpecialsKit

/// Where the test fixtures are, found from this file's path (no bundle needed).
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func path(_ relative: String) -> String { folder + "/" + relative }
}

/// A site in memory: paths relative to `/site` -> text.
func memorySite(_ files: [String: String]) -> FileSystem {
    FileSystem.memory(Dictionary(uniqueKeysWithValues: files.map { ("/site/" + $0.key, Array($0.value.utf8)) }))
}

/// A fresh empty folder under the system's temporary folder.
func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "specials-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

extension [OutputFile] {
    func text(_ path: String) -> String? {
        first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) }
    }
}

let simpleFeed = #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Tea 20 ct", "width": 4, "height": 4, "price": "2.50"}]}"#
