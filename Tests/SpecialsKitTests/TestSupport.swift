import Foundation
import SpecialsImaging
import SpecialsTestSupport

@testable import SpecialsKit

/// Where the test fixtures are, found from this file's path (no bundle needed).
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .path

    static func path(_ relative: String) -> String { folder + "/" + relative }
}

/// A site in memory: paths relative to `/site` -> text.
/// The site at `root` as `build` renders it before publishing and `serve` serves it: the same publisher,
/// the image codec, into memory, with no rendition cache (nothing beside the site is written).
func rendered(
    _ root: String, fileSystem: FileSystem = .live, options: BuildOptions, kinds: [PageKind] = PageKind.builtIn
) async throws -> BuildResult {
    var publisher = SitePublisher(site: root, options: options)
    publisher.kinds = kinds
    (publisher.fileSystem, publisher.codec, publisher.renditionCache) = (fileSystem, VipsCodec.codec(), .none)
    return try await publisher.render()
}

func memorySite(_ files: [String: String]) -> FileSystem {
    FileSystem.memory(Dictionary(uniqueKeysWithValues: files.map { ("/site/" + $0.key, Array($0.value.utf8)) }))
}

extension [OutputFile] {
    func text(_ path: String) -> String? {
        first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) }
    }
}

let simpleFeed = SampleFeeds.simple

/// The warnings about `Templates/` of a one-week site with `templates` (file name -> text) and site.yml
/// `settings`.
func templateWarnings(_ templates: [String: String], settings: String = "") async throws -> [String] {
    var files = ["Content/specials/2026-11-16.json": simpleFeed, "site.yml": settings]
    for (name, text) in templates { files["Templates/" + name] = text }
    let result = try await rendered(
        "/site", fileSystem: memorySite(files), options: BuildOptions(now: .day(Day("2026-11-21")!)))
    return result.warnings.map(\.description).filter { $0.hasPrefix("Templates/") }
}
