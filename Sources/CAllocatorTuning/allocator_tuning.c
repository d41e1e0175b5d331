#include "callocator_tuning.h"

// Any libc header defines __GLIBC__ on glibc.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <limits.h>
#include <malloc.h>
#endif

void coordgen_reserve_heap_headroom(size_t bytes) {
#if defined(__GLIBC__)
    mallopt(M_TOP_PAD, bytes > INT_MAX ? INT_MAX : (int)bytes);
#else
    (void)bytes;
#endif
}
