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
        // Eight callers, asking at once: each is let through with the same value.
        let sums = Mutex<[Int]>([])
        let callers = DispatchGroup()
        let arrived = DispatchGroup()
        for _ in 0..<8 {
            callers.enter()
            arrived.enter()
            Thread.detachNewThread {
                arrived.leave()
                let sum = background.value.reduce(0, +)
                sums.withLock { $0.append(sum) }
                callers.leave()
            }
        }
        // The work ends once every caller has come to ask for it.
        #expect(arrived.wait(timeout: .now() + 20) == .success)
        #expect(sums.withLock { $0.isEmpty }, "a caller got a value before it was worked out")
        go.signal()
        #expect(callers.wait(timeout: .now() + 20) == .success, "a caller is still waiting")
        #expect(sums.withLock { $0 } == Array(repeating: 499_500, count: 8))
        #expect(background.value.count == 1000)
        #expect(runs.load(ordering: .relaxed) == 1)
    }
}
