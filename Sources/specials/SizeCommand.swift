import ArgumentParser
import Foundation
import SpecialsKit

struct SizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "size",
        abstract: "Show what size and unit price a product name yields, before publishing it.",
        discussion:
            "Sizes are read as the site's country means them (imperial pints in the UK and Ireland) and unit prices follow its unit_pricing (site.yml in --site); without one, as in the US."
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
        let config = try Failure.reporting { try SiteConfig.load(from: siteOptions.siteRoot) }
        let quantity = SizeParser.size(inName: text, region: config.region)
        let money = price.flatMap { Money(parsing: $0) }
        let unitPrice = quantity.flatMap { quantity in
            money.map { UnitPrice(price: $0, quantity: quantity, pricing: config.unitPricing) }
        }
        let report = SizeReport(
            text: text, quantity: quantity, unitPrice: unitPrice, priced: money != nil, config: config)
        print(json ? report.json : report.lines.joined(separator: "\n"))
    }
}
