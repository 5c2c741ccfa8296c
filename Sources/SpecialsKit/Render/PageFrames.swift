/// A page most of whose text many pages share: the stores of a region show the same weeks, notes and
/// archive, and only what names the store differs (its address, phone and hours, the page's own URL,
/// its structured data). Such a page is rendered once as a frame, with a mark in place of each of those
/// values, and each store's page is the frame with its values filled in (`TemplateLibrary.render(_:in:)`).
protocol FramedPage: TemplateView, Hashable {
    /// The page with each value that names its store replaced by a mark (`marks.mark`).
    func framed(_ marks: inout PageMarks) -> Self
}

/// The marks a page's frame holds in place of its store's values, and those values.
///
/// A mark is a private-use character, an ampersand, the value's number and another private-use
/// character: through `{{name}}` its ampersand comes out escaped, through `{{{name}}}` as it is, so the
/// value is filled in escaped or as it is alike. A mark a template changed on its way (a transform) is
/// found in neither form: the page is then rendered whole.
struct PageMarks {
    private(set) var values: [String] = []

    private static let open = "\u{E000}", close = "\u{E001}"

    mutating func mark(_ value: String) -> String {
        values.append(value)
        return Self.open + "&\(values.count - 1)" + Self.close
    }

    mutating func mark(_ value: String?) -> String? {
        value.map { mark($0) }
    }

    /// `frame` with every mark replaced by its value, escaped where the mark was; nil when a mark was
    /// changed, or the frame holds a private-use character of its own where a mark begins.
    func fill(_ frame: String) -> String? {
        let open = Array(Self.open.utf8), close = Array(Self.close.utf8)
        let bytes = Array(frame.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 1024)
        var index = 0, copied = 0
        while index + open.count <= bytes.count {
            guard bytes[index] == open[0], bytes[index..<(index + open.count)].elementsEqual(open) else {
                index += 1
                continue
            }
            var cursor = index + open.count
            let escaped: Bool
            if bytes[cursor...].starts(with: "&amp;".utf8) {
                escaped = true
                cursor += 5
            } else if bytes[cursor...].starts(with: "&".utf8) {
                escaped = false
                cursor += 1
            } else {
                return nil
            }
            var number = 0, digits = 0
            while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]), digits < 6 {
                number = number * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
                cursor += 1
                digits += 1
            }
            guard digits > 0, number < values.count, bytes[cursor...].starts(with: close) else { return nil }
            out += bytes[copied..<index]
            out += (escaped ? HTMLEscaping.escape(values[number]) : values[number]).utf8
            index = cursor + close.count
            copied = index
        }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }
}

extension TemplateLibrary {
    /// `page` through its template, as the frame the pages like it share with its store's values filled
    /// in: the frame is rendered by the first page that needs it and kept in `parts`.
    func render<Page: FramedPage>(_ page: Page, in parts: RenderedParts) -> String {
        guard marksPassUnchanged else { return render(page) }
        var marks = PageMarks()
        let frame = page.framed(&marks)
        let text = parts.frame(frame) { render(frame) }
        return marks.fill(text) ?? render(page)
    }
}

extension SiteView {
    /// The same header and footer with the store's address, phone and hours marked.
    func framed(_ marks: inout PageMarks) -> SiteView {
        guard let store else { return self }
        let marked = PickerPageView.Store(
            name: marks.mark(store.name), href: store.href, street: marks.mark(store.street), locality: marks.mark(store.locality),
            hours: store.hours.map { PickerPageView.Hours(text: marks.mark($0.text)) }, geo: store.geo,
            phone: marks.mark(store.phone), tel: marks.mark(store.tel)
        )
        return SiteView(title: title, home: home, archive: archive, footer: footer, feed: feed, stores: stores, store: marked)
    }
}

extension PageMeta {
    /// The same page with its own URL marked.
    func framed(_ marks: inout PageMarks) -> PageMeta {
        canonical == nil ? self : at(canonical: marks.mark(canonical))
    }
}

extension WeekPageView: FramedPage {
    func framed(_ marks: inout PageMarks) -> WeekPageView {
        var frame = self
        frame.page = page.framed(&marks)
        frame.site = site.framed(&marks)
        frame.jsonLD = marks.mark(jsonLD)
        return frame
    }
}

extension NotePageView: FramedPage {
    func framed(_ marks: inout PageMarks) -> NotePageView {
        var frame = self
        frame.page = page.framed(&marks)
        frame.site = site.framed(&marks)
        return frame
    }
}

extension ArchivePageView: FramedPage {
    func framed(_ marks: inout PageMarks) -> ArchivePageView {
        var frame = self
        frame.page = page.framed(&marks)
        frame.site = site.framed(&marks)
        return frame
    }
}

// The view models' classes compare by what they hold: a store's pages and another's make their own.

extension SiteView: Hashable {
    static func == (lhs: SiteView, rhs: SiteView) -> Bool {
        lhs === rhs || (lhs.title, lhs.home, lhs.archive, lhs.footer, lhs.feed, lhs.stores) == (rhs.title, rhs.home, rhs.archive, rhs.footer, rhs.feed, rhs.stores)
            && lhs.store == rhs.store
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(home)
        hasher.combine(store)
    }
}

extension PageMeta: Hashable {
    static func == (lhs: PageMeta, rhs: PageMeta) -> Bool {
        lhs === rhs || (lhs.title, lhs.description, lhs.language, lhs.stylesheet, lhs.canonical, lhs.image)
            == (rhs.title, rhs.description, rhs.language, rhs.stylesheet, rhs.canonical, rhs.image)
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
