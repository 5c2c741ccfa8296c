import Foundation

/// A page most of whose text many pages share: the stores of a region show the same weeks, notes and
/// archive, and only what names the store differs (its name, address, phone and hours, the page's own
/// URL, its structured data). Such a page is rendered once as a frame, with a mark in place of each of
/// those values, and each store's page is the frame with its values filled in
/// (`TemplateLibrary.render(_:in:)`).
protocol FramedPage: TemplateView, Hashable {
    /// What `base.mustache` shows around the page: its title and URL, the store's name and address.
    var page: PageMeta { get set }
    var site: SiteView { get set }

    /// The page with each value that names its store replaced by a mark (`marks.mark`).
    func framed(_ marks: inout PageMarks) -> Self
}

extension FramedPage {
    /// The page with what `base.mustache` shows of its store marked; the page's own values as they are.
    func framed(_ marks: inout PageMarks) -> Self {
        markingStore(&marks)
    }

    /// The page with its title, URL and the store in its header and footer marked.
    func markingStore(_ marks: inout PageMarks) -> Self {
        var frame = self
        frame.page = page.framed(&marks, site: site)
        frame.site = site.framed(&marks)
        return frame
    }
}

/// The marks a page's frame holds in place of its store's values, and those values.
///
/// A mark is a private-use character, an ampersand, letters drawn for the build, the value's number
/// and another private-use character: through `{{name}}` its ampersand comes out escaped, through
/// `{{{name}}}` as it is, so the value is filled in escaped or as it is alike. A mark a template changed
/// on its way (a transform) is found in neither form: the page is then rendered whole.
struct PageMarks {
    private(set) var values: [String] = []

    fileprivate static let open = "\u{E000}", close = "\u{E001}"
    /// Letters no page holds by chance, drawn once per build: a note's text that spells a mark is not one.
    fileprivate static let token = String((0..<12).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement()! })

    mutating func mark(_ value: String) -> String {
        values.append(value)
        return Self.open + "&" + Self.token + "\(values.count - 1)" + Self.close
    }

    mutating func mark(_ value: String?) -> String? {
        value.map { mark($0) }
    }

    /// `text` with every occurrence of `part` marked: a page's title that names its store.
    mutating func mark(_ part: String, in text: String) -> String {
        guard !part.isEmpty, text.contains(part) else { return text }
        return text.replacingOccurrences(of: part, with: mark(part))
    }
}

/// A frame's text cut at its marks, made once for every page that fills it in.
struct PageFrame: Sendable {
    private enum Piece: Sendable {
        case text(String)
        /// The value of mark `index`, HTML-escaped or as it is.
        case value(index: Int, escaped: Bool)
    }

    private let pieces: [Piece]

