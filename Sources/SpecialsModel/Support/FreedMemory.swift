/// Gives the memory a finished stage freed back to the system (glibc's `malloc_trim`, which Swift's
/// Glibc module leaves out): a stage's threads leave freed memory in their own arenas, which the next
/// stage's threads may never reuse.
package func releaseFreedMemory() {
    #if os(Linux)
        _ = mallocTrim(0)
    #endif
}

#if os(Linux)
    @_silgen_name("malloc_trim")
    private func mallocTrim(_ pad: Int) -> Int32
#endif
