import Foundation
import SpecialsTestSupport
import Testing

/// One broken input: entries put over a good site, the exit code, and the located message the user
/// must read. `serve` marks the cases the preview is started on too.
struct HostileCase: Sendable, CustomTestStringConvertible {
    /// What a path becomes.
    enum Entry: Sendable {
        case bytes([UInt8])
        case missing
        case linkToNothing
        /// A link to a file with these contents outside the site folder.
        case linkOutside(String)
        case folder
        case fifo
    }

    var name: String
    var files: [String: Entry]
    var status: Int32
    var message: String
    var serve = false

    init(_ name: String, _ files: [String: String?], _ message: String, status: Int32 = 65) {
        self.init(
            name, entries: files.mapValues { $0.map { .bytes(Array($0.utf8)) } ?? .missing }, message, status: status)
    }

    init(_ name: String, bytes: [String: [UInt8]], _ message: String, status: Int32 = 65) {
        self.init(name, entries: bytes.mapValues { .bytes($0) }, message, status: status)
    }

    init(_ name: String, entries: [String: Entry], _ message: String, status: Int32 = 65, serve: Bool = false) {
        self.name = name
        self.files = entries
        self.status = status
        self.message = message
        self.serve = serve
    }

    var testDescription: String { name }

    /// Puts the entries into the site folder `site`.
    func apply(to site: String) throws {
        for (path, entry) in files {
            let full = site + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: full)
            switch entry {
            case .bytes(let contents): try Data(contents).write(to: URL(fileURLWithPath: full))
            case .missing: break
            case .linkToNothing:
                try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: site + "/nowhere/gone")
            case .linkOutside(let contents):
                // Beside the site, inside the test's own sandbox.
                let outside =
                    (site as NSString).deletingLastPathComponent + "/outside/" + (path as NSString).lastPathComponent
                try FileManager.default.createDirectory(
                    atPath: (outside as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try contents.write(toFile: outside, atomically: true, encoding: .utf8)
                try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: outside)
            case .folder: try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
            case .fifo: #expect(mkfifo(full, 0o644) == 0)
            }
        }
    }
}

let feedPath = "Content/specials/2026-11-16.json"
let notePath = "Content/notes/water.md"

func feedWith(_ item: String, canvas: String = "16") -> String? {
    #"{"canvasUnit": \#(canvas), "managerSpecials": [\#(item)]}"#
}

func note(_ frontMatter: String) -> String? { "---\n\(frontMatter)\n---\nBody.\n" }

let invalidUTF8Feed: [UInt8] = {
    let start: [UInt8] = Array(#"{"canvasUnit": 16, "managerSpecials": [{"display_name": ""#.utf8)
    let end: [UInt8] = Array(#"", "width": 1, "height": 1, "price": "1"}]}"#.utf8)
    return start + [0xC3, 0x28] + end
}()

let invalidUTF8Note: [UInt8] = {
    let start: [UInt8] = Array("---\ntitle: W".utf8)
    let end: [UInt8] = Array("\ndate: 2026-11-16\n---\n".utf8)
    return start + [0xFF] + end
}()

extension HostileCase {
    /// Builds a good site, puts this case's entries over it and builds again: the exit code, the located
    /// message, `public/` untouched; `check` says the same, and so does a build that finds nothing changed.
    func expectRejected() throws {
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        try FileManager.default.createDirectory(atPath: site + "/Content/notes", withIntermediateDirectories: true)
        try "---\ntitle: Water\ndate: 2026-11-16\n---\nBody.\n".write(
            toFile: site + "/" + notePath, atomically: true, encoding: .utf8)
        let good = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        try #require(good.status == 0, "\(good.stderr)")
        let before = FolderSnapshot(site + "/public")

        try apply(to: site)
        let run = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(run.status == status)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains(message), "stderr was:\n\(run.stderr)")
        #expect(!run.stderr.contains("internal error") && !run.stderr.contains("Fatal error"))
        #expect(
            !run.stderr.contains("NSCocoaErrorDomain") && !run.stderr.contains("The operation could not be completed"))
        let after = FolderSnapshot(site + "/public")
        #expect(after == before, "\(after.differences(from: before))")
        // check reads and validates through the same stages: the same words, the same exit code.
        let check = try Binary.run(["check", "--site", site, "--now", "2026-11-21"])
        #expect(check.status == run.status)
        #expect(check.stderr == run.stderr)
        // A build that finds nothing changed since the good one must still see what broke.
        let again = try Binary.run(["build", "--site", site, "--now", "2026-11-21"])
        #expect(again.status == run.status && again.stderr == run.stderr)
    }
}
