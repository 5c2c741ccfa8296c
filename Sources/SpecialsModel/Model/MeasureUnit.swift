import Foundation

/// What a quantity measures. Mass, volume and count never convert into each other.
public enum MeasureDimension: String, Sendable, Hashable, CaseIterable, Codable {
    case mass, volume, count

    /// The base unit quantities are stored in: grams, millilitres, items.
    public var baseUnit: String {
        switch self {
        case .mass: "g"
        case .volume: "ml"
        case .count: "each"
        }
    }
}

/// A unit with an exact factor to its dimension's base unit. Not Foundation's `Measurement`:
/// on Linux its factors are truncated (1 lb = 453.592 g) and mixing dimensions crashes.
package struct MeasureUnit: Sendable, Hashable {
    /// How the unit is written on a page ("oz", "fl oz", "kg", "ct").
    package var symbol: String
    package var dimension: MeasureDimension
    /// How many base units (g, ml, each) one of this unit is.
    package var factor: Decimal

    /// A unit of `significand` × 10^`exponent` base units, exactly: 28.349523125 g is `28349523125, e: -9`.
    package init(_ symbol: String, _ dimension: MeasureDimension, _ significand: Decimal, e exponent: Int = 0) {
        self.symbol = symbol
        self.dimension = dimension
        self.factor = Decimal(sign: .plus, exponent: exponent, significand: significand)
    }
}

extension MeasureUnit {
    package static let milligram = MeasureUnit("mg", .mass, 1, e: -3)
    package static let gram = MeasureUnit("g", .mass, 1)
    package static let kilogram = MeasureUnit("kg", .mass, 1000)
    package static let ounce = MeasureUnit("oz", .mass, 28_349_523_125, e: -9)
    package static let pound = MeasureUnit("lb", .mass, 45_359_237, e: -5)
    package static let hundredGrams = MeasureUnit("100 g", .mass, 100)

    package static let millilitre = MeasureUnit("mL", .volume, 1)
    package static let centilitre = MeasureUnit("cL", .volume, 10)
    package static let decilitre = MeasureUnit("dL", .volume, 100)
    package static let litre = MeasureUnit("L", .volume, 1000)
    package static let hundredMillilitres = MeasureUnit("100 mL", .volume, 100)
    package static let usFluidOunce = MeasureUnit("fl oz", .volume, 295_735_295_625, e: -10)
    package static let usPint = MeasureUnit("pt", .volume, 473_176_473, e: -6)
    package static let usQuart = MeasureUnit("qt", .volume, 946_352_946, e: -6)
    package static let usGallon = MeasureUnit("gal", .volume, 3_785_411_784, e: -6)
    /// Dry measure: berries and cherry tomatoes are sold by the US dry pint and quart.
    package static let usDryPint = MeasureUnit("dry pt", .volume, 5_506_104_713_575, e: -10)
    package static let usDryQuart = MeasureUnit("dry qt", .volume, 1_101_220_942_715, e: -9)
    package static let imperialFluidOunce = MeasureUnit("imp fl oz", .volume, 284_130_625, e: -7)
    package static let imperialPint = MeasureUnit("imp pt", .volume, 56_826_125, e: -5)
    package static let imperialQuart = MeasureUnit("imp qt", .volume, 11_365_225, e: -4)
    package static let imperialGallon = MeasureUnit("imp gal", .volume, 454609, e: -2)

    package static let each = MeasureUnit("ea", .count, 1)
    /// Laundry and dishwasher products are compared by the load (the wash), whatever they weigh.
    package static let load = MeasureUnit("loads", .count, 1)
    package static let count = MeasureUnit("ct", .count, 1)
    package static let pack = MeasureUnit("pk", .count, 1)
    package static let pair = MeasureUnit("pair", .count, 2)
    package static let dozen = MeasureUnit("dozen", .count, 12)

