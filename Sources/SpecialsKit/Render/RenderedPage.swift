/// A page the theme renders (or its stylesheet, feed or sitemap), at its path in the output folder:
/// what Render hands on, and the orchestrator turns into an output file.
///
/// Its text is made when it is first asked for, not when the page is planned: a chain's build plans
/// every page of every store, then the publish renders and writes them side by side, so that a
/// 10,000-store chain never holds its 160,000 pages at once. Asked twice, it renders twice: the
/// publish asks once.
package struct RenderedPage: Sendable {
    /// Relative to the output folder, with "/" separators: "weeks/2026-11-16/index.html".
    package var path: String
    let render: @Sendable () -> String

    package init(path: String, text: @autoclosure @escaping @Sendable () -> String) {
        self.path = path
        render = text
    }

    /// The page's bytes, rendered now.
    package var contents: [UInt8] { Array(render().utf8) }
}
