extension Duration {
    /// The duration in seconds.
    package var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// The duration in seconds, as a message names it: "3", "0.5".
    package var secondsText: String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
