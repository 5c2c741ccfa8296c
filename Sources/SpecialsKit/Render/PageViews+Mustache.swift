import Mustache

// Each view model's key table lists every stored property; TemplateKeysTests checks that against the
// type, so a new property cannot be missed.

extension SiteView {
    static let templateKeys: [String: TemplateKey<SiteView>] = [
        "title": .key(\.title),
        "home": .key(\.home),
        "archive": .key(\.archive),
        "footer": .key(\.footer),
        "feed": .key(\.feed),
        "stores": .key(\.stores),
        "store": .key(\.store),
        "list": .key(\.list),
        "icon": .key(\.icon),
        "root": .key(\.root),
    ]
}

extension PageMeta {
    static let templateKeys: [String: TemplateKey<PageMeta>] = [
        "title": .key(\.title),
        "description": .key(\.description),
        "language": .key(\.language),
        "direction": .key(\.direction),
        "stylesheet": .key(\.stylesheet),
        "canonical": .key(\.canonical),
        "image": .key(\.image),
        "imageWidth": .key(\.imageWidth),
        "imageHeight": .key(\.imageHeight),
        "script": .key(\.script),
    ]
}

extension WeekLink: TemplateValue {
    static let templateKeys: [String: TemplateKey<WeekLink>] = [
        "href": .key(\.href),
        "label": .key(\.label),
        "text": .key(\.text),
    ]
}

extension WeekPageView: TemplateView {
    static let template = "week"
    static let themeText = PackageResources.week_mustache
    static let templateKeys: [String: TemplateKey<WeekPageView>] = [
        "page": .key(\.page),
        "site": .key(\.site),
        "words": .words(\.words),
        "jsonLD": .key(\.jsonLD),
        "weekStylesheet": .key(\.weekStylesheet),
        "heading": .key(\.heading),
        "validity": .key(\.validity),
        "ended": .key(\.ended),
        "footnote": .key(\.footnote),
        "hasTiles": .key(\.hasTiles),
        "tiles": .key(\.tiles),
        "tileList": .key(\.tileList),
        "notes": .key(\.notes),
        "previous": .key(\.previous),
        "next": .key(\.next),
        "department": .key(\.department),
        "departments": .key(\.departments),
        "allSpecials": .key(\.allSpecials),
        "hasDepartments": .key(\.hasDepartments),
    ]
}

extension DepartmentLink: TemplateValue {
    static let templateKeys: [String: TemplateKey<DepartmentLink>] = [
        "name": .key(\.name),
        "href": .key(\.href),
        "isCurrent": .key(\.isCurrent),
    ]
}

extension WeekNoteView: TemplateValue {
    static let templateKeys: [String: TemplateKey<WeekNoteView>] = [
        "slug": .key(\.slug),
        "title": .key(\.title),
        "href": .key(\.href),
        "comparison": .key(\.comparison),
    ]
}

extension NotePageView: TemplateView {
    static let template = "note"
    static let themeText = PackageResources.note_mustache
    static let templateKeys: [String: TemplateKey<NotePageView>] = [
        "page": .key(\.page),
        "site": .key(\.site),
        "words": .words(\.words),
        "title": .key(\.title),
        "date": .key(\.date),
        "dateLabel": .key(\.dateLabel),
        "week": .key(\.week),
        "comparison": .key(\.comparison),
        "body": .key(\.body),
    ]
}

extension ArchivePageView: TemplateView {
    static let template = "archive"
    static let themeText = PackageResources.archive_mustache
    static let templateKeys: [String: TemplateKey<ArchivePageView>] = [
        "page": .key(\.page),
        "site": .key(\.site),
        "words": .words(\.words),
        "weeks": .key(\.weeks),
        "hasNotes": .key(\.hasNotes),
        "notes": .key(\.notes),
        "hasPages": .key(\.hasPages),
        "pages": .key(\.pages),
    ]
}

extension ArchivePageView.WeekEntry: TemplateValue {
    static let templateKeys: [String: TemplateKey<ArchivePageView.WeekEntry>] = [
        "href": .key(\.href),
        "label": .key(\.label),
        "isCurrent": .key(\.isCurrent),
    ]
}

extension ArchivePageView.NoteEntry: TemplateValue {
    static let templateKeys: [String: TemplateKey<ArchivePageView.NoteEntry>] = [
        "href": .key(\.href),
        "title": .key(\.title),
        "date": .key(\.date),
        "dateLabel": .key(\.dateLabel),
    ]
}

extension ListPageView: TemplateView {
    static let template = "list"
    static let themeText = PackageResources.list_mustache
    static let templateKeys: [String: TemplateKey<ListPageView>] = [
        "page": .key(\.page),
        "site": .key(\.site),
        "words": .words(\.words),
        "currency": .key(\.currency),
        "week": .key(\.week),
        "specials": .key(\.specials),
    ]
}

extension MovedPageView: TemplateView {
    static let template = "moved"
    static let themeText = PackageResources.moved_mustache
    static let templateKeys: [String: TemplateKey<MovedPageView>] = [
        "page": .key(\.page),
        "site": .key(\.site),
        "words": .words(\.words),
        "name": .key(\.name),
        "href": .key(\.href),
    ]
}

