import CommonMark
import Foundation

/// The site's own pages as view models: a week's (and its front page and departments), a note's, the
/// archive and the shopping list, each from the context of where it is.
extension SiteRenderer {
    /// A link to `week`'s page, its text with `arrow` ("previous_week", "next_week") when it has one.
    func weekLink(_ week: Week, _ links: SiteLinks, arrow: String? = nil) -> WeekLink {
        let name = text.words("week_link", ["date": label(week.date)])
        return WeekLink(
            href: links.week(week.date), label: name, text: arrow.map { text.words($0, ["week": name]) } ?? name)
    }

    /// `front` is the front page's: when the week ended before today, it says so and offers nothing. With
    /// `department`, that department's page of the week: its specials alone, packed on their own.
    func weekPage(
        _ full: Week, at index: Int, _ context: PageContext, path: String, front: Bool = false,
        department: WeekDepartment? = nil
    ) -> WeekPageView {
        let ended = front && site.hasEnded
        let week = department.map(full.part) ?? full
        let packed = department.map { departmentLayouts[$0.layoutKey(full.file)]! } ?? weeks[week.date]!
        let weekTexts = pageTexts(full, department: department)
        let standings =
            department.map { $0.indices.map { site.catalog.standings[full.date]![$0] } } ?? site.catalog.standings[
                full.date]!
        let links = context.links
        let builder = TileViewBuilder(siteText: text, links: links, images: images)
        let weekLabel = label(week.date)
        let notes =
            department != nil
            ? []
            : site.notes.filter { $0.source.week == week.date }.map { note in
                WeekNoteView(
                    slug: note.slug, title: note.title, href: links.note(note.slug),
                    comparison: comparisonView(note, links))
            }
        let validity = text.words("validity", ["dates": text.days(week.date, week.validThrough)])
        let structured = StructuredData(config: config, links: links, images: images)
        // The week's share card (a department's page shares it), else the first special's picture.
        let card = images.cards.week(folder: folder, day: full.date)
        let image =
            card.map { self.card($0, links) }
            ?? week.specials.lazy.compactMap(\.image).first.flatMap(structured.imageURL).flatMap {
                $0.hasPrefix("http") ? $0 : nil
            }
        let title =
            department.map {
                text.words("department_title", ["site": text.title, "department": $0.name, "date": weekLabel])
            }
            ?? text.words("week_title", ["site": text.title, "date": weekLabel])
        let page = meta(
            title: title, path: path, stylesheet: context.stylesheet, image: image, card: card != nil,
            script: context.script)
        func tiles() -> [TileView] {
            builder.tiles(
                packed, file: full.file, texts: weekTexts, standings: standings, indices: department?.indices,
                list: (full, validity))
        }
        // The theme's week page writes its tiles as one text (`tileList`); one of Templates/ may go
        // through them as `tiles`.
        let ownWeek = templates.overrides["week"] != nil
        var view = WeekPageView(
            page: page,
            site: context.site,
            words: words,
            jsonLD: structured.offers(
                week, pageURL: links.best(path), store: ownStore,
                available: !ended, sharing: department == nil ? parts : nil),
            weekStylesheet: weekStylesheet(full, department: department, links),
            heading: department.map { text.words("department_heading", ["department": $0.name, "date": weekLabel]) }
                ?? text.words("week_heading", ["date": weekLabel]),
            validity: validity,
            ended: ended ? text.words("week_ended", ["date": label(week.validThrough)]) : nil,
            hasTiles: !week.specials.isEmpty,
            tiles: ownWeek ? tiles() : [],
            tileList: "",
            footnote: ReferenceMarks.footnote(weekTexts),
            notes: notes,
            previous: index > 0 ? weekLink(site.weeks[index - 1], links, arrow: "previous_week") : nil,
            next: index + 1 < site.weeks.count ? weekLink(site.weeks[index + 1], links, arrow: "next_week") : nil,
            department: department?.name,
            departments: weekDepartments[full.date]!.map {
                DepartmentLink(name: $0.name, href: links.department(full.date, $0.slug), isCurrent: $0 == department)
            },
            allSpecials: front ? links.home : links.week(full.date)
        )
        let planned = view
        func tileList() -> String { templates.render(tiles: ownWeek ? planned.tiles : tiles(), on: planned) }
        guard templates.tilesReadOnlyThemselves else {
            view.tileList = tileList()
            return view
        }
        let key = RenderedParts.Key(
            part: .tiles, file: department?.layoutKey(full.file) ?? full.file, history: site.catalog.id, links: links)
        view.tileList = parts.text(key, make: tileList)
        return view
    }

