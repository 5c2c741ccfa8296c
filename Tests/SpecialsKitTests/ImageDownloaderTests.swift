import Foundation
import SpecialsTestSupport
import Synchronization
import Testing

@testable import SpecialsKit

@Suite struct ImageDownloaderTests {
    /// A chain shows hundreds of remote images: the cache is listed once per build, not once per URL
    /// (which grew with the square of the images), and what it holds is not fetched again.
    @Test func theCacheIsListedOnceAndWhatItHoldsIsNotFetched() async throws {
        let sandbox = try Sandbox()
        let urls = (0..<40).map { "https://shop.example/photos/\($0).jpg" }
        for (index, url) in urls.enumerated() {
            try sandbox.write([0xFF, 0xD8, 0xFF, UInt8(index)], to: "site/.specials-cache/images/\(ContentHash.hex(Array(url.utf8))).jpg")
        }
        let listings = Mutex(0)
        var fileSystem = FileSystem.live
        fileSystem.listFolder = { path in
            listings.withLock { $0 += 1 }
            return try FileSystem.live.listFolder(path)
        }
        let fetched = Mutex<[String]>([])
        let downloader = ImageDownloader(
            site: sandbox.path("site"), fileSystem: fileSystem,
            fetch: { url in
                fetched.withLock { $0.append(url) }
                return ([0xFF, 0xD8, 0xFF], "image/jpeg")
            },
            writeCache: { _, _ in })
        let outcome = await downloader.download(
            urls + ["https://shop.example/photos/new.jpg"], within: .seconds(60), now: Date())
        #expect(outcome.images.count == 41 && outcome.warnings.isEmpty)
        #expect(outcome.images[urls[7]]?.contents == [0xFF, 0xD8, 0xFF, 7])
        #expect(fetched.withLock { $0 } == ["https://shop.example/photos/new.jpg"])
        #expect(listings.withLock { $0 } == 1)
    }
}
