import ArgumentParser
import Foundation
import SpecialsKit

/// Maps every error of the pipeline to its message on stderr and its sysexits code, in one place.
enum Failure {
    /// The sysexits code: the failure's kind decides it; anything else is an internal error (70).
    static func exitCode(for error: any Error) -> ExitCode {
        ExitCode((error as? SpecialsError)?.exitCode ?? 70)
    }

    static func message(for error: any Error) -> String {
        guard let error = error as? SpecialsError else { return "error: internal error: \(error)" }
        guard error.kind == .invalidInput else { return error.description }
        let errors = error.errors.count
        return error.description + "\n\(errors) error\(errors == 1 ? "" : "s"); nothing was published"
    }

    /// Prints the error and turns it into the exit code ArgumentParser ends the process with.
    static func report(_ error: any Error) -> ExitCode {
        Console.error(message(for: error))
        return exitCode(for: error)
    }

    /// Runs a command's work; any error but a usage error is reported and becomes its exit code.
    static func reporting<T>(_ work: () async throws -> T) async throws -> T {
        do { return try await work() } catch { throw reported(error) }
    }

    /// The same for a command that runs without waiting.
    static func reporting<T>(_ work: () throws -> T) throws -> T {
        do { return try work() } catch { throw reported(error) }
    }

    /// A usage error as it is, for ArgumentParser to print with the usage; any other reported.
    private static func reported(_ error: any Error) -> any Error {
        error is ValidationError ? error : report(error)
    }
}

enum Console {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func warnings(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { error(diagnostic.description) }
    }
}
