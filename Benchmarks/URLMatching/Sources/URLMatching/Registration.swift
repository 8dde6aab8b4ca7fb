// Registration cost: the time to register N patterns into an empty URLRouter, and the heap it
// keeps per pattern. Each measurement runs in a fresh process (this executable, re-run with
// `--register`), so earlier work leaves no freed blocks behind that registration could reuse.

import Foundation
import HeapStatistics
import URLRouting

/// The two pattern mixes registration is measured on.
enum RegistrationWorkload: String, CaseIterable {
    /// The five shapes the matching table uses.
    case routes
    /// Patterns made mostly of optional groups, nested and in sequence.
    case optional

    func pattern(_ k: Int) -> String {
        switch self {
        case .routes:
            route(k).pattern
        case .optional:
            switch k % 3 {
            case 0: "app://page\(k)/items[/:id<Int>[/edit[/:field]]]"
            case 1: "app://list\(k)[/:page<Int>][/sorted][/*rest]"
            default: "app://doc\(k)/a[/b[/c[/d[/e[/f[/g[/:h]]]]]]]?lang=:lang?"
            }
        }
    }
}

/// Bytes the process's heap holds in use: small blocks plus whole mapped ones.
func heapInUse() -> Int {
    Int(heap_statistics_in_use())
}

/// Registers `count` patterns of `workload` and prints `seconds bytes`: the time the
/// registrations took and the heap they left in use. The pattern strings are made before, so
/// neither counts them; each route's handler (a closure capturing its number) does count.
func runRegistration(_ workload: RegistrationWorkload, count: Int) {
    let patterns = (0..<count).map(workload.pattern)
    var router = URLRouter<Int>()
    let before = heapInUse()
    let clock = ContinuousClock()
    let start = clock.now
    for (k, pattern) in patterns.enumerated() {
        do {
            try router.register(pattern) { _ in k }
        } catch {
            fail("could not register \(pattern): \(error)")
        }
    }
    let elapsed = seconds(clock.now - start)
    let bytes = heapInUse() - before
    withExtendedLifetime(router) { emit("\(elapsed) \(bytes)") }
}

/// Runs the registration of `count` patterns of `workload` in `runs` fresh processes; the
/// medians of the time and of the heap kept.
func measureRegistration(_ workload: RegistrationWorkload, count: Int, runs: Int) -> (seconds: Double, bytes: Double) {
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var times: [Double] = []
    var sizes: [Double] = []
    for _ in 0..<runs {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--register", workload.rawValue, String(count)]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { fail("could not start \(executable.path): \(error)") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard process.terminationStatus == 0, fields.count == 2 else { fail("registration run failed: \(output)") }
        times.append(fields[0])
        sizes.append(fields[1])
    }
    return (median(times), median(sizes))
}

/// Prints the registration table: for each workload and size, the total time, the time per
/// pattern and the heap kept per pattern.
func reportRegistration(counts: [Int], runs: Int) {
    emit("URL registration, median of \(runs) fresh processes; memory = heap in use after minus before (mallinfo2)")
    for workload in RegistrationWorkload.allCases {
        for count in counts {
            let result = measureRegistration(workload, count: count, runs: runs)
            emit("register \(workload.rawValue) patterns=\(count) time=\(fixed2(result.seconds))s"
                 + " perPattern=\(fixed2(result.seconds / Double(count) * 1e6))µs"
                 + " memory=\(Int((result.bytes / Double(count)).rounded()))B/pattern")
        }
    }
}
