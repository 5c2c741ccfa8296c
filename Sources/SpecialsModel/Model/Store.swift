import Foundation

/// One store of a chain (`stores.yml`): where shoppers find it, and which ad it carries.
package struct Store: Sendable, Equatable {
    /// `[a-z0-9-]+`, unique: its folder, `public/stores/<id>/`.
    package var id: String
    package var name: String
    /// The regional ad it carries (`Content/regions/<region>/specials/`), if any.
    package var region: String?
    /// Its own time zone: its week switches at its own midnight.
    package var timeZone: TimeZone?
    package var address: Address?
    package var geo: Geo?
    /// schema.org openingHours: "Mo-Sa 07:00-22:00".
    package var hours: [String]
    /// As shoppers dial it: "+1 217-555-0100".
    package var phone: String?

    package struct Address: Sendable, Equatable {
        package var street: String?
        package var city: String?
        package var region: String?
        package var postalCode: String?
        package var country: String?

        package init(
            street: String? = nil,
            city: String? = nil,
            region: String? = nil,
            postalCode: String? = nil,
            country: String? = nil
        ) {
            self.street = street
            self.city = city
            self.region = region
            self.postalCode = postalCode
            self.country = country
        }
    }

    package struct Geo: Sendable, Equatable {
        package var latitude: Decimal
        package var longitude: Decimal

        package init(latitude: Decimal, longitude: Decimal) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    package init(
        id: String, name: String, region: String? = nil, timeZone: TimeZone? = nil, address: Address? = nil,
        geo: Geo? = nil,
        hours: [String] = [], phone: String? = nil
    ) {
        self.phone = phone
        self.id = id
        self.name = name
        self.region = region
        self.timeZone = timeZone
        self.address = address
        self.geo = geo
        self.hours = hours
    }

    /// The store's folder in the output: "stores/downtown/".
    package var folder: String { ChainFolder.store(id) }
}

/// A chain's stores, in stores.yml's order, and the one this build publishes when it publishes some.
package struct Chain: Sendable, Equatable {
    package var stores: [Store]
    /// What shoppers call a region, by its id (stores.yml's `regions:`); else the id itself.
    package var regionNames: [String: String]

    package init(stores: [Store], regionNames: [String: String] = [:]) {
        self.stores = stores
        self.regionNames = regionNames
    }

    /// The regions the stores name, sorted.
    package var regions: [String] { Array(Set(stores.compactMap(\.region))).sorted() }

    /// How the picker names `region`: its name in stores.yml, else its id with spaces for dashes.
    package func name(ofRegion region: String) -> String {
        regionNames[region] ?? region.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
    }

    /// The stores of shard `index` of `count` (from 1): each store in exactly one shard, and the same
    /// one whatever other stores come and go (a hash of its id).
    package func shard(_ index: Int, of count: Int) -> [Store] {
        stores.filter { Int(ContentHash.value(Array($0.id.utf8)) % UInt64(count)) == index - 1 }
    }
}

/// A store and the site it publishes: a chain's store with its own weeks, today and notes, or (with no
/// store) a site that is no chain.
package struct StoreSite: Sendable {
    package var store: Store?
    package var site: Site

    package init(store: Store?, site: Site) {
        self.store = store
        self.site = site
    }

    /// Where its pages go in the output: "stores/downtown/", or "" for a site that is no chain.
    package var folder: String { store?.folder ?? "" }
}

/// Which of a chain's stores a build publishes: all, one (`--store`) or a shard (`--shard K/N`).
public enum StoreSelection: Sendable, Equatable {
    case all
    case store(String)
    case shard(Int, of: Int)

    package var description: String {
        switch self {
        case .all: "all"
        case .store(let id): "store \(id)"
        case .shard(let index, let count): "shard \(index)/\(count)"
        }
    }
}
