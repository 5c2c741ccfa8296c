/// The marks on a page's reference prices whose labels the page gives once, below its tiles: one mark
/// per label, "*" for the first, "**" for the second, so that reductions measured against different
/// days ("the last 30 days", "the 30 days before the offer began on October 26") each say which.
enum ReferenceMarks {
    /// `texts` with each marked reference given its label's mark, in the order the labels first appear.
    static func marked(_ texts: [SpecialText]) -> [SpecialText] {
        var labels: [String] = []
        return texts.map { text in
            guard text.shortSaving != nil else { return text }
            var marked = text
            let position = labels.firstIndex(of: text.wasLabel) ?? labels.count
            if position == labels.count { labels.append(text.wasLabel) }
            marked.wasMark = String(repeating: SpecialText.mark, count: position + 1)
            return marked
        }
    }

    /// What each mark of `texts` (as `marked` gave them) means, once each, in order: the page's footnote.
    static func footnote(_ texts: [SpecialText]) -> String? {
        var notes: [String] = []
        for note in texts.compactMap(\.markNote) where !notes.contains(note) { notes.append(note) }
        return notes.isEmpty ? nil : notes.joined(separator: " · ")
    }
}
