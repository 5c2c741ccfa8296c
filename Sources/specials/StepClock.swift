import Foundation
import SpecialsKit
import Synchronization

/// Wall time of each step of a build, printed to standard error when asked for (`--timings`).
final class StepClock: Sendable {
    let enabled: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private let last: Mutex<ContinuousClock.Instant>

    init(enabled: Bool) {
        self.enabled = enabled
        start = clock.now
        last = Mutex(start)
    }

    /// Prints how long the step `name` took since the last one, and what it did (`detail`).
    func step(_ name: String, _ detail: String? = nil) {
        guard enabled else { return }
        let now = clock.now
        let elapsed = last.withLock { last in
            defer { last = now }
            return now - last
        }
        Self.print(name, elapsed, detail)
    }

    func finish() {
        guard enabled else { return }
        Self.print("total", clock.now - start)
    }

    private static func print(_ name: String, _ duration: Duration, _ detail: String? = nil) {
        let line =
            "\(name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(String(format: "%6.3f", duration.seconds)) s"
        FileHandle.standardError.write(Data((line + (detail.map { "  " + $0 } ?? "") + "\n").utf8))
    }
}
