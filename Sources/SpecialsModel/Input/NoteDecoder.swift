import Yams

/// Reads a note's front matter with line numbers in every message.
package struct NoteDecoder {
    package var file: String
    package var slug: String
    /// The site's country, which decides what a pint is.
    package var region: String? = nil

    /// Every key front matter may have.
    package static let keys = [
        "title", "date", "week", "draft", "summary", "description", "compare", "stores", "regions",
    ]
    /// Every key a compare item may have.
    package static let compareKeys = ["name", "price", "size", "quantity", "special"]

    /// The note split at its front matter, and the front matter read as YAML pairs; nil when there is
    /// none to read, with the problem alone in `log`.
    private func frontMatter(
        _ bytes: [UInt8], log: inout DiagnosticLog
    ) -> (parts: FrontMatter, document: YAMLDocument, pairs: [(key: String, keyNode: Node, value: Node)])? {
        /// Only `problem` is told.
        func refuse(
            _ problem: Diagnostic
        ) -> (FrontMatter, YAMLDocument, [(key: String, keyNode: Node, value: Node)])? {
            log = DiagnosticLog()
            log.append(problem)
            return nil
        }
        let text: String
        switch UTF8Text.decode(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let invalid): return refuse(.error(invalid.message, in: file, at: invalid.position.location))
        }
        let parts: FrontMatter
        switch FrontMatter.split(text) {
        case .success(let split): parts = split
        case .failure(.missing):
            return refuse(
                .error(
                    "a note starts with front matter: a line ---, then title: and date:, then ---", in: file,
                    at: .position(line: 1, column: 1)))
        case .failure(.unterminated):
            return refuse(
                .error(
                    "front matter is not closed: end it with a line ---", in: file, at: .position(line: 1, column: 1)))
        }
        guard
            let document = YAMLDocument.parse(parts.yaml, file: file, lineOffset: parts.yamlFirstLine - 1).value(
                logging: &log)
        else {
            return nil
        }
        guard let root = document.root else {
            return refuse(
                .error(
                    "front matter is empty: a note needs title: and date:", in: file,
                    at: .position(line: 1, column: 1)))
        }
        guard let pairs = document.mapping(root, what: "front matter").value(logging: &log) else { return nil }
        return (parts, document, pairs)
    }

    package func decode(_ bytes: [UInt8]) -> (NoteSource?, [Diagnostic]) {
        var log = DiagnosticLog()
        guard let (parts, document, pairs) = frontMatter(bytes, log: &log) else { return (nil, log.diagnostics) }

        var title: String?
        var date: BuildDate?
        var week: Day?
        var draft = false
        var summary: String?
        var compare: [CompareEntry] = []
        var limits = NoteSource.Limits()
        for (key, keyNode, value) in pairs {
            switch key {
            case "title":
                title = document.text(value, key: key, limit: .name).value(logging: &log)?.trimmingCharacters(
                    in: .whitespaces)
                if title?.isEmpty == true {
                    log.append(document.error("title is empty", at: value))
                }
            case "date": date = document.dayOrInstant(value, key: key).value(logging: &log)
            case "week": week = document.day(value, key: key).value(logging: &log)
            case "draft": draft = document.bool(value, key: key).value(logging: &log) ?? false
            case "summary", "description":
                summary = document.text(value, key: key, limit: .sentence).value(logging: &log)
            case "compare": compare = compareEntries(value, in: document, log: &log)
            case "stores", "regions":
                // A chain's note for some of its stores only: "stores: [downtown, airport]".
                let names: [String]
                if case .sequence(let items) = value {
                    names = items.compactMap { document.scalar($0, key: key).value(logging: &log) }
                } else {
                    names = document.scalar(value, key: key).value(logging: &log).map { [$0] } ?? []
                }
                if key == "stores" { limits.stores = names } else { limits.regions = names }
                limits.location = document.location(of: keyNode)
            default: log.append(document.warning(KeySuggestion.unknownKey(key, among: Self.keys), at: keyNode))
            }
        }
        if title == nil, !pairs.contains(where: { $0.key == "title" }) {
            log.append(.error("missing title:", in: file, at: .position(line: 1, column: 1)))
        }
        guard !log.hasErrors, let title, !title.isEmpty else { return (nil, log.diagnostics) }
        let note = NoteSource(
            slug: slug, file: file, title: title, date: date, week: week, draft: draft,
            summary: summary, compare: compare, markdown: parts.body, limits: limits
        )
        return (note, log.diagnostics)
    }

    private func compareEntries(_ node: Node, in document: YAMLDocument, log: inout DiagnosticLog) -> [CompareEntry] {
        guard case .sequence(let items) = node else {
            log.append(document.error("compare must be a list of items", at: node))
            return []
        }
        var entries: [CompareEntry] = []
        for (offset, item) in items.enumerated() {
            let number = offset + 1
            let label = "compare item \(number)"
            guard let pairs = document.mapping(item, what: label).value(logging: &log) else { continue }
            let fields = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            for pair in pairs where !Self.compareKeys.contains(pair.key) {
                log.append(
                    document.warning(
                        KeySuggestion.unknownKey(pair.key, among: Self.compareKeys, prefix: "\(label): "),
                        at: pair.keyNode))
            }
            let location = document.location(of: item)
            if let special = fields["special"] {
                if let name = document.scalar(special, key: "special").value(logging: &log) {
                    entries.append(CompareEntry(source: .special(name: name), location: location, number: number))
                }
                continue
            }
            let missing = ["name", "price"].filter { fields[$0] == nil }
            guard let nameNode = fields["name"], let priceNode = fields["price"] else {
                log.append(
                    document.error(
                        "\(label) has no \(missing.joined(separator: " and ")): give name and price "
                            + "(and size unless the name ends with one), or special: with a special's name", at: item))
                continue
            }
            guard
                let (name, price, size, quantity) = written(
                    fields, name: nameNode, price: priceNode, label: label, item: item, in: document, log: &log)
            else { continue }
            if let name, let price, let size {
                entries.append(
                    CompareEntry(
                        source: .written(name: name, price: price, size: size, deal: Deal(quantity: quantity)),
                        location: location, number: number))
            }
        }
        return entries
    }

    /// A written compare item's name, price, size and quantity, each nil where it is not valid (told in
    /// `log`); nil when its quantity is not valid, and the item is left out.
    private func written(
        _ fields: [String: Node], name nameNode: Node, price priceNode: Node, label: String, item: Node,
        in document: YAMLDocument, log: inout DiagnosticLog
    ) -> (name: String?, price: Money?, size: Quantity?, quantity: Int)? {
        let name = document.text(nameNode, key: "name", limit: .name).value(logging: &log)
        let price = document.scalar(priceNode, key: "price").value(logging: &log).flatMap { text -> Money? in
            guard case .success(let money) = Money.parse(text) else {
                log.append(
                    document.error(
                        "\(label): \"\(text)\" is not a price" + (PriceHint.number(text).map { ": " + $0 } ?? ""),
                        at: priceNode))
                return nil
            }
            return money
        }
        let size: Quantity?
        if let sizeNode = fields["size"] {
            size = document.scalar(sizeNode, key: "size").value(logging: &log).flatMap { text -> Quantity? in
                guard let quantity = SizeParser.size(exactly: text, region: region) else {
                    log.append(document.error("\(label): \(SizeParser.explainFailure(text))", at: sizeNode))
                    return nil
                }
                return quantity
            }
        } else {
            // Like a feed item, a name that states its size needs no size: field.
            size = name.flatMap { SizeParser.size(inName: $0, region: region) }
            if let name, size == nil {
                log.append(
                    document.error("\(label): no size in the name \"\(name)\"; add size: like 12 oz", at: item))
            }
        }
        var quantity = 1
        if let quantityNode = fields["quantity"],
            let text = document.scalar(quantityNode, key: "quantity").value(logging: &log)
        {
            // "2 for $5.00": the price buys that many.
            if let count = Int(text.trimmingCharacters(in: .whitespaces)), Deal.quantities.contains(count) {
                quantity = count
            } else {
                let range = Deal.quantities
                log.append(
                    document.error(
                        "\(label): quantity \"\(text)\" is not a whole number from \(range.lowerBound) to \(range.upperBound) (the price buys that many)",
                        at: quantityNode))
                return nil
            }
        }
        return (name, price, size, quantity)
    }

    package init(file: String, slug: String, region: String? = nil) {
        self.file = file
        self.slug = slug
        self.region = region
    }
}
