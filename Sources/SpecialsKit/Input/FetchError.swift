/// A fetch over the network failed: temporary, worth trying again later.
public struct FetchError: Error, Sendable, Equatable, CustomStringConvertible {
    public var url: String
    public var reason: String

    public init(url: String, reason: String) {
        self.url = url
        self.reason = reason
    }

    public var description: String { "\(url): error: \(reason)" }
}

extension Duration {
    /// The duration in seconds.
    public var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// The duration in seconds, as a message names it: "3", "0.5".
    public var secondsText: String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
