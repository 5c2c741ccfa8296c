/// One week of specials: a feed snapshot and the days it applies.
public struct Week: Sendable, Equatable {
    /// The snapshot's date, the first day its prices apply.
    public var date: Day
    /// The last day: six days after `date`, or the day before the next snapshot when that starts sooner.
    public var validThrough: Day
    public var canvasUnit: Int
    public var specials: [FeedItem]
    /// The snapshot file, relative to the site folder.
    public var file: String

    public init(date: Day, validThrough: Day, canvasUnit: Int, specials: [FeedItem], file: String) {
        self.date = date
        self.validThrough = validThrough
        self.canvasUnit = canvasUnit
        self.specials = specials
        self.file = file
    }
}

extension [Week] {
    /// The newest week dated on or before `day`.
    func current(on day: Day) -> Week? {
        last { $0.date <= day }
    }
}