extension NotFoundPageView: TemplateView {
    static let template = "not-found"
    static let themeText = PackageResources.not_found_mustache
    static let templateKeys: [String: TemplateKey<NotFoundPageView>] = [
        "page": .key(\.page),
        "site": .key(\.site),
        "words": .words(\.words),
    ]
}

extension StyleSheetView: TemplateView {
    static let template = "style"
    static let themeText = PackageResources.style_mustache
    static let templateKeys: [String: TemplateKey<StyleSheetView>] = [
        "layouts": .key(\.layouts),
        "geometry": .key(\.geometry),
        "type": .key(\.type),
        "rightToLeft": .key(\.rightToLeft),
    ]
}

extension StyleSheetView.TypeView: TemplateValue {
    static let templateKeys: [String: TemplateKey<StyleSheetView.TypeView>] = [
        "smallest": .key(\.smallest),
        "price": .key(\.price),
        "priceBlock": .key(\.priceBlock),
        "unit": .key(\.unit),
        "name": .key(\.name),
        "deal": .key(\.deal),
        "news": .key(\.news),
    ]
}

extension StyleSheetView.TypeView.Line: TemplateValue {
    static let templateKeys: [String: TemplateKey<StyleSheetView.TypeView.Line>] = [
        "clamp": .key(\.clamp),
        "phone": .key(\.phone),
        "lineHeight": .key(\.lineHeight),
    ]
}

extension StyleSheetView.Geometry: TemplateValue {
    static let templateKeys: [String: TemplateKey<StyleSheetView.Geometry>] = [
        "pageWidth": .key(\.pageWidth),
        "pagePadding": .key(\.pagePadding),
        "tileBorder": .key(\.tileBorder),
        "tileBackground": .key(\.tileBackground),
        "smallestPicture": .key(\.smallestPicture),
        "imagePadding": .key(\.imagePadding),
        "imagePaddingBoth": .key(\.imagePaddingBoth),
        "wideImageShare": .key(\.wideImageShare),
        "wideTextShare": .key(\.wideTextShare),
        "phoneWidth": .key(\.phoneWidth),
        "phoneLast": .key(\.phoneLast),
        "phonePicture": .key(\.phonePicture),
        "phonePicturePadding": .key(\.phonePicturePadding),
    ]
}

extension StyleSheetView.Layout: TemplateValue {
    static let templateKeys: [String: TemplateKey<StyleSheetView.Layout>] = [
        "index": .key(\.index),
        "minWidth": .key(\.minWidth),
        "isFirst": .key(\.isFirst),
    ]
}

extension AtomFeedView: TemplateView {
    static let template = "feed"
    static let themeText = PackageResources.feed_mustache
    static let templateKeys: [String: TemplateKey<AtomFeedView>] = [
        "id": .key(\.id),
        "title": .key(\.title),
        "subtitle": .key(\.subtitle),
        "updated": .key(\.updated),
        "selfURL": .key(\.selfURL),
        "homeURL": .key(\.homeURL),
        "entries": .key(\.entries),
    ]
}

extension AtomFeedView.Entry: TemplateValue {
    static let templateKeys: [String: TemplateKey<AtomFeedView.Entry>] = [
        "id": .key(\.id),
        "title": .key(\.title),
        "updated": .key(\.updated),
        "url": .key(\.url),
        "summary": .key(\.summary),
        "content": .key(\.content),
    ]
}

extension FeedEntryView: TemplateView {
    static let template = "feed-entry"
    static let themeText = PackageResources.feed_entry_mustache
    static let templateKeys: [String: TemplateKey<FeedEntryView>] = [
        "items": .key(\.items)
    ]
}

extension FeedEntryView.Item: TemplateValue {
    static let templateKeys: [String: TemplateKey<FeedEntryView.Item>] = [
        "name": .key(\.name),
        "price": .key(\.price),
        "originalPrice": .key(\.originalPrice),
        "wasLabel": .key(\.wasLabel),
    ]
}

extension SitemapView: TemplateView {
    static let template = "sitemap"
    static let themeText = PackageResources.sitemap_mustache
    static let templateKeys: [String: TemplateKey<SitemapView>] = [
        "urls": .key(\.urls)
    ]
}

extension SitemapView.Entry: TemplateValue {
    static let templateKeys: [String: TemplateKey<SitemapView.Entry>] = [
        "loc": .key(\.loc),
        "lastmod": .key(\.lastmod),
    ]
}

extension SitemapIndexView: TemplateView {
    static let template = "sitemap-index"
    static let themeText = PackageResources.sitemap_index_mustache
    static let templateKeys: [String: TemplateKey<SitemapIndexView>] = [
        "sitemaps": .key(\.sitemaps)
    ]
}

extension SitemapIndexView.Entry: TemplateValue {
    static let templateKeys: [String: TemplateKey<SitemapIndexView.Entry>] = [
        "loc": .key(\.loc),
        "lastmod": .key(\.lastmod),
    ]
}
