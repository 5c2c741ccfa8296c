/// JSON-LD objects written out as `StructuredData.scriptSafeJSON` encodes them (keys sorted, slashes
/// as they are, <, > and & escaped), without an encoder: a week's products and each item page's product
/// went through JSONEncoder, a twentieth of a chain's weekly build. `JSONWriterTests` holds each kind
/// of object to the encoder over generated values.
protocol HandWrittenJSON: Encodable {
    /// Adds the object's fields, in the order sorted keys put them.
    func fields(_ object: inout JSONObject)
}

extension HandWrittenJSON {
    /// The object as `StructuredData.scriptSafeJSON(_:)` encodes it.
    var json: String {
        var object = JSONObject()
        fields(&object)
        return String(decoding: object.closed(), as: UTF8.self)
    }
}

/// One JSON object being written: fields in the order added, nil ones left out as an encoder leaves
/// them out.
struct JSONObject {
    private var bytes: [UInt8] = [UInt8(ascii: "{")]

    mutating func add(_ key: String, _ value: String?) {
        guard let value else { return }
        name(key)
        bytes += StructuredData.scriptSafeJSON(value).utf8
    }

    mutating func add(_ key: String, _ value: Int) {
        name(key)
        bytes += String(value).utf8
    }

    mutating func add(_ key: String, _ value: (some HandWrittenJSON)?) {
        guard let value else { return }
        name(key)
        append(value)
    }

    mutating func add<Value: HandWrittenJSON>(_ key: String, _ values: [Value]?) {
        guard let values else { return }
        name(key)
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            append(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func append(_ value: some HandWrittenJSON) {
        var object = JSONObject()
        value.fields(&object)
        bytes += object.closed()
    }

    private mutating func name(_ key: String) {
        if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
        bytes += StructuredData.scriptSafeJSON(key).utf8
        bytes.append(UInt8(ascii: ":"))
    }

    fileprivate func closed() -> [UInt8] {
        bytes + [UInt8(ascii: "}")]
    }
}

extension StructuredData.Product: HandWrittenJSON {
    func fields(_ object: inout JSONObject) {
        object.add("@type", type)
        object.add("category", category)
        object.add("image", image)
        object.add("name", name)
        object.add("offers", offers)
        object.add("sku", sku)
    }
}

extension StructuredData.Offer: HandWrittenJSON {
    func fields(_ object: inout JSONObject) {
        object.add("@type", type)
        object.add("availability", availability)
        object.add("eligibleQuantity", eligibleQuantity)
        object.add("price", price)
        object.add("priceCurrency", priceCurrency)
        object.add("priceSpecification", priceSpecification)
        object.add("priceValidUntil", priceValidUntil)
        object.add("seller", seller)
        object.add("url", url)
    }
}

extension StructuredData.Reference: HandWrittenJSON {
    func fields(_ object: inout JSONObject) {
        object.add("@id", id)
    }
}

extension StructuredData.QuantitativeValue: HandWrittenJSON {
    func fields(_ object: inout JSONObject) {
        object.add("@type", type)
        object.add("unitCode", unitCode)
        object.add("value", value)
    }
}

extension StructuredData.UnitPriceSpecification: HandWrittenJSON {
    func fields(_ object: inout JSONObject) {
        object.add("@type", type)
        object.add("price", price)
        object.add("priceCurrency", priceCurrency)
        object.add("referenceQuantity", referenceQuantity)
        object.add("validForMemberTier", validForMemberTier)
    }
}

extension StructuredData.MemberProgramTier: HandWrittenJSON {
    func fields(_ object: inout JSONObject) {
        object.add("@type", type)
        object.add("name", name)
    }
}
