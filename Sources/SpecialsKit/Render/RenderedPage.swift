/// A page the theme renders (or its stylesheet, feed or sitemap), at its path in the output folder:
/// what Render hands on, and the orchestrator turns into an output file.
///
/// Its text is made when it is first asked for, not when the page is planned: a chain's build plans
/// every page of every store, then the publish renders and writes them side by side, so that a
/// 10,000-store chain never holds its 160,000 pages at once. Asked twice, it renders twice: the
/// publish asks once.
package struct RenderedPage: Sendable {
    /// Relative to the output folder, with "/" separators: "weeks/2026-11-16/index.html".
    package let path: String
    let kind: PageKind
    /// Its path inside its place, as links and the sitemap name it: "weeks/2026-11-16/".
    let page: String
    let render: @Sendable () -> String

    /// The page of `kind` named `name` (a week's date, a note's slug) in the place at `folder` of the output.
    init(
        _ kind: PageKind, _ name: String = "", in folder: String = "",
        text: @autoclosure @escaping @Sendable () -> String
    ) {
        page = kind.path(name)
        path = folder + kind.file(name)
        self.kind = kind
        render = text
    }

    /// The page's bytes, rendered now.
    package var contents: [UInt8] { Array(render().utf8) }
}
