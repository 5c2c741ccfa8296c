/// A page the theme rendered (or its stylesheet, feed or sitemap), at its path in the output folder:
/// what Render hands on, and the orchestrator turns into an output file. Kept as UTF-8 bytes from the
/// start, so that the output file shares them instead of holding a second copy of every page.
package struct RenderedPage: Sendable, Equatable {
    /// Relative to the output folder, with "/" separators: "weeks/2026-11-16/index.html".
    package var path: String
    package var contents: [UInt8]

    package init(path: String, text: String) {
        self.path = path
        contents = Array(text.utf8)
    }
}
