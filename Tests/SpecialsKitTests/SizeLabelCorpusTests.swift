import Foundation
import Testing

@testable import SpecialsKit

/// One labelled shelf label from `Fixtures/sizes/labels.txt`.
struct SizeLabel: Sendable {
    var region: String
    var label: String
    /// The expected dimension and base value (g, ml, items), or nil where no size may be read.
    var expected: (MeasureDimension, Decimal)?

    /// Reads "US | Pepsi 12 pk 12 oz cans | 12*12 fl oz".
    init?(line: String) {
        let parts = line.components(separatedBy: " | ")
        guard parts.count == 3 else { return nil }
        region = parts[0]
        label = parts[1]
        let size = parts[2]
        if size == "-" {
            expected = nil
            return
        }
        var words = size.split(separator: " ").map(String.init)
        let amount: Decimal
        if words.first == "per" {
            amount = 1
            words.removeFirst()
        } else {
            amount = words.removeFirst().split(separator: "*").reduce(Decimal(1)) {
                $0 * ExactDecimal.parse(String($1))!
            }
        }
        guard let unit = MeasureUnit.named(words.joined(separator: " ")) else { return nil }
        expected = (unit.dimension, amount * unit.factor)
    }

    static let corpus: [SizeLabel] = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/sizes/labels.txt"
        ).path
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            guard let label = SizeLabel(line: String(line)) else { fatalError("labels.txt: cannot read \"\(line)\"") }
            return label
        }
    }()

    enum Verdict: String { case right, wrong, missed }

    func verdict(of found: Quantity?) -> Verdict {
        switch (found, expected) {
        case (nil, nil): .right
        case (nil, _?): .missed
        case (_?, nil): .wrong
        case (let found?, (let dimension, let value)?):
            found.dimension == dimension && found.baseValue == value ? .right : .wrong
        }
    }
}

@Suite struct SizeLabelCorpusTests {
    @Test func theLabelledCorpusIsReadRightAndAlmostNeverWrong() {
        let corpus = SizeLabel.corpus
        #expect(corpus.count >= 400)
        #expect(Set(corpus.map(\.region)).isSuperset(of: ["US", "UK", "IE", "AU", "DE", "FR", "ES"]))
        #expect(corpus.filter { $0.expected == nil }.count >= 60, "traps: labels that must yield nothing")
        var counts: [SizeLabel.Verdict: Int] = [:]
        var byRegion: [String: [SizeLabel.Verdict: Int]] = [:]
        var problems: [String] = []
        for sample in corpus {
            // As the store's country reads it: the corpus writes the United Kingdom "UK", ISO "GB".
            let found = SizeParser.size(inName: sample.label, region: sample.region == "UK" ? "GB" : sample.region)
            let verdict = sample.verdict(of: found)
            counts[verdict, default: 0] += 1
            byRegion[sample.region, default: [:]][verdict, default: 0] += 1
            if verdict != .right {
                problems.append("\(verdict.rawValue): \(sample.label) -> \(found?.text ?? "nothing")")
            }
        }
        let total = Double(corpus.count)
        func share(_ verdict: SizeLabel.Verdict) -> Double { Double(counts[verdict, default: 0]) / total }
        print(
            "size corpus: \(corpus.count) labels: right \(counts[.right, default: 0]) (\(percent(share(.right)))), "
                + "wrong \(counts[.wrong, default: 0]) (\(percent(share(.wrong)))), missed \(counts[.missed, default: 0]) (\(percent(share(.missed))))"
        )
        for (region, verdicts) in byRegion.sorted(by: { $0.key < $1.key }) {
            print(
                "  \(region): right \(verdicts[.right, default: 0]), wrong \(verdicts[.wrong, default: 0]), missed \(verdicts[.missed, default: 0])"
            )
        }
        for problem in problems { print("  " + problem) }
        #expect(share(.right) >= 0.95)
        #expect(share(.wrong) <= 0.01)
    }

    private func percent(_ share: Double) -> String {
        String(format: "%.1f%%", share * 100)
    }
}
