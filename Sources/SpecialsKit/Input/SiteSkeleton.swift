import Foundation

/// The files of a new site folder that builds at once: settings, a sample week, a note with a
/// comparison, and an image in Static/.
package enum SiteSkeleton {
    /// One file of the new folder: its path relative to the folder, and its text.
    package struct File: Sendable {
        package var path: String
        package var text: String
    }

    /// What a new site's settings say of where its store is: its locale, and from the locale's country
    /// its currency, time zone and unit pricing.
    package struct Place: Sendable, Equatable {
        package var locale: String
        package var currency: String
        package var timeZone: String
        package var unitPricing: String

        /// The place of `locale` ("de_DE"); `zones` is the tz database's zone.tab, for a country the
        /// table below does not name. nil for a locale with no country.
        package init?(locale: String, zones: String = "") {
            let parsed = Locale(identifier: locale)
            guard let country = parsed.region?.identifier.uppercased(), country.count == 2 else { return nil }
            self.locale = locale
            currency = parsed.currency?.identifier ?? "USD"
            timeZone = Self.zones[country] ?? Self.firstZone(of: country, in: zones) ?? "UTC"
            unitPricing = UnitPricing.forRegion(country) == .us ? "us" : "metric"
        }

        /// An American store.
        package static let us = Place(locale: "en_US", currency: "USD", timeZone: "America/New_York", unitPricing: "us")

        /// A place as it is given.
        package init(locale: String, currency: String, timeZone: String, unitPricing: String) {
            (self.locale, self.currency, self.timeZone, self.unitPricing) = (locale, currency, timeZone, unitPricing)
        }

        /// The zone most of a country's shoppers live in.
        static let zones: [String: String] = [
            "US": "America/New_York", "CA": "America/Toronto", "MX": "America/Mexico_City", "BR": "America/Sao_Paulo",
            "AR": "America/Argentina/Buenos_Aires", "GB": "Europe/London", "IE": "Europe/Dublin", "DE": "Europe/Berlin",
            "AT": "Europe/Vienna", "CH": "Europe/Zurich", "FR": "Europe/Paris", "BE": "Europe/Brussels",
            "NL": "Europe/Amsterdam",
            "LU": "Europe/Luxembourg", "ES": "Europe/Madrid", "PT": "Europe/Lisbon", "IT": "Europe/Rome",
            "GR": "Europe/Athens",
            "CY": "Asia/Nicosia", "BG": "Europe/Sofia", "RO": "Europe/Bucharest", "PL": "Europe/Warsaw",
            "CZ": "Europe/Prague",
            "SK": "Europe/Bratislava", "HU": "Europe/Budapest", "SI": "Europe/Ljubljana", "HR": "Europe/Zagreb",
            "DK": "Europe/Copenhagen", "SE": "Europe/Stockholm", "FI": "Europe/Helsinki", "NO": "Europe/Oslo",
            "EE": "Europe/Tallinn",
            "LV": "Europe/Riga", "LT": "Europe/Vilnius", "MT": "Europe/Malta", "AU": "Australia/Sydney",
            "NZ": "Pacific/Auckland",
            "JP": "Asia/Tokyo", "IN": "Asia/Kolkata", "ZA": "Africa/Johannesburg",
        ]

        /// The first zone zone.tab lists for `country`.
        static func firstZone(of country: String, in zones: String) -> String? {
            for line in zones.split(separator: "\n") {
                let fields = line.split(separator: "\t")
                if fields.count >= 3, fields[0] == country { return String(fields[2]) }
            }
            return nil
        }
    }

    /// The files, relative to the new folder, with the sample week dated `week`, for a store at `place`.
    package static func files(week: Day, place: Place = .us) -> [File] {
        let sample = Sample(place)
        return [config(sample, place), feed(week, sample), note(week, sample), image()]
    }

    /// site.yml: the store's title, place and layout breakpoints.
    static func config(_ sample: Sample, _ place: Place) -> File {
        File(
            path: SitePaths.config,
            text: """
                # Settings; every key is optional. See the specials README for all of them.
                title: \(sample.title)
                # Where public/ is served, for the feed and search engines (pages link relatively, so
                # public/index.html looks right opened from disk); set it before you publish.
                # base_url: https://www.example.com/
                locale: \(place.locale)
                currency: \(place.currency)
                time_zone: \(place.timeZone)
                unit_pricing: \(place.unitPricing)
                layouts:
                  - {columns: 16, min_width: 0}
                  - {columns: 32, min_width: 900}

                """)
    }

    /// The sample week's feed, dated `week`.
    static func feed(_ week: Day, _ sample: Sample) -> File {
        File(
            path: SitePaths.snapshot(week),
            text: """
                { "canvasUnit": 16,
                  "managerSpecials": [
                    { "display_name": "\(sample.items[0])", "width": 8, "height": 8, "imageUrl": "img/special.svg", "original_price": "5.99", "price": "3.99" },
                    { "display_name": "\(sample.items[1])", "width": 8, "height": 8, "original_price": "4.49", "price": "3.79" },
                    { "display_name": "\(sample.items[2])", "width": 4, "height": 6, "price": "1.29" },
                    { "display_name": "\(sample.items[3])", "width": 8, "height": 6, "original_price": "6.99", "price": "4.99" },
                    { "display_name": "\(sample.items[4])", "width": 4, "height": 6, "price": "3.49" },
                    { "display_name": "\(sample.items[5])", "width": 16, "height": 8, "imageUrl": "img/special.svg", "original_price": "9.99", "price": "7.99" }
                  ] }

                """)
    }

    /// The note, with a comparison of the sample week's specials.
    static func note(_ week: Day, _ sample: Sample) -> File {
        File(
            path: SitePaths.notes + "/water.md",
            text: """
                ---
                title: \(sample.noteTitle)
                date: \(week)
                week: \(week)
                compare:
                  - special: \(sample.items[2])
                  - special: \(sample.items[3])
                ---
                \(sample.noteBody)

                """)
    }

    /// The image in Static/ the feed's first special shows.
    static func image() -> File {
        File(
            path: SitePaths.staticFiles + "/img/special.svg",
            text: """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img"><title>special</title><circle cx="100" cy="100" r="70" fill="#f28c28"/></svg>

                """)
    }

    /// The sample's words in the store's language, its sizes in its country's units: a German store
    /// starts with "Frische Vollmilch 1 l", not "Whole Milk 1 gal".
    struct Sample {
        var title: String
        var items: [String]
        var noteTitle: String
        var noteBody: String

        init(_ place: Place) {
            switch String(place.locale.prefix(2)) {
            case "de":
                title = "Mein Markt – Angebote der Woche"
                items = [
                    "Orangen 2 kg", "Frische Vollmilch 1 l", "Mineralwasser 1,5 l", "Mineralwasser 6 x 0,5 l",
                    "Eier 10 Stück", "Röstkaffee 500 g",
                ]
                noteTitle = "Welches Wasser ist günstiger?"
                noteBody =
                    "Ein Hinweis in CommonMark. Der Vergleich oben wird aus den Angeboten dieser Woche berechnet."
            case "fr":
                title = "Mon marché – promotions de la semaine"
                items = [
                    "Oranges 2 kg", "Lait entier 1 l", "Eau minérale 1,5 l", "Eau minérale 6 x 0,5 l",
                    "Œufs frais 10 pièces", "Café moulu 500 g",
                ]
                noteTitle = "Quelle eau est la moins chère ?"
                noteBody =
                    "Une note en CommonMark. La comparaison ci-dessus est calculée à partir des promotions de la semaine."
            case "es":
                title = "Mi mercado – ofertas de la semana"
                items = [
                    "Naranjas 2 kg", "Leche entera 1 l", "Agua mineral 1,5 l", "Agua mineral 6 x 0,5 l",
                    "Huevos 12 unidades", "Café molido 500 g",
                ]
                noteTitle = "¿Qué agua sale más barata?"
                noteBody = "Una nota en CommonMark. La comparación de arriba se calcula con las ofertas de esta semana."
            default:
                title = "My Market Weekly Specials"
                items =
                    place.unitPricing == "us"
                    ? [
                        "Navel Oranges 4LBS", "Whole Milk 1 gal", "Spring Water 1.5 L", "Spring Water 24pk/16.9 fl oz",
                        "Large Eggs 12 ct", "Ground Coffee 12 oz",
                    ]
                    : [
                        "Oranges 2 kg", "Whole Milk 2 L", "Spring Water 1.5 L", "Spring Water 6 x 0.5 L",
                        "Large Eggs 12 ct", "Ground Coffee 500 g",
                    ]
                noteTitle = "Which water is the better deal?"
                noteBody = "A note in CommonMark. The comparison above is computed from this week's feed."
            }
        }
    }

    /// The westernmost time zone of the chain's stores: a week dated in it is live in every store.
    package static let chainLatestZone = "America/Los_Angeles"

    /// A small chain, the sample week dated `week`: three stores in two regions, each region's ad, one
    /// store's own, and a note for one region.
    package static func chainFiles(week: Day, place: Place = .us) -> [File] {
        let sample = Sample(place)
        let feed = Self.feed(week, sample).text
        let ownFeed = feed.replacingOccurrences(of: "\"price\": \"3.99\"", with: "\"price\": \"3.49\"")
        let southFeed = feed.replacingOccurrences(of: "\"price\": \"1.29\"", with: "\"price\": \"1.19\"")
        return [
            File(
                path: SitePaths.config,
                text: config(sample, place).text.replacingOccurrences(
                    of: "title: My Market Weekly Specials", with: "title: My Market")),
            File(
                path: SitePaths.stores,
                text: """
                    # The chain's stores. Each store's pages are published in public/stores/<id>/; public/index.html
                    # lists them all. A store shows its own feed (Content/stores/<id>/specials/) where it has one,
                    # else its region's (Content/regions/<region>/specials/), else Content/specials/.
                    stores:
                      - id: downtown
                        name: My Market Downtown
                        region: north
                        address: {street: 1 Main St, city: Springfield, region: IL, postal_code: "62701", country: US}
                        geo: {lat: 39.80, lon: -89.64}
                        phone: "+1 217-555-0100"
                        hours: ["Mo-Sa 07:00-22:00", "Su 08:00-20:00"]
                      - id: riverside
                        name: My Market Riverside
                        region: north
                        address: {street: 200 River Rd, city: Springfield, region: IL, postal_code: "62702", country: US}
                        geo: {lat: 39.78, lon: -89.67}
                        hours: ["Mo-Su 06:00-23:00"]
                      - id: harbor
                        name: My Market Harbor
                        region: south
                        time_zone: \(chainLatestZone)
                        address: {street: 5 Harbor Way, city: Long Beach, region: CA, postal_code: "90802", country: US}
                        geo: {lat: 33.76, lon: -118.19}
                        hours: ["Mo-Fr 08:00-21:00", "Sa,Su 09:00-18:00"]
                    regions:
                      north: North
                      south: South Coast

                    """),
            File(path: SitePaths.snapshot(week, in: SitePaths.regionFeeds("north")), text: feed),
            File(path: SitePaths.snapshot(week, in: SitePaths.regionFeeds("south")), text: southFeed),
            File(path: SitePaths.snapshot(week, in: SitePaths.storeFeeds("riverside")), text: ownFeed),
            File(
                path: SitePaths.notes + "/water.md",
                text: note(week, sample).text.replacingOccurrences(
                    of: "compare:", with: "regions: [north]\ncompare:")),
            image(),
        ]
    }
}
