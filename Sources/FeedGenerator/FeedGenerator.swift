import CanvasPacking

/// Generates tile shapes like the feeds stores send, from a fixed seed: the same seed gives the same
/// feeds on every machine. Shared by the packer's tests and its benchmark.
package struct FeedGenerator: Sendable {
    /// The shapes stores actually send (width x height).
    package static let storeShapes: [TileShape] = [
        (16, 8), (8, 8), (14, 4), (4, 6), (16, 16), (9, 8), (5, 8), (3, 3), (3, 4), (12, 4), (4, 4), (5, 5),
    ].map { TileShape(width: $0.0, height: $0.1) }

    private var random: SplitMix64

    package init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// One feed on a 16-unit canvas: `count` tiles (20...60 when nil), 70% store shapes and 30% with
    /// width and height uniform in 1...16.
    package mutating func feed(count: Int? = nil, canvas: Int = 16) -> [TileShape] {
        let tiles = count ?? Int(random.next(upTo: 41)) + 20
        return (0..<tiles).map { _ in
            if random.next(upTo: 10) < 7 {
                return Self.storeShapes[Int(random.next(upTo: UInt64(Self.storeShapes.count)))]
            }
            return TileShape(width: Int(random.next(upTo: UInt64(canvas))) + 1, height: Int(random.next(upTo: 16)) + 1)
        }
    }
}

/// A small, fast, seedable generator (SplitMix64), the same on every platform.
package struct SplitMix64: Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound.
    package mutating func next(upTo bound: UInt64) -> UInt64 {
        next() % bound
    }
}
