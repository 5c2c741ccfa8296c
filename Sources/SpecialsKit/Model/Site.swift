/// Everything a build publishes, validated: settings, weeks, notes and static files.
public struct Site: Sendable, Equatable {
    public var config: SiteConfig
    /// Every week that is live on `today`, oldest first.
    public var weeks: [Week]
    /// Notes to publish, newest first.
    public var notes: [Note]
    /// Files of Static/, by their path inside it.
    public var staticFiles: [String: [UInt8]]
    /// The day the build publishes for, in the site's time zone.
    public var today: Day

    /// The week the site's front page shows.
    public var currentWeek: Week { weeks[weeks.count - 1] }
}
