import Foundation

/// Each week page's own stylesheet (`WeekStyleView`): what used to be the page's `style` attributes and
/// element, which a strict Content-Security-Policy refuses, in a file of the site's folder that the page
/// links to. A week's page and the front page showing it share one file, and a chain's stores of a
/// region render their sheet once for all of them but for the footer that names the store.
extension SiteRenderer {
    /// The specials a week's page shows (a department's with `department`), as its tiles word them.
    func pageTexts(_ full: Week, department: WeekDepartment?) -> [SpecialText] {
        // Every week of the site has its texts (`SharedText`).
        let all = texts[full.date] ?? []
        return ReferenceMarks.marked(department.map { $0.indices.map { all[$0] } } ?? all)
    }

    /// The stylesheet of `full`'s page (of its department's with `department`): its name (its bytes'
    /// hash) and its text.
    func weekStyle(_ full: Week, department: WeekDepartment?) -> (name: String, text: String) {
        let footer = Self.cssString("\(text.title) · \(text.validity(full))")
        let file = department?.layoutKey(full.file) ?? full.file
        let key = RenderedParts.Key(part: .weekStyle(footer: footer), file: file, history: site.catalog.id)
        let css = parts.text(key) {
            // The grid and tiles once for every store showing the week (their phone rows are estimated).
            let styles = parts.tileStyles(RenderedParts.Key(part: .tileStyles, file: file, history: site.catalog.id)) {
                let packed = department.map { departmentLayouts[$0.layoutKey(full.file)]! } ?? weeks[full.date]!
                let builder = TileViewBuilder(siteText: text, links: links, images: images)
                return RenderedParts.TileStyles(
                    grid: builder.gridStyle(packed.layout),
                    tiles: builder.styles(
                        packed, file: full.file, texts: pageTexts(full, department: department),
                        indices: department?.indices))
            }
            return templates.render(
                WeekStyleView(
                    grid: styles.grid,
                    tiles: styles.tiles.enumerated().map {
                        WeekStyleView.Tile(place: $0.offset + 1, style: $0.element)
                    },
                    printFooter: footer))
        }
        return (String(ContentHash.hex(Array(css.utf8)).prefix(10)), css)
    }

    /// The link from a page linking with `links` to the stylesheet of `full`'s page (`weekStyle`).
    func weekStylesheet(_ full: Week, department: WeekDepartment?, _ links: SiteLinks) -> String {
        links.file(PageKind.weekStyle.path(weekStyle(full, department: department).name))
    }

}

extension SiteRenderer.Plan {
    /// The stylesheets of every week's page and its departments' pages, once each.
    func weekStyles() -> [PageKind.Page] {
        var names: Set<String> = []
        return site.weeks.flatMap { week in
            ([nil] + renderer.weekDepartments[week.date, default: []].map(Optional.some)).compactMap {
                department -> PageKind.Page? in
                let name = renderer.weekStyle(week, department: department).name
                guard names.insert(name).inserted else { return nil }
                return PageKind.Page(name: name) { [self] in renderer.weekStyle(week, department: department).text }
            }
        }
    }
}
