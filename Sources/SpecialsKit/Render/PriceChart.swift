import Foundation

/// An item's price history as an inline SVG: each week a step as wide as the week, a filled dot on a
/// week on special and a hollow one on a week at the regular price, no step in a week the ad did not
/// list the item; a price axis at the left with the highest and lowest price, each also written at its
/// own point, and the first and last week below. No script, no external file; the page's table says
/// the same in text.
///
/// The drawing is 320 units wide and scales with its box, so its 11-unit text reads at 11 px or more
/// on a 360 px phone and never leaves the viewport.
struct PriceChart {
    struct Point {
        /// The week's price; nil where the ad did not list the item.
        var price: Decimal?
        var onSpecial: Bool
    }

    /// What the chart writes: its accessible name, the axis's two prices, the labels at the highest
    /// and lowest point, and the first and last week.
    struct Labels {
        var title: String
        var highPrice: String
        var lowPrice: String
        var high: String
        var low: String
        var first: String
        var last: String
    }

    static let width = 320.0, height = 190.0
    static let left = 52.0, right = 8.0, top = 24.0, bottom = 40.0

    /// The SVG markup; every text in it is escaped.
    static func svg(_ points: [Point], labels: Labels) -> String {
        let prices = points.map { $0.price.map { NSDecimalNumber(decimal: $0).doubleValue } }
        let known = prices.compactMap { $0 }
        let highest = known.max() ?? 0
        let lowest = known.min() ?? 0
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        let step = plotWidth / Double(max(points.count, 1))
        func x(_ index: Int) -> Double { left + step * Double(index) }
        func y(_ price: Double) -> Double {
            highest > lowest ? top + plotHeight * (highest - price) / (highest - lowest) : top + plotHeight / 2
        }
        // One polyline a run of listed weeks: a step across each week, rising or falling at its start.
        var runs: [[String]] = []
        for (index, price) in prices.enumerated() {
            guard let price else { continue }
            if index == 0 || prices[index - 1] == nil { runs.append([]) }
            runs[runs.count - 1] += [
                "\(number(x(index))),\(number(y(price)))", "\(number(x(index + 1))),\(number(y(price)))",
            ]
        }
        let escape = HTMLEscaping.escape
        let axisY = number(height - bottom + 4)
        var parts: [String] = [
            #"<svg class="price-chart" viewBox="0 0 \#(Int(width)) \#(Int(height))" role="img" aria-labelledby="price-chart-title">"#,
            #"<title id="price-chart-title">\#(escape(labels.title))</title>"#,
            #"<line class="price-chart__axis" x1="\#(number(left - 4))" y1="\#(number(top))" x2="\#(number(left - 4))" y2="\#(axisY)"/>"#,
            #"<line class="price-chart__axis" x1="\#(number(left - 4))" y1="\#(axisY)" x2="\#(number(width - right))" y2="\#(axisY)"/>"#,
        ]
        // The price axis: the highest and lowest price, each at its height.
        let ticks =
            highest > lowest ? [(highest, labels.highPrice), (lowest, labels.lowPrice)] : [(highest, labels.highPrice)]
        for (price, text) in ticks {
            parts.append(
                #"<line class="price-chart__grid" x1="\#(number(left - 4))" y1="\#(number(y(price)))" x2="\#(number(width - right))" y2="\#(number(y(price)))"/>"#
            )
            parts.append(
                #"<text x="\#(number(left - 8))" y="\#(number(y(price) + 4))" text-anchor="end">\#(escape(text))</text>"#
            )
        }
        parts += runs.map { #"<polyline class="price-chart__line" points="\#($0.joined(separator: " "))"/>"# }
        for (index, pair) in zip(points, prices).enumerated() {
            guard let price = pair.1 else { continue }
            let kind = pair.0.onSpecial ? "price-chart__special" : "price-chart__regular"
            parts.append(
                #"<circle class="\#(kind)" cx="\#(number(x(index) + step / 2))" cy="\#(number(y(price)))" r="3.5"/>"#)
        }
        // "high" above the first week at the highest price, "low" below the first at the lowest.
        if highest > lowest, let high = prices.firstIndex(of: highest), let low = prices.firstIndex(of: lowest) {
            parts.append(pointLabel(labels.high, x: x(high) + step / 2, y: y(highest) - 8))
            parts.append(pointLabel(labels.low, x: x(low) + step / 2, y: y(lowest) + 16))
        }
        let baseline = number(height - 8)
        parts += [
            #"<text x="\#(number(left))" y="\#(baseline)">\#(escape(labels.first))</text>"#,
            #"<text x="\#(number(width - right))" y="\#(baseline)" text-anchor="end">\#(escape(labels.last))</text>"#,
            "</svg>",
        ]
        return parts.joined(separator: "\n")
    }

    /// A coordinate as the drawing writes it: one decimal, as `String(format: "%.1f")` writes it (the
    /// value's exact binary amount rounded, a tie to even) without its cost (3% of a chain's weekly
    /// build: every item page has a chart). Past 2^52, or not finite, it asks `String(format:)`.
    static func number(_ value: Double) -> String {
        let magnitude = abs(value)
        guard magnitude < 0x1p52 else { return String(format: "%.1f", value) }
        var whole = magnitude.rounded(.down)
        let fraction = magnitude - whole  // exact
        // The tenths digit, and which side of its midpoint the rest is on, each decided by one fused
        // multiply-add: correctly rounded, its sign is the exact product's.
        var tenths = 9
        while tenths > 0, (-Double(tenths)).addingProduct(fraction, 10) < 0 { tenths -= 1 }
        let rest = (-Double(2 * tenths + 1)).addingProduct(fraction, 20)
        if rest > 0 || rest == 0 && tenths % 2 == 1 { tenths += 1 }
        if tenths == 10 { (whole, tenths) = (whole + 1, 0) }
        return (value.sign == .minus ? "-" : "") + String(Int(whole)) + "." + String(tenths)
    }

    /// A label centred on `x`, kept inside the plot: anchored at its start near the left edge and at its
    /// end near the right one.
    private static func pointLabel(_ text: String, x: Double, y: Double) -> String {
        let anchor = x < left + 40 ? "start" : x > width - right - 40 ? "end" : "middle"
        let at = anchor == "start" ? max(x - 6, left) : anchor == "end" ? min(x + 6, width - right) : x
        return
            #"<text class="price-chart__label" x="\#(number(at))" y="\#(number(y))" text-anchor="\#(anchor)">\#(HTMLEscaping.escape(text))</text>"#
    }
}
