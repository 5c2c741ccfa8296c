import Foundation

/// An item's price history as an inline SVG: a step line through each week's price, a filled dot for
/// a week on special, a hollow one for the regular price, the highest and lowest price and the first
/// and last week written on it. No script, no external file; the page's table says the same in text.
///
/// The drawing is 320 units wide and scales with its box, so its 11-unit text reads at 11 px or more
/// on a 360 px phone and never leaves the viewport.
struct PriceChart {
    struct Point {
        var price: Decimal
        var onSpecial: Bool
    }

    static let width = 320.0, height = 160.0
    static let left = 8.0, right = 8.0, top = 22.0, bottom = 24.0

    /// The SVG markup; every text in it is escaped. `title` is its accessible name.
    static func svg(_ points: [Point], title: String, high: String, low: String, first: String, last: String) -> String {
        let prices = points.map { NSDecimalNumber(decimal: $0.price).doubleValue }
        let highest = prices.max() ?? 0, lowest = prices.min() ?? 0
        let span = highest > lowest ? highest - lowest : 1
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        func x(_ index: Int) -> Double { points.count < 2 ? left + plotWidth / 2 : left + plotWidth * Double(index) / Double(points.count - 1) }
        func y(_ price: Double) -> Double { highest > lowest ? top + plotHeight * (highest - price) / span : top + plotHeight / 2 }
        func number(_ value: Double) -> String { String(format: "%.1f", value) }
        var steps: [String] = []
        for (index, price) in prices.enumerated() {
            if index > 0 { steps.append("\(number(x(index))),\(number(y(prices[index - 1])))") }
            steps.append("\(number(x(index))),\(number(y(price)))")
        }
        let dots = zip(points, prices).enumerated().map { index, pair in
            let (point, price) = pair
            let kind = point.onSpecial ? "price-chart__special" : "price-chart__regular"
            return #"<circle class="\#(kind)" cx="\#(number(x(index)))" cy="\#(number(y(price)))" r="3.5"/>"#
        }
        let escape = HTMLEscaping.escape
        let baseline = number(height - 6)
        let head: [String] = [
            #"<svg class="price-chart" viewBox="0 0 \#(Int(width)) \#(Int(height))" role="img" aria-labelledby="price-chart-title">"#,
            #"<title id="price-chart-title">\#(escape(title))</title>"#,
            #"<line class="price-chart__axis" x1="\#(left)" y1="\#(number(height - bottom + 6))" x2="\#(number(width - right))" y2="\#(number(height - bottom + 6))"/>"#,
            #"<polyline class="price-chart__line" points="\#(steps.joined(separator: " "))"/>"#,
        ]
        let labels: [String] = [
            #"<text x="\#(left)" y="13">\#(escape(high))</text>"#,
            #"<text x="\#(number(width - right))" y="13" text-anchor="end">\#(escape(low))</text>"#,
            #"<text x="\#(left)" y="\#(baseline)">\#(escape(first))</text>"#,
            #"<text x="\#(number(width - right))" y="\#(baseline)" text-anchor="end">\#(escape(last))</text>"#,
            "</svg>",
        ]
        return (head + dots + labels).joined(separator: "\n")
    }
}
