#!/usr/bin/env bash
# Measures how long Configuration100.swift (100 destinations) takes to type-check. Run from the
# repository root after `swift build`:
#
#   bash Benchmarks/TypeCheck/measure.sh [--runs N] [--baseline GIT-REVISION] [--instructions]
#
# It reports two clock figures, each the best of N runs (5 by default):
# - function bodies: the sum of the compiler's own per-body timings
#   (-debug-time-function-bodies), which is the DSL's cost and little else;
# - the best clock time of the whole file minus the best of an empty file importing the library.
# and two deterministic ones, which a loaded machine does not move:
# - solver scopes: the constraint solver's scope counter (-stats-output-dir) for the
#   configuration and for OtherSpellings.swift, the spellings the configuration does not use;
# - with --instructions, the instructions the compiler executes type-checking the configuration,
#   and OtherSpellings.swift, minus those for the empty file, counted by valgrind (about 40
#   seconds per library).
#
# With --baseline, it also exports that revision of the library into a temporary directory,
# builds it there, and measures it in the same run, alternating the two libraries run by run so
# that the load of a shared machine falls on both alike. It then prints after/before.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=5
baseline_rev=""
instructions=no
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        --baseline) baseline_rev=$2; shift 2 ;;
        --instructions) instructions=yes; shift ;;
        *) echo "usage: $0 [--runs N] [--baseline GIT-REVISION] [--instructions]" >&2; exit 2 ;;
    esac
done

configuration=Benchmarks/TypeCheck/Configuration100.swift
other_spellings=Benchmarks/TypeCheck/OtherSpellings.swift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'import RouteComposer\n' > "$work/Empty.swift"

current_modules=$(swift build --show-bin-path)/Modules
if [ -n "$baseline_rev" ]; then
    echo "building the library at $baseline_rev in a temporary directory..."
    mkdir "$work/baseline"
    git archive "$baseline_rev" | tar -x -C "$work/baseline"
    (cd "$work/baseline" && swift build --target RouteComposer > "$work/baseline-build.log" 2>&1) \
        || { cat "$work/baseline-build.log"; exit 1; }
    baseline_modules=$(cd "$work/baseline" && swift build --show-bin-path)/Modules
fi

milliseconds() {  # the clock time of type-checking $2 against the modules in $1
    local start end
    start=$(date +%s%N)
    swiftc -typecheck -swift-version 6 -I "$1" "$2"
    end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
}

bodies() {  # the sum of the per-body timings of the configuration against the modules in $1
    swiftc -typecheck -swift-version 6 -I "$1" "$configuration" -Xfrontend -debug-time-function-bodies 2>&1 \
        | awk '$1 ~ /ms$/ { sum += $1 } END { printf "%d", sum + 0.5 }'
}

scopes() {  # the solver's scope counter for the file $2 against the modules in $1
    local dir
    dir=$(mktemp -d -p "$work")
    swiftc -typecheck -swift-version 6 -I "$1" "$2" -Xfrontend -stats-output-dir -Xfrontend "$dir"
    sed -n 's/.*"Sema.NumConstraintScopes": \([0-9]*\).*/\1/p' "$dir"/*.json
}

executed() {  # the instructions swift-frontend executes type-checking $2 against the modules in $1
    local out frontend
    out=$(mktemp -p "$work")
    frontend=$(dirname "$(command -v swiftc)")/swift-frontend
    valgrind --tool=callgrind --callgrind-out-file="$out" "$frontend" -frontend -typecheck -primary-file "$2" \
        -I "$1" -swift-version 6 -module-name Measured > /dev/null 2>&1
    sed -n 's/^summary: *//p' "$out"
}

instructions_beyond_empty() {  # in millions, the count for the file $2 minus the empty file's
    echo $(( ($(executed "$1" "$2") - $(executed "$1" "$work/Empty.swift")) / 1000000 ))
}

