import Foundation

// The frame every page shares: the site and the page as the base template reads them, and the site's words.

/// What every page's base template reads. A class, like `PageMeta`: see `TemplateObject`.
final class SiteView: TemplateObject {
    let title: String
    let home: String
    /// The archive and the Atom feed: nil on a chain's own pages (the picker, the 404 page), whose
    /// stores each have theirs.
    let archive: String?
    /// "Prices in USD. Unit prices are shown per oz, fl oz or item.", in the site's language.
    let footer: String
    let feed: String?
    /// A chain's store picker, on every page of a chain.
    let stores: String?
    /// On a store's pages: where it is, when it opens, its phone.
    let store: PickerPageView.Store?
    /// The shopper's list of the site or store (`ListPageView`); nil on a chain's own pages.
    let list: String?
    /// The site's icon (`SiteIcon`), from the page.
    let icon: String?
    /// The way from the page to the site's root, where Static/'s files are: "../../" ("" on a page at
    /// the root; the base URL's path on the 404 page, which is served at any address).
    let root: String

    init(
        title: String, home: String, archive: String?, footer: String, feed: String?, stores: String? = nil,
        store: PickerPageView.Store? = nil,
        list: String? = nil, icon: String? = nil, root: String = ""
    ) {
        self.title = title
        self.home = home
        self.archive = archive
        self.footer = footer
        self.feed = feed
        self.stores = stores
        self.store = store
        self.list = list
        self.icon = icon
        self.root = root
    }

    /// The header and footer of a chain's own pages (the picker, the 404 page, a shared price list's
    /// item pages): home is the picker. `icon` is the icon's path in the output.
    static func chain(_ text: SiteText, links: SiteLinks, icon: String?) -> SiteView {
        SiteView(
            title: text.title, home: links.picker, archive: nil, footer: text.footer, feed: nil, stores: links.picker,
            icon: icon.map(links.asset), root: links.asset(""))
    }
}

/// The theme's words for templates: `{{words.nav_this_week}}`. Every key of `Words` is a name here, so a
/// misspelt one is an error when the build starts (`TemplateChecker`), never empty text.
final class WordsView: TemplateParent, Sendable {
    let words: Words

    init(_ words: Words) {
        self.words = words
    }

    func child(named name: String) -> Any? {
        words.table[name]
    }

    static var schema: TemplateSchema {
        TemplateSchema(
            name: "the theme's words", fields: Dictionary(uniqueKeysWithValues: Words.keys.map { ($0, nil) }))
    }
}

final class PageMeta: TemplateObject {
    let title: String
    let description: String
    /// BCP 47, like "en-US".
    let language: String
    /// "rtl" for a language written from right to left (Hebrew, Arabic, Persian, Urdu), else nil.
    var direction: String? { Self.direction(of: language) }
    let stylesheet: String
    /// The page's absolute URL when base_url is absolute.
    let canonical: String?
    /// The image for link previews (Open Graph): the page's share card (`ShareCard`), else its picture.
    /// Absolute where base_url is; a share card from the page where it is not.
    let image: String?
    /// The share card's size in pixels (`og:image:width`, `og:image:height`); nil for no card.
    let imageWidth: Int?
    let imageHeight: Int?
    /// The theme's script (`specials.js`) on pages with something only a script does: a week's search, a
    /// chain's store remembered and offered first.
    let script: String?

    init(
        title: String, description: String, language: String, stylesheet: String, canonical: String?,
        image: String? = nil, imageWidth: Int? = nil, imageHeight: Int? = nil,
        script: String? = nil
    ) {
        self.title = title
        self.description = description
        self.language = language
        self.stylesheet = stylesheet
        self.canonical = canonical
        self.image = image
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        self.script = script
    }

    /// "rtl" where `language` is written from right to left: asked of Foundation once per language.
    static func direction(of language: String) -> String? {
        directions.value(language) {
            Locale.Language(identifier: language).characterDirection == .rightToLeft ? "rtl" : nil
        }
    }

    private static let directions = Memo<String, String?>()

    /// The same page at another address (the current week is also the home page).
    func at(canonical: String?) -> PageMeta {
        PageMeta(
            title: title, description: description, language: language, stylesheet: stylesheet, canonical: canonical,
            image: image, imageWidth: imageWidth, imageHeight: imageHeight,
            script: script)
    }
}
