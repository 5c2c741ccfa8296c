import Mustache

// Template key lookups without reflection: Mustache would otherwise find every key through
// Mirror, which was half of all build time. Each table lists every stored property;
// TemplateKeysTests checks that against the type, so a new property cannot be missed.

extension SiteView: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<SiteView> & Sendable] = [
        "title": \.title,
        "home": \.home,
        "archive": \.archive,
        "currency": \.currency,
        "unitNames": \.unitNames,
        "feed": \.feed,
    ]
}

extension PageMeta: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<PageMeta> & Sendable] = [
        "title": \.title,
        "description": \.description,
        "language": \.language,
        "stylesheet": \.stylesheet,
        "canonical": \.canonical,
        "image": \.image,
    ]
}

extension WeekLink: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<WeekLink> & Sendable] = [
        "href": \.href,
        "label": \.label,
    ]
}

extension WeekPageView: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<WeekPageView> & Sendable] = [
        "page": \.page,
        "site": \.site,
        "jsonLD": \.jsonLD,
        "printFooter": \.printFooter,
        "heading": \.heading,
        "validity": \.validity,
        "hasTiles": \.hasTiles,
        "gridStyle": \.gridStyle,
        "tiles": \.tiles,
        "notes": \.notes,
        "previous": \.previous,
        "next": \.next,
    ]
}

extension WeekNoteView: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<WeekNoteView> & Sendable] = [
        "slug": \.slug,
        "title": \.title,
        "href": \.href,
        "comparison": \.comparison,
    ]
}

extension TileView: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<TileView> & Sendable] = [
        "kind": \.kind,
        "isWide": \.isWide,
        "width": \.width,
        "height": \.height,
        "style": \.style,
        "image": \.image,
        "name": \.name,
        "price": \.price,
        "originalPrice": \.originalPrice,
        "saving": \.saving,
        "size": \.size,
        "unitPrice": \.unitPrice,
    ]
}

extension TileView.Image: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<TileView.Image> & Sendable] = [
        "src": \.src,
        "alt": \.alt,
        "width": \.width,
        "height": \.height,
    ]
}

extension ComparisonView: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<ComparisonView> & Sendable] = [
        "unitName": \.unitName,
        "rows": \.rows,
    ]
}

extension ComparisonView.Row: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<ComparisonView.Row> & Sendable] = [
        "name": \.name,
        "size": \.size,
        "price": \.price,
        "unitPrice": \.unitPrice,
        "isBest": \.isBest,
        "verdict": \.verdict,
    ]
}

extension NotePageView: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<NotePageView> & Sendable] = [
        "page": \.page,
        "site": \.site,
        "title": \.title,
        "date": \.date,
        "dateLabel": \.dateLabel,
        "week": \.week,
        "comparison": \.comparison,
        "body": \.body,
    ]
}

extension ArchivePageView: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<ArchivePageView> & Sendable] = [
        "page": \.page,
        "site": \.site,
        "weeks": \.weeks,
        "hasNotes": \.hasNotes,
        "notes": \.notes,
    ]
}

extension ArchivePageView.WeekEntry: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<ArchivePageView.WeekEntry> & Sendable] = [
        "href": \.href,
        "label": \.label,
        "isCurrent": \.isCurrent,
    ]
}

extension ArchivePageView.NoteEntry: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<ArchivePageView.NoteEntry> & Sendable] = [
        "href": \.href,
        "title": \.title,
        "date": \.date,
        "dateLabel": \.dateLabel,
    ]
}

extension NotFoundPageView: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<NotFoundPageView> & Sendable] = [
        "page": \.page,
        "site": \.site,
    ]
}

extension StyleSheetView: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<StyleSheetView> & Sendable] = [
        "layouts": \.layouts,
    ]
}

extension StyleSheetView.Layout: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<StyleSheetView.Layout> & Sendable] = [
        "index": \.index,
        "minWidth": \.minWidth,
        "isFirst": \.isFirst,
    ]
}

extension AtomFeedView: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<AtomFeedView> & Sendable] = [
        "id": \.id,
        "title": \.title,
        "subtitle": \.subtitle,
        "updated": \.updated,
        "selfURL": \.selfURL,
        "homeURL": \.homeURL,
        "entries": \.entries,
    ]
}

extension AtomFeedView.Entry: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<AtomFeedView.Entry> & Sendable] = [
        "id": \.id,
        "title": \.title,
        "updated": \.updated,
        "url": \.url,
        "summary": \.summary,
        "content": \.content,
    ]
}

extension SitemapView: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<SitemapView> & Sendable] = [
        "urls": \.urls,
    ]
}

extension SitemapView.URL: TemplateValue {
    static let templateKeys: [String: PartialKeyPath<SitemapView.URL> & Sendable] = [
        "loc": \.loc,
        "lastmod": \.lastmod,
    ]
}
