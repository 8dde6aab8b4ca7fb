// Routing cost of `DefaultRouter` against hand-written UIKit calls that build the same hierarchy,
// on the headless UIKit model (issue 14). Prints two tables: times, then allocations and the
// cost of the default logger.
//
//   swift run -c release Routing [--rounds N] [--only TEXT]
//
// `--rounds N` (or ROUTING_ROUNDS=N) sets the rounds per case, 1,000 by default; the stacks of
// 1,000 and 10,000 controllers get proportionally fewer, at least 20. `--only =NAME` runs the
// case named exactly NAME; `--only TEXT` runs the
// cases whose name contains TEXT.

import Foundation
import HeadlessUIKit
import MallocCounter

let arguments = Array(CommandLine.arguments.dropFirst())

func value(after flag: String) -> String? {
    arguments.firstIndex(of: flag).flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[$0 + 1] : nil }
}

let rounds = value(after: "--rounds").flatMap { Int($0) }
    ?? ProcessInfo.processInfo.environment["ROUTING_ROUNDS"].flatMap { Int($0) } ?? 1_000
let only = value(after: "--only")

/// Whether `--only` text selects the case `name`: `=NAME` exactly, anything else as a substring.
func selects(_ name: String, _ text: String) -> Bool {
    text.hasPrefix("=") ? name == text.dropFirst() : name.contains(text)
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

#if DEBUG
say("warning: a debug build; the figures mean little. Use `swift run -c release`.")
#endif

/// Runs every case and exits. Started from a task while the main thread runs the run loop,
/// rather than from top-level `await`: that makes the main thread leave through `dispatchMain`,
/// whose exit of the main thread valgrind cannot follow, and callgrind is how instruction
/// counts are compared (see README).
@MainActor
func runBenchmark() async {
do {
    guard rounds > 0 else { throw BenchmarkFailure(description: "--rounds must be positive") }
    let harness = Harness()
    // The counter must see allocations at all, or every allocation column would read zero.
    let before = malloc_counter_calls()
    _ = Array(repeating: 0, count: 1_000).map { $0 + 1 }
    if malloc_counter_calls() == before {
        say("note: malloc is not interposed on this platform; the allocation columns read 0.")
    }
    let start = ContinuousClock.now
    var results: [CaseResult] = []
    for benchCase in Cases.all(rounds: rounds) where only.map({ selects(benchCase.name, $0) }) ?? true {
        let result = try await CaseRun(harness: harness, benchCase: benchCase).run()
        FileHandle.standardError.write(Data("done: \(result.name)\n".utf8))
        results.append(result)
    }
    say("DefaultRouter against hand-written UIKit calls, animated: false, \(rounds) rounds a case "
        + "(fewer for the deep stacks); median (p10–p90) in µs; × is router ÷ by hand.")
    say("")
    say(Table.timings(results))
    say("")
    say("Allocation calls per round (medians); log × is the router with DefaultLogger(.warnings) ÷ without a logger.")
    say("")
    say(Table.allocations(results))
    say("")
    say("Whole run: \(ContinuousClock.now - start).")
    exit(0)
} catch {
    FileHandle.standardError.write(Data("FAILED: \(error)\n".utf8))
    exit(1)
}
}

Task { @MainActor in
    await runBenchmark()
}
RunLoop.main.run()
