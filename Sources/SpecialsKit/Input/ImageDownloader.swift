import Foundation

/// A remote image saved for publishing: `public/images/<content hash>.<ext>`.
package struct LocalImage: Sendable, Equatable {
    /// The output path, like "images/3f2a9c0d1e.png".
    package var path: String
    package var contents: [UInt8]
}

/// Fetches each remote image once into a cache in the site folder (`images: download`). An image known
/// to be broken (the server answered "not found" or another client error, something not an image, or
/// more than the cap) is `broken`: its tiles show no picture, and it is not asked for again for a while.
/// A passing fault (a server error, 408, 429, no answer, a reset or refused connection, no answer
/// within the step's deadline) leaves the remote URL on the page, with a warning, and the publish
/// incomplete, so the next build tries again: images never hold a week's prices back. A generic
/// Content-Type (application/octet-stream) is judged by the bytes.
package struct ImageDownloader: Sendable {
    /// Fetches a URL: its bytes and Content-Type.
    package typealias Fetch = @Sendable (String) async throws -> (bytes: [UInt8], contentType: String?)

    package var fetch: Fetch
    package var fileSystem: FileSystem
    /// Writes a cache file (an absolute path) in one step.
    package var writeCache: @Sendable (String, [UInt8]) throws -> Void
    /// The site folder, absolute.
    package var site: String

    package init(
        site: String, fileSystem: FileSystem = .live, fetch: @escaping Fetch,
        writeCache: @escaping @Sendable (String, [UInt8]) throws -> Void
    ) {
        self.site = site
        self.fileSystem = fileSystem
        self.fetch = fetch
        self.writeCache = writeCache
    }

    static let cacheFolder = SitePaths.cache + "/images"
    static let extensions = [
        "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp", "image/svg+xml": "svg",
        "image/avif": "avif",
    ]

    /// Every remote image the published weeks show.
    package static func remoteImages(in weeks: [Week]) -> [String] {
        var seen = Set<String>()
        return weeks.flatMap(\.specials).compactMap { item -> String? in
            guard case .remote(let url)? = item.image, seen.insert(url).inserted else { return nil }
            return url
        }
    }

    /// What a download step gave: the images, the warnings of the failures that leave a remote image
    /// linked, and the images known to be broken (by URL, with why).
    package struct Outcome: Sendable {
        package var images: [String: LocalImage] = [:]
        package var warnings: [Diagnostic] = []
        package var broken: [String: String] = [:]
    }

    /// The images of `urls`, from the cache or fetched (four at a time). The whole step ends at
    /// `deadline`: fetches still running then are cancelled and, like any fetch that got no usable
    /// answer, leave the remote image linked with a warning, to be tried by the next build. A URL known
    /// to be broken is not fetched again until its wait is over (`DownloadFailures`), so a dead link does
    /// not cost every build its time; `now` is the wall clock's time.
    package func download(_ urls: [String], within deadline: Duration, now: Date) async -> Outcome {
        var outcome = Outcome()
        let lateReason =
            "not downloaded within the \(deadline.secondsText) s the image step may take (--image-timeout); "
            + "the page links the remote image, and the next build tries again"
        let failuresPath = site + "/" + Self.cacheFolder + "/" + DownloadFailures.file
        // The cache is files: read and written on threads of their own, never the cooperative pool's.
        var failures = DownloadFailures.read(
            ((try? await offThePool { [fileSystem] in try fileSystem.readFile(failuresPath) }) ?? []))
        let remembered = Set(urls.filter { failures.waits(for: $0, at: now) })
        for url in urls where remembered.contains(url) {
            outcome.broken[url] = failures.explanation(for: url)
        }
        let cached = await cachedFiles()
        var pending = urls.filter { !remembered.contains($0) }[...]
        var running = 0
        var expired = false
        await withTaskGroup(of: (url: String, result: Result<LocalImage, DownloadProblem>)?.self) { group in
            func startNext() {
                guard !expired, let url = pending.popFirst() else { return }
                running += 1
                let name = cached[ContentHash.hex(Array(url.utf8))]
                group.addTask { (url, await self.image(for: url, cached: name)) }
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
                Self.note(
                    url, result, expired: expired, lateReason: lateReason, now: now, outcome: &outcome,
                    failures: &failures)
                startNext()
                if running == 0 { group.cancelAll() }
            }
        }
        for url in pending {
            outcome.warnings.append(.warning(lateReason, in: url))
        }
        if failures.changed {
            let bytes = failures.bytes
            try? await offThePool { try self.writeCache(failuresPath, bytes) }
        }
        outcome.warnings.sort { $0.file < $1.file }
        return outcome
    }

    /// The cache's files by key (a URL's hash), listed once a build: each URL is then one lookup.
    private func cachedFiles() async -> [String: String] {
        let folder = site + "/" + Self.cacheFolder
        let names = (try? await offThePool { [fileSystem] in try fileSystem.listFolder(folder) }) ?? []
        return Dictionary(names.map { (String($0.prefix { $0 != "." }), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Notes what one fetch of `url` gave: its image, or why it has none: the step's deadline passed
    /// (`expired`), a definite problem (remembered in `failures`), or another, told as a warning.
    private static func note(
        _ url: String, _ result: Result<LocalImage, DownloadProblem>, expired: Bool, lateReason: String, now: Date,
        outcome: inout Outcome, failures: inout DownloadFailures
    ) {
        switch result {
        case .success(let image):
            outcome.images[url] = image
            failures.forget(url)
        case .failure where expired:
            outcome.warnings.append(.warning(lateReason, in: url))
        case .failure(let problem) where problem.definite:
            outcome.broken[url] = problem.reason
            failures.note(url, reason: problem.reason, at: now)
        case .failure(let problem):
            outcome.warnings.append(
                .warning(
                    "cannot download (\(problem.reason)); the page links the remote image, and the next build tries again",
                    in: url))
        }
    }

    struct DownloadProblem: Error {
        var reason: String
        /// The server's answer says the image is broken, not that it was slow or away.
        var definite = false
    }

    /// The image of `url`: its file in the cache (`cached`, its name there), or fetched and kept there.
    private func image(for url: String, cached: String?) async -> Result<LocalImage, DownloadProblem> {
        let key = ContentHash.hex(Array(url.utf8))
        let folder = site + "/" + Self.cacheFolder
        if let name = cached, name.hasPrefix(key + "."),
            let bytes = try? await offThePool({ [fileSystem] in try fileSystem.readFile(folder + "/" + name) })
        {
            return .success(Self.published(bytes, extension: String(name.dropFirst(key.count + 1))))
        }
        do {
            let (bytes, contentType) = try await fetch(url)
            let type =
                contentType?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                ?? ""
            // A generic type (S3's application/octet-stream, none at all) says nothing: the bytes do.
            let generic = ["", "application/octet-stream", "binary/octet-stream", "application/binary"].contains(type)
            guard let ext = Self.extensions[type] ?? (generic ? Self.sniffedExtension(bytes) : nil) else {
                return .failure(
                    DownloadProblem(
                        reason: type.isEmpty ? "no image content type" : "\(type) is not an image", definite: true))
            }
            guard !bytes.isEmpty else { return .failure(DownloadProblem(reason: "the image is empty", definite: true)) }
            try? await offThePool { try self.writeCache(folder + "/" + key + "." + ext, bytes) }
            return .success(Self.published(bytes, extension: ext))
        } catch let error as SpecialsError where error.kind == .fetch {
            return .failure(DownloadProblem(reason: error.reason, definite: error.isDefinite))
        } catch {
            return .failure(DownloadProblem(reason: "\(error)"))
        }
    }

    /// The extension of an image the bytes say they are (their format's signature); nil for others.
    static func sniffedExtension(_ bytes: [UInt8]) -> String? {
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && Array(bytes[offset..<(offset + signature.count)]) == signature
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "png" }
        if starts([0xFF, 0xD8, 0xFF]) { return "jpg" }
        if starts(Array("GIF8".utf8)) { return "gif" }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return "webp" }
        if starts(Array("ftypavif".utf8), at: 4) || starts(Array("ftypavis".utf8), at: 4) { return "avif" }
        let head = String(decoding: bytes.prefix(1024), as: UTF8.self).lowercased()
        return head.contains("<svg") ? "svg" : nil
    }

    private static func published(_ bytes: [UInt8], extension ext: String) -> LocalImage {
        LocalImage(path: "images/\(ContentHash.hex(bytes)).\(ext)", contents: bytes)
    }
}