# best[label-figure] holds the smallest value seen so far.
declare -A best
keep() {
    local key=$1 value=$2
    if [ -z "${best[$key]:-}" ] || [ "$value" -lt "${best[$key]}" ]; then best[$key]=$value; fi
}

measure() {  # one run of every figure for the library labelled $1 with modules $2
    keep "$1-bodies" "$(bodies "$2")"
    keep "$1-empty" "$(milliseconds "$2" "$work/Empty.swift")"
    keep "$1-file" "$(milliseconds "$2" "$configuration")"
}

for _ in $(seq "$runs"); do
    if [ -n "$baseline_rev" ]; then measure before "$baseline_modules"; fi
    measure after "$current_modules"
done
# The difference of the bests, not the best of the differences, which one slow run can skew.
for label in before after; do
    if [ -n "${best[$label-file]:-}" ]; then best[$label-difference]=$((best[$label-file] - best[$label-empty])); fi
done

# The deterministic figures, once per library.
best[after-scopes]=$(scopes "$current_modules" "$configuration")
best[after-other]=$(scopes "$current_modules" "$other_spellings")
if [ "$instructions" = yes ]; then
    best[after-instructions]=$(instructions_beyond_empty "$current_modules" "$configuration")
    best[after-other-instructions]=$(instructions_beyond_empty "$current_modules" "$other_spellings")
fi
if [ -n "$baseline_rev" ]; then
    best[before-scopes]=$(scopes "$baseline_modules" "$configuration")
    best[before-other]=$(scopes "$baseline_modules" "$other_spellings")
    if [ "$instructions" = yes ]; then
        best[before-instructions]=$(instructions_beyond_empty "$baseline_modules" "$configuration")
        best[before-other-instructions]=$(instructions_beyond_empty "$baseline_modules" "$other_spellings")
    fi
fi

echo "best of $runs runs$( [ -n "$baseline_rev" ] && echo ", before = $baseline_rev, after = working tree"):"
if [ -n "$baseline_rev" ]; then
    ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f%%", 100 * a / b }'; }
    printf '  function bodies:             before %4d ms  after %4d ms  (%s)\n' \
        "${best[before-bodies]}" "${best[after-bodies]}" "$(ratio "${best[after-bodies]}" "${best[before-bodies]}")"
    printf '  file minus empty file:       before %4d ms  after %4d ms  (%s)\n' \
        "${best[before-difference]}" "${best[after-difference]}" "$(ratio "${best[after-difference]}" "${best[before-difference]}")"
    printf '  solver scopes:               before %5d  after %5d  (%s)\n' \
        "${best[before-scopes]}" "${best[after-scopes]}" "$(ratio "${best[after-scopes]}" "${best[before-scopes]}")"
    printf '  solver scopes, other spellings: before %4d  after %4d  (%s)\n' \
        "${best[before-other]}" "${best[after-other]}" "$(ratio "${best[after-other]}" "${best[before-other]}")"
    if [ "$instructions" = yes ]; then
        printf '  instructions beyond empty file: before %4d M  after %4d M  (%s)\n' \
            "${best[before-instructions]}" "${best[after-instructions]}" "$(ratio "${best[after-instructions]}" "${best[before-instructions]}")"
        printf '  instructions, other spellings:  before %4d M  after %4d M  (%s)\n' \
            "${best[before-other-instructions]}" "${best[after-other-instructions]}" \
            "$(ratio "${best[after-other-instructions]}" "${best[before-other-instructions]}")"
    fi
else
    printf '  function bodies:             %4d ms\n' "${best[after-bodies]}"
    printf '  empty file importing the library: %d ms, 100 destinations: %d ms\n' "${best[after-empty]}" "${best[after-file]}"
    printf '  file minus empty file:       %4d ms\n' "${best[after-difference]}"
    printf '  solver scopes:               %5d, other spellings %d\n' "${best[after-scopes]}" "${best[after-other]}"
    if [ "$instructions" = yes ]; then
        printf '  instructions beyond empty file: %d M, other spellings %d M\n' "${best[after-instructions]}" "${best[after-other-instructions]}"
    fi
fi