    /// The front page: the current week's page from the root, its canonical link the site's.
    func frontPage(_ week: Week, at index: Int, _ context: PageContext) -> WeekPageView {
        var front = weekPage(week, at: index, context, path: PagePath.week(week.date), front: true)
        front.page = front.page.at(canonical: links.canonical(""))
        return front
    }

    /// The note's comparison, its special rows linking to their items' pages from a page linking with
    /// `links`: made once for every store whose weeks resolve it alike.
    func comparisonView(_ note: Note, _ links: SiteLinks) -> ComparisonView? {
        guard let comparison = note.comparison else { return nil }
        let key = RenderedParts.Key(
            part: .comparison(note: note.slug), file: "", history: site.catalog.id, links: links)
        return parts.comparison(comparison, key) {
            let itemLinks = Dictionary(
                site.catalog.items.map { ($0.key, links.item($0.slug)) }, uniquingKeysWith: { first, _ in first })
            return ComparisonViewBuilder(text: text, itemLinks: itemLinks).view(comparison)
        }
    }

    /// A CSS string literal that no text can break out of.
    static func cssString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "<", ">", "&", "\n", "\r":
                result += "\\" + String(scalar.value, radix: 16) + " "
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    func notePage(_ note: Note, _ context: PageContext) -> NotePageView {
        let week = note.source.week.flatMap { day in site.weeks.first { $0.date == day } }
        return NotePageView(
            page: meta(
                title: text.words("page_title", ["page": note.title, "site": text.title]),
                path: PagePath.note(note.slug), stylesheet: context.stylesheet,
                script: context.script),
            site: context.site,
            words: words,
            title: note.title,
            date: note.date?.description,
            dateLabel: note.date.map(label),
            week: week.map { weekLink($0, context.links) },
            comparison: comparisonView(note, context.links),
            body: CommonMark.html(from: note.source.markdown, options: markdownOptions)
        )
    }

    /// The shopper's list: its frame, which the theme's script fills in from the browser's storage.
    func listPage(_ context: PageContext) -> ListPageView {
        ListPageView(
            page: meta(
                title: text.words("page_title", ["page": text.words("list_title"), "site": text.title]), path: nil,
                stylesheet: context.stylesheet, script: context.script),
            site: context.site, words: words, currency: config.currency, week: site.currentWeek.date.description
        )
    }

    func archivePage(_ context: PageContext) -> ArchivePageView {
        let links = context.links
        return ArchivePageView(
            page: meta(
                title: text.words("page_title", ["page": text.words("nav_archive"), "site": text.title]),
                path: PagePath.archive, stylesheet: context.stylesheet,
                script: context.script),
            site: context.site,
            words: words,
            weeks: site.weeks.reversed().map { week in
                ArchivePageView.WeekEntry(
                    href: links.week(week.date), label: weekLink(week, links).label,
                    isCurrent: week.date == site.currentWeek.date)
            },
            hasNotes: site.notes.contains { $0.date != nil },
            notes: site.notes.compactMap { note in
                note.date.map {
                    ArchivePageView.NoteEntry(
                        href: links.note(note.slug), title: note.title, date: $0.description, dateLabel: label($0))
                }
            },
            hasPages: site.notes.contains { $0.date == nil },
            pages: site.notes.filter { $0.date == nil }.map { note in
                ArchivePageView.NoteEntry(href: links.note(note.slug), title: note.title, date: nil, dateLabel: nil)
            }
        )
    }
}
