/// A page the theme rendered (or its stylesheet, feed or sitemap), at its path in the output folder:
/// what Render hands on, and the orchestrator turns into an output file.
package struct RenderedPage: Sendable, Equatable {
    /// Relative to the output folder, with "/" separators: "weeks/2026-11-16/index.html".
    package var path: String
    package var text: String
}
