/// What the words of a label say about its sizes: a drink (so a bare "oz" is fluid ounces), a
/// container whose volume is its capacity, a drained weight beside the net weight.
struct LabelWords {
    let tokens: [SizeTokenizer.Token]
    let words: Set<String>

    init(_ tokens: [SizeTokenizer.Token]) {
        self.tokens = tokens
        words = Set(
            tokens.compactMap { token in
                if case .word(let word) = token { return word }
                return nil
            })
    }

    /// Drinks, whose "oz" is always fluid ounces.
    static let drinkWords: Set<String> = [
        "soda", "sodas", "pop", "cola", "water", "waters", "juice", "juices", "beer", "beers", "ale", "lager", "ipa",
        "stout",
        "cider", "wine", "wines", "milk", "drink", "drinks", "beverage", "beverages", "tea", "lemonade", "limeade",
        "kombucha",
        "seltzer", "seltzers", "sparkling", "smoothie", "smoothies", "latte", "lattes", "frappuccino", "brew",
        "creamer", "nectar", "punch", "gatorade", "powerade", "pepsi", "coke", "sprite", "fanta", "dew", "dr",
        "redbull", "monster", "celsius", "lacroix", "dasani", "aquafina", "smartwater", "evian", "fiji", "perrier",
        "pellegrino", "topo", "tonic", "schweppes", "budweiser", "bud", "coors", "miller",
        "corona", "heineken", "modelo", "michelob", "stella", "guinness", "spring", "electrolyte", "shake", "shakes",
        "kefir", "eggnog", "mixer", "vodka", "whiskey", "rum", "gin", "tequila", "bourbon", "champagne", "prosecco",
        "cabernet", "merlot", "chardonnay", "pinot", "sauvignon", "rosé", "rose", "yerba", "boba", "horchata",
    ]
    /// Containers that hold drinks, but also soup and sauce: a drink only in the plural or a multipack,
    /// and with no food word.
    static let drinkContainerWords: Set<String> = [
        "can", "cans", "bottle", "bottles", "btl", "btls", "bt", "jug", "carton", "cartons",
    ]
    /// Foods sold by weight in cans, bottles and jugs, and words that turn a drink word into a food.
    static let foodWords: Set<String> = [
        "soup", "soups", "sauce", "ketchup", "catsup", "mustard", "mayo", "mayonnaise", "dressing", "beans", "bean",
        "tuna",
        "salmon", "chicken", "corn", "peas", "tomatoes", "tomato", "paste", "chili", "cereal", "cookies", "snacks",
        "crackers", "bread", "cheese", "powder", "mix", "bags", "bag", "pods", "cups", "ground", "instant", "extract",
        "k", "cup", "grounds", "candy", "bar", "bars", "chips", "peaches", "pears", "pineapple", "olives",
        "pickles", "relish", "salsa", "gravy", "broth", "stock", "condensed", "evaporated", "filling", "frosting",
        "spray", "pudding",
        "butter", "oats", "rice", "pasta", "noodles", "jelly", "jam", "syrup", "honey", "oil", "vinegar", "chestnuts",
        "tin",
        "yogurt", "dip", "hummus", "nuts", "peanuts", "almonds", "seasoning", "spice", "flavor", "flavored", "biscuits",
        "loaf", "dog", "cat", "food", "treats", "detergent", "soap", "shampoo", "lotion", "wipes", "loose", "leaf",
        "leaves",
        "onions", "greens", "salad", "lettuce", "snaps", "spam", "sausage", "sausages", "meat", "ham", "stew",
    ]
    /// Things whose volume is what they hold, not what is sold: "13 gal" trash bags, a "2 qt" saucepan.
    static let capacityWords: Set<String> = [
        "trash", "garbage", "liner", "liners", "wastebasket", "saucepan", "saucepans", "pan", "pans", "pot", "pots",
        "skillet", "stockpot", "kettle", "storage", "bin", "bins", "bucket", "buckets", "pail",
        "tote", "totes", "pitcher", "thermos", "tumbler", "tumblers", "freezer", "zipper", "slider",
        "vacuum", "humidifier", "tank", "casserole", "carafe", "mug", "mugs", "cooler", "coolers", "tupperware",
        "pyrex",
        "topf", "töpfe", "kanne", "thermoskanne", "wasserkocher", "schüssel", "bouilloire", "poêle", "faitout",
        "saladier",
        "marmite", "olla", "ollas", "cazo", "sartén", "cacerola", "hervidor", "termo", "fiambrera",
    ]
    /// Vessels that also name food and drink ("Kettle Chips", "Pot Pie", "Pan Pizza", "Wine Coolers", "Mug
    /// Root Beer"): a capacity only where no food, drink or dish is named beside them.
    static let vesselsInNames: Set<String> = [
        "kettle", "pot", "pots", "pan", "pans", "casserole", "cooler", "coolers", "mug", "mugs",
    ]
    /// Dishes and snacks named after what they are cooked in.
    static let dishWords: Set<String> = [
        "pie", "pies", "roast", "pizza", "pizzas", "popcorn", "corn", "chips", "cooked", "stickers", "root",
    ]
    /// Capacity words that never name food, and the words that make a vessel in a name food.
    private static let plainCapacityWords = capacityWords.subtracting(vesselsInNames)
    private static let edibleWords = foodWords.union(drinkWords).union(dishWords)

