/// One problem found in a site's input, printed like a compiler message.
public struct Diagnostic: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Equatable, Codable {
        /// A note says how something was read, where nothing is wrong ("quantity 1" is no multi-buy).
        case error, warning, note
    }

    /// Where in a file the problem is.
    public enum Location: Sendable, Equatable, Codable {
        /// The file as a whole.
        case file
        /// A line and column, both from 1.
        case position(line: Int, column: Int)
        /// A path into a JSON document, like `managerSpecials[3].price`.
        case jsonPath(String)
    }

    /// The file, relative to the site folder (`Content/specials/2026-11-16.json`).
    public var file: String
    public var location: Location
    public var severity: Severity
    public var message: String

    package init(file: String, location: Location = .file, severity: Severity = .error, message: String) {
        self.file = file
        self.location = location
        self.severity = severity
        self.message = message
    }

    package static func error(_ message: String, in file: String, at location: Location = .file) -> Diagnostic {
        Diagnostic(file: file, location: location, severity: .error, message: message)
    }

    package static func warning(_ message: String, in file: String, at location: Location = .file) -> Diagnostic {
        Diagnostic(file: file, location: location, severity: .warning, message: message)
    }

    /// `path:line:col: error: message`, or `path: json.path: error: message` for JSON.
    public var description: String {
        switch location {
        case .file: "\(file): \(severity.rawValue): \(message)"
        case .position(let line, let column): "\(file):\(line):\(column): \(severity.rawValue): \(message)"
        case .jsonPath(let path): "\(file): \(path): \(severity.rawValue): \(message)"
        }
    }
}

/// Collects diagnostics while a stage reads its input, so one run reports every problem.
package struct DiagnosticLog: Sendable {
    package private(set) var diagnostics: [Diagnostic] = []

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    package var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The warnings and notes.
    package var warnings: [Diagnostic] { diagnostics.filter { $0.severity != .error } }

    package mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    package mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    package init() {}
}
