/// A note ready to publish: its day and its comparison, if it has one. Its Markdown body becomes HTML
/// when the note's page is rendered.
public struct Note: Sendable, Equatable {
    public var source: NoteSource
    /// The note's day in the site's time zone; nil for an undated page.
    public var date: Day?
    public var comparison: Comparison?

    public var slug: String { source.slug }
    public var title: String { source.title }
}
