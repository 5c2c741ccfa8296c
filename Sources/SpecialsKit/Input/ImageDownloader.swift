import Foundation

/// A remote image saved for publishing: `public/images/<content hash>.<ext>`.
package struct LocalImage: Sendable, Equatable {
    /// The output path, like "images/3f2a9c0d1e.png".
    package var path: String
    package var contents: [UInt8]
}

/// Fetches each remote image once into a cache in the site folder (`images: download`). A fetch that
/// fails for good (an error status, no image, too large) leaves the remote URL on the page, with a
/// warning. One not done by the deadline is no answer at all: the build stops (exit 75) rather than
/// publish pages that depend on how fast this machine and its network were today.
package struct ImageDownloader: Sendable {
    /// Fetches a URL: its bytes and Content-Type.
    package typealias Fetch = @Sendable (String) async throws -> (bytes: [UInt8], contentType: String?)

    package var fetch: Fetch
    package var fileSystem: FileSystem
    /// Writes a cache file (an absolute path) in one step.
    package var writeCache: @Sendable (String, [UInt8]) throws -> Void
    /// The site folder, absolute.
    package var site: String

    package init(site: String, fileSystem: FileSystem = .live, fetch: @escaping Fetch, writeCache: @escaping @Sendable (String, [UInt8]) throws -> Void) {
        self.site = site
        self.fileSystem = fileSystem
        self.fetch = fetch
        self.writeCache = writeCache
    }

    static let cacheFolder = SitePaths.cache + "/images"
    static let extensions = ["image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp", "image/svg+xml": "svg", "image/avif": "avif"]

    /// Every remote image the published weeks show.
    package static func remoteImages(in weeks: [Week]) -> [String] {
        var seen = Set<String>()
        return weeks.flatMap(\.specials).compactMap { item -> String? in
            guard case let .remote(url)? = item.image, seen.insert(url).inserted else { return nil }
            return url
        }
    }

    /// The images of `urls`, from the cache or fetched (four at a time), and a warning per failure.
    /// The whole step ends at `deadline`: fetches still running then are cancelled, and those not done
    /// are `late` (an error each, for the caller to stop on). A URL that failed for good before is not
    /// fetched again until its wait is over (`DownloadFailures`), so a dead host does not cost every
    /// nightly build its deadline; `now` is the wall clock's time.
    package func download(_ urls: [String], within deadline: Duration, now: Date) async
        -> (images: [String: LocalImage], warnings: [Diagnostic], late: [Diagnostic]) {
        var images: [String: LocalImage] = [:]
        var warnings: [Diagnostic] = []
        var late: [Diagnostic] = []
        let lateReason = "not downloaded within the \(deadline.secondsText) s the image step may take (--image-timeout); "
            + "nothing was published, so that pages never depend on this machine's speed: build again, or allow more time"
        let failuresPath = site + "/" + Self.cacheFolder + "/" + DownloadFailures.file
        var failures = DownloadFailures.read((try? fileSystem.readFile(failuresPath)) ?? [])
        let remembered = Set(urls.filter { failures.waits(for: $0, at: now) })
        for url in urls where remembered.contains(url) {
            warnings.append(.warning("not downloaded: \(failures.explanation(for: url)); the page links the remote image", in: url))
        }
        var pending = urls.filter { !remembered.contains($0) }[...]
        var running = 0
        var expired = false
        await withTaskGroup(of: (url: String, result: Result<LocalImage, DownloadProblem>)?.self) { group in
            func startNext() {
                guard !expired, let url = pending.popFirst() else { return }
                running += 1
                group.addTask { (url, await self.image(for: url)) }
            }
            group.addTask {
                try? await Task.sleep(for: deadline)
                return nil
            }
            for _ in 0..<4 { startNext() }
            if running == 0 { group.cancelAll() }
            for await finished in group {
                guard let (url, result) = finished else {
                    // The deadline passed (or the last fetch ended and cancelled the timer).
                    if running > 0 {
                        expired = true
                        group.cancelAll()
                    }
                    continue
                }
                running -= 1
                switch result {
                case let .success(image):
                    images[url] = image
                    failures.forget(url)
                case .failure where expired:
                    late.append(.error(lateReason, in: url))
                case let .failure(problem):
                    warnings.append(.warning("cannot download (\(problem.reason)); the page links the remote image", in: url))
                    failures.note(url, reason: problem.reason, at: now)
                }
                startNext()
                if running == 0 { group.cancelAll() }
            }
        }
        for url in pending {
            late.append(.error(lateReason, in: url))
        }
        if failures.changed { try? writeCache(failuresPath, failures.bytes) }
        return (images, warnings.sorted { $0.file < $1.file }, late.sorted { $0.file < $1.file })
    }

    struct DownloadProblem: Error {
        var reason: String
    }

    private func image(for url: String) async -> Result<LocalImage, DownloadProblem> {
        let key = ContentHash.hex(Array(url.utf8))
        let folder = site + "/" + Self.cacheFolder
        if let cached = (try? fileSystem.listFolder(folder))?.first(where: { $0.hasPrefix(key + ".") }),
           let bytes = try? fileSystem.readFile(folder + "/" + cached) {
            return .success(Self.published(bytes, extension: String(cached.dropFirst(key.count + 1))))
        }
        do {
            let (bytes, contentType) = try await fetch(url)
            let type = contentType?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            guard let ext = Self.extensions[type] else {
                return .failure(DownloadProblem(reason: type.isEmpty ? "no image content type" : "\(type) is not an image"))
            }
            guard !bytes.isEmpty else { return .failure(DownloadProblem(reason: "the image is empty")) }
            try? writeCache(folder + "/" + key + "." + ext, bytes)
            return .success(Self.published(bytes, extension: ext))
        } catch let error as SpecialsError where error.kind == .fetch {
            return .failure(DownloadProblem(reason: error.reason))
        } catch {
            return .failure(DownloadProblem(reason: "\(error)"))
        }
    }

    private static func published(_ bytes: [UInt8], extension ext: String) -> LocalImage {
        LocalImage(path: "images/\(ContentHash.hex(bytes)).\(ext)", contents: bytes)
    }
}
