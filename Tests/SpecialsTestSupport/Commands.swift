import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// What a finished command printed, and how it ended.
public struct Run: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Runs programs as a user would: the one way the tests start a process and wait for it.
public enum Command {
    /// Runs `executable` with `arguments` in `folder` to its end; SOURCE_DATE_EPOCH is cleared unless
    /// `environment` sets it.
    public static func run(
        _ executable: String, _ arguments: [String], in folder: String? = nil, environment: [String: String] = [:]
    ) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "SOURCE_DATE_EPOCH")
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes are drained at once, so a child that fills one while we read the other never blocks.
        let stderr = Drained(err)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: stderr.text())
    }

    /// `curl` for a URL: the status and the body.
    public static func curl(_ url: String) throws -> (status: Int, body: String) {
        let run = try run("/usr/bin/env", ["curl", "-s", "-o", "-", "-w", "\n%{http_code}", url])
        let split = run.stdout.range(of: "\n", options: .backwards)!
        return (Int(run.stdout[split.upperBound...]) ?? 0, String(run.stdout[..<split.lowerBound]))
    }
}

/// The `specials` executable the tests were built with.
public enum Binary {
    /// The executable beside the test bundle.
    public static let path: String = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("specials").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../.build/debug/specials"
        ).standardized.path
    }()

    public static func run(
        _ arguments: [String], in folder: String? = nil, environment: [String: String] = [:]
    ) throws -> Run {
        try Command.run(path, arguments, in: folder, environment: environment)
    }
}

/// A command with its wall time and the CPU time it used (user + system), measured by bash's `times`.
public struct TimedRun: Sendable {
    public var run: Run
    /// The CPU time it used, which a busy machine does not inflate as it does the wall clock's.
    public var cpuSeconds: Double
    /// Killed at `killAfter`: it did not end on its own.
    public var killed: Bool { run.status == 137 }

    /// The binary run with `arguments`, killed if it runs `killAfter` seconds: a deadline kept is told by
    /// its exit status, never by timing it (a loaded machine stretches any time).
    public static func run(_ arguments: [String], killAfter: Int = 60) throws -> TimedRun {
        let quoted = ([Binary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
            .joined(separator: " ")
        // bash's `times` prints the shell's own times, then its children's: the second line is ours.
        let script = "timeout -s KILL \(killAfter) \(quoted) 2>&1 >/dev/null; status=$?; times >&2; exit $status"  // its stderr to our stdout
        let result = try Command.run("/bin/bash", ["-c", script])
        let lines = result.stderr.split(separator: "\n")  // what `times` printed
        let cpu =
            lines.last.map { line in
                line.split(separator: " ").compactMap { field -> Double? in
                    guard let m = field.firstIndex(of: "m") else { return nil }
                    return (Double(field[..<m]) ?? 0) * 60 + (Double(field[field.index(after: m)...].dropLast()) ?? 0)
                }.reduce(0, +)
            } ?? 0
        return TimedRun(run: Run(status: result.status, stdout: "", stderr: result.stdout), cpuSeconds: cpu)
    }
}

/// A pipe read to its end on a thread of its own.
final class Drained: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ pipe: Pipe) {
        Thread.detachNewThread { [self] in
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe carried, once it has closed.
    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Collects what a child process prints, as it prints it.
public final class OutputCollector: Sendable {
    private let text = Mutex("")

    public init(_ pipe: Pipe) {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard !data.isEmpty else {
                handle.readabilityHandler = nil
                return
            }
            self?.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }
    }

    public var current: String { text.withLock { $0 } }

    /// Waits up to `seconds` for `pattern` to appear after `offset` characters; returns the end of the match.
    /// The bound only ends a wait for what never comes: on a busy machine a build may take many seconds.
    public func wait(for pattern: String, after offset: Int = 0, seconds: Double = 120) -> Int? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let snapshot = current
            if offset <= snapshot.count, let range = snapshot.dropFirst(offset).range(of: pattern) {
                return snapshot.distance(from: snapshot.startIndex, to: range.upperBound)
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }
}

/// A running child process, killed when the test ends.
public final class Child {
    public let process = Process()
    public let output: OutputCollector
    public let errors: OutputCollector

    public init(_ executable: String, _ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        output = OutputCollector(out)
        errors = OutputCollector(err)
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
