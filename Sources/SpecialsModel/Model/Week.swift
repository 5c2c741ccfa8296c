/// One week of specials: a feed snapshot and the days it applies.
package struct Week: Sendable, Equatable {
    /// The snapshot's date, the first day its prices apply.
    package var date: Day
    /// The last day: six days after `date`, or the day before the next snapshot when that starts sooner.
    package var validThrough: Day
    package var canvasUnit: Int
    package var specials: [FeedItem]
    /// The snapshot file, relative to the site folder.
    package var file: String

    package init(date: Day, validThrough: Day, canvasUnit: Int, specials: [FeedItem], file: String) {
        self.date = date
        self.validThrough = validThrough
        self.canvasUnit = canvasUnit
        self.specials = specials
        self.file = file
    }
}

extension [Week] {
    /// The newest week dated on or before `day`.
    package func current(on day: Day) -> Week? {
        last { $0.date <= day }
    }
}
