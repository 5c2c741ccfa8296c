/// A note ready to publish: its HTML body and its comparison, if it has one.
public struct Note: Sendable, Equatable {
    public var source: NoteSource
    /// The note's day in the site's time zone; nil for an undated page.
    public var date: Day?
    public var html: String
    public var comparison: Comparison?

    public var slug: String { source.slug }
    public var title: String { source.title }
}
