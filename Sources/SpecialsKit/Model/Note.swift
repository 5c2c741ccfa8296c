/// A note ready to publish: its HTML body and its comparison, if it has one.
public struct Note: Sendable, Equatable {
    public var source: NoteSource
    public var html: String
    public var comparison: Comparison?

    public var slug: String { source.slug }
    public var title: String { source.title }
    public var date: Day { source.date }
}
