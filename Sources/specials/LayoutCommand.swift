import ArgumentParser
import CanvasPacking
import Foundation
import SpecialsKit

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Show how a feed's tiles are packed, drawn in the terminal or as JSON.",
        discussion: "Each tile is drawn with a letter; tiles keep feed order within 4 places in reading order."
    )

    @Argument(help: ArgumentHelp("A feed snapshot.", valueName: "feed.json"))
    var feed: String

    @Option(
        help: ArgumentHelp(
            "Pack on this many columns, as a layout breakpoint would. Default: the feed's canvasUnit.", valueName: "n"))
    var columns: Int?

    @Flag(help: "Print {\"columns\", \"height\", \"tiles\": [{\"index\", \"x\", \"y\", \"w\", \"h\"}]}.")
    var json = false

    func validate() throws {
        if let columns, !(1...64).contains(columns) {
            throw ValidationError("--columns must be from 1 to 64")
        }
    }

    func run() throws {
        try Failure.reporting {
            let bytes: [UInt8]
            do {
                bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: feed)))
            } catch {
                throw SpecialsError(.missingInput, "cannot be read", at: feed)
            }
            let (snapshot, warnings) = try FeedSnapshot.decode(bytes, file: feed)
            Console.warnings(warnings)
            let shapes = snapshot.items.map { TileShape(width: $0.width, height: $0.height) }
            let breakpoint = LayoutBreakpoint(columns: columns ?? snapshot.canvasUnit, minWidth: 0)
            let layout = ResponsiveLayout(shapes: shapes, canvasUnit: snapshot.canvasUnit, breakpoints: [breakpoint])
                .variants[0].layout
            if json {
                print(LayoutDrawing.json(layout))
            } else {
                print(LayoutDrawing.draw(layout))
                print(LayoutDrawing.summary(layout))
                for (index, item) in snapshot.items.enumerated() {
                    print("  \(LayoutDrawing.symbol(for: index))  \(item.width)x\(item.height)  \(item.name)")
                }
            }
        }
    }
}