    /// German compounds ending in a vessel: "Kochtopf", "Teekanne", "Wasserkocher", "Salatschüssel".
    static let capacityEndings = ["topf", "töpfe", "kanne", "kannen", "kocher", "schüssel", "pfanne"]
    /// Words after which a weight is the drained one: the net weight is what is sold.
    static let drainedWords: Set<String> = ["drained", "abtropfgewicht", "égoutté", "egoutte", "escurrido"]

    /// A drink: a drink word, a drink container with no food word, or a volume stated beside the ounces.
    func isDrink(_ readings: [SizeReading]) -> Bool {
        // "Milk Chocolate" is candy, "Chocolate Milk" a drink; "4 ct/1.13 oz" counts solid pieces.
        if namesMilkCandy || readings.contains(where: { $0.pieces != nil }) {
            return false
        }
        if namesADrink { return true }
        let foods = !words.isDisjoint(with: Self.foodWords)
        let plural = words.contains { $0.hasSuffix("s") && Self.drinkContainerWords.contains($0) }
        if !foods, plural || readings.contains(where: { $0.packs > 1 }),
            !words.isDisjoint(with: Self.drinkContainerWords)
        {
            return true
        }
        return readings.contains { $0.kind != .range && $0.unit.dimension == .volume }
    }

    /// A drink by its words: a drink word and no food word, and no "milk chocolate".
    var namesADrink: Bool {
        !namesMilkCandy && words.isDisjoint(with: Self.foodWords) && !words.isDisjoint(with: Self.drinkWords)
    }

    /// "Milk Chocolate", "Milk Duds", "Milk Powder": milk that is no drink.
    private var namesMilkCandy: Bool {
        follows("milk", by: ["chocolate", "duds", "powder", "powdered"])
    }

    /// Produce sold by the dry pint and quart in the US.
    static let dryMeasureWords: Set<String> = [
        "berries", "strawberries", "blueberries", "raspberries", "blackberries", "boysenberries", "gooseberries",
        "cranberries",
        "cherries", "tomatoes", "tomatos", "okra", "figs", "kumquats", "gooseberry", "currants",
    ]

    /// Produce a US pint or quart measures dry: berries, cherry tomatoes.
    var isProduceByVolume: Bool { !words.isDisjoint(with: Self.dryMeasureWords) }

    /// Tableware, whose ounces are what it holds unless a food is named ("Yogurt Cups 4/6 oz").
    static let tablewareWords: Set<String> = ["cups", "bowls", "plates", "glasses", "tumblers", "containers"]

    /// The label names a container whose volume is its capacity.
    var namesACapacity: Bool {
        !words.isDisjoint(with: Self.plainCapacityWords)
            || (!words.isDisjoint(with: Self.vesselsInNames) && words.isDisjoint(with: Self.edibleWords))
            || words.contains { word in Self.capacityEndings.contains { word.hasSuffix($0) } }
            || (!words.isDisjoint(with: Self.tablewareWords)
                && words.isDisjoint(with: Self.foodWords.subtracting(Self.tablewareWords)))
    }

    /// Whether `word` comes right before one of `next` ("milk chocolate").
    private func follows(_ word: String, by next: Set<String>) -> Bool {
        zip(tokens, tokens.dropFirst()).contains { pair in
            if case .word(word) = pair.0, case .word(let after) = pair.1 { return next.contains(after) }
            return false
        }
    }

    /// The reading is a price for an amount, the label's own unit price: "$0.24/oz", "1,99 €/kg", "12,45 € le
    /// kg", "$2.29 per 100g", "$1.99 lb", "1 kg = 5,98 €".
    func quotesAUnitPrice(_ reading: SizeReading) -> Bool {
        func isMoney(_ token: SizeTokenizer.Token) -> Bool {
            switch token {
            case .price: true
            case .mark(let mark): mark.isCurrencySymbol
            default: false
            }
        }
        switch reading.kind {
        case .perUnit:
            return isMoney(tokens[reading.start]) || (reading.start > 0 && isMoney(tokens[reading.start - 1]))
        case .size:
            guard reading.end + 1 < tokens.count, tokens[reading.end] == .mark("=") else { return false }
            return tokens[(reading.end + 1)...].prefix { isMoney($0) }.contains {
                if case .price = $0 { true } else { false }
            }
        case .range, .bare:
            return false
        }
    }

    /// The reading follows "drained" ("Drained Wt 9 oz", "Dr Wt 240g", "Abtropfgewicht 240 g").
    func isDrained(_ reading: SizeReading) -> Bool {
        let before = tokens[max(0, reading.start - 3)..<reading.start].compactMap { token -> String? in
            if case .word(let word) = token { return word }
            return nil
        }
        return before.contains { Self.drainedWords.contains($0) } || before.joined(separator: " ").contains("dr wt")
    }
}
