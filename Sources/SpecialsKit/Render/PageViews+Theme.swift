/// A page the theme writes out in Swift while the site's `Templates/` replaces none of the templates it
/// is made of, the way the tile is (`TileView.themeHTML`): a chain renders thousands of week, item,
/// note and archive pages and Atom feeds, and Mustache's lookups and casts were most of their cost.
/// Each writer is its template byte for byte (`PageThemeTests` renders generated pages both ways); a
/// change to a template is made here too, or that test fails.
protocol ThemePage: TemplateView {
    /// The templates its template uses: "base", "comparison".
    static var parts: [String] { get }
    var themeHTML: String { get }
}

extension TemplateLibrary {
    /// `page` through its template: written out in Swift unless `Templates/` replaces it or one of its parts.
    func render<Page: ThemePage>(_ page: Page) -> String {
        ([Page.template] + Page.parts).contains { overrides[$0] != nil } ? render(page, with: Page.template) : page.themeHTML
    }
}

extension WeekPageView: ThemePage {
    static let parts = ["base", "comparison"]

    var themeHTML: String {
        var out = ThemeHTML(capacity: 8192 + tileList.utf8.count + jsonLD.utf8.count)
        out.page(page, site: site, words: words) { out in
            out.element(#"<script type="application/ld+json">"#, raw: jsonLD, "</script>\n")
            out.element(#"<style media="print">@page { @bottom-center { content: "#, raw: printFooter, "; font-size: 9pt; } }</style>\n")
        } main: { out in
            out.element("<h1>", heading, "</h1>\n")
            out.element(#"<p class="validity">"#, validity, "</p>\n")
            if let ended { out.element(#"<p class="ended" role="status">"#, ended, "</p>") }
            out.markup("\n")
            if hasTiles {
                out.markup(#"<ul class="grid""#)
                out.attribute("aria-label", words.word("grid_label"))
                out.attribute("style", gridStyle)
                out.element(">\n", raw: tileList, "</ul>\n")
                if let footnote { out.element(#"<p class="footnote">"#, footnote, "</p>\n") }
            } else {
                out.element("<p>", words.word("no_specials"), "</p>\n")
            }
            for note in notes {
                out.element(#"<section class="week-note" aria-labelledby="note-"#, note.slug, "\">\n")
                out.element(#"<h2 id="note-"#, note.slug, "\">")
                out.element(#"<a href=""#, note.href, "\">")
                out.element("", note.title, "</a></h2>\n")
                if let comparison = note.comparison { comparison.write(to: &out, words: words) }
                out.markup("\n</section>\n")
            }
            out.markup(#"<nav class="week-nav""#)
            out.attribute("aria-label", words.word("weeks_label"))
            out.markup(">\n<ul>\n")
            if let previous { out.link(previous, rel: "prev") }
            out.markup("\n")
            if let next { out.link(next, rel: "next") }
            out.markup("\n</ul>\n</nav>\n")
        }
        return out.html
    }
}

extension NotePageView: ThemePage {
    static let parts = ["base", "comparison"]

    var themeHTML: String {
        var out = ThemeHTML(capacity: 8192 + body.utf8.count)
        out.page(page, site: site, words: words, head: { _ in }) { out in
            out.markup("<article class=\"note\">\n")
            out.element("<h1>", title, "</h1>\n")
            if let date {
                out.element(#"<p class="note__date"><time datetime=""#, date, "\">")
                out.element("", dateLabel ?? "", "</time>")
                if let week {
                    out.element(#" · <a href=""#, week.href, "\">")
                    out.element("", week.label, "</a>")
                }
                out.markup("</p>\n")
            } else if let week {
                out.element(#"<p class="note__date"><a href=""#, week.href, "\">")
                out.element("", week.label, "</a></p>\n")
            }
            if let comparison { comparison.write(to: &out, words: words) }
            out.element("\n<div class=\"note__body\">\n", raw: body, "\n</div>\n</article>\n")
        }
        return out.html
    }
}

extension ItemPageView: ThemePage {
    static let parts = ["base"]

    var themeHTML: String {
        var out = ThemeHTML(capacity: 8192 + (chart?.utf8.count ?? 0) + jsonLD.utf8.count)
        out.page(page, site: site, words: words) { out in
            out.element(#"<script type="application/ld+json">"#, raw: jsonLD, "</script>\n")
            if stores != nil { out.markup(Self.storesStyle) }
        } main: { out in
            out.markup("<article class=\"item\">\n")
            out.element("<h1>", name, "</h1>\n")
            out.markup("<div class=\"item__top\">\n")
            if let image {
                out.markup(#"<img class="item__image""#)
                out.attribute("src", image.src)
                out.attribute("alt", image.alt)
                out.markup(#" width="\#(image.width)" height="\#(image.height)">"#)
            }
            out.markup("\n<div class=\"item__offer\">\n")
            if let current { write(current, to: &out) }
            if let last {
                out.element(#"<p class="item__status">"#, last, "")
                if let lastHref { out.seeWeek(lastHref, words: words) }
                out.markup("</p>\n")
            }
            out.markup("</div>\n</div>\n")
            if let stores { write(stores, to: &out) }
            out.markup(#"<section class="item__history" aria-labelledby="item-history">"#)
            out.element("\n<h2 id=\"item-history\">", words.word("item_history"), "</h2>\n")
            if let chart { out.element("<div class=\"price-chart__box\">\n", raw: chart, "\n</div>\n") }
            out.markup("<div class=\"table-scroll\">\n<table class=\"history\">\n")
            out.element("<caption>", historyCaption, "</caption>\n")
            out.element(#"<thead><tr><th scope="col">"#, words.word("item_week"), "</th>")
            out.element(#"<th scope="col">"#, words.word("item_price"), "</th>")
            out.element(#"<th scope="col">"#, words.word("item_kind"), "</th></tr></thead>\n<tbody>\n")
            for row in rows {
                out.markup(row.onSpecial ? #"<tr class="history__special">"# : "<tr>")
                out.element(#"<td><time datetime=""#, row.date, "\">")
                out.element("", row.week, "</time></td>")
                out.element("<td>", row.price, "</td>")
                out.element("<td>", row.kind, "</td></tr>\n")
            }
            out.markup("</tbody>\n</table>\n</div>\n</section>\n</article>\n")
        }
        return out.html
    }

    /// The head's style for the list of a shared price list's stores.
    private static let storesStyle = """
        <style>
        .item__stores ul { list-style: none; padding: 0; margin: 0 0 16px; display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 4px 16px; }
        .item__stores a { display: inline-block; padding: 6px 0; font-weight: 600; }
        .item__stores address { display: inline; font-style: normal; }
        </style>

        """

    /// The `{{#current}}` section: the special now, as its tile says it.
    private func write(_ current: Special, to out: inout ThemeHTML) {
        out.element(#"<p class="item__status">"#, current.status, "</p>\n")
        for offer in current.offers { write(offer, to: &out) }
        out.element(#"<p class="validity">"#, current.validity, "")
        if let weekHref = current.weekHref { out.seeWeek(weekHref, words: words) }
        out.markup("</p>\n")
    }

    /// The `{{#offers}}` section of `{{#current}}`: one offer of the week.
    private func write(_ text: SpecialText, to out: inout ThemeHTML) {
        out.element(#"<p class="item__price"><span class="price">"#, text.price, "</span>")
        if let priceLabel = text.priceLabel { out.element(#" <span class="item__label">"#, priceLabel, "</span>") }
        if let regularPrice = text.regularPrice {
            out.element(#" <span class="price">"#, regularPrice, "</span>")
            out.element(#" <span class="item__label">"#, text.regularLabel ?? "", "</span>")
        }
        if let originalPrice = text.originalPrice {
            out.markup(" ")
            if text.wasVisible { out.element(#"<span class="was__label">"#, text.wasLabel, "</span> ") }
            out.markup(#"<del class="was">"#)
            if !text.wasVisible { out.element(#"<span class="visually-hidden">"#, text.wasLabel, " </span>") }
            out.element("", originalPrice, "</del>")
        }
        out.markup("</p>\n")
        if let deal = text.deal { out.element(#"<p class="item__deal">"#, deal, "</p>\n") }
        if let saving = text.saving { out.element(#"<p class="item__saving">"#, saving, "</p>") }
        out.markup("\n")
        if let lowest = text.lowest { out.element(#"<p class="item__lowest">"#, lowest, "</p>") }
        out.markup("\n")
        if let unitPrice = text.unitPrice {
            out.element(#"<p class="item__unit">"#, text.size ?? "", " · ")
            out.element("", unitPrice, "</p>")
        }
        out.markup("\n")
    }

    /// The `{{#stores}}` section: where a shared price list's prices apply.
    private func write(_ stores: Stores, to out: inout ThemeHTML) {
        out.markup(#"<section class="item__stores" id="stores" aria-labelledby="item-stores">"#)
        out.element("\n<h2 id=\"item-stores\">", words.word("item_stores"), "</h2>\n")
        out.element("<p>", stores.intro, "</p>\n")
        if stores.hasStores {
            out.markup("<ul>\n")
            for store in stores.stores {
                out.element(#"<li><a href=""#, store.href, "\">")
                out.element("", store.name, "</a>")
                if let locality = store.locality { out.element(" <address>", locality, "</address>") }
                out.markup("</li>\n")
            }
            out.markup("</ul>\n")
        }
        if let picker = stores.picker {
            out.element(#"<p><a href=""#, picker, "\">")
            out.element("", stores.pickerText ?? "", "</a></p>\n")
        }
        out.markup("</section>\n")
    }
}

extension ArchivePageView: ThemePage {
    static let parts = ["base"]

    var themeHTML: String {
        var out = ThemeHTML(capacity: 4096 + 160 * (weeks.count + notes.count + pages.count))
        out.page(page, site: site, words: words, head: { _ in }) { out in
            out.element("<h1>", words.word("nav_archive"), "</h1>\n")
            out.element("<h2>", words.word("archive_weeks"), "</h2>\n<ul class=\"archive\">\n")
            for week in weeks {
                out.link(week.href, week.label)
                if week.isCurrent { out.element(" ", words.word("archive_this_week"), "") }
                out.markup("</li>\n")
            }
            out.markup("</ul>\n")
            if hasNotes {
                out.element("<h2>", words.word("archive_notes"), "</h2>\n<ul class=\"archive\">\n")
                for note in notes {
                    out.link(note.href, note.title)
                    out.element(#" <time datetime=""#, note.date ?? "", "\">")
                    out.element("", note.dateLabel ?? "", "</time></li>\n")
                }
                out.markup("</ul>\n")
            }
            if hasPages {
                out.element("<h2>", words.word("archive_pages"), "</h2>\n<ul class=\"archive\">\n")
                for note in pages {
                    out.link(note.href, note.title)
                    out.markup("</li>\n")
                }
                out.markup("</ul>\n")
            }
        }
        return out.html
    }
}

extension AtomFeedView: ThemePage {
    static let parts: [String] = []

    var themeHTML: String {
        var out = ThemeHTML(capacity: 2048 + entries.reduce(0) { $0 + 2 * $1.content.utf8.count + 512 })
        out.element("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n<id>", id, "</id>\n")
        out.element("<title>", title, "</title>\n")
        out.element("<subtitle>", subtitle, "</subtitle>\n")
        out.element("<updated>", updated, "</updated>\n")
        out.element("<author><name>", title, "</name></author>\n")
        out.element(#"<link rel="self" type="application/atom+xml" href=""#, selfURL, "\"/>\n")
        out.element(#"<link rel="alternate" type="text/html" href=""#, homeURL, "\"/>\n")
        for entry in entries {
            out.element("<entry>\n<id>", entry.id, "</id>\n")
            out.element("<title>", entry.title, "</title>\n")
            out.element("<updated>", entry.updated, "</updated>\n")
            out.element(#"<link rel="alternate" type="text/html" href=""#, entry.url, "\"/>\n")
            out.element("<summary>", entry.summary, "</summary>\n")
            out.element(#"<content type="html">"#, entry.content, "</content>\n</entry>\n")
        }
        out.markup("</feed>\n")
        return out.html
    }
}

extension FeedEntryView: ThemePage {
    static let parts: [String] = []

    /// An Atom entry's content, rendered once for every store's feed that shows the week alike.
    var themeHTML: String {
        var out = ThemeHTML(capacity: 64 + items.reduce(0) { $0 + $1.name.utf8.count + 64 })
        out.markup("<ul>")
        for item in items {
            out.element("<li>", item.name, ": ")
            out.text(item.price)
            if let originalPrice = item.originalPrice {
                out.element(" (", item.wasLabel, " ")
                out.element("", originalPrice, ")")
            }
            out.markup("</li>")
        }
        out.markup("</ul>")
        return out.html
    }
}

extension ComparisonView {
    /// `comparison.mustache`, inside a page whose words are `words`.
    fileprivate func write(to out: inout ThemeHTML, words: WordsView) {
        out.markup(#"<div class="table-scroll" role="region""#)
        out.attribute("aria-label", words.word("comparison_label"))
        out.markup(" tabindex=\"0\">\n<table class=\"comparison\" role=\"table\">\n")
        out.element("<caption>", caption, "</caption>\n")
        out.element("<thead role=\"rowgroup\">\n<tr><th scope=\"col\">", words.word("comparison_item"), "</th>")
        out.element(#"<th scope="col">"#, words.word("comparison_size"), "</th>")
        out.element(#"<th scope="col">"#, words.word("comparison_price"), "</th>")
        out.element(#"<th scope="col">"#, perUnit, "</th>")
        out.element(#"<th scope="col">"#, words.word("comparison_compared"), "</th></tr>\n</thead>\n<tbody role=\"rowgroup\">\n")
        for row in rows {
            out.markup(row.isBest ? #"<tr class="best"><th scope="row">"# : #"<tr><th scope="row">"#)
            if let href = row.href { out.element(#"<a href=""#, href, "\">") }
            out.text(row.name)
            if row.href != nil { out.markup("</a>") }
            out.element("</th><td>", row.size, "</td>")
            out.element("<td>", row.price, "</td>")
            out.element("<td>", row.unitPrice, "</td>")
            out.element("<td>", row.verdict, "</td></tr>\n")
        }
        out.markup("</tbody>\n</table>\n</div>\n")
    }
}

extension WordsView {
    /// The word `key` as `{{words.key}}` reads it: every key the theme uses is in every table.
    func word(_ key: String) -> String {
        words.table[key] ?? ""
    }
}

extension ThemeHTML {
    /// `base.mustache` around a page: its `{{$head}}` and `{{$main}}` blocks written by `head` and `main`.
    mutating func page(_ page: PageMeta, site: SiteView, words: WordsView, head: (inout ThemeHTML) -> Void, main: (inout ThemeHTML) -> Void) {
        markup("<!DOCTYPE html>\n<html")
        attribute("lang", page.language)
        if let direction = page.direction { attribute("dir", direction) }
        element(">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>", page.title, "</title>\n")
        element(#"<meta name="description" content=""#, page.description, "\">\n")
        element(#"<link rel="stylesheet" href=""#, page.stylesheet, "\">\n")
        if let canonical = page.canonical {
            element(#"<link rel="canonical" href=""#, canonical, "\">\n")
            element(#"<meta property="og:url" content=""#, canonical, "\">\n")
        }
        markup("<meta property=\"og:type\" content=\"website\">\n")
        element(#"<meta property="og:site_name" content=""#, site.title, "\">\n")
        element(#"<meta property="og:title" content=""#, page.title, "\">\n")
        element(#"<meta property="og:description" content=""#, page.description, "\">\n")
        if let image = page.image { element(#"<meta property="og:image" content=""#, image, "\">\n") }
        markup(page.image == nil ? "<meta name=\"twitter:card\" content=\"summary\">\n" : "<meta name=\"twitter:card\" content=\"summary_large_image\">\n")
        if let feed = site.feed {
            markup(#"<link rel="alternate" type="application/atom+xml""#)
            attribute("title", site.title)
            attribute("href", feed)
            markup(">\n")
        }
        head(&self)
        element("\n</head>\n<body>\n<header class=\"site-header\">\n<p class=\"site-title\"><a href=\"", site.home, "\">")
        element("", site.title, "</a></p>\n<nav")
        attribute("aria-label", words.word("nav_label"))
        markup(">\n<ul>\n")
        if let archive = site.archive {
            element(#"<li><a href=""#, site.home, "\">")
            element("", words.word("nav_this_week"), "</a></li>\n")
            element(#"<li><a href=""#, archive, "\">")
            element("", words.word("nav_archive"), "</a></li>\n")
        }
        if let stores = site.stores {
            element(#"<li><a href=""#, stores, "\">")
            element("", words.word("nav_stores"), "</a></li>\n")
        }
        markup("</ul>\n</nav>\n</header>\n<main id=\"main\">\n")
        main(&self)
        markup("\n</main>\n<footer class=\"site-footer\">\n")
        if let store = site.store { write(store, words: words) }
        element("<p>", site.title, ". ")
        element("", site.footer, "</p>\n</footer>\n</body>\n</html>\n")
    }

    /// The `{{#site.store}}` section of the footer: the store's address, phone and hours.
    private mutating func write(_ store: PickerPageView.Store, words: WordsView) {
        element("<div class=\"store-info\">\n<address><strong>", store.name, "</strong>")
        if let street = store.street { element("<br>", street, "") }
        if let locality = store.locality { element("<br>", locality, "") }
        if let phone = store.phone {
            element(#"<br><a href="tel:"#, store.tel ?? "", "\">")
            element("", phone, "</a>")
        }
        markup("</address>\n")
        if store.hasHours {
            element(#"<p class="store-hours">"#, words.word("store_hours"), ":")
            for hours in store.hours { element(" <span>", hours.text, "</span>") }
            markup("</p>")
        }
        markup("\n</div>\n")
    }

    /// `<li><a href="…">text</a>`: an entry of the archive's lists, its `</li>` still to write.
    fileprivate mutating func link(_ href: String, _ text: String) {
        element(#"<li><a href=""#, href, "\">")
        element("", text, "</a>")
    }

    /// ` <a href="…">See all specials of that week</a>`.
    fileprivate mutating func seeWeek(_ href: String, words: WordsView) {
        element(#" <a href=""#, href, "\">")
        element("", words.word("item_see_week"), "</a>")
    }

    /// A week's link to the week before or after it.
    fileprivate mutating func link(_ link: WeekLink, rel: String) {
        element(#"<li><a href=""#, link.href, "\"")
        element(#" rel="\#(rel)">"#, link.text, "</a></li>")
    }

    /// Text written as it is (`{{{name}}}`) between two pieces of markup.
    mutating func element(_ open: String, raw text: String, _ close: String) {
        markup(open)
        markup(text)
        markup(close)
    }
}
