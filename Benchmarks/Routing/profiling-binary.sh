# Sourced by callgrind.sh and breakdown.sh: the benchmark built for valgrind, which brings its own
# allocator (so the allocation counter is built out) and cannot read the DWARF 5 debug
# information (so it is stripped). Sets `scratch`, the build folder (ROUTING_PROFILE_SCRATCH,
# .build-callgrind by default), and writes the stripped binary to the path given.
build_profiling_binary() {
    scratch="${ROUTING_PROFILE_SCRATCH:-.build-callgrind}"
    swift build -c release -Xcc -DROUTING_WITHOUT_MALLOC_COUNTER --scratch-path "$scratch" >/dev/null
    objcopy --strip-debug "$scratch/release/Routing" "$1"
}
