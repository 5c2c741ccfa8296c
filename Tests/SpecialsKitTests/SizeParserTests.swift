import Foundation
import Testing

@testable import SpecialsKit

@Suite struct SizeParserTests {
    @Test(arguments: sizeCorpus)
    func readsTheSizeAtTheEndOfAName(_ sample: SizeCase) {
        let quantity = SizeParser.size(inName: sample.label)
        #expect(quantity?.text == sample.text)
        #expect(quantity?.dimension == sample.dimension)
        #expect(quantity.map { ExactDecimal.plainText($0.baseValue) } == sample.baseValue)
    }

    @Test func theCorpusCoversEveryUnitAndEnoughLabels() {
        #expect(sizeCorpus.count >= 150)
        let found = Set(
            sizeCorpus.compactMap { sample in
                SizeParser.size(inName: sample.label)?.text.split(separator: " ").last.map(String.init)
            })
        for unit in [
            "mg", "g", "kg", "oz", "lb", "mL", "cL", "dL", "L", "pt", "qt", "gal", "ct", "ea", "pk", "pair", "dozen",
        ] {
            #expect(found.contains(unit), "no label in the corpus yields \(unit)")
        }
        #expect(sizeCorpus.filter { $0.text == nil }.count >= 30, "traps: labels that must yield nothing")
    }

    @Test(arguments: [
        "12 oz", "6 x 330 mL", "1.5 L", "2 lb", "12 ct", "1 dozen", "16.9 FL OZ", "4 ct/15.25 oz", "1 imp pt",
    ])
    func aSizeFieldIsReadWhole(text: String) {
        #expect(SizeParser.size(exactly: text) != nil)
    }

    @Test(arguments: ["Water 12 oz", "12 oz bag", "12 parsecs", "", "0 oz", "-2 lb", "six oz"])
    func aSizeFieldWithAnythingElseIsNotASize(text: String) {
        #expect(SizeParser.size(exactly: text) == nil)
    }

    @Test func failuresAreExplained() {
        #expect(SizeParser.explainFailure("12 parsecs") == "\"12 parsecs\" is not a size: unknown unit \"parsecs\"")
        #expect(SizeParser.explainFailure("0 oz") == "\"0 oz\" is not a size: a size must be more than zero")
        #expect(SizeParser.explainFailure("-2 lb") == "\"-2 lb\" is not a size: a size must be more than zero")
        #expect(SizeParser.explainFailure("lots") == "\"lots\" is not a size: unknown unit \"lots\"")
        #expect(SizeParser.explainFailure("12") == "\"12\" is not a size (like \"12 oz\", \"1.5 L\" or \"6 x 330 mL\")")
    }

    @Test func massVolumeAndCountNeverConvert() {
        let mass = SizeParser.size(exactly: "12 oz")!
        let volume = SizeParser.size(exactly: "12 fl oz")!
        #expect(mass.dimension == .mass)
        #expect(volume.dimension == .volume)
        #expect(mass.baseValue != volume.baseValue)
    }
}
