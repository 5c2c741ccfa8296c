/// A note as written: front matter read and checked, body still Markdown.
public struct NoteSource: Sendable, Equatable {
    /// The URL name, from the file name: `Content/notes/water.md` is `water`.
    public var slug: String
    /// The file relative to the site folder, for messages.
    public var file: String
    public var title: String
    /// The day or instant in `date:`; nil for an undated page ("About us").
    public var date: BuildDate?
    /// The week whose page also shows this note.
    public var week: Day?
    public var draft: Bool
    public var summary: String?
    public var compare: [CompareEntry]
    public var markdown: String
}

/// One item of a note's `compare:` list.
public struct CompareEntry: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// Written out in the note.
        case written(name: String, price: Money, size: Quantity)
        /// A special of the note's week, found by its name.
        case special(name: String)
    }

    public var source: Source
    /// True for a special of the note's week, false for an item written out in the note.
    var namesASpecial: Bool {
        if case .special = source { return true }
        return false
    }

    /// Where the item starts in the note: line and column.
    public var location: Diagnostic.Location
    /// The item's position in the list, from 1.
    public var number: Int
}