    /// Every spelling the size parser accepts, lowercased, with dots and extra spaces removed.
    package static let spellings: [String: MeasureUnit] = {
        var table: [String: MeasureUnit] = [:]
        func add(_ unit: MeasureUnit, _ names: String...) {
            for name in names { table[name] = unit }
        }
        add(.milligram, "mg", "milligram", "milligrams", "milligramme", "milligrammes")
        add(
            .gram, "g", "gr", "grs", "gm", "gms", "gram", "grams", "gramme", "grammes", "gramm", "gramos", "gramo",
            "gramas", "grama", "grammi", "grammo", "克", "公克")
        add(
            .kilogram, "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes",
            "kilogramm", "kilogramos", "kilogramo", "quilo", "quilos", "quilograma", "quilogramas", "chilo",
            "chilogrammi", "chilogrammo", "千克", "公斤")
        add(.ounce, "oz", "ozs", "ounce", "ounces", "onzas", "onza")
        add(.pound, "lb", "lbs", "pound", "pounds", "libra", "libras")
        add(
            .millilitre, "ml", "mls", "millilitre", "millilitres", "milliliter", "milliliters", "mililitros",
            "mililitro", "millilitri", "毫升")
        add(.centilitre, "cl", "centilitre", "centilitres", "centiliter", "centiliters", "centilitros")
        add(.decilitre, "dl", "decilitre", "decilitres", "deciliter", "deciliters")
        // 升 alone is a litre in Chinese, but 1.8 L in Japanese (sake's shō): only 公升 is read.
        add(
            .litre, "l", "lt", "ltr", "ltrs", "litre", "litres", "liter", "liters", "litro", "litros", "litri", "litr",
            "litra", "litry", "litrów", "公升")
        add(
            .usFluidOunce, "fl oz", "floz", "fl ounce", "fl ounces", "fluid ounce", "fluid ounces", "fl oz us",
            "us fl oz")
        add(.usPint, "pt", "pts", "pint", "pints", "us pt", "us pint")
        add(.usQuart, "qt", "qts", "quart", "quarts", "us qt", "us quart")
        add(.usGallon, "gal", "gals", "gallon", "gallons", "us gal", "us gallon")
        add(.usDryPint, "dry pt", "dry pint", "dry pints")
        add(.usDryQuart, "dry qt", "dry quart", "dry quarts")
        add(.imperialFluidOunce, "imp fl oz", "imperial fl oz", "uk fl oz", "imperial fluid ounces")
        add(.imperialPint, "imp pt", "imperial pint", "imperial pints", "uk pint", "uk pt")
        add(.imperialQuart, "imp qt", "imperial quart", "imperial quarts", "uk qt")
        add(.imperialGallon, "imp gal", "imperial gallon", "imperial gallons", "uk gal", "uk gallon")
        add(.each, "ea", "each")
        add(
            .count, "ct", "cnt", "count", "counts", "pc", "pcs", "piece", "pieces", "roll", "rolls", "sheet", "sheets",
            "tablet", "tablets", "tabs", "capsule", "capsules", "caps", "caplets", "softgels", "gummies", "pièce",
            "sachet", "sachets", "bunch", "bunches",
            "set", "sets", "pods", "wipes", "stk", "stück", "bund", "pièces", "unités", "unidades", "uds", "rollen",
            "rouleaux", "rollos", "blatt", "feuilles", "tabletten", "comprimés", "kapseln", "beutel", "sobres",
            "teabags", "bags",
            "ears", "heads", "tissues", "pads", "cápsulas", "cápsula",
            // Dutch, Italian, Polish, Swedish and Finnish pieces; Chinese and Japanese counters.
            "stuks", "stuk", "pezzi", "pezzo", "pz", "szt", "sztuk", "sztuki", "styck", "stycken", "kpl",
            "个", "個", "只", "枚", "個入", "個入り", "枚入", "枚入り", "本入", "本入り")
        add(
            .load, "load", "loads", "wäschen", "waschladungen", "wl", "lavage", "lavages", "lavados", "lavado",
            "washes", "wash")
        add(.pack, "pk", "pks", "pack", "packs", "pkt", "multipack")
        add(.pair, "pair", "pairs")
        add(.dozen, "dozen", "doz", "dz", "douzaine")
        return table
    }()

    /// The unit a user names in site.yml or a comparison ("oz", "100 g", "fl oz").
    package static func named(_ name: String) -> MeasureUnit? {
        let key = normalizedName(name)
        if key == "100 g" { return .hundredGrams }
        if key == "100 ml" { return .hundredMillilitres }
        return spellings[key]
    }

    package static func normalizedName(_ name: String) -> String {
        name.lowercased()
            .replacingOccurrences(of: ".", with: " ")
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }
}

extension MeasureUnit {
    /// Grams and litres and their parts, as opposed to US and imperial units.
    package var isMetric: Bool {
        [Self.milligram, .gram, .kilogram, .millilitre, .centilitre, .decilitre, .litre].contains(self)
    }

    /// The US dry measure a US pint or quart means for produce sold by volume (berries).
    package var dry: MeasureUnit? {
        switch self {
        case .usPint: .usDryPint
        case .usQuart: .usDryQuart
        default: nil
        }
    }

    /// The imperial unit a US volume unit may mean on a British label (pint, quart, gallon, fl oz).
    package var imperial: MeasureUnit? {
        switch self {
        case .usFluidOunce: .imperialFluidOunce
        case .usPint: .imperialPint
        case .usQuart: .imperialQuart
        case .usGallon: .imperialGallon
        default: nil
        }
    }
}
