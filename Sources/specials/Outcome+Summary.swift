import SpecialsKit

extension SitePublisher.Outcome {
    /// What `build` prints when it is done: where the files went and what changed.
    func summary(target: String) -> [String] {
        switch self {
        case .upToDate:
            return ["\(target) is up to date: nothing changed since the last build, nothing written"]
        case .published(let files, let week, let report, let waiting):
            return ["published \(files) files to \(target) for the week of \(week): \(report.counts)", waiting.summary]
        case .publishedChain(let files, let stores, let count, let report):
            return [
                "published \(files) files to \(target) for \(stores) of \(count) store\(count == 1 ? "" : "s"): \(report.counts)"
            ]
        }
    }
}

extension PublishReport {
    /// "3 written, 40 unchanged, 1 removed".
    var counts: String {
        "\(written.count) written, \(unchanged) unchanged, \(removed.count) removed"
    }
}
