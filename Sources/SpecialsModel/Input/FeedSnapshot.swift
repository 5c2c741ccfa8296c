/// One feed snapshot in the manager's-specials format, validated.
package struct FeedSnapshot: Sendable, Equatable {
    /// How many canvas units span the page width (1...64).
    package var canvasUnit: Int
    package var items: [FeedItem]

    package init(canvasUnit: Int, items: [FeedItem]) {
        self.canvasUnit = canvasUnit
        self.items = items
    }
}

extension FeedSnapshot {
    /// Decodes a snapshot file on its own, outside a site (local image paths are not checked).
    /// Throws an invalid-input error with every problem; returns the warnings beside the snapshot.
    package static func decode(
        _ bytes: [UInt8], file: String
    ) throws -> (snapshot: FeedSnapshot, warnings: [Diagnostic]) {
        let (snapshot, diagnostics) = FeedSnapshotDecoder(file: file, staticFiles: nil).decode(bytes)
        guard let snapshot else { throw SpecialsError.invalidInput(diagnostics) }
        return (snapshot, diagnostics)
    }
}
