#ifndef CALLOCATOR_TUNING_H
#define CALLOCATOR_TUNING_H

#include <stddef.h>

/// Sets glibc's `M_TOP_PAD` to `bytes`: each new thread heap is made writable `bytes` at a time, and
/// each growth of the main heap is padded by as much. glibc only; elsewhere it does nothing.
void coordgen_reserve_heap_headroom(size_t bytes);

#endif
