#include "MallocCounter.h"

// Lets `valgrind --tool=callgrind --collect-atstart=no` count the instructions of exactly the
// measured part of one side (see the README), where valgrind's headers are installed; a no-op
// elsewhere and outside valgrind.
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
void callgrind_toggle_collect(void) { CALLGRIND_TOGGLE_COLLECT; }
#else
void callgrind_toggle_collect(void) {}
#endif
