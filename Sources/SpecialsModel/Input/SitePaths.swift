import Foundation

/// Where everything is in a site folder: the one place that spells the folder names out.
///
///     site.yml                                  settings
///     stores.yml                                a chain's stores
///     Content/specials/DATE.json                feed snapshots (a chain's default)
///     Content/regions/REGION/specials/DATE.json a region's ad
///     Content/stores/ID/specials/DATE.json      a store's own feed
///     Content/notes/*.md                        notes
///     Templates/*.mustache                      theme overrides
///     Static/                                   published as it is
///     i18n/LANGUAGE.yml                         the theme's sentences in the site's words or language
///     .specials-cache/                          packed layouts, downloads and renditions, safe to delete
///     public/                                   the output
package enum SitePaths {
    package static let config = "site.yml"
    package static let stores = "stores.yml"
    package static let content = "Content"
    package static let specials = "Content/specials"
    package static let notes = "Content/notes"
    package static let regions = "Content/regions"
    package static let storeFeeds = "Content/stores"
    package static let templates = "Templates"
    package static let i18n = "i18n"
    package static let staticFiles = "Static"
    package static let cache = ".specials-cache"
    package static let output = "public"

    /// What a build reads, at the top of the site folder; everything else there is left alone.
    package static let inputs = [config, stores, content, templates, staticFiles, i18n]
    /// The folders a build reads: an output folder inside one would publish into what it reads.
    package static let inputFolders = [content, templates, staticFiles, i18n]

    /// The site's own sentences in `language` ("it"): `i18n/it.yml`.
    package static func translation(_ language: String) -> String { "\(i18n)/\(language).yml" }

    /// The site's own sentences for pages in `locale` ("it_IT"): its language's, `i18n/it.yml`.
    package static func translation(forLocale locale: Locale) -> String {
        translation(String(locale.identifier.prefix { $0 != "_" && $0 != "-" }).lowercased())
    }

    /// The snapshot of the week starting `day`, in `folder` (a feed folder such as `Content/specials`).
    package static func snapshot(_ day: Day, in folder: String = specials) -> String {
        "\(folder)/\(day).json"
    }

    /// The feed folder of a region's ad.
    package static func regionFeeds(_ region: String) -> String { "\(regions)/\(region)/specials" }

    /// The feed folder of one store's own specials.
    package static func storeFeeds(_ store: String) -> String { "\(storeFeeds)/\(store)/specials" }
}
