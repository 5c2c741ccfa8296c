import Foundation

/// An item's price history drawn as an inline SVG by `item.mustache`: each week a step as wide as the
/// week, a filled dot on a week on special and a hollow one on a week at the regular price, no step in a
/// week the ad did not list the item; a price axis at the left with the highest and lowest price, each
/// also written at its own point, and the first and last week below. No script, no external file; the
/// page's table says the same in text.
///
/// This is the drawing's geometry and words only: every coordinate is worked out here from the history,
/// and the theme's template writes the markup, so a chain that brands its item pages draws the chart as
/// it likes. The drawing is 320 units wide and scales with its box, so its 11-unit text reads at 11 px
/// or more on a 360 px phone and never leaves the viewport.
struct PriceChart: Sendable {
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

    /// A price on the axis: its dashed line across the plot at `y`, its text ending at `x`.
    struct Tick: Sendable {
        var y: String
        var x: String
        var textY: String
        var text: String
    }

    /// A week's dot: filled on special, hollow at the regular price.
    struct Dot: Sendable {
        var x: String
        var y: String
        var onSpecial: Bool
    }

    /// A text at a point; `anchor` is SVG's `text-anchor` (start, middle, end).
    struct Label: Sendable {
        var x: String
        var y: String
        var anchor: String
        var text: String
    }

    static let width = 320.0, height = 190.0
    static let left = 52.0, right = 8.0, top = 24.0, bottom = 40.0

    /// The accessible name.
    var title: String
    var viewWidth: String { String(Int(Self.width)) }
    var viewHeight: String { String(Int(Self.height)) }
    /// The axes: the price axis at `axisX` from `axisTop` down to `axisY`, the week axis at `axisY` from
    /// `axisX` to `plotRight`.
    var axisX: String { Self.number(Self.left - 4) }
    var axisTop: String { Self.number(Self.top) }
    var axisY: String { Self.number(Self.height - Self.bottom + 4) }
    var plotRight: String { Self.number(Self.width - Self.right) }
    /// The highest price and, where the prices differ, the lowest.
    var ticks: [Tick]
    /// Each run of listed weeks as a polyline's points.
    var runs: [String]
    var dots: [Dot]
    /// "high $2.00" above the highest point and "low $1.00" below the lowest; none where every week
    /// had one price.
    var marks: [Label]
    /// The first and last week, below the plot.
    var first: Label
    var last: Label

    init(_ points: [Point], labels: Labels) {
        let prices = points.map { $0.price.map { NSDecimalNumber(decimal: $0).doubleValue } }
        let known = prices.compactMap { $0 }
        let highest = known.max() ?? 0
        let lowest = known.min() ?? 0
        let (left, width, right) = (Self.left, Self.width, Self.right)
        let plotHeight = Self.height - Self.top - Self.bottom
        let step = (width - left - right) / Double(max(points.count, 1))
        func x(_ index: Int) -> Double { left + step * Double(index) }
        func y(_ price: Double) -> Double {
            highest > lowest
                ? Self.top + plotHeight * (highest - price) / (highest - lowest) : Self.top + plotHeight / 2
        }
        let number = Self.number
        title = labels.title
        let axis =
            highest > lowest ? [(highest, labels.highPrice), (lowest, labels.lowPrice)] : [(highest, labels.highPrice)]
        ticks = axis.map { price, text in
            Tick(y: number(y(price)), x: number(left - 8), textY: number(y(price) + 4), text: text)
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
        self.runs = runs.map { $0.joined(separator: " ") }
        dots = zip(points, prices).enumerated().compactMap { index, pair in
            pair.1.map { Dot(x: number(x(index) + step / 2), y: number(y($0)), onSpecial: pair.0.onSpecial) }
        }
        // "high" above the first week at the highest price, "low" below the first at the lowest.
        if highest > lowest, let high = prices.firstIndex(of: highest), let low = prices.firstIndex(of: lowest) {
            marks = [
                Self.pointLabel(labels.high, x: x(high) + step / 2, y: y(highest) - 8),
                Self.pointLabel(labels.low, x: x(low) + step / 2, y: y(lowest) + 16),
            ]
        } else {
            marks = []
        }
        let baseline = number(Self.height - 8)
        first = Label(x: number(left), y: baseline, anchor: "start", text: labels.first)
        last = Label(x: number(width - right), y: baseline, anchor: "end", text: labels.last)
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
    private static func pointLabel(_ text: String, x: Double, y: Double) -> Label {
        let anchor = x < left + 40 ? "start" : x > width - right - 40 ? "end" : "middle"
        let at = anchor == "start" ? max(x - 6, left) : anchor == "end" ? min(x + 6, width - right) : x
        return Label(x: number(at), y: number(y), anchor: anchor, text: text)
    }
}

extension PriceChart: TemplateValue {
    static let templateKeys: [String: TemplateKey<PriceChart>] = [
        "title": .key(\.title),
        "viewWidth": .key(\.viewWidth),
        "viewHeight": .key(\.viewHeight),
        "axisX": .key(\.axisX),
        "axisTop": .key(\.axisTop),
        "axisY": .key(\.axisY),
        "plotRight": .key(\.plotRight),
        "ticks": .key(\.ticks),
        "runs": .key(\.runs),
        "dots": .key(\.dots),
        "marks": .key(\.marks),
        "first": .key(\.first),
        "last": .key(\.last),
    ]
}

extension PriceChart.Tick: TemplateValue {
    static let templateKeys: [String: TemplateKey<PriceChart.Tick>] = [
        "y": .key(\.y), "x": .key(\.x), "textY": .key(\.textY), "text": .key(\.text),
    ]
}

extension PriceChart.Dot: TemplateValue {
    static let templateKeys: [String: TemplateKey<PriceChart.Dot>] = [
        "x": .key(\.x), "y": .key(\.y), "onSpecial": .key(\.onSpecial),
    ]
}

extension PriceChart.Label: TemplateValue {
    static let templateKeys: [String: TemplateKey<PriceChart.Label>] = [
        "x": .key(\.x), "y": .key(\.y), "anchor": .key(\.anchor), "text": .key(\.text),
    ]
}
