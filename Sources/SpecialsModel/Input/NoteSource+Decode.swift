extension NoteSource {
    /// Reads a note on its own: front matter checked, body left as Markdown. Throws an invalid-input error.
    package static func decode(
        _ bytes: [UInt8], file: String, slug: String
    ) throws -> (note: NoteSource, warnings: [Diagnostic]) {
        let (note, diagnostics) = NoteDecoder(file: file, slug: slug).decode(bytes)
        guard let note else { throw SpecialsError.invalidInput(diagnostics) }
        return (note, diagnostics)
    }
}
