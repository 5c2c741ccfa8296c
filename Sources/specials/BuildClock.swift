import ArgumentParser
import Foundation
import SpecialsKit

/// Today for a build: `--now`, else SOURCE_DATE_EPOCH, else the clock.
enum BuildClock {
    static func now(
        option: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> BuildDate {
        if let option, let parsed = BuildDate.parse(option) { return parsed }
        if let epoch = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int(epoch) else {
                throw ValidationError("SOURCE_DATE_EPOCH '\(epoch)' is not a whole number of seconds")
            }
            return .instant(Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
        return .instant(Date())
    }
}
