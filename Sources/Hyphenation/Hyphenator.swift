import CHyphen
import Foundation

/// Where a word may break, from libhyphen's pattern dictionaries (LibreOffice's hyphenator; Debian's
/// `hyphen-de`, `hyphen-fr`, `hyphen-es`, `hyphen-en-us`). The only Swift code that touches its C API.
///
/// A dictionary is loaded once and only read after that, so one hyphenator serves every thread.
public final class Hyphenator: @unchecked Sendable {
    /// The soft hyphen a browser breaks at, and shows a hyphen only where it breaks.
    public static let softHyphen: Unicode.Scalar = "\u{00AD}"

    private let dictionary: UnsafeMutablePointer<HyphenDict>
    private let isUTF8: Bool

    /// The dictionary for `language` ("de") in `region` ("DE"), or the language's own, from `folder`; nil
    /// where the system has none.
    public init?(language: String, region: String?, folder: String = "/usr/share/hyphen") {
        let names = (region.map { ["hyph_\(language)_\($0).dic"] } ?? []) + ["hyph_\(language).dic"]
        guard let dictionary = names.lazy.compactMap({ hnj_hyphen_load(folder + "/" + $0) }).first else { return nil }
        self.dictionary = dictionary
        isUTF8 = dictionary.pointee.utf8 != 0
    }

    deinit { hnj_hyphen_free(dictionary) }

    /// `word` with a soft hyphen at each place it may break, at least two letters from either end; as it
    /// is where it is not made of letters alone, or is written in characters the dictionary cannot read.
    public func hyphenated(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= 5, scalars.allSatisfy(\.properties.isAlphabetic) else { return word }
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
