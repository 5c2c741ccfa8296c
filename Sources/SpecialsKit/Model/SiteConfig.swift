import Foundation

/// The settings of `site.yml`, every one with a default.
public struct SiteConfig: Sendable, Equatable {
    /// The site's title and description; nil for the theme's own, in the site's language.
    public var title: String?
    public var description: String?
    /// Where the site is served, always ending in "/": "https://example.com/store-12/" or "/".
    public var baseURL = "/"
    public var locale = Locale(identifier: "en_US")
    /// The locale's currency unless site.yml names one.
    public var currency = "USD"
    public var timeZone = TimeZone(identifier: "America/New_York")!
    /// The locale's country's rules unless site.yml says otherwise (`UnitPricing.forRegion`).
    public var unitPricing = UnitPricing.us
    /// Layout breakpoints, narrowest first; empty means one layout as wide as each feed's canvas.
    public var layouts: [LayoutBreakpoint] = []
    public var unsafeHTML = false
    public var images = ImageMode.link
    /// Tiles this wide or narrower show only their image.
    public var imageOnlyMaxWidth = 3
    /// Tiles this wide or narrower (and wider than image-only) show name and price without image.
    public var textOnlyMaxWidth = 5

    /// The weekday new snapshots start on (1 = Sunday ... 7 = Saturday): Monday.
    public var snapshotWeekday = 2
    /// Single theme sentences replaced by the site (`words:`), with where each is written.
    public var words: [WordOverride] = []

    /// The site's own sentences for its language, from `i18n/<language>.yml`.
    public var translation: Translation?

    /// A site's `i18n/<language>.yml`: sentences by key, each with its place in the file.
    public struct Translation: Sendable, Equatable {
        public var file: String
        public var words: [WordOverride]
    }

    /// One entry of `words:`, or of a translation.
    public struct WordOverride: Sendable, Equatable {
        public var key: String
        public var text: String
        public var location: Diagnostic.Location
    }

    /// The country of the locale ("US", "DE", "GB"), upper case; nil when it names none.
    public var region: String? { locale.region?.identifier.uppercased() }

    /// Whether the site's country is in the European Union, whose rules on stating a reduction apply.
    public var isEU: Bool { region.map(Self.euCountries.contains) ?? false }

    static let euCountries: Set<String> = ["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
                                           "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"]

    public init() {}

    static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    public enum ImageMode: String, Sendable, Equatable {
        case link, download
    }

    public var moneyFormat: MoneyFormat { MoneyFormat(locale: locale, currency: currency) }

    /// The path part of `baseURL` ("/store-12/"), what every link on the site starts with.
    public var basePath: String {
        guard let url = URL(string: baseURL), url.scheme != nil else { return baseURL }
        let path = url.path
        return path.hasSuffix("/") ? path : path + "/"
    }
}

/// One layout: from `minWidth` CSS pixels up, tiles are packed on `columns` columns.
public struct LayoutBreakpoint: Sendable, Hashable, Codable {
    public var columns: Int
    public var minWidth: Int

    public init(columns: Int, minWidth: Int) {
        self.columns = columns
        self.minWidth = minWidth
    }
}
