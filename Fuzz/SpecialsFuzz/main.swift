import CommonMark
import Foundation
import SpecialsModel

// Fuzz targets for the parsers that read what users and feeds send, and for cmark's C API, the one
// place where Swift hands memory to C. Each must report problems as diagnostics and never crash, hang
// or read out of bounds.
//
//   make fuzz                         each target for FUZZ_SECONDS under libFuzzer and AddressSanitizer
//   SpecialsFuzz feed FILE...         replays inputs (any build): how regressions are kept and checked

/// Runs one input through a target.
func run(_ target: String, _ bytes: [UInt8]) {
    switch target {
    case "feed":
        _ = try? FeedSnapshot.decode(bytes, file: "fuzz.json")
    case "frontmatter":
        _ = try? NoteSource.decode(bytes, file: "fuzz.md", slug: "fuzz")
    case "size":
        let text = String(decoding: bytes, as: UTF8.self)
        if let quantity = SizeParser.size(inName: text) {
            precondition(quantity.baseValue > 0, "a size found is more than zero")
            // What a tile prints of it: the amount a unit, as the site's money, and the size.
            let config = SiteConfig()
            let unitPrice = UnitPrice(price: Money(parsing: "1.00")!, quantity: quantity, pricing: .us)
            _ = config.moneyFormat.unitPriceString(unitPrice.amount)
            _ = quantity.text(for: config.locale)
        }
        _ = SizeParser.size(exactly: text)
    case "markdown":
        let text = String(decoding: bytes, as: UTF8.self)
        _ = CommonMark.html(from: text)
        _ = CommonMark.html(from: text, options: [.smart, .validateUTF8, .unsafe])
    default:
        FileHandle.standardError.write(Data("unknown target \(target); use feed, frontmatter, size or markdown\n".utf8))
        exit(64)
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: SpecialsFuzz feed|frontmatter|size|markdown [libFuzzer options or input files]\n".utf8))
    exit(64)
}
let target = arguments[1]
nonisolated(unsafe) var selected = target

typealias Driver = @convention(c) (
    UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "LLVMFuzzerRunDriver") {
    // Built with make fuzz: hand the remaining arguments to libFuzzer.
    let driver = unsafeBitCast(symbol, to: Driver.self)
    var cArguments: [UnsafeMutablePointer<CChar>?] = ([arguments[0]] + arguments.dropFirst(2)).map { strdup($0) } + [nil]
    var count = Int32(cArguments.count - 1)
    let status = cArguments.withUnsafeMutableBufferPointer { buffer -> Int32 in
        var base = buffer.baseAddress
        return driver(&count, &base) { data, size in
            run(selected, size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
            return 0
        }
    }
    exit(status)
}

// Any other build: replay the given files (or every file in given folders).
var replayed = 0
for path in arguments.dropFirst(2) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
    let files = isFolder.boolValue
        ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 }
        : [path]
    for file in files {
        if let data = FileManager.default.contents(atPath: file) {
            run(target, [UInt8](data))
            replayed += 1
        }
    }
}
print("replayed \(replayed) inputs through \(target)")
