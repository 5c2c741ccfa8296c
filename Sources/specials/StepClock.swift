import Foundation
import SpecialsKit

/// Wall time of each step of a build, printed to standard error when asked for (`--timings`).
final class StepClock: @unchecked Sendable {
    let enabled: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var last: ContinuousClock.Instant
    private let lock = NSLock()

    init(enabled: Bool) {
        self.enabled = enabled
        start = clock.now
        last = start
    }

    func step(_ name: String) {
        guard enabled else { return }
        let now = clock.now
        let elapsed = lock.withLock {
            defer { last = now }
            return now - last
        }
        Self.print(name, elapsed)
    }

    func finish() {
        guard enabled else { return }
        Self.print("total", clock.now - start)
    }

    private static func print(_ name: String, _ duration: Duration) {
        FileHandle.standardError.write(Data("\(name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(String(format: "%6.3f", duration.seconds)) s\n".utf8))
    }
}
