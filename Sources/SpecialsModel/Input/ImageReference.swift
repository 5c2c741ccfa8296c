/// Checks an image reference from a feed: an http(s) URL or a path to a file in Static/.
package enum ImageReference {
    package static func classify(_ text: String, staticFiles: Set<String>?) -> Result<ImageSource, Reason> {
        let lowered = text.lowercased()
        if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") {
            guard text.count > lowered.prefix(while: { $0 != "/" }).count + 2,
                !text.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" })
            else { return .failure(Reason("is not a valid URL")) }
            return .success(.remote(text))
        }
        // Anything with a scheme other than http(s) is refused: javascript:, data:, file:, ...
        if let colon = text.firstIndex(of: ":"), !text[..<colon].contains("/") {
            return .failure(Reason("is not allowed: images must be http(s) URLs or paths into Static/"))
        }
        var path = text.hasPrefix("/") ? String(text.dropFirst()) : text
        if path.hasPrefix(SitePaths.staticFiles + "/") { path.removeFirst(SitePaths.staticFiles.count + 1) }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !components.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
            return .failure(Reason("is not a path inside Static/"))
        }
        guard staticFiles?.contains(path) ?? true else {
            return .failure(Reason("names no file in Static/"))
        }
        return .success(.local(path))
    }

    package struct Reason: Error, Equatable {
        package var text: String
        package init(_ text: String) { self.text = text }
    }
}

extension ImageReference.Reason: CustomStringConvertible {
    package var description: String { text }
}
