/// The build's hyphenation of names (`NameHyphenation`: the machine's dictionary for the site's language
/// and the words earlier builds kept), carried with the site's settings to the renderer. Two are equal
/// when they hyphenate with the same dictionary (`identity`), which is all the words they write depend on.
package struct BuildHyphenation: Sendable, Equatable {
    /// The dictionary's identity.
    package let identity: String
    /// The hyphenation itself, which only the renderer's layer reads.
    package let service: any Sendable

    package static func == (lhs: BuildHyphenation, rhs: BuildHyphenation) -> Bool {
        lhs.identity == rhs.identity
    }

    package init(identity: String, service: any Sendable) {
        self.identity = identity
        self.service = service
    }
}
