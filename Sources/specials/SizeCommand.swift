import ArgumentParser
import Foundation
import SpecialsKit

struct SizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "size",
        abstract: "Show what size and unit price a product name yields, before publishing it.",
        discussion: "Unit prices follow the site's unit_pricing (site.yml in --site); without one, US units."
    )

    @Argument(help: ArgumentHelp("A product name or size, like \"Navel Oranges 4LBS\".", valueName: "text"))
    var text: String

    @Option(help: ArgumentHelp("A price, like 1.29, to show the unit price.", valueName: "p"))
    var price: String?

    @Flag(help: "Print one JSON object: dimension, value (in g, ml or each), unit, text, and unit_price with --price.")
    var json = false

    @OptionGroup var siteOptions: SiteOptions

    func validate() throws {
        if let price, Money(parsing: price) == nil {
            throw ValidationError("--price '\(price)' is not a price like 1.29")
        }
    }

    func run() throws {
        let config: SiteConfig
        do {
            config = try SiteConfig.load(from: siteOptions.siteRoot)
        } catch {
            throw Failure.report(error)
        }
        let quantity = SizeParser.size(inName: text)
        let money = price.flatMap { Money(parsing: $0) }
        let unitPrice = quantity.flatMap { quantity in money.map { UnitPrice(price: $0, quantity: quantity, pricing: config.unitPricing) } }
        if json {
            var fields: [(String, String)] = [("dimension", "null"), ("value", "null"), ("unit", "null"), ("text", "null")]
            if let quantity {
                fields = [
                    ("dimension", jsonString(quantity.dimension.rawValue)),
                    ("value", "\(quantity.baseValue)"),
                    ("unit", jsonString(quantity.dimension.baseUnit)),
                    ("text", jsonString(quantity.text)),
                ]
            }
            if money != nil {
                fields.append(("unit_price", unitPrice.map { "\(roundedPlain($0.amount))" } ?? "null"))
                fields.append(("unit_price_text", unitPrice.map { jsonString($0.text(config.moneyFormat)) } ?? "null"))
            }
            print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
            return
        }
        guard let quantity else {
            print("no size found in \"\(text)\": the tile shows no unit price")
            return
        }
        print("size: \(quantity.text) (\(quantity.dimension), \(quantity.baseValue) \(quantity.dimension.baseUnit))")
        if let unitPrice {
            print("unit price: \(unitPrice.text(config.moneyFormat))")
        }
    }

    private func jsonString(_ value: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
    }

    private func roundedPlain(_ value: Decimal) -> String {
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, 6, .plain)
        return "\(result)"
    }
}
