import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

extension RenditionCache {
    /// How many published builds a rendition outlives unused before it goes.
    static let generations = 3

    /// The cache in a folder (`.specials-cache/renditions/` of the site): one file a rendition, named
    /// `<key>-<width>x<height>`, and `generations`, the keys each of the last builds used. Safe to
    /// delete: a missing or damaged file costs an encode.
    package static func folder(_ folder: String) -> RenditionCache {
        let names = (FileListing.entries(of: folder) ?? []).map(\.name).filter {
            $0.contains("-") && !$0.hasPrefix(".")
        }
        let found = Dictionary(
            names.map { (String($0.prefix { $0 != "-" }), $0) }, uniquingKeysWith: { first, _ in first })
        // Each key's file: those found, and those this build writes (a share card is read back when the
        // publish writes it).
        let files = Names(found)
        return RenditionCache(
            read: { key in
                guard let name = files.names.withLock({ $0[key] }),
                    let size = name.split(separator: "-").last?.split(separator: "x"),
                    size.count == 2, let width = Int(size[0]), let height = Int(size[1]),
                    let bytes = try? FileSystem.live.readFile(folder + "/" + name), !bytes.isEmpty
                else { return nil }
                return EncodedImage(bytes: bytes, width: width, height: height)
            },
            write: { key, image in
                let name = "\(key)-\(image.width)x\(image.height)"
                if (try? AtomicFile.write(image.bytes, to: folder + "/" + name)) != nil {
                    files.names.withLock { $0[key] = name }
                }
            },
            has: { key in
                var info = stat()
                guard let name = files.names.withLock({ $0[key] }) else { return false }
                return stat(folder + "/" + name, &info) == 0 && info.st_size > 0
            },
            keep: { used in
                let record = folder + "/generations"
                let earlier = ((try? String(contentsOfFile: record, encoding: .utf8)) ?? "").split(separator: "\n").map(
                    String.init)
                let lines = [used.sorted().joined(separator: " ")] + earlier.prefix(generations - 1)
                try? AtomicFile.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: record)
                let kept = Set(lines.flatMap { $0.split(separator: " ").map(String.init) })
                for name in (FileListing.entries(of: folder) ?? []).map(\.name)
                where name.contains("-") && !name.hasPrefix(".") {
                    if !kept.contains(String(name.prefix { $0 != "-" })) { unlink(folder + "/" + name) }
                }
            }
        )
    }

    /// A cache folder's file names by key, as builds find and write them.
    private final class Names: Sendable {
        let names: Mutex<[String: String]>

        init(_ names: [String: String]) {
            self.names = Mutex(names)
        }
    }
}
