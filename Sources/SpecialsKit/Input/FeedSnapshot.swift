/// One feed snapshot in the manager's-specials format, validated.
public struct FeedSnapshot: Sendable, Equatable {
    /// How many canvas units span the page width (1...64).
    public var canvasUnit: Int
    public var items: [FeedItem]

    public init(canvasUnit: Int, items: [FeedItem]) {
        self.canvasUnit = canvasUnit
        self.items = items
    }
}

/// One tile of a feed snapshot, validated and typed.
public struct FeedItem: Sendable, Equatable {
    public var id: String?
    public var name: String
    /// Width and height in canvas units.
    public var width: Int
    public var height: Int
    public var price: Money
    public var originalPrice: Money?
    public var image: ImageSource?
    /// The size from the `size` field, else from the end of the name.
    public var size: Quantity?

    public init(
        id: String? = nil, name: String, width: Int, height: Int, price: Money,
        originalPrice: Money? = nil, image: ImageSource? = nil, size: Quantity? = nil
    ) {
        self.id = id
        self.name = name
        self.width = width
        self.height = height
        self.price = price
        self.originalPrice = originalPrice
        self.image = image
        self.size = size
    }
}

/// Where a tile's image comes from.
public enum ImageSource: Sendable, Hashable {
    /// An `http:` or `https:` URL.
    case remote(String)
    /// A path inside the site's Static/ folder, published at the same path.
    case local(String)
}

extension FeedSnapshot {
    /// Decodes a snapshot file on its own, outside a site (local image paths are not checked).
    /// Throws an invalid-input error with every problem; returns the warnings beside the snapshot.
    public static func decode(_ bytes: [UInt8], file: String) throws -> (snapshot: FeedSnapshot, warnings: [Diagnostic]) {
        let (snapshot, diagnostics) = FeedSnapshotDecoder(file: file, staticFiles: nil).decode(bytes)
        guard let snapshot else { throw SpecialsError.invalidInput(diagnostics) }
        return (snapshot, diagnostics)
    }
}
