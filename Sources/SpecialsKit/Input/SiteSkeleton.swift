/// The files of a new site folder that builds at once: settings, a sample week, a note with a
/// comparison, and an image in Static/.
package enum SiteSkeleton {
    /// One file of the new folder: its path relative to the folder, and its text.
    package struct File: Sendable {
        package var path: String
        package var text: String
    }

    /// The files, relative to the new folder, with the sample week dated `week`.
    package static func files(week: Day) -> [File] {
        [
            File(path: SitePaths.config, text: """
                # Settings; every key is optional. See the specials README for all of them.
                title: My Market Weekly Specials
                # Where public/ is served. Left out, pages link to each other relatively, so public/index.html
                # looks right opened from disk; set it before you publish: feeds and search engines need it.
                # base_url: https://www.example.com/
                locale: en_US
                currency: USD
                time_zone: America/New_York
                unit_pricing: us
                layouts:
                  - {columns: 16, min_width: 0}
                  - {columns: 32, min_width: 900}

                """),
            File(path: SitePaths.snapshot(week), text: """
                { "canvasUnit": 16,
                  "managerSpecials": [
                    { "display_name": "Navel Oranges 4LBS", "width": 8, "height": 8, "imageUrl": "img/special.svg", "original_price": "5.99", "price": "3.99" },
                    { "display_name": "Whole Milk 1 gal", "width": 8, "height": 8, "original_price": "4.49", "price": "3.79" },
                    { "display_name": "Spring Water 1.5 L", "width": 4, "height": 6, "price": "1.29" },
                    { "display_name": "Spring Water 24pk/16.9 fl oz", "width": 8, "height": 6, "original_price": "6.99", "price": "4.99" },
                    { "display_name": "Large Eggs 12 ct", "width": 4, "height": 6, "price": "3.49" },
                    { "display_name": "Ground Coffee 12 oz", "width": 16, "height": 8, "imageUrl": "img/special.svg", "original_price": "9.99", "price": "7.99" }
                  ] }

                """),
            File(path: SitePaths.notes + "/water.md", text: """
                ---
                title: Which water is the better deal?
                date: \(week)
                week: \(week)
                compare:
                  - special: Spring Water 1.5 L
                  - special: Spring Water 24pk/16.9 fl oz
                ---
                A note in CommonMark. The comparison above is computed from this week's feed.

                """),
            File(path: SitePaths.staticFiles + "/img/special.svg", text: """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img"><title>special</title><circle cx="100" cy="100" r="70" fill="#f28c28"/></svg>

                """),
        ]
    }

    /// The westernmost time zone of the chain's stores: a week dated in it is live in every store.
    package static let chainLatestZone = "America/Los_Angeles"

    /// A small chain, the sample week dated `week`: three stores in two regions, each region's ad, one
    /// store's own, and a note for one region.
    package static func chainFiles(week: Day) -> [File] {
        let single = Dictionary(uniqueKeysWithValues: files(week: week).map { ($0.path, $0.text) })
        let feed = single[SitePaths.snapshot(week)]!
        let ownFeed = feed.replacingOccurrences(of: "\"price\": \"3.99\"", with: "\"price\": \"3.49\"")
        let southFeed = feed.replacingOccurrences(of: "\"price\": \"1.29\"", with: "\"price\": \"1.19\"")
        return [
            File(path: SitePaths.config, text: single[SitePaths.config]!.replacingOccurrences(of: "title: My Market Weekly Specials", with: "title: My Market")),
            File(path: SitePaths.stores, text: """
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
            File(path: SitePaths.notes + "/water.md", text: single[SitePaths.notes + "/water.md"]!.replacingOccurrences(of: "compare:", with: "regions: [north]\ncompare:")),
            File(path: SitePaths.staticFiles + "/img/special.svg", text: single[SitePaths.staticFiles + "/img/special.svg"]!),
        ]
    }
}
