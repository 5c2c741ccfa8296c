/// Turns a request path into the output file it names, or refuses it.
///
/// Only files of the last build, held in memory (a page rendered when it is served), can ever be
/// served, so no path reaches the disk; on top of that anything that tries to climb (`..`, `%2e%2e`,
/// `..%2f`, backslashes, NUL) is refused.
enum RequestPath {
    enum Resolution: Equatable {
        /// Serve this output file.
        case file(String)
        /// The folder exists: redirect to the path with a trailing slash.
        case redirect(String)
        case notFound
        /// A path that tries to leave the site.
        case refused
    }

    static func resolve<File>(_ rawPath: String, basePath: String, files: [String: File]) -> Resolution {
        let path = rawPath.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        guard let decoded = path.removingPercentEncoding, !decoded.contains("\\"), !decoded.contains("\0") else {
            return .refused
        }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: false)
        if segments.contains(where: { $0 == ".." || $0 == "." }) { return .refused }
        guard decoded.hasPrefix(basePath) else {
            return decoded + "/" == basePath ? .redirect(basePath) : .notFound
        }
        let relative = String(decoded.dropFirst(basePath.count))
        if relative.split(separator: "/", omittingEmptySubsequences: false).contains(where: \.isEmpty),
            !relative.isEmpty, !relative.hasSuffix("/")
        {
            return .refused  // "a//b": never produced by the site
        }
        if relative.isEmpty || relative.hasSuffix("/") {
            let index = relative + "index.html"
            return files[index] != nil ? .file(index) : .notFound
        }
        if files[relative] != nil { return .file(relative) }
        if files[relative + "/index.html"] != nil { return .redirect(basePath + relative + "/") }
        return .notFound
    }

    /// The Content-Type for an output path, by its extension.
    static func contentType(_ path: String) -> String {
        let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return contentTypes[ext] ?? "application/octet-stream"
    }

    static let contentTypes: [String: String] = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "json": "application/json", "xml": "application/xml; charset=utf-8", "txt": "text/plain; charset=utf-8",
        "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "avif": "image/avif", "ico": "image/x-icon", "pdf": "application/pdf",
        "woff": "font/woff", "woff2": "font/woff2", "webmanifest": "application/manifest+json",
    ]
}
