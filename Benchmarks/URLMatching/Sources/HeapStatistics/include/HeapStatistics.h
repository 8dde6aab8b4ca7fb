#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

#include <stddef.h>

/// Bytes the process's malloc heap holds in use, small blocks and mapped ones; 0 where unknown.
size_t heap_statistics_in_use(void);

#endif