    /// `text` cut at its marks; nil when a mark was changed on its way, or the text holds a private-use
    /// character of the marks' of its own.
    init?(_ text: String) {
        let bytes = Array(text.utf8)
        let open = Array(PageMarks.open.utf8)
        let close = Array(PageMarks.close.utf8)
        let token = Array(PageMarks.token.utf8)
        var pieces: [Piece] = []
        var copied = 0
        while let found = bytes[copied...].firstIndex(of: open[0]) {
            guard bytes[found...].starts(with: open) else { return nil }
            var cursor = found + open.count
            let escaped = bytes[cursor...].starts(with: "&amp;".utf8)
            guard escaped || bytes[cursor...].starts(with: "&".utf8) else { return nil }
            cursor += escaped ? 5 : 1
            guard bytes[cursor...].starts(with: token) else { return nil }
            cursor += token.count
            let digits = bytes[cursor...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.prefix(6)
            guard let index = Int(String(decoding: digits, as: UTF8.self)) else { return nil }
            cursor += digits.count
            guard bytes[cursor...].starts(with: close) else { return nil }
            pieces.append(.text(String(decoding: bytes[copied..<found], as: UTF8.self)))
            pieces.append(.value(index: index, escaped: escaped))
            copied = cursor + close.count
        }
        pieces.append(.text(String(decoding: bytes[copied...], as: UTF8.self)))
        self.pieces = pieces
    }

    /// The frame with its marks' `values` filled in; nil when it holds a mark beyond them.
    func filled(with values: [String]) -> String? {
        var out = ""
        out.reserveCapacity(
            pieces.reduce(0) { total, piece in
                if case .text(let text) = piece { total + text.utf8.count } else { total + 64 }
            })
        for piece in pieces {
            switch piece {
            case .text(let text):
                out += text
            case .value(let index, let escaped):
                guard index < values.count else { return nil }
                out += escaped ? HTMLEscaping.escape(values[index]) : values[index]
            }
        }
        return out
    }
}

extension TemplateLibrary {
    /// `page` through its template, as the frame the pages like it share with its store's values filled
    /// in: the frame is rendered by the first page that needs it and kept in `parts`.
    func render<Page: FramedPage>(_ page: Page, in parts: RenderedParts) -> String {
        guard marksPassUnchanged else { return render(page) }
        var marks = PageMarks()
        let frame = page.framed(&marks)
        // A page that names no store (a site that is no chain) is its own frame: rendered as it is.
        guard !marks.values.isEmpty else { return render(page) }
        return parts.frame(frame) { PageFrame(render(frame)) }?.filled(with: marks.values) ?? render(page)
    }
}

extension SiteView {
    /// The same header and footer with the store's name, address, place, phone and hours marked.
    func framed(_ marks: inout PageMarks) -> SiteView {
        guard let store else { return self }
        let title = marks.mark(title)
        let marked = PickerPageView.Store(
            name: marks.mark(store.name), href: store.href, folder: marks.mark(store.folder),
            street: marks.mark(store.street), locality: marks.mark(store.locality),
            hours: store.hours.map { PickerPageView.Hours(text: marks.mark($0.text)) },
            geo: store.geo.map { PickerPageView.Geo(lat: marks.mark($0.lat), lon: marks.mark($0.lon)) },
            phone: marks.mark(store.phone), tel: marks.mark(store.tel)
        )
        return SiteView(
            title: title, home: home, archive: archive, footer: footer, feed: feed, stores: stores,
            store: marked, list: list, icon: icon, root: root)
    }
}

extension PageMeta {
    /// The same page with its own URL and the store's name in its title (`site`, its store's) marked.
    func framed(_ marks: inout PageMarks, site: SiteView) -> PageMeta {
        guard site.store != nil else { return self }
        return PageMeta(
            title: marks.mark(site.title, in: title), description: description, language: language,
            stylesheet: stylesheet, canonical: marks.mark(canonical), image: marks.mark(image), imageWidth: imageWidth,
            imageHeight: imageHeight, script: script)
    }
}

// A frame is found by a few short texts of its page: hashing its tiles, a note's body or its store's
// JSON-LD for every page cost more than rendering the page. Pages are told apart by all they hold.

extension WeekPageView: FramedPage {
    func hash(into hasher: inout Hasher) {
        hasher.combine(heading)
        hasher.combine(ended)
        hasher.combine(tileList.utf8.count)
        hasher.combine(notes.count)
        hasher.combine(site)
        hasher.combine(page)
    }

    /// Its structured data and its own stylesheet (whose print footer names the store) are the store's too.
    func framed(_ marks: inout PageMarks) -> WeekPageView {
        var frame = markingStore(&marks)
        frame.jsonLD = marks.mark(jsonLD)
        frame.weekStylesheet = marks.mark(weekStylesheet)
        return frame
    }
}

extension NotePageView: FramedPage {
    func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(date)
        hasher.combine(body.utf8.count)
        hasher.combine(comparison?.rows.count)
        hasher.combine(site)
        hasher.combine(page)
    }
}

extension ListPageView: FramedPage {}

extension ArchivePageView: FramedPage {
    func hash(into hasher: inout Hasher) {
        hasher.combine(weeks.first)
        hasher.combine(notes.count)
        hasher.combine(site)
        hasher.combine(page)
    }
}

// The view models' classes compare by what they hold: a store's pages and another's make their own.

extension SiteView: Hashable {
    static func == (lhs: SiteView, rhs: SiteView) -> Bool {
        lhs === rhs
            || (lhs.title, lhs.home, lhs.archive, lhs.footer, lhs.feed, lhs.stores)
                == (rhs.title, rhs.home, rhs.archive, rhs.footer, rhs.feed, rhs.stores)
                && (lhs.store, lhs.list, lhs.icon) == (rhs.store, rhs.list, rhs.icon)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(home)
        hasher.combine(store)
    }
}

extension PageMeta: Hashable {
    static func == (lhs: PageMeta, rhs: PageMeta) -> Bool {
        lhs === rhs
            || (lhs.title, lhs.description, lhs.language, lhs.stylesheet, lhs.canonical, lhs.image)
                == (rhs.title, rhs.description, rhs.language, rhs.stylesheet, rhs.canonical, rhs.image)
                && (lhs.script, lhs.imageWidth, lhs.imageHeight) == (rhs.script, rhs.imageWidth, rhs.imageHeight)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(canonical)
    }
}

extension WordsView: Hashable {
    static func == (lhs: WordsView, rhs: WordsView) -> Bool {
        lhs === rhs || lhs.words.table == rhs.words.table
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(words.table.count)
    }
}
