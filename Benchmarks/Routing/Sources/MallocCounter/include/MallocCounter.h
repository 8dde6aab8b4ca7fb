#pragma once

#include <stdint.h>

/// Allocation calls (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign, valloc)
/// made by any thread of the process since it started.
uint64_t malloc_counter_calls(void);

/// Bytes those calls asked for.
uint64_t malloc_counter_bytes(void);
