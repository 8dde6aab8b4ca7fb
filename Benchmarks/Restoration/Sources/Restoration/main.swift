// Router.restore of a snapshot of n stacked presentations, on the headless UIKit model (issue 24):
// each entry is a sheet presented over the one before, so entry i is presented over i others.
//
//   swift run -c release Restoration [--entries 100,200,400,1000] [--rounds N]
//
// Prints, for each n, the median time of a whole restore (from the call until the last entry is
// on screen and the model is idle) and the same per entry. A restore whose cost grows linearly
// with n has a flat per-entry column. `--entries 0` only builds the registry and the window:
// callgrind.sh subtracts that run's instructions from the others.

import Foundation
import HeadlessUIKit
import RouteComposer

let arguments = Array(CommandLine.arguments.dropFirst())

func value(after flag: String) -> String? {
    arguments.firstIndex(of: flag).flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[$0 + 1] : nil }
}

let sizes = value(after: "--entries").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [100, 200, 400, 1_000]
let rounds = value(after: "--rounds").flatMap { Int($0) } ?? 5

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// A sheet that knows which entry it is, so a snapshot of it reads back its context.
final class SheetViewController: UIViewController, ContextAccepting, RestorationContextProviding {
    private(set) var index: Int?
    func setup(with context: Int) throws { index = context }
    var restorationContext: Int? { index }
}

@MainActor
enum Restoring {
    /// A new sheet every time (a nil finder), presented over whatever is on top.
    static var sheet: DestinationStep<SheetViewController, Int> {
        StepAssembler<SheetViewController, Int>()
            .finder(.nilFinder)
            .factory(.classFactory)
            .adding(ContextSettingTask())
            .using(.present)
            .from(.current)
            .assemble()
    }

    /// A snapshot of `count` sheets, read from JSON as an app reads the one it stored.
    static func snapshot(of count: Int) throws -> RestorationSnapshot {
        let entries = (0..<count).map { "{\"context\":\($0),\"identifier\":\"sheet\"}" }.joined(separator: ",")
        return try RestorationSnapshot(jsonData: Data("{\"entries\":[\(entries)],\"formatVersion\":1}".utf8))
    }

    /// Lets the main queue turn until the model is idle and `done`.
    static func settle(until done: () -> Bool = { true }) async {
        let runtime = HeadlessRuntime.shared
        for _ in 0..<100_000 {
            await runtime.waitUntilIdle()
            if done() { return }
            await runtime.runTurns(1)
        }
        fatalError("the restore never completed")
    }

    /// The restore of `snapshot` into a window showing a bare root, in nanoseconds.
    static func restore(_ snapshot: RestorationSnapshot, registry: RestorationRegistry, window: UIWindow) async throws -> Double {
        if let root = window.rootViewController, root.presentedViewController != nil {
            root.dismiss(animated: false)
            await settle()
        }
        let router = DefaultRouter(logger: nil)
        var outcome: Result<Void, RestorationError>?
        let start = ContinuousClock.now
        router.restore(snapshot, using: registry) { outcome = $0 }
        await settle(until: { outcome != nil })
        let elapsed = ContinuousClock.now - start
        if case .failure(let error) = outcome { throw error }
        var depth = 0
        var top = window.rootViewController
        while let presented = top?.presentedViewController, depth <= snapshot.entries.count {
            depth += 1
            top = presented
        }
        guard depth == snapshot.entries.count else {
            throw RestorationError(.navigationFailed, reason: "\(depth) sheets on screen after restoring \(snapshot.entries.count)")
        }
        return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    }
}

@MainActor
func runBenchmark() async {
    do {
        let window = HeadlessRuntime.shared.makeKeyWindow(rootViewController: UIViewController())
        let registry = RestorationRegistry()
        try registry.register("sheet", destination: Restoring.sheet)
        await Restoring.settle()
        say("Router.restore of n stacked sheets, animated: false, \(rounds) rounds; median (min–max).")
        say("")
        say("entries          restore ms              per entry µs")
        for count in sizes where count > 0 {
            let snapshot = try Restoring.snapshot(of: count)
            var samples: [Double] = []
            for _ in 0..<rounds {
                samples.append(try await Restoring.restore(snapshot, registry: registry, window: window))
            }
            samples.sort()
            let median = samples[samples.count / 2]
            let range = "(\(milliseconds(samples[0]))–\(milliseconds(samples[samples.count - 1])))"
            say(
                String(count).padding(toLength: 8, withPad: " ", startingAt: 0)
                    + " \(milliseconds(median)) \(range)".padding(toLength: 30, withPad: " ", startingAt: 0)
                    + " \(String(format: "%.1f", median / Double(count) / 1_000))")
            FileHandle.standardError.write(Data("done: \(count)\n".utf8))
        }
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("FAILED: \(error)\n".utf8))
        exit(1)
    }
}

func milliseconds(_ nanoseconds: Double) -> String {
    String(format: "%.2f", nanoseconds / 1e6)
}

#if DEBUG
    say("warning: a debug build; the figures mean little. Use `swift run -c release`.")
#endif

// Started from a task while the main thread runs the run loop, as in Benchmarks/Routing, so that
// valgrind can follow the process to its end.
Task { @MainActor in
    await runBenchmark()
}
RunLoop.main.run()
