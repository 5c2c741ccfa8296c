import CHyphen
import Foundation

/// Where a word may break, from libhyphen's pattern dictionaries (LibreOffice's hyphenator; Debian's
/// `hyphen-de`, `hyphen-fr`, `hyphen-es`, `hyphen-en-us`). The only Swift code that touches its C API.
///
/// A dictionary is loaded once and only read after that, so one hyphenator serves every thread.
public final class Hyphenator: @unchecked Sendable {
    /// The soft hyphen a browser breaks at, and shows a hyphen only where it breaks.
    public static let softHyphen: Unicode.Scalar = "\u{00AD}"

    /// The folder Debian's hyphen-* packages install their dictionaries into.
    public static let systemFolder = "/usr/share/hyphen"

    private let dictionary: UnsafeMutablePointer<HyphenDict>
    private let isUTF8: Bool

    /// The files that may hold the patterns of `language` ("de") in `region` ("DE"), the region's own
    /// first: "hyph_de_DE.dic", then "hyph_de.dic".
    public static func fileNames(language: String, region: String?) -> [String] {
        (region.map { ["hyph_\(language)_\($0).dic"] } ?? []) + ["hyph_\(language).dic"]
    }

    /// The dictionary for `language` ("de") in `region` ("DE"), or the language's own, from `folder`; nil
    /// where the system has none.
    public convenience init?(language: String, region: String?, folder: String = systemFolder) {
        guard
            let path = Self.fileNames(language: language, region: region).lazy.map({ folder + "/" + $0 }).first(
                where: { access($0, R_OK) == 0 })
        else { return nil }
        self.init(path: path)
    }

    /// The dictionary in the file at `path`; nil where it cannot be read. libhyphen takes over a second
    /// for German's 78,000 patterns, a hundredth of one for English's.
    public init?(path: String) {
        guard let dictionary = hnj_hyphen_load(path) else { return nil }
        self.dictionary = dictionary
        isUTF8 = dictionary.pointee.utf8 != 0
    }

    deinit { hnj_hyphen_free(dictionary) }

    /// Whether `word` may get a soft hyphen at all: five letters or more, and nothing but letters. Any
    /// other word is as it is, whatever the dictionary, which need not be loaded for it.
    public static func mayBreak(_ word: String) -> Bool {
        var count = 0
        for scalar in word.unicodeScalars {
            guard scalar.properties.isAlphabetic else { return false }
            count += 1
        }
        return count >= 5
    }

    /// `word` with a soft hyphen at each place it may break, at least two letters from either end; as it
    /// is where it is not made of letters alone, or is written in characters the dictionary cannot read.
    public func hyphenated(_ word: String) -> String {
        guard Self.mayBreak(word) else { return word }
        let scalars = Array(word.unicodeScalars)
        let lower = Array(word.lowercased().unicodeScalars)
        guard lower.count == scalars.count else { return word }
        // The dictionary's bytes for each letter: UTF-8, or Latin-1 (one byte a letter) in older ones.
        var bytes: [CChar] = []
        var ends: [Int] = []
        for scalar in lower {
            if isUTF8 {
                bytes += String(scalar).utf8.map { CChar(bitPattern: $0) }
            } else {
                guard scalar.value < 256 else { return word }
                bytes.append(CChar(bitPattern: UInt8(scalar.value)))
            }
            ends.append(bytes.count - 1)
        }
        var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
        var rep: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil
        var pos: UnsafeMutablePointer<Int32>? = nil
        var cut: UnsafeMutablePointer<Int32>? = nil
        let failed = hnj_hyphen_hyphenate3(
            dictionary, bytes, Int32(bytes.count), &hyphens, nil, &rep, &pos, &cut, 2, 2, 2, 2)
        // Non-standard breaks ("Schiff-fahrt") come with replacements, which a soft hyphen cannot say:
        // only the standard breaks are used, and what libhyphen allocated for the others is freed.
        defer {
            if let rep {
                for index in 0..<bytes.count { free(rep[index]) }
                free(rep)
            }
            free(pos)
            free(cut)
        }
        guard failed == 0 else { return word }
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            result.append(scalar)
            let breaks = hyphens[ends[index]] & 1 == 1 && rep?[ends[index]] == nil
            if breaks, index < scalars.count - 1 { result.append(Self.softHyphen) }
        }
        return String(result)
    }
}
