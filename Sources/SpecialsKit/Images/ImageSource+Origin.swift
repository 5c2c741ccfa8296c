extension ImageSource {
    /// Where the image comes from, for messages, as `HeldImage.origin` says it: "Static/img/oranges.jpg" or
    /// its URL.
    var origin: String {
        switch self {
        case .remote(let url): url
        case .local(let path): SitePaths.staticFiles + "/" + path
        }
    }
}
