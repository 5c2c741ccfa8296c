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
    /// The stores and regions of a chain the note is for; none limits it to nothing.
    public var limits = Limits()

    /// `stores:` and `regions:` in front matter.
    public struct Limits: Sendable, Equatable {
        public var stores: [String]?
        public var regions: [String]?
        /// Where they are written, for messages.
        public var location: Diagnostic.Location = .file

        public var isEmpty: Bool { stores == nil && regions == nil }

        /// Whether a store with `id` in `region` gets the note.
        public func include(_ id: String, region: String?) -> Bool {
            isEmpty || stores?.contains(id) == true || region.map { regions?.contains($0) == true } == true
        }
    }
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
