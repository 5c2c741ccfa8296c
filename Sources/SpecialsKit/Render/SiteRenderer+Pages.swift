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
        let (packed, standings) = layout(full, week: week, department: department)
        let weekTexts = pageTexts(full, department: department)
        let links = context.links
        let builder = TileViewBuilder(siteText: text, links: links, images: images)
        let weekLabel = label(week.date)
        let notes = department != nil ? [] : weekNotes(week, links)
        let validity = text.validity(week)
        let structured = StructuredData(config: config, links: links, images: images)
        let page = weekMeta(full, week: week, department: department, context, path: path, structured: structured)
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
            departments: departmentLinks(full, current: department, links),
            allSpecials: front ? links.home : links.week(full.date)
        )
        view.tileList = tileList(
            of: view, tiles: ownWeek ? view.tiles : nil, making: tiles,
            file: department?.layoutKey(full.file) ?? full.file, links)
        return view
    }

    /// The head of `week`'s page (the week `full` or its `department`'s part): its title, and its share
    /// card (a department's page shares the week's), else the first special's picture.
    private func weekMeta(
        _ full: Week, week: Week, department: WeekDepartment?, _ context: PageContext, path: String,
        structured: StructuredData
    ) -> PageMeta {
        let weekLabel = label(week.date)
        let card = images.cards.week(folder: folder, day: full.date)
        let image =
            card.map { self.card($0, context.links) }
            ?? week.specials.lazy.compactMap(\.image).first.flatMap(structured.imageURL).flatMap {
                $0.hasPrefix("http") ? $0 : nil
            }
        let title =
            department.map {
                text.words("department_title", ["site": text.title, "department": $0.name, "date": weekLabel])
            }
            ?? text.words("week_title", ["site": text.title, "date": weekLabel])
        return meta(
            title: title, path: path, stylesheet: context.stylesheet, image: image, card: card != nil,
            script: context.script)
    }

    /// The packing of `week`, the week `full` or its `department`'s part, and its specials' standings.
    private func layout(_ full: Week, week: Week, department: WeekDepartment?) -> (PackedWeek, [ItemStanding]) {
        let standings = site.catalog.standings[full.date]!
        guard let department else { return (weeks[week.date]!, standings) }
        return (departmentLayouts[department.layoutKey(full.file)]!, department.indices.map { standings[$0] })
    }

    /// The notes about `week`, each with its comparison.
    private func weekNotes(_ week: Week, _ links: SiteLinks) -> [WeekNoteView] {
        site.notes.filter { $0.source.week == week.date }.map { note in
            WeekNoteView(
                slug: note.slug, title: note.title, href: links.note(note.slug),
                comparison: comparisonView(note, links))
        }
    }

    /// The links to the departments of the week `full`, `current` marked.
    private func departmentLinks(_ full: Week, current: WeekDepartment?, _ links: SiteLinks) -> [DepartmentLink] {
        weekDepartments[full.date]!.map {
            DepartmentLink(name: $0.name, href: links.department(full.date, $0.slug), isCurrent: $0 == current)
        }
    }

    /// The page's tiles as one text: `tiles` (those a template of Templates/ went through) or the ones
    /// `making` makes, rendered on `view`; once per packing (`file`), catalog and links where the tiles
    /// read only themselves.
    private func tileList(
        of view: WeekPageView, tiles: [TileView]?, making: () -> [TileView], file: String, _ links: SiteLinks
    ) -> String {
        func render() -> String { templates.render(tiles: tiles ?? making(), on: view) }
        guard templates.tilesReadOnlyThemselves else { return render() }
        let key = RenderedParts.Key(part: .tiles, file: file, history: site.catalog.id, links: links)
        return parts.text(key, make: render)
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
            site: context.site, words: words, currency: config.currency, week: site.currentWeek.date.description,
            specials: ListEntry.json(listEntries(context.links))
        )
    }

    /// The current week's specials as the list keeps them, each with its page: one per key (an item
    /// listed twice is on a list once, at its first tile's price, as its page's button adds it).
    func listEntries(_ links: SiteLinks) -> [ListEntry] {
        let week = site.currentWeek
        let texts = pageTexts(week, department: nil)
        guard let standings = site.catalog.standings[week.date], standings.count == texts.count else { return [] }
        let validity = text.validity(week)
        let minorUnits = config.moneyFormat.minorUnits
        var seen = Set<String>()
        return zip(week.specials, zip(texts, standings)).compactMap { special, pair in
            var entry = ListEntry(
                special, slug: pair.1.slug, text: pair.0, week: week, validity: validity, minorUnits: minorUnits)
            entry.href = links.item(pair.1.slug)
            return seen.insert(entry.k).inserted ? entry : nil
        }
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
