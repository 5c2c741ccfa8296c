/// A note as written: front matter read and checked, body still Markdown.
package struct NoteSource: Sendable, Equatable {
    /// The URL name, from the file name: `Content/notes/water.md` is `water`.
    package var slug: String
    /// The file relative to the site folder, for messages.
    package var file: String
    package var title: String
    /// The day or instant in `date:`; nil for an undated page ("About us").
    package var date: BuildDate?
    /// The week whose page also shows this note.
    package var week: Day?
    package var draft: Bool
    package var summary: String?
    package var compare: [CompareEntry]
    package var markdown: String
    /// The stores and regions of a chain the note is for; none limits it to nothing.
    package var limits = Limits()

    /// `stores:` and `regions:` in front matter.
    package struct Limits: Sendable, Equatable {
        package var stores: [String]?
        package var regions: [String]?
        /// Where they are written, for messages.
        package var location: Diagnostic.Location = .file

        package var isEmpty: Bool { stores == nil && regions == nil }

        /// Whether a store with `id` in `region` gets the note.
        package func include(_ id: String, region: String?) -> Bool {
            isEmpty || stores?.contains(id) == true || region.map { regions?.contains($0) == true } == true
        }
    }
}

/// One item of a note's `compare:` list.
package struct CompareEntry: Sendable, Equatable {
    package enum Source: Sendable, Equatable {
        /// Written out in the note.
        case written(name: String, price: Money, size: Quantity, deal: Deal = Deal())
        /// A special of the note's week, found by its name.
        case special(name: String)
    }

    package var source: Source
    /// True for a special of the note's week, false for an item written out in the note.
    package var namesASpecial: Bool {
        if case .special = source { return true }
        return false
    }

    /// Where the item starts in the note: line and column.
    package var location: Diagnostic.Location
    /// The item's position in the list, from 1.
    package var number: Int

    package init(source: Source, location: Diagnostic.Location, number: Int) {
        self.source = source
        self.location = location
        self.number = number
    }
}
