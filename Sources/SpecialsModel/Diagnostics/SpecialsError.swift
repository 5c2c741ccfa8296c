/// Why a command stopped: what kind of failure it is (which decides the exit code) and every problem
/// found, each with its place (a file, line and column, a JSON path, a folder, a URL or an address).
public struct SpecialsError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// A command-line option names what the site does not have: `--store` an unknown id (64, EX_USAGE).
        case usage
        /// A feed, a note, site.yml or a template is invalid (65, EX_DATAERR).
        case invalidInput
        /// The site folder, or a snapshot the build needs, is not there (66, EX_NOINPUT).
        case missingInput
        /// The output cannot be written, or must not be (73, EX_CANTCREAT).
        case output
        /// Another build holds the output, or another program the port (75, EX_TEMPFAIL).
        case busy
        /// A fetch over the network failed or timed out (75, EX_TEMPFAIL).
        case fetch

        /// The sysexits code the command ends with.
        public var exitCode: Int32 {
            switch self {
            case .usage: 64
            case .invalidInput: 65
            case .missingInput: 66
            case .output: 73
            case .busy, .fetch: 75
            }
        }
    }

    public var kind: Kind
    /// The problems, in reading order; warnings found with them are kept so that all are reported.
    public var diagnostics: [Diagnostic]
    /// A fetch the server answered, with what is no use however often it is asked again (an error
    /// status, an answer over the size cap): an image known to be broken, not a slow or absent host.
    package var isDefinite = false

    package init(_ kind: Kind, _ diagnostics: [Diagnostic]) {
        self.kind = kind
        self.diagnostics = diagnostics
    }

    /// One problem with `place` as a whole: `place: error: message`.
    package init(_ kind: Kind, _ message: String, at place: String) {
        self.init(kind, [.error(message, in: place)])
    }

    /// Invalid input: every problem the run found.
    package static func invalidInput(_ diagnostics: [Diagnostic]) -> SpecialsError {
        SpecialsError(.invalidInput, diagnostics)
    }

    /// A fetch of `url` failed: `url: error: reason`; `definite` when the server's answer says it is
    /// no use asking again.
    package static func fetch(_ url: String, _ reason: String, definite: Bool = false) -> SpecialsError {
        var error = SpecialsError(.fetch, reason, at: url)
        error.isDefinite = definite
        return error
    }

    public var exitCode: Int32 { kind.exitCode }

    /// The errors among the diagnostics (a failure may carry the warnings found beside them).
    package var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// What went wrong, without the place: a fetch's reason, say.
    package var reason: String { diagnostics.first?.message ?? "" }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
