import Foundation
import Yams

/// Reads `site.yml`; every key is optional and every problem is reported with its line.
struct SiteConfigDecoder {
    var file = SitePaths.config

    /// Every key site.yml may have.
    static let keys = [
        "title", "description", "base_url", "locale", "currency", "time_zone", "unit_pricing", "layouts",
        "unsafe_html", "images", "snapshot_weekday", "tiles", "words", "store", "departments", "icon",
    ]

    /// The warning for a site without an absolute base_url: what it costs.
    static let relativeLinks =
        "feed.xml and search engines' structured data get relative links, and no sitemap.xml is published"

    /// What a site without base_url is told: what that costs.
    private var noBaseURL: Diagnostic {
        .warning("no base_url is set, so \(Self.relativeLinks); set it like base_url: https://example.com/", in: file)
    }

    func decode(_ bytes: [UInt8]?) -> (SiteConfig?, [Diagnostic]) {
        var config = SiteConfig()
        guard let bytes else { return (config, [noBaseURL]) }
        var log = DiagnosticLog()
        guard let document = YAMLDocument.parse(bytes, file: file).value(logging: &log) else {
            return (nil, log.diagnostics)
        }
        guard let root = document.root else { return (config, [noBaseURL]) }
        guard let pairs = document.mapping(root, what: file).value(logging: &log) else { return (nil, log.diagnostics) }

        var said = Said()
        for (key, keyNode, value) in pairs {
            read(key, keyNode, value, into: &config, said: &said, in: document, log: &log)
        }
        let (currencySet, unitPricingSet, storeNode) = (said.currency, said.unitPricing, said.store)
        // After the title, which names the store unless it says otherwise.
        if let storeNode {
            let decoder = StoresDecoder(file: file)
            config.store = decoder.singleStore(storeNode, title: config.title ?? "", in: document, log: &log)
        }
        if config.textOnlyMaxWidth < config.imageOnlyMaxWidth {
            log.append(.error("tiles: text_only_max_width must not be below image_only_max_width", in: file))
        }
        // The locale's country decides what was not said: its currency, its unit-price rules.
        if !currencySet, let code = config.locale.currency?.identifier, Locale.commonISOCurrencyCodes.contains(code) {
            config.currency = code
        }
        if !unitPricingSet { config.unitPricing = UnitPricing.forRegion(config.region) }
        if !log.hasErrors,
            let warning = Self.disagreement(
                config, currencySet: currencySet, unitPricingSet: unitPricingSet, file: file)
        {
            log.append(warning)
        }
        if !log.hasErrors, !pairs.contains(where: { $0.key == "base_url" }) { log.append(noBaseURL) }
        return (log.hasErrors ? nil : config, log.diagnostics)
    }

    /// What site.yml said of itself beyond each key's value: whether it set the currency and the unit
    /// pricing (else the locale's country decides them), and its store.
    struct Said {
        var currency = false
        var unitPricing = false
        var store: Node?
    }

    /// Reads the key `key` of site.yml into `config`.
    private func read(
        _ key: String, _ keyNode: Node, _ value: Node, into config: inout SiteConfig, said: inout Said,
        in document: YAMLDocument, log: inout DiagnosticLog
    ) {
        switch key {
        case "title":
            config.title = document.text(value, key: key, limit: .name).value(logging: &log) ?? config.title
        case "description":
            config.description =
                document.text(value, key: key, limit: .sentence).value(logging: &log) ?? config.description
        case "base_url":
            if let text = document.scalar(value, key: key).value(logging: &log) {
                config.baseURL = baseURL(text, node: value, in: document, log: &log) ?? config.baseURL
            }
        case "locale":
            if let written = document.scalar(value, key: key).value(logging: &log) {
                config.locale = locale(written, at: value, in: document, log: &log) ?? config.locale
            }
        case "currency":
            if let code = document.scalar(value, key: key).value(logging: &log) {
                said.currency = true
                config.currency = currency(code, at: value, in: document, log: &log) ?? config.currency
            }
        case "time_zone":
            if let identifier = document.scalar(value, key: key).value(logging: &log) {
                config.timeZone = timeZone(identifier, at: value, in: document, log: &log) ?? config.timeZone
            }
        case "unit_pricing":
            said.unitPricing = true
            config.unitPricing = unitPricing(value, in: document, log: &log) ?? config.unitPricing
        case "layouts":
            config.layouts = layouts(value, in: document, log: &log) ?? config.layouts
        case "unsafe_html":
            config.unsafeHTML = document.bool(value, key: key).value(logging: &log) ?? config.unsafeHTML
        case "images":
            if let mode = document.scalar(value, key: key).value(logging: &log) {
                config.images = imageMode(mode, at: value, in: document, log: &log) ?? config.images
            }
        case "snapshot_weekday":
            if let name = document.scalar(value, key: key).value(logging: &log) {
                config.snapshotWeekday = weekday(name, at: value, in: document, log: &log) ?? config.snapshotWeekday
            }
        case "icon":
            config.icon = icon(value, in: document, log: &log)
        case "tiles":
            tiles(value, into: &config, in: document, log: &log)
        case "former_price":
            formerPrice(value, into: &config, in: document, log: &log)
        case "store":
            said.store = value
        case "departments":
            config.departments = departments(value, in: document, log: &log)
        case "words":
            config.words += words(value, in: document, log: &log)
        default:
            log.append(document.warning(KeySuggestion.unknownKey(key, among: Self.keys), at: keyNode))
        }
    }

