import Foundation

/// `--store` and `--shard` against the stores stores.yml lists.
extension Chain {
    /// The stores `selection` names; nil with the problem when it names none the chain has.
    package func stores(_ selection: StoreSelection) -> Result<[Store], SpecialsError> {
        switch selection {
        case .all: return .success(stores)
        case .shard(let index, let count): return .success(shard(index, of: count))
        case .store(let id):
            if let store = stores.first(where: { $0.id == id }) { return .success([store]) }
            let meant = KeySuggestion.closest(to: id, among: stores.map(\.id)).map { "; did you mean \($0)?" } ?? ""
            return .failure(
                SpecialsError(
                    .usage, "--store \(id): no store in \(SitePaths.stores) has this id\(meant)", at: SitePaths.stores))
        }
    }
}
