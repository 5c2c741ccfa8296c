import Foundation
import Yams

/// The sections of site.yml that are more than a value: unit pricing, the layouts and the tiles.
extension SiteConfigDecoder {
    func unitPricing(_ node: Node, in document: YAMLDocument, log: inout DiagnosticLog) -> UnitPricing? {
        func system(_ name: String, at node: Node) -> UnitPricing? {
            switch name {
            case "us": return .us
            case "metric": return .metric
            default:
                log.append(document.error("unit_pricing must be us or metric, not \"\(name)\"", at: node))
                return nil
            }
        }
        if case .scalar = node {
            return document.scalar(node, key: "unit_pricing").value(logging: &log).flatMap { system($0, at: node) }
        }
        // unit_pricing: { system: metric, mass: 100 g }
        guard let pairs = document.mapping(node, what: "unit_pricing").value(logging: &log) else { return nil }
        var pricing = UnitPricing.us
        if let systemNode = pairs.first(where: { $0.key == "system" })?.value,
            let name = document.scalar(systemNode, key: "system").value(logging: &log)
        {
            pricing = system(name, at: systemNode) ?? pricing
        }
        for (key, keyNode, value) in pairs where key != "system" {
            guard let dimension = MeasureDimension(rawValue: key) else {
                log.append(
                    document.error(
                        "unit_pricing: unknown key \"\(key)\"; use system, mass, volume or count", at: keyNode))
                continue
            }
            guard let name = document.scalar(value, key: key).value(logging: &log) else { continue }
            guard let unit = MeasureUnit.named(name), unit.dimension == dimension else {
                log.append(document.error("unit_pricing: \"\(name)\" is not a unit of \(dimension)", at: value))
                continue
            }
            switch dimension {
            case .mass: pricing.mass = unit
            case .volume: pricing.volume = unit
            case .count: pricing.count = unit
            }
        }
        return pricing
    }

    func layouts(_ node: Node, in document: YAMLDocument, log: inout DiagnosticLog) -> [LayoutBreakpoint]? {
        guard case .sequence(let items) = node, !items.isEmpty else {
            log.append(document.error("layouts must be a list like - {columns: 16, min_width: 0}", at: node))
            return nil
        }
        var result: [LayoutBreakpoint] = []
        for item in items {
            guard let pairs = document.mapping(item, what: "a layout").value(logging: &log) else { continue }
            var columns: Int?
            var minWidth = 0
            for (key, keyNode, value) in pairs {
                switch key {
                case "columns": columns = document.integer(value, key: key, in: 1...64).value(logging: &log)
                case "min_width": minWidth = document.integer(value, key: key, in: 0...10_000).value(logging: &log) ?? 0
                default:
                    log.append(
                        document.warning(
                            KeySuggestion.unknownKey(key, among: ["columns", "min_width"], prefix: "layouts: "),
                            at: keyNode))
                }
            }
            guard let columns else {
                log.append(document.error("a layout needs columns:", at: item))
                continue
            }
            if result.contains(where: { $0.minWidth == minWidth }) {
                log.append(document.error("two layouts start at min_width \(minWidth)", at: item))
                continue
            }
            result.append(LayoutBreakpoint(columns: columns, minWidth: minWidth))
        }
        result.sort { $0.minWidth < $1.minWidth }
        if let first = result.first, first.minWidth != 0 {
            log.append(document.error("the narrowest layout must start at min_width 0", at: node))
        }
        return result
    }

    func tiles(_ node: Node, into config: inout SiteConfig, in document: YAMLDocument, log: inout DiagnosticLog) {
        numbers(
            node, section: "tiles",
            [
                ("image_only_max_width", 0...64, \.imageOnlyMaxWidth),
                ("text_only_max_width", 0...64, \.textOnlyMaxWidth),
            ],
            into: &config, in: document, log: &log)
    }

    /// `former_price:`: the weeks a "was" price is checked over, and the fewest that check it.
    func formerPrice(_ node: Node, into config: inout SiteConfig, in document: YAMLDocument, log: inout DiagnosticLog) {
        numbers(
            node, section: "former_price",
            [("weeks", 1...104, \.formerPriceWeeks), ("min_weeks", 1...104, \.formerPriceMinWeeks)],
            into: &config, in: document, log: &log)
    }

    /// A section of whole-number settings: each key's value, within its range, into its setting; an
    /// unknown key is a warning with the closest known one.
    private func numbers(
        _ node: Node, section: String,
        _ keys: [(key: String, range: ClosedRange<Int>, into: WritableKeyPath<SiteConfig, Int>)],
        into config: inout SiteConfig, in document: YAMLDocument, log: inout DiagnosticLog
    ) {
        guard let pairs = document.mapping(node, what: section).value(logging: &log) else { return }
        for (key, keyNode, value) in pairs {
            guard let setting = keys.first(where: { $0.key == key }) else {
                log.append(
                    document.warning(
                        KeySuggestion.unknownKey(key, among: keys.map(\.key), prefix: "\(section): "), at: keyNode))
                continue
            }
            let number = document.integer(value, key: key, in: setting.range).value(logging: &log)
            config[keyPath: setting.into] = number ?? config[keyPath: setting.into]
        }
    }
}
