import CAllocatorTuning

/// How the C allocator grows its heaps in this process.
///
/// A run builds its model and output in many small blocks on every core. glibc made a worker
/// thread's heap writable one page range at a time with `mprotect`, which takes the address space's
/// write lock and stalls the other core's page faults: on the benchmark's 200 specs `validate` made
/// about 1,400 such calls. With `M_TOP_PAD` at 16 MB, glibc makes the first 16 MB of each new thread
/// heap writable at once (and pads each growth of the main heap by as much): about ten calls, and
/// `validate` 9% faster. Pages still count as memory only once written (the peak of `generate` stayed
/// at 48 MB). Setting it also fixes glibc's mmap threshold at 128 KB; the few larger blocks a run
/// allocates are mapped each time (about 30 `mmap` calls per `generate`).
enum MemoryTuning {
    static let heapHeadroom = 16 << 20

    static func install() {
        coordgen_reserve_heap_headroom(heapHeadroom)
    }
}
