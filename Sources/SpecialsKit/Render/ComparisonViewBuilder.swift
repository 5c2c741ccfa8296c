import Foundation

/// Turns a comparison into table rows: best value marked, the others "18% more".
struct ComparisonViewBuilder {
    var format: MoneyFormat

    func view(_ comparison: Comparison) -> ComparisonView {
        let unit = comparison.rows[0].unitPrice.unit
        return ComparisonView(
            unitName: unit == .each ? "item" : unit.symbol,
            rows: comparison.rows.map { row in
                ComparisonView.Row(
                    name: row.name,
                    size: row.size.text(for: format.locale),
                    price: format.string(row.price),
                    unitPrice: row.unitPrice.text(format),
                    isBest: row.isBest,
                    verdict: verdict(row)
                )
            }
        )
    }

    /// "Best value", "18% more", or "less than 1% more".
    func verdict(_ row: Comparison.Row) -> String {
        if row.isBest { return "Best value" }
        let percent = NSDecimalNumber(decimal: ExactDecimal.rounded(row.moreThanBest * 100, places: 0)).intValue
        return percent == 0 ? "less than \(format.percentString(1)) more" : "\(format.percentString(percent)) more"
    }
}
