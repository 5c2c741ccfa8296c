import Foundation

/// Turns a comparison into table rows: best value marked, the others "18% more".
///
/// Two rows never show the same unit price with different verdicts: where the shown prices of rows
/// that differ would read the same, they are shown with more decimals (up to four), and rows whose
/// shown prices still read the same as the best's are called the same price.
struct ComparisonViewBuilder {
    var text: SiteText
    /// Where the pages of the site's items are, for the rows that are specials: item -> link.
    var itemLinks: [ItemKey: String] = [:]

    func view(_ comparison: Comparison) -> ComparisonView {
        let unit = comparison.rows[0].unitPrice.unit
        let unitName = text.symbol(unit)
        var places: Int?
        var prices = comparison.rows.map { text.unitPrice($0.unitPrice) }
        while places ?? 2 < 4, clash(prices, comparison.rows) {
            places = (places ?? 2) + 1
            prices = comparison.rows.map { text.unitPrice($0.unitPrice, places: places) }
        }
        let best = prices[0]
        return ComparisonView(
            caption: text.words("comparison_caption", ["unit": unitName]),
            perUnit: text.words("comparison_per_unit", ["unit": unitName]),
            rows: zip(comparison.rows, prices).map { row, price in
                let same = !row.isBest && price == best
                return ComparisonView.Row(
                    name: row.name,
                    href: row.item.flatMap { itemLinks[$0] },
                    size: text.size(row.size),
                    price: DealQuote(deal: row.deal, text: text).long(row.price),
                    unitPrice: price,
                    isBest: row.isBest || same,
                    verdict: same ? text.words("same_price") : verdict(row)
                )
            }
                + comparison.absent.map { absent in
                    // A special the chain's note names that this store's ad does not have.
                    ComparisonView.Row(
                        name: absent.name, href: nil, size: "–", price: "–", unitPrice: "–", isBest: false,
                        verdict: text.words("comparison_absent"))
                }
        )
    }

    /// Whether two rows of different unit prices would show the same text.
    private func clash(_ prices: [String], _ rows: [Comparison.Row]) -> Bool {
        for (index, price) in prices.enumerated() {
            for other in prices.indices
            where other > index && prices[other] == price
                && rows[other].unitPrice.amount != rows[index].unitPrice.amount
            {
                return true
            }
        }
        return false
    }

    /// "Best value", "18% more", or "less than 1% more".
    func verdict(_ row: Comparison.Row) -> String {
        if row.isBest { return text.words("best_value") }
        let percent = NSDecimalNumber(decimal: ExactDecimal.rounded(row.moreThanBest * 100, places: 0)).intValue
        return percent == 0
            ? text.words("less_than_more", ["percent": text.format.percentString(1)])
            : text.words("more", ["percent": text.format.percentString(percent)])
    }
}
