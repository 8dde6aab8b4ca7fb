#!/usr/bin/env bash
# Builds the libFuzzer target for the URL matcher and runs it for a bounded time.
#
#   bash Fuzz/run.sh                    # 60 s
#   FUZZ_SECONDS=600 bash Fuzz/run.sh   # longer
#
# The URLRouting sources are compiled with Fuzz/FuzzURLRouting.swift into one binary, with
# libFuzzer and AddressSanitizer. The run starts from a copy of Fuzz/Corpus and fails (non-zero
# exit) on a crash, a trap, an input slower than 2 s, more than 2 GB of memory, or an error that
# is not a URLRoutingError. Findings are written to Fuzz/Findings/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-60}
out=Fuzz/.build
mkdir -p "$out" Fuzz/Findings

# The matcher: the URLRouting target, which depends on nothing else of the package.
sources=(URLRouting/*.swift)

# lld links the sanitizer runtimes without the warnings gold prints for them.
linker=()
if [ -x "$(dirname "$(command -v swiftc)")/ld.lld" ] || command -v ld.lld > /dev/null; then linker=(-use-ld=lld); fi

# A package name, as SwiftPM gives one, so the `package` API of URLRouting compiles.
build() {
    swiftc -sanitize="$1" -parse-as-library -O -swift-version 6 -warnings-as-errors "${linker[@]}" \
        -module-name URLRoutingFuzz -package-name routecomposer \
        "${sources[@]}" Fuzz/FuzzURLRouting.swift -o "$out/fuzz-url-routing"
}

echo "== building the URL routing fuzzer"
if ! build fuzzer,address; then
    echo "-sanitize=fuzzer,address failed; building with -sanitize=fuzzer alone"
    build fuzzer
fi

# The working corpus grows during the run; the seeds in Fuzz/Corpus stay as committed.
rm -rf "$out/corpus"
mkdir -p "$out/corpus"
cp Fuzz/Corpus/* "$out/corpus/"

echo "== fuzzing for ${seconds} s"
# Deterministic hashing, so a finding replays the same way; the Swift backtracer is off, as it
# fights AddressSanitizer over the crashed process, and libFuzzer prints the stack itself.
# Replay a finding with: Fuzz/.build/fuzz-url-routing Fuzz/Findings/crash-…
export SWIFT_DETERMINISTIC_HASHING=1 SWIFT_BACKTRACE=enable=no
log="$out/fuzz.log"
set +e
"$out/fuzz-url-routing" \
    -max_total_time="$seconds" -timeout=2 -rss_limit_mb=2048 -max_len=4096 \
    -dict=Fuzz/url.dict -artifact_prefix=Fuzz/Findings/ -print_final_stats=1 \
    "$out/corpus" > "$log" 2>&1
status=$?
set -e

# libFuzzer logs every new input; show the progress reports and the totals, and on a finding
# the end of the log, which holds the failure, its stack and the file it was saved to.
grep -E "INFO: seed corpus|INITED|pulse|DONE|^Done|stat::" "$log" || true
if [ "$status" -ne 0 ]; then
    echo "== the fuzzer found a problem (exit $status); the whole log is $log"
    tail -n 80 "$log"
    ls -l Fuzz/Findings/
    exit "$status"
fi
echo "== fuzzing passed: no crash, hang or foreign error in ${seconds} s"
