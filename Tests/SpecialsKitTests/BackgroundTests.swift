import Dispatch
import Foundation
import Synchronization
import Testing
@testable import SpecialsKit

@Suite struct BackgroundTests {
    @Test
    func everyCallerGetsTheValueWorkedOutOnceBesideThem() {
        let runs = Atomic<Int>(0)
        let go = DispatchSemaphore(value: 0)
        let background = Background { () -> [Int] in
            runs.add(1, ordering: .relaxed)
            // Held until the callers wait: the work runs beside them, not before the initializer returns.
            go.wait()
            return Array(0..<1000)
        }
        // Eight callers, waiting at once: each is let through with the same value.
        let sums = Mutex<[Int]>([])
        let callers = DispatchGroup()
        for _ in 0..<8 {
            callers.enter()
            Thread.detachNewThread {
                let sum = background.value.reduce(0, +)
                sums.withLock { $0.append(sum) }
                callers.leave()
            }
        }
        Thread.sleep(forTimeInterval: 0.05)
        go.signal()
        #expect(callers.wait(timeout: .now() + 20) == .success, "a caller is still waiting")
        #expect(sums.withLock { $0 } == Array(repeating: 499_500, count: 8))
        #expect(background.value.count == 1000)
        #expect(runs.load(ordering: .relaxed) == 1)
    }
}
