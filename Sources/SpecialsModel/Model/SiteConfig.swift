import Foundation

/// The settings of `site.yml`, every one with a default.
package struct SiteConfig: Sendable, Equatable {
    /// The site's title and description; nil for the theme's own, in the site's language.
    package var title: String?
    package var description: String?
    /// Where the site is served, always ending in "/": "https://example.com/store-12/" or "/".
    package var baseURL = "/"
    package var locale = Locale(identifier: "en_US")
    /// The locale's currency unless site.yml names one.
    package var currency = "USD"
    package var timeZone = TimeZone(identifier: "America/New_York")!
    /// A site that is one store: where it is, when it opens, its phone (site.yml's `store:`).
    package var store: Store?
    /// The departments in the order the pages list them, each as the feed spells it and as the pages
    /// name it (site.yml's `departments:`); departments a feed names beyond them follow in the ad's order.
    package var departments: [Department] = []

    package struct Department: Sendable, Equatable {
        /// As the feed's `department` spells it.
        package var feed: String
        /// As the pages name it.
        package var name: String

        package init(feed: String, name: String) {
            self.feed = feed
            self.name = name
        }
    }

    /// The department the feed spells `feed` as the pages name it.
    package func departmentName(_ feed: String) -> String {
        departments.first { $0.feed == feed }?.name ?? feed
    }
    /// The locale's country's rules unless site.yml says otherwise (`UnitPricing.forRegion`).
    package var unitPricing = UnitPricing.us
    /// Layout breakpoints, narrowest first; empty means one layout as wide as each feed's canvas.
    package var layouts: [LayoutBreakpoint] = []
    package var unsafeHTML = false
    package var images = ImageMode.download
    /// Tiles this wide or narrower show only their image.
    package var imageOnlyMaxWidth = 3
    /// Tiles this wide or narrower (and wider than image-only) show name and price without image.
    package var textOnlyMaxWidth = 5

    /// How far back a former price must be one the item regularly sold at, and how few weeks of the item
    /// leave the feed's trusted (`former_price:` `weeks`, `min_weeks`; `ClaimRules`).
    package var formerPriceWeeks = 13
    package var formerPriceMinWeeks = 4

    /// What the archive lets a special claim, under the site's country's rules and these settings.
    package var claimRules: ClaimRules {
        ClaimRules(isEU: isEU, formerPriceWeeks: formerPriceWeeks, trustedBelowWeeks: formerPriceMinWeeks)
    }

    /// The weekday new snapshots start on (1 = Sunday ... 7 = Saturday): Monday.
    package var snapshotWeekday = 2
    /// Single theme sentences replaced by the site (`words:`), with where each is written.
    package var words: [WordOverride] = []

    /// The store's icon (site.yml's `icon:`): a file of Static/, with where site.yml names it; nil for
    /// a `Static/favicon.*` or the theme's (`SiteIcon`).
    package var icon: Icon?

    /// site.yml's `icon:`: a path inside Static/ ("img/logo.png").
    package struct Icon: Sendable, Equatable {
        package var path: String
        package var location: Diagnostic.Location

        package init(path: String, location: Diagnostic.Location) {
            self.path = path
            self.location = location
        }
    }

    /// The site's own sentences for its language, from `i18n/<language>.yml`.
    package var translation: Translation?

    /// How the site's names are hyphenated, set by the build (`SitePublisher.hyphenating`): the machine's
    /// dictionary for the locale and the words earlier builds hyphenated with it; nil outside a build,
    /// for the system's dictionary (`NameHyphenation.system`).
    package var hyphenation: BuildHyphenation?

    /// A site's `i18n/<language>.yml`: sentences by key, each with its place in the file.
    package struct Translation: Sendable, Equatable {
        package var file: String
        package var words: [WordOverride]

        package init(file: String, words: [WordOverride]) {
            self.file = file
            self.words = words
        }
    }

    /// One entry of `words:`, or of a translation.
    package struct WordOverride: Sendable, Equatable {
        package var key: String
        package var text: String
        package var location: Diagnostic.Location

        package init(key: String, text: String, location: Diagnostic.Location) {
            self.key = key
            self.text = text
            self.location = location
        }
    }

    /// The locale as pages name their language (BCP 47): "en-US", "zh-CN".
    package var languageTag: String { locale.identifier.replacingOccurrences(of: "_", with: "-") }

    /// The country of the locale ("US", "DE", "GB"), upper case; nil when it names none.
    package var region: String? { locale.region?.identifier.uppercased() }

    /// Whether the site's country is in the European Union, whose rules on stating a reduction apply.
    package var isEU: Bool { region.map(Self.euCountries.contains) ?? false }

    package static let euCountries: Set<String> = [
        "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
        "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
    ]

    package init() {}

    package static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    package enum ImageMode: String, Sendable, Equatable {
        case link, download
    }

    package var moneyFormat: MoneyFormat { MoneyFormat(locale: locale, currency: currency) }

    /// The path part of `baseURL` ("/store-12/"), what every link on the site starts with.
    package var basePath: String {
        guard let url = URL(string: baseURL), url.scheme != nil else { return baseURL }
        let path = url.path
        return path.hasSuffix("/") ? path : path + "/"
    }
}

/// One layout: from `minWidth` CSS pixels up, tiles are packed on `columns` columns.
package struct LayoutBreakpoint: Sendable, Hashable, Codable {
    package var columns: Int
    package var minWidth: Int

    package init(columns: Int, minWidth: Int) {
        self.columns = columns
        self.minWidth = minWidth
    }
}
