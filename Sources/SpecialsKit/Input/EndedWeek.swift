/// A site (or a chain's store) whose newest snapshot's week ended before today: its front page says
/// those specials ended, and the build says so once, however many stores share it.
struct EndedWeek {
    var store: Store?
    var week: Week
    var today: Day
    /// Where the snapshot that would fix it belongs.
    var folder: String

    /// One warning for all of `ended`: a cron build with no new snapshot must not pass unnoticed, and a
    /// chain of 300 stores must not say it 300 times. `stores` is the chain's size, nil for no chain.
    static func warning(_ ended: [EndedWeek], stores: Int?) -> Diagnostic? {
        guard let first = ended.first else { return nil }
        let fix = "add a snapshot dated on or before \(first.today)"
        guard let stores else {
            return .warning(
                "no snapshot for the week of \(first.today): the newest, \(first.week.date).json, ended on \(first.week.validThrough); "
                    + "the front page says those specials ended until you \(fix)", in: first.folder)
        }
        let which =
            first.store.map { " (the first, \($0.id): \(first.week.date).json, ended on \(first.week.validThrough))" }
            ?? ""
        let count = ended.count == stores ? "all \(stores) stores" : "\(ended.count) of \(stores) stores"
        return .warning(
            "no snapshot for the week of \(first.today) for \(count)\(which); their front pages say those specials ended until you \(fix)",
            in: first.folder)
    }
}
