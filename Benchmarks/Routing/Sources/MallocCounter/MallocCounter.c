// Counts every allocation of the process by defining the allocation functions in the executable.
//
// On Linux an executable's definition of `malloc` takes the place of libc's for every library
// loaded, the Swift runtime and Foundation included: the linker exports it because the shared
// libraries on the link line refer to it, and the dynamic linker looks in the executable first.
// Each definition counts, then calls glibc's own implementation through its `__libc_` entry
// points, so `free` (left to glibc) sees memory from the allocator it expects, and no `dlsym`
// is needed (dlsym itself allocates, which would recurse before the real malloc is known).
//
// Elsewhere (Darwin, musl) nothing is interposed and the counters stay at zero; likewise when
// built with `-Xcc -DROUTING_WITHOUT_MALLOC_COUNTER`, for valgrind, whose own allocator replaces
// these functions and crashes on finding them defined twice.

#include "MallocCounter.h"

#include <stdatomic.h>
#include <stddef.h>

static _Atomic uint64_t calls;
static _Atomic uint64_t bytes;

uint64_t malloc_counter_calls(void) { return atomic_load_explicit(&calls, memory_order_relaxed); }
uint64_t malloc_counter_bytes(void) { return atomic_load_explicit(&bytes, memory_order_relaxed); }

#if defined(__linux__) && defined(__GLIBC__) && !defined(ROUTING_WITHOUT_MALLOC_COUNTER)

#include <errno.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);

// Relaxed: the counts are read by the thread that navigates, between navigations; allocations
// of dispatch's worker threads may land either side of a reading, which is noise, not an error.
static inline void count(size_t size) {
    atomic_fetch_add_explicit(&calls, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&bytes, size, memory_order_relaxed);
}

void *malloc(size_t size) {
    count(size);
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count(count_ * size);
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    count(size);
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count(size);
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count(size);
    return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
    count(size);
    return __libc_valloc(size);
}

// The Swift runtime allocates over-aligned objects through this one.
int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    count(size);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

#endif
