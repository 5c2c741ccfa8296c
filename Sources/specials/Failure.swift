import ArgumentParser
import Foundation
import SpecialsKit

/// Maps every error of the pipeline to its message on stderr and its sysexits code, in one place.
enum Failure {
    static func exitCode(for error: any Error) -> ExitCode {
        switch error {
        case is ContentError: ExitCode(65)
        case is MissingInputError: ExitCode(66)
        case is OutputError: ExitCode(73)
        case is BusyError, is FetchError: ExitCode(75)
        default: ExitCode(70)
        }
    }

    static func message(for error: any Error) -> String {
        switch error {
        case let error as ContentError:
            let errors = error.diagnostics.filter { $0.severity == .error }.count
            return error.description + "\n\(errors) error\(errors == 1 ? "" : "s"); nothing was published"
        case let error as any ReportedAsIs:
            return error.description
        default:
            return "error: internal error: \(error)"
        }
    }

    /// Prints the error and turns it into the exit code ArgumentParser ends the process with.
    static func report(_ error: any Error) -> ExitCode {
        Console.error(message(for: error))
        return exitCode(for: error)
    }

    /// Runs a command's work; any error but a usage error is reported and becomes its exit code.
    static func reporting<T>(_ work: () async throws -> T) async throws -> T {
        do {
            return try await work()
        } catch let error as ValidationError {
            throw error
        } catch {
            throw report(error)
        }
    }
}

/// Errors whose description is already the whole message a user reads (`path: error: ...`).
protocol ReportedAsIs: Error, CustomStringConvertible {}

extension MissingInputError: ReportedAsIs {}
extension OutputError: ReportedAsIs {}
extension BusyError: ReportedAsIs {}
extension FetchError: ReportedAsIs {}

enum Console {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func warnings(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { error(diagnostic.description) }
    }
}
