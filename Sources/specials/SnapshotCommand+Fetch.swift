import SpecialsFetch
import SpecialsKit

extension SnapshotCommand {
    /// The feed's bytes, fetched within --timeout and the feed's size limit; a failure says nothing was saved.
    func fetchFeed() async throws -> [UInt8] {
        do {
            return try await HTTPFetcher(timeout: .milliseconds(Int64(timeout * 1000)), limit: HTTPFetcher.feedLimit)
                .get(url).bytes
        } catch let error as SpecialsError where error.kind == .fetch {
            throw SpecialsError.fetch(url, error.reason + "; nothing was saved")
        }
    }
}
