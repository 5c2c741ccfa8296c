/// A note ready to publish: its day and its comparison, if it has one. Its Markdown body becomes HTML
/// when the note's page is rendered.
package struct Note: Sendable, Equatable {
    package var source: NoteSource
    /// The note's day in the site's time zone; nil for an undated page.
    package var date: Day?
    package var comparison: Comparison?

    package var slug: String { source.slug }
    package var title: String { source.title }

    package init(source: NoteSource, date: Day? = nil, comparison: Comparison? = nil) {
        self.source = source
        self.date = date
        self.comparison = comparison
    }
}
