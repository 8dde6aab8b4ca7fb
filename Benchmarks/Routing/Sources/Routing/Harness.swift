import HeadlessUIKit
import MallocCounter
import RouteComposer

/// Who performs a round's navigations.
enum Side: CaseIterable {
    /// A `DefaultRouter` with logging off.
    case router
    /// The same navigations written by hand.
    case byHand
    /// The same, each followed by the window's layout pass (`layoutIfNeeded()`) in the timed
    /// synchronous part: UIKit's work for the change done at once, as the router does before it
    /// returns to confirm that its destination is on screen, instead of at the end of the turn.
    case byHandLaidOut
    /// A `DefaultRouter` with the default logger, `DefaultLogger(.warnings)`.
    case loggedRouter
}

/// What one round measured: the sums over its navigations.
struct RoundSample {
    /// From the call until it returned, in nanoseconds.
    var synchronous: Double = 0
    /// From the call until the navigation's completion has run and the model is idle.
    var total: Double = 0
    /// Allocation calls during the synchronous part, and in all.
    var synchronousAllocations: Double = 0
    var allocations: Double = 0
    var allocatedBytes: Double = 0
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
}

/// Runs rounds of a case in one window: a fresh starting hierarchy each time, then the timed
/// navigations, then a check of the hierarchy they left.
@MainActor
final class Harness {
    let window: UIWindow
    let quietRouter = DefaultRouter(logger: nil)
    /// The router an app gets with `DefaultRouter()`: the logger of `RouteComposerDefaults`,
    /// `DefaultLogger(.warnings)` unless configured otherwise.
    let loggedRouter = DefaultRouter()

    init() {
        window = HeadlessRuntime.shared.makeKeyWindow(rootViewController: UIViewController())
    }

    /// Lets the main queue turn until `done` and the model is idle: every transition finished and
    /// every deferred completion run. The router's completion may come on a turn of its own, so
    /// idleness alone is not enough.
    static func settle(until done: () -> Bool = { true }) async {
        let runtime = HeadlessRuntime.shared
        for _ in 0..<100_000 {
            await runtime.waitUntilIdle()
            if done() { return }
            await runtime.runTurns(1)
        }
        fatalError("a navigation's completion never ran")
    }

    /// Removes whatever the last round left presented, then installs the case's starting hierarchy.
    func prepare(_ benchCase: BenchCase) async {
        if let root = window.rootViewController, root.presentedViewController != nil {
            root.dismiss(animated: false)
            await Self.settle()
        }
        await benchCase.prepare(window)
        await Self.settle()
    }

    /// One round on one side; returns what it measured and the hierarchy it left.
    func round(_ benchCase: BenchCase, side: Side) async throws -> (RoundSample, String) {
        await prepare(benchCase)
        var sample = RoundSample()
        for (index, move) in benchCase.moves.enumerated() {
            let outcome = Outcome()
            let allocationsBefore = malloc_counter_calls()
            let bytesBefore = malloc_counter_bytes()
            let start = ContinuousClock.now
            switch side {
            case .byHand:
                move.byHand(window)
            case .byHandLaidOut:
                move.byHand(window)
                window.layoutIfNeeded()
            case .router, .loggedRouter:
                try move.viaRouter(side == .router ? quietRouter : loggedRouter) { outcome.result = $0 }
            }
            let returned = ContinuousClock.now
            let allocationsReturned = malloc_counter_calls()
            await Self.settle(until: { side == .byHand || side == .byHandLaidOut || outcome.result != nil })
            let settled = ContinuousClock.now
            let allocationsSettled = malloc_counter_calls()
            if case .failure(let error) = outcome.result {
                throw BenchmarkFailure(description: "\(benchCase.name): navigation \(index + 1) failed: \(error)")
            }
            sample.synchronous += Self.nanoseconds(returned - start)
            sample.total += Self.nanoseconds(settled - start)
            sample.synchronousAllocations += Double(allocationsReturned - allocationsBefore)
            sample.allocations += Double(allocationsSettled - allocationsBefore)
            sample.allocatedBytes += Double(malloc_counter_bytes() - bytesBefore)
        }
        return (sample, Hierarchy.describe(window))
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }
}

/// Where the router's completion leaves its result.
@MainActor
private final class Outcome {
    var result: RoutingResult?
}
