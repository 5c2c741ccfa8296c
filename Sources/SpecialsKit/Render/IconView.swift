/// The theme's icon (`icon.mustache`): an SVG in the theme's colour, published as
/// `assets/icon.<hash>.svg` where the site has no icon of its own (`SiteIcon`). It reads nothing: a
/// store brands it by changing the template, or by its own file in Static/.
struct IconView: TemplateView {
    static let template = "icon"
    static let themeText = PackageResources.icon_mustache
    static let templateKeys: [String: TemplateKey<IconView>] = [:]
}
