/// A 64-bit hash of what decides a search state's future, the same on every run.
///
/// The searches keep one state of each hash, so two states with one hash are taken for one. Swift's
/// `Hasher` is seeded anew in every process: a collision (a chance of 2^-64 for a pair) would merge two
/// states in one run and not in the next, and the same feed could pack differently. With a fixed hash
/// the same feed packs the same, always. Each word is mixed in with SplitMix64's finalizer, a bijection
/// that spreads every bit of its input over its output.
struct StateHash {
    private(set) var value: UInt64 = 0x243F_6A88_85A3_08D3

    mutating func combine(_ word: UInt64) {
        var mixed = (value ^ word) &+ 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        value = mixed ^ (mixed >> 31)
    }

    mutating func combine(_ number: Int) {
        combine(UInt64(bitPattern: Int64(number)))
    }

    /// The hash as the searches' sets keep it.
    var key: Int { Int(truncatingIfNeeded: value) }
}
