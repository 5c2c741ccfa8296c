import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A throwaway folder for one test: a parent made fresh under the system's temporary folder
/// (`mkdtemp`), inside which everything the test creates, publishes, moves or deletes stays, siblings of
/// an output folder included. It goes, with everything in it, when the sandbox does.
public final class Sandbox: @unchecked Sendable {
    /// The parent folder, absolute.
    public let root: String

    public init() throws {
        var template = Array((NSTemporaryDirectory() + "specials-test-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        root = String(cString: made)
    }

    deinit {
        // Symbolic links are removed, never followed: a test's link to a folder outside stays intact.
        _ = try? FileManager.default.removeItem(atPath: root)
    }

    /// An absolute path inside the sandbox.
    public func path(_ relative: String) -> String {
        relative.isEmpty ? root : root + "/" + relative
    }

    /// Writes `text` to `relative`, creating the folders it needs.
    public func write(_ text: String, to relative: String) throws {
        try write(Array(text.utf8), to: relative)
    }

    public func write(_ bytes: [UInt8], to relative: String) throws {
        let full = path(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    public func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    public func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path(relative))
    }

    /// The text of the file at `relative`, or nil.
    public func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    public func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    /// The settings of a test site: a base URL with a host, as a real site has, so that builds are
    /// quiet unless a test says otherwise.
    public static let settings = "base_url: https://example.com/\n"

    /// A site folder at `relative` (default `site`) with `feed` as its snapshot of 2026-11-16 and
    /// `settings` as its site.yml (none when nil); returns its absolute path.
    @discardableResult
    public func site(
        feed: String = SampleFeeds.good, settings: String? = Sandbox.settings, at relative: String = "site"
    ) throws -> String {
        try write(feed, to: relative + "/Content/specials/2026-11-16.json")
        if let settings { try write(settings, to: relative + "/site.yml") }
        return path(relative)
    }
}

/// Feeds the tests share.
public enum SampleFeeds {
    /// Two specials of 2026-11-16: oranges on a discount, eggs at one price.
    public static let good = """
        {"canvasUnit": 16, "managerSpecials": [
          {"display_name": "Navel Oranges 4LBS", "width": 8, "height": 8, "original_price": "5.99", "price": "3.99"},
          {"display_name": "Large Eggs 12 ct", "width": 4, "height": 4, "price": "3.79"}]}
        """

    /// One special, tea.
    public static let simple =
        #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Tea 20 ct", "width": 4, "height": 4, "price": "2.50"}]}"#
}
