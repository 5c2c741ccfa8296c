import Synchronization

/// A page the theme renders (or its stylesheet, feed or sitemap), at its path in the output folder:
/// what Render hands on, and the orchestrator turns into an output file.
///
/// Its text is made when it is first asked for, not when the page is planned: a chain's build plans
/// every page of every store, then the publish renders and writes them side by side, so that a
/// 10,000-store chain never holds its 160,000 pages at once. Asked twice, it renders twice. A page a
/// site plans (`making:`) is taken by the publish to disk instead (`take`), which lets go of what it is
/// made from; one whose text is at hand (`text:`: the script, a stylesheet, a sitemap) is kept.
package struct RenderedPage: Sendable {
    /// Relative to the output folder, with "/" separators: "weeks/2026-11-16/index.html".
    package let path: String
    let kind: PageKind
    /// Its name among its kind's pages: a week's date, a note's slug.
    private let name: String
    private let maker: PageMaker

    /// The page of `kind` named `name` (a week's date, a note's slug) in the place at `folder` of the
    /// output, its text made from what is at hand: never let go.
    init(
        _ kind: PageKind, _ name: String = "", in folder: String = "",
        text: @autoclosure @escaping @Sendable () -> String
    ) {
        self.init(kind, name, in: folder, maker: PageMaker(text, kept: true))
    }

    /// A page a site plans: its text made by `making`, which the publish to disk lets go (`take`).
    init(_ kind: PageKind, _ name: String, in folder: String, making: @escaping @Sendable () -> String) {
        self.init(kind, name, in: folder, maker: PageMaker(making, kept: false))
    }

    private init(_ kind: PageKind, _ name: String, in folder: String, maker: PageMaker) {
        path = folder + kind.file(name)
        self.kind = kind
        self.name = name
        self.maker = maker
    }

    /// Its path inside its place, as links and the sitemap name it: "weeks/2026-11-16/".
    var page: String { kind.path(name) }

    /// The page's text, rendered now (none once the publish took it: nothing asks after that).
    func render() -> String { maker.make() ?? "" }

    /// The page's bytes, rendered now.
    package var contents: [UInt8] { Array(render().utf8) }

    /// The page's bytes, rendered now for the last time: what a planned page is made from is let go, so
    /// that a chain's store's renderer, its pages' contexts and what they cached go as its last page is
    /// written, not when the whole chain is. Nil when taken before.
    func take() -> [UInt8]? { maker.take().map { Array($0.utf8) } }
}

/// What makes a page's text, until the publish takes it (`RenderedPage.take`), unless it is `kept`.
private final class PageMaker: Sendable {
    private let maker: Mutex<(@Sendable () -> String)?>
    private let kept: Bool

    init(_ maker: @escaping @Sendable () -> String, kept: Bool) {
        self.maker = Mutex(maker)
        self.kept = kept
    }

    func make() -> String? { maker.withLock { $0 }?() }

    func take() -> String? {
        maker.withLock { maker in
            defer { if !kept { maker = nil } }
            return maker
        }?()
    }
}
