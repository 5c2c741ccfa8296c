import Foundation

/// Decodes and validates a feed snapshot, reporting every problem with its JSON path.
package struct FeedSnapshotDecoder {
    /// The snapshot's path relative to the site folder, for messages.
    package var file: String
    /// Paths inside Static/ that a local `imageUrl` may name; nil when there is no site to check against.
    package var staticFiles: Set<String>?
    /// The site's country, which decides what a pint is.
    package var region: String? = nil

    package static let canvasUnits = 1...64
    /// The keys of a snapshot and of one of its specials, as the manager's-specials format spells them.
    package static let snapshotKeys = ["canvasUnit", "managerSpecials", "noSpecials"]
    package static let itemKeys = [
        "display_name", "width", "height", "price", "original_price", "lowest_30_day_price", "imageUrl", "size", "id",
        "quantity", "per", "card_price", "buy", "get", "limit", "department",
    ]

    package func decode(_ bytes: [UInt8]) -> (FeedSnapshot?, [Diagnostic]) {
        var log = DiagnosticLog()
        let rootFields: [String: JSONValue]
        switch object(bytes) {
        case .success(let fields): rootFields = fields
        case .failure(let problems): return (nil, problems.diagnostics)
        }
        var keys = KeyReport()
        let fields = keys.read(rootFields, as: Self.snapshotKeys, at: .root)

        let canvasPath = JSONPath.root.key("canvasUnit")
        let canvasUnit = integer(fields["canvasUnit"], at: canvasPath, in: Self.canvasUnits, log: &log)

        let listPath = JSONPath.root.key("managerSpecials")
        var items: [FeedItem] = []
        switch fields["managerSpecials"] {
        case nil:
            log.append(.error("missing required field", in: file, at: listPath.location))
        case .array(let elements)?:
            for (index, element) in elements.enumerated() {
                if let item = decodeItem(
                    element, at: listPath.index(index), canvasUnit: canvasUnit, keys: &keys, log: &log)
                {
                    items.append(item)
                }
            }
        case let other?:
            log.append(.error("expected an array of specials, found \(other.summary)", in: file, at: listPath.location))
        }
        log.append(contentsOf: emptiness(fields, specials: items.count, at: listPath))

        log.append(contentsOf: keys.diagnostics(in: file))
        guard !log.hasErrors, let canvasUnit else { return (nil, log.diagnostics) }
        return (FeedSnapshot(canvasUnit: canvasUnit, items: items), log.diagnostics)
    }

    /// An empty week is an error unless the snapshot says the week has none (`"noSpecials": true`): an
    /// export that lost its specials must not replace a week; `noSpecials` beside specials is one too.
    private func emptiness(_ fields: [String: JSONValue], specials: Int, at list: JSONPath) -> [Diagnostic] {
        let path = JSONPath.root.key("noSpecials")
        switch fields["noSpecials"] {
        case nil, .bool(false)?:
            guard specials == 0, case .array(let elements)? = fields["managerSpecials"], elements.isEmpty else {
                return []
            }
            return [
                .error(
                    "lists no specials: an export that lost them would replace the week; a week with none says so "
                        + "with \"noSpecials\": true", in: file, at: list.location)
            ]
        case .bool(true)?:
            guard specials > 0 else { return [] }
            return [.error("is true, but the snapshot lists \(specials) specials", in: file, at: path.location)]
        case let other?:
            return [.error("expected true or false, found \(other.summary)", in: file, at: path.location)]
        }
    }

    /// A number too large for money (1e300), said at its JSON path and naming its special, as any other
    /// field's problem is; nil for another syntax error.
    package func numberOutOfRange(_ syntax: JSONValue.SyntaxError, in text: String) -> Diagnostic? {
        guard let offset = syntax.offset, let path = JSONDuplicateKeys.path(at: offset, in: text) else { return nil }
        // Foundation's own parser reads the number as a Double: enough to find the special's name.
        let root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let specials = root?["managerSpecials"] as? [[String: Any]]
        let name = path.specialIndex.flatMap { index in
            specials.flatMap { index < $0.count ? $0[index]["display_name"] as? String : nil }
        }
        return .error((name.map { "\"\($0)\": " } ?? "") + syntax.message, in: file, at: path.location)
    }

    /// A special, or its problems; each problem of a field other than its name starts with the name, so
    /// that a message says which special it is (`managerSpecials[4].price: error: "Kinder Chocolate 50G": ...`).
    private func decodeItem(
        _ value: JSONValue, at path: JSONPath, canvasUnit: Int?, keys: inout KeyReport, log: inout DiagnosticLog
    ) -> FeedItem? {
        guard case .object(let itemFields) = value else {
            log.append(.error("expected a special (an object), found \(value.summary)", in: file, at: path.location))
            return nil
        }
        let fields = keys.read(itemFields, as: Self.itemKeys, at: path)
        var own = DiagnosticLog()
        let name = displayName(fields["display_name"], at: path.key("display_name"), log: &own)
        let item = decodeFields(fields, name: name, at: path, canvasUnit: canvasUnit, keys: &keys, log: &own)
        let namePath = path.key("display_name").location
        for var problem in own.diagnostics {
            if let name, problem.location != namePath { problem.message = "\"\(name)\": " + problem.message }
            log.append(problem)
        }
        return item
    }

    /// The special named `name` (nil when its name is not valid) from the rest of its fields.
    private func decodeFields(
        _ fields: [String: JSONValue], name: String?, at path: JSONPath, canvasUnit: Int?, keys: inout KeyReport,
        log: inout DiagnosticLog
    ) -> FeedItem? {
        let errorsBefore = log.errors.count
        let maxWidth = canvasUnit ?? Self.canvasUnits.upperBound
        let width = integer(fields["width"], at: path.key("width"), in: 1...maxWidth, log: &log)
        let height = integer(fields["height"], at: path.key("height"), in: 1...(4 * maxWidth), log: &log)
        let price = self.price(fields["price"], at: path.key("price"), required: true, takesDeals: true, log: &log)
        let original = self.price(fields["original_price"], at: path.key("original_price"), required: false, log: &log)
        let lowest = self.price(
            fields["lowest_30_day_price"], at: path.key("lowest_30_day_price"), required: false, log: &log)
        let image = self.image(fields["imageUrl"], at: path.key("imageUrl"), log: &log)
        let sizeField = size(fields["size"], at: path.key("size"), log: &log)
        let id = identifier(fields["id"], at: path.key("id"), log: &log)
        let department = self.department(fields["department"], at: path.key("department"), log: &log)
        let deal = self.deal(fields, at: path, hasSize: sizeField != nil, keys: &keys, log: &log)

        guard log.errors.count == errorsBefore, let name, let width, let height, let price, var deal else { return nil }
        if price.amount == 0 {
            log.append(
                .warning(
                    "the price is 0: the tile shows the item as free; check the feed", in: file,
                    at: path.key("price").location))
        }
        let (originalPrice, checkedDeal) = plausible(original: original, price: price, deal: deal, at: path, log: &log)
        deal = checkedDeal
        // A price by weight is per that much, whatever the name says; a price per piece keeps the piece's size.
        let size = deal.per?.quantity ?? sizeField ?? SizeParser.size(inName: name, region: region)
        return FeedItem(
            id: id, name: name, width: width, height: height, price: price,
            originalPrice: originalPrice, lowest30DayPrice: lowest, image: image,
            size: size, deal: deal, department: department
        )
    }

    /// A special's department: a short text; spaces around it dropped, nothing but spaces is none.
    private func department(_ value: JSONValue?, at path: JSONPath, log: inout DiagnosticLog) -> String? {
        switch value {
        case nil, .null?:
            return nil
        case .string(let text)?:
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if let problem = TextLimit.department.problem(trimmed) {
                log.append(.error(problem, in: file, at: path.location))
                return nil
            }
            if trimmed.isEmpty {
                log.append(.error("is empty; leave department out for a special in none", in: file, at: path.location))
            }
            return trimmed.isEmpty ? nil : trimmed
        case let other?:
            log.append(
                .error("expected a department's name (a string), found \(other.summary)", in: file, at: path.location))
            return nil
        }
    }

    /// The deal's terms (`quantity`, `per`, `card_price`, `buy`, `get`, `limit`), each checked on its
    /// own and against the others; nil when one is wrong (each problem is in `log`).
    /// What exports write on a plain item, `quantity: 1` and `limit: 0`, is no deal: a note (one for the
    /// whole feed), not an error.
    private func deal(
        _ fields: [String: JSONValue], at path: JSONPath, hasSize: Bool, keys: inout KeyReport, log: inout DiagnosticLog
    ) -> Deal? {
        let errorsBefore = log.errors.count
        func count(_ key: String, _ range: ClosedRange<Int>, none: (value: Int, reads: String)? = nil) -> Int? {
            guard let value = fields[key], value != .null else { return nil }
            if let none, value == .number(Decimal(none.value)) {
                keys.note("\(key) \(none.value) \(none.reads)", at: path.key(key), scope: path, severity: .note)
                return nil
            }
            return integer(value, at: path.key(key), in: range, log: &log)
        }
        let quantity = count("quantity", Deal.quantities, none: (1, "is no multi-buy: the price is for one item"))
        let buy = count("buy", Deal.counts)
        let get = count("get", Deal.counts)
        let limit = count("limit", Deal.counts, none: (0, "is no limit"))
        let cardPrice = price(fields["card_price"], at: path.key("card_price"), required: false, log: &log)
        let per = self.per(fields["per"], at: path.key("per"), log: &log)
        if let per {
            if quantity != nil {
                log.append(
                    .error(
                        "a price per \(per.rawValue) is not also for a quantity: give quantity or per, not both",
                        in: file, at: path.key("per").location))
            }
            if per.quantity != nil, hasSize {
                log.append(
                    .error(
                        "a price per \(per.rawValue) needs no size: give size or per, not both", in: file,
                        at: path.key("per").location))
            }
        }
        switch (buy, get) {
        case (_?, nil) where fields["get"] == nil:
            log.append(.error("buy needs get: how many come free", in: file, at: path.key("buy").location))
        case (nil, _?) where fields["buy"] == nil:
            log.append(.error("get needs buy: how many to buy", in: file, at: path.key("get").location))
        case (_?, _?) where quantity != nil || per != nil:
            let other = quantity != nil ? "quantity" : "per"
            log.append(
                .error(
                    "buy and get are not also for a \(other): give one kind of deal", in: file,
                    at: path.key("buy").location))
        default: break
        }
        guard log.errors.count == errorsBefore else { return nil }
        if let limit, let quantity, limit < quantity {
            log.append(
                .warning(
                    "limit \(limit) is below quantity \(quantity): no shopper can buy the deal; check the feed",
                    in: file, at: path.key("limit").location))
        }
        return Deal(quantity: quantity ?? 1, per: per, cardPrice: cardPrice, buy: buy, get: get, limit: limit)
    }

    package init(file: String, staticFiles: Set<String>? = nil, region: String? = nil) {
        self.file = file
        self.staticFiles = staticFiles
        self.region = region
    }
}
