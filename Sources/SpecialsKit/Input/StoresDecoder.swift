import Foundation
import Yams

/// Reads `stores.yml`, which makes a site a chain: every problem with its line, misspelt keys with the
/// closest known one, duplicate ids named.
///
///     stores:
///       - id: downtown                  # [a-z0-9-]+, unique
///         name: Fairview Market Downtown
///         region: north                 # optional: the regional ad it carries
///         time_zone: America/Chicago    # optional: else site.yml's
///         address: {street: 1 Main St, city: Springfield, region: IL, postal_code: "62701", country: US}
///         geo: {lat: 39.80, lon: -89.64}
///         hours: ["Mo-Sa 07:00-22:00", "Su 08:00-20:00"]
///     regions:                          # optional: what shoppers call each region
///       north: North Side
struct StoresDecoder {
    var file = SitePaths.stores

    static let storeKeys = ["id", "name", "region", "time_zone", "address", "geo", "hours", "phone"]
    /// What site.yml's `store:` may say of a site that is one store: where it is, when it opens, its
    /// phone, and a name when the site's title is not it. Its folder is the site's, its week switches at
    /// the site's `time_zone`.
    static let singleStoreKeys = ["name", "address", "geo", "hours", "phone"]
    /// schema.org openingHours: days (a range or a list) and one span of time, "Mo-Sa 07:00-22:00".
    /// Checked by hand: a regular expression is compiled anew on every call, for every store.
    static func isOpeningHours(_ text: String) -> Bool {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let days = parts[0].split(separator: ",", omittingEmptySubsequences: false).allSatisfy { span in
            let ends = span.split(separator: "-", omittingEmptySubsequences: false)
            return (1...2).contains(ends.count)
                && ends.allSatisfy { ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"].contains($0) }
        }
        let times = parts[1].split(separator: "-", omittingEmptySubsequences: false)
        return days && times.count == 2
            && times.allSatisfy { time in
                let clock = time.split(separator: ":", omittingEmptySubsequences: false)
                guard clock.count == 2, clock.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCIIDigit) }),
                    let hour = Int(clock[0]), let minute = Int(clock[1])
                else { return false }
                return hour < 24 && minute < 60 || hour == 24 && minute == 0
            }
    }

    /// Letters, digits and `extra`, starting with a letter or digit: an id or a region, which name folders.
    static func isName(_ text: String, extra: Set<Character>, upperCase: Bool) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first.isNumber else { return false }
        return text.allSatisfy {
            $0.isASCII && ($0.isNumber || $0.isLetter && (upperCase || $0.isLowercase) || extra.contains($0))
        }
    }

    static let addressKeys = ["street", "city", "region", "postal_code", "country"]
    /// Other names people give an address's parts, folded (`KeySuggestion.fold`).
    static let addressSynonyms = [
        "zip": "postal_code", "zipcode": "postal_code", "postcode": "postal_code", "plz": "postal_code",
        "state": "region", "province": "region", "county": "region", "town": "city", "locality": "city",
        "address": "street", "line1": "street", "address1": "street", "streetaddress": "street",
    ]
    static let geoSynonyms = ["latitude": "lat", "longitude": "lon", "lng": "lon", "long": "lon"]

    func decode(_ bytes: [UInt8]) -> (Chain?, [Diagnostic]) {
        var log = DiagnosticLog()
        guard let document = YAMLDocument.parse(bytes, file: file).value(logging: &log) else {
            return (nil, log.diagnostics)
        }
        guard let root = document.root, let pairs = document.mapping(root, what: file).value(logging: &log) else {
            return (
                nil,
                log.diagnostics.isEmpty
                    ? [.error("a chain's stores.yml lists its stores under stores:", in: file)] : log.diagnostics
            )
        }
        var stores: [Store] = []
        var ids: [String: Int] = [:]
        var regionNames: [String: String] = [:]
        for (key, keyNode, value) in pairs {
            if key == "regions" {
                guard let names = document.mapping(value, what: "regions").value(logging: &log) else { continue }
                for (region, _, name) in names {
                    regionNames[region] = document.scalar(name, key: region).value(logging: &log)
                }
                continue
            }
            guard key == "stores" else {
                log.append(document.warning(KeySuggestion.unknownKey(key, among: ["stores", "regions"]), at: keyNode))
                continue
            }
            guard case .sequence(let items) = value, !items.isEmpty else {
                log.append(document.error("stores must be a list of stores, each with id: and name:", at: value))
                continue
            }
            for item in items {
                guard let store = self.store(item, in: document, log: &log) else { continue }
                if let line = ids[store.id] {
                    log.append(
                        document.error(
                            "store id \"\(store.id)\" is given twice (first on line \(line)); every store needs its own",
                            at: item))
                    continue
                }
                if case .position(let line, _) = document.location(of: item) { ids[store.id] = line }
                stores.append(store)
            }
        }
        if stores.isEmpty, !log.hasErrors { log.append(.error("lists no stores", in: file)) }
        let used = Set(stores.compactMap(\.region))
        for (key, keyNode, _) in pairs where key == "regions" {
            let unused = regionNames.keys.filter { !used.contains($0) }.sorted()
            if !unused.isEmpty {
                log.append(
                    document.warning(
                        "regions: no store carries \(unused.joined(separator: ", ")); its name is never shown",
                        at: keyNode))
            }
        }
        return (log.hasErrors ? nil : Chain(stores: stores, regionNames: regionNames), log.diagnostics)
    }

    /// site.yml's `store:`: the site's one store, named `title` unless it says otherwise.
    func singleStore(_ node: Node, title: String, in document: YAMLDocument, log: inout DiagnosticLog) -> Store? {
        store(node, in: document, log: &log, single: title)
    }

    /// A store of stores.yml; with `single`, site.yml's `store:`, named `single` unless it says otherwise.
    private func store(
        _ node: Node, in document: YAMLDocument, log: inout DiagnosticLog,
        single: String? = nil
    ) -> Store? {
        guard let pairs = document.mapping(node, what: "a store").value(logging: &log) else { return nil }
        var id: String? = single.map { _ in "store" }
        var name: String? = single
        var store = Store(id: "", name: "")
        let errorsBefore = log.errors.count
        for (key, keyNode, value) in pairs {
            if single != nil, !Self.singleStoreKeys.contains(key) {
                let message = KeySuggestion.unknownKey(key, among: Self.singleStoreKeys, prefix: "store: ")
                log.append(document.warning(message, at: keyNode))
                continue
            }
            switch key {
            case "id":
                id = storeID(value, in: document, log: &log) ?? id
            case "name":
                name = document.text(value, key: key, limit: .name).value(logging: &log)
            case "region":
                store.region = region(value, in: document, log: &log) ?? store.region
            case "time_zone":
                store.timeZone = timeZone(value, in: document, log: &log) ?? store.timeZone
            case "address":
                store.address = address(value, in: document, log: &log)
            case "geo":
                store.geo = geo(value, in: document, log: &log)
            case "phone":
                store.phone = document.text(value, key: key, limit: .name).value(logging: &log)
            case "hours":
                store.hours += hours(value, in: document, log: &log)
            default:
                log.append(
                    document.warning(
                        KeySuggestion.unknownKey(key, among: Self.storeKeys, prefix: "stores: "), at: keyNode))
            }
        }
        if id == nil, log.errors.count == errorsBefore { log.append(document.error("a store needs id:", at: node)) }
        if name == nil { log.append(document.error("a store needs name:", at: node)) }
        guard let id, let name, log.errors.count == errorsBefore else { return nil }
        store.id = id
        store.name = name
        return store
    }

    private func address(_ node: Node, in document: YAMLDocument, log: inout DiagnosticLog) -> Store.Address? {
        guard let pairs = document.mapping(node, what: "address").value(logging: &log) else { return nil }
        var address = Store.Address()
        for (key, keyNode, value) in pairs {
            let text = document.scalar(value, key: key).value(logging: &log)
            switch key {
            case "street": address.street = text
            case "city": address.city = text
            case "region": address.region = text
            case "postal_code": address.postalCode = text
            case "country": address.country = text
            default:
                let message = KeySuggestion.unknownKey(
                    key, among: Self.addressKeys, prefix: "address: ", synonyms: Self.addressSynonyms)
                log.append(document.warning(message, at: keyNode))
            }
        }
        return address
    }

    private func geo(_ node: Node, in document: YAMLDocument, log: inout DiagnosticLog) -> Store.Geo? {
        guard let pairs = document.mapping(node, what: "geo").value(logging: &log) else { return nil }
        var values: [String: Decimal] = [:]
        let errorsBefore = log.errors.count
        for (key, keyNode, value) in pairs {
            guard ["lat", "lon"].contains(key) else {
                log.append(
                    document.warning(
                        KeySuggestion.unknownKey(
                            key, among: ["lat", "lon"], prefix: "geo: ", synonyms: Self.geoSynonyms), at: keyNode))
                continue
            }
            guard let text = document.scalar(value, key: key).value(logging: &log) else { continue }
            let limit: Decimal = key == "lat" ? 90 : 180
            let number =
                text.hasPrefix("-") ? ExactDecimal.parse(text.dropFirst()).map { -$0 } : ExactDecimal.parse(text)
            guard let number, number >= -limit, number <= limit else {
                log.append(
                    document.error("\(key) must be a number from \(-limit) to \(limit), not \"\(text)\"", at: value))
                continue
            }
            values[key] = number
        }
        guard let latitude = values["lat"], let longitude = values["lon"] else {
            if values.count == 1, log.errors.count == errorsBefore {
                log.append(document.error("geo needs both lat: and lon:", at: node))
            }
            return nil
        }
        return Store.Geo(latitude: latitude, longitude: longitude)
    }
}