    /// `departments:`: each as the feed spells it (`Produce`), or as it spells it and the pages name it
    /// (`{feed: PRODUCE, name: Fruit & Vegetables}`).
    private func departments(
        _ node: Node, in document: YAMLDocument, log: inout DiagnosticLog
    ) -> [SiteConfig.Department] {
        let example = "a list like [Produce, Meat, {feed: DAIRY, name: Dairy & Eggs}]"
        guard case .sequence(let entries) = node else {
            log.append(document.error("departments must be \(example)", at: node))
            return []
        }
        var departments: [SiteConfig.Department] = []
        for entry in entries {
            if case .scalar = entry,
                let name = document.text(entry, key: "departments", limit: .department).value(logging: &log)
            {
                departments.append(.init(feed: name, name: name))
                continue
            }
            guard case .mapping = entry, let pairs = document.mapping(entry, what: "a department").value(logging: &log)
            else {
                if case .scalar = entry { continue }
                log.append(document.error("a department must be its name or {feed: ..., name: ...}", at: entry))
                continue
            }
            var feed: String?
            var name: String?
            for (key, keyNode, value) in pairs {
                switch key {
                case "feed": feed = document.text(value, key: key, limit: .department).value(logging: &log)
                case "name": name = document.text(value, key: key, limit: .department).value(logging: &log)
                default:
                    log.append(
                        document.warning(
                            KeySuggestion.unknownKey(key, among: ["feed", "name"], prefix: "departments: "), at: keyNode
                        ))
                }
            }
            guard let feed else {
                log.append(document.error("a department needs feed: (its name as the feed spells it)", at: entry))
                continue
            }
            departments.append(.init(feed: feed, name: name ?? feed))
        }
        if let twice = Dictionary(grouping: departments, by: \.feed).first(where: { $0.value.count > 1 })?.key {
            log.append(document.error("departments lists \"\(twice)\" more than once", at: node))
        }
        return departments
    }

    /// `icon:`, a path inside Static/ (`IconPath.parse`); whether Static/ holds it is checked with the site.
    private func icon(_ node: Node, in document: YAMLDocument, log: inout DiagnosticLog) -> SiteConfig.Icon? {
        guard let text = document.scalar(node, key: "icon").value(logging: &log) else { return nil }
        switch IconPath.parse(text) {
        case .success(let path): return SiteConfig.Icon(path: path, location: document.location(of: node))
        case .failure(let problem):
            log.append(document.error("icon \"\(text)\" \(problem.text)", at: node))
            return nil
        }
    }

    private func baseURL(_ text: String, node: Node, in document: YAMLDocument, log: inout DiagnosticLog) -> String? {
        let withSlash = text.hasSuffix("/") ? text : text + "/"
        if withSlash.hasPrefix("/") {
            log.append(
                document.warning(
                    "base_url is a path, so \(Self.relativeLinks); set it like https://example.com/",
                    at: node
                ))
            return withSlash
        }
        guard let url = URL(string: withSlash), ["http", "https"].contains(url.scheme ?? ""), url.host != nil,
            url.query == nil, url.fragment == nil
        else {
            log.append(
                document.error(
                    "base_url must be an http(s) URL like https://example.com/store-12/ or a path like /", at: node))
            return nil
        }
        return withSlash
    }

    /// One warning when the currency or unit pricing site.yml sets is not its locale's country's: a
    /// site whose locale changed and whose other lines did not ("3,99 $", "1 oz = 0,06 €").
    static func disagreement(_ config: SiteConfig, currencySet: Bool, unitPricingSet: Bool, file: String) -> Diagnostic?
    {
        guard let country = config.region else { return nil }
        var parts: [String] = []
        if currencySet, let own = config.locale.currency?.identifier, Locale.commonISOCurrencyCodes.contains(own),
            own != config.currency
        {
            parts.append("currency is \(config.currency) (\(country)'s is \(own))")
        }
        // The system as site.yml names it: US customary volumes are "us", everything else "metric".
        func system(_ pricing: UnitPricing) -> String { pricing.volume == .usFluidOunce ? "us" : "metric" }
        let (own, expected) = (system(config.unitPricing), system(UnitPricing.forRegion(country)))
        if unitPricingSet, own != expected {
            parts.append("unit_pricing is \(own) (\(country)'s is \(expected))")
        }
        guard !parts.isEmpty else { return nil }
        return .warning(
            "locale \(config.locale.identifier) is a store in \(country), but \(parts.joined(separator: " and ")); "
                + "remove those lines to follow the locale, or keep them if the store really prices that way", in: file)
    }

}
