import Foundation
import SpecialsFetch
import SpecialsImaging
import SpecialsKit

extension SitePublisher {
    /// A publisher of `site` to `output` on this machine: this binary's identity, HTTP downloads of the
    /// feed's images, libvips for their renditions, and the user's home for the build's cache.
    static func onThisMachine(site: String, output: String?, options: BuildOptions) -> SitePublisher {
        var publisher = SitePublisher(site: site, output: output, options: options)
        publisher.version = Specials.binaryIdentity
        publisher.fetch = HTTPFetcher(timeout: HTTPFetcher.imageTimeout, limit: HTTPFetcher.imageLimit).get
        publisher.codec = VipsCodec.codec()
        publisher.home =
            ProcessInfo.processInfo.environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        return publisher
    }
}
