/// site.yml's `icon:`: a file of Static/ a browser shows as a page's icon (`SiteIcon` publishes it).
enum IconPath {
    /// The kinds of file a browser shows as a page's icon.
    static let extensions = ["ico", "png", "svg", "gif", "jpg", "jpeg", "webp"]

    /// The path inside Static/ that site.yml's `icon:` gives ("img/logo.png", "Static/img/logo.png"),
    /// or why it is none. A URL is refused: a page's icon from another host breaks a
    /// Content-Security-Policy of `default-src 'self'`, and is not published with the site.
    static func parse(_ text: String) -> Result<String, ImageReference.Reason> {
        switch ImageReference.classify(text, staticFiles: nil) {
        case .success(.remote):
            return .failure(.init("is a URL; an icon is a file of Static/, published with the site (save it there)"))
        case .success(.local(let path)):
            let suffix = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
            guard path.contains("."), extensions.contains(suffix) else {
                return .failure(
                    .init("is no icon; give a file of Static/ ending in ." + extensions.joined(separator: ", .")))
            }
            return .success(path)
        case .failure:
            return .failure(.init("is not a path inside Static/"))
        }
    }
}
