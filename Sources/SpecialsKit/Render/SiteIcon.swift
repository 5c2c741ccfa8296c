/// The icon every page links to (`{{site.icon}}`, `<link rel="icon">`), so that no browser asks for a
/// `/favicon.ico` that is not there: site.yml's `icon:` (a file of Static/), else a `favicon.svg`,
/// `favicon.png` or `favicon.ico` at the top of Static/, else the theme's (`IconView`), named by its bytes.
enum SiteIcon {
    /// The files at the top of Static/ taken for the site's icon, in this order.
    static let favicons = ["favicon.svg", "favicon.png", "favicon.ico"]

    /// The kinds of file a browser shows as a page's icon (`IconPath`).
    static let extensions = IconPath.extensions

    /// The path inside Static/ that site.yml's `icon:` gives, or why it is none (`IconPath.parse`).
    static func path(_ text: String) -> Result<String, ImageReference.Reason> { IconPath.parse(text) }

    /// The store's own icon: its path inside Static/ and the output, or nil for the theme's. `has` says
    /// whether Static/ holds a path.
    static func own(_ config: SiteConfig, has: (String) -> Bool) -> String? {
        if let icon = config.icon { return icon.path }
        return favicons.first(where: has)
    }

    /// An error where site.yml's `icon:` names no file of Static/ (`staticFiles`: paths inside it).
    static func problems(_ config: SiteConfig, staticFiles: Set<String>) -> [Diagnostic] {
        guard let icon = config.icon, !staticFiles.contains(icon.path) else { return [] }
        return [
            .error(
                "icon \"\(icon.path)\" names no file in \(SitePaths.staticFiles)/", in: SitePaths.config,
                at: icon.location)
        ]
    }

    /// The theme's icon, named by its bytes.
    static func builtIn(_ templates: TemplateLibrary) -> RenderedPage {
        let svg = templates.render(IconView())
        return RenderedPage(.icon, String(ContentHash.hex(Array(svg.utf8)).prefix(10)), text: svg)
    }

    /// The icon's path in the output, and the theme's file to publish when the site has none of its own;
    /// none where the theme's kinds have no icon (a test's).
    static func of(
        _ config: SiteConfig, staticFiles: [String: [UInt8]], templates: TemplateLibrary
    ) -> (
        path: String?, file: RenderedPage?
    ) {
        if let own = own(config, has: { staticFiles[$0] != nil }) { return (own, nil) }
        guard templates.kinds.contains(.icon) else { return (nil, nil) }
        let file = builtIn(templates)
        return (file.path, file)
    }
}
