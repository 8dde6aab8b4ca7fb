import Foundation
import RouteComposer

// Resolution through the container against the hand-written closure call it replaces, per
// scope, in interleaved rounds so that both sides meet the same machine load. Each round times
// `callsPerRound` calls; the figure is nanoseconds per call.
let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 200
/// Only the cases whose name contains this, when given: for profiling one case.
let onlyCase = CommandLine.arguments.dropFirst(2).first
let callsPerRound = 20_000

@MainActor
struct ScopeCase {
    let name: String
    let container: @MainActor () throws -> any HTTPClientProtocol
    let byHand: @MainActor () -> any HTTPClientProtocol
    /// What must stay alive while the case runs: the weak-shared instance's holder.
    var holding: AnyObject? = nil
}

@MainActor
func makeCases() -> [ScopeCase] {
    let transient = DependencyContainer()
    transient.register((any HTTPClientProtocol).self, scope: .transient) { HTTPClient() }
    let handTransient: @MainActor () -> any HTTPClientProtocol = { HTTPClient() }

    let singleton = DependencyContainer()
    singleton.register((any HTTPClientProtocol).self, scope: .singleton) { HTTPClient() }
    let kept: any HTTPClientProtocol = HTTPClient()
    let handSingleton: @MainActor () -> any HTTPClientProtocol = { kept }

    // Weak-shared while a holder keeps the instance: the common case inside a running feature.
    let weakShared = DependencyContainer()
    weakShared.register((any HTTPClientProtocol).self) { HTTPClient() }
    let holder = try? weakShared.resolve((any HTTPClientProtocol).self)
    final class WeakBox { weak var client: (any HTTPClientProtocol)? }
    let box = WeakBox()
    box.client = holder
    let handWeakShared: @MainActor () -> any HTTPClientProtocol = { box.client ?? HTTPClient() }

    return [
        ScopeCase(name: "transient", container: { try transient.resolve((any HTTPClientProtocol).self) },
                  byHand: handTransient),
        ScopeCase(name: "singleton", container: { try singleton.resolve((any HTTPClientProtocol).self) },
                  byHand: handSingleton),
        // Held by the case rather than by `withExtendedLifetime` in the closure: that call's
        // closure argument made Swift 6 check the main actor dynamically on every call, a cost an
        // app's statically isolated call does not pay.
        ScopeCase(name: "weak-shared, held", container: { try weakShared.resolve((any HTTPClientProtocol).self) },
                  byHand: handWeakShared, holding: holder),
    ]
}

@MainActor
@inline(never)
func time(_ body: @MainActor () throws -> any HTTPClientProtocol) rethrows -> Double {
    let clock = ContinuousClock()
    var sink = 0
    let start = clock.now
    for _ in 0..<callsPerRound {
        let client = try body()
        sink &+= client.requests
    }
    let elapsed = start.duration(to: clock.now)
    precondition(sink == 0, "the clients are fresh; this keeps the calls from being optimised away")
    let (seconds, attoseconds) = elapsed.components
    return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(callsPerRound)
}

@MainActor
func run() throws {
    print("DependencyContainer.resolve against a hand-written closure call, \(rounds) rounds of \(callsPerRound) calls")
    print("case                  container ns (p10–p90)      by hand ns (p10–p90)     ratio")
    var worst = 0.0
    for scopeCase in makeCases() where onlyCase.map(scopeCase.name.contains) ?? true {
        var containerTimes: [Double] = []
        var handTimes: [Double] = []
        for _ in 0..<3 {
            _ = try time(scopeCase.container)
            _ = time(scopeCase.byHand)
        }
        for _ in 0..<rounds {
            containerTimes.append(try time(scopeCase.container))
            handTimes.append(time(scopeCase.byHand))
        }
        let container = Spread(containerTimes)
        let hand = Spread(handTimes)
        let ratio = container.median / hand.median
        worst = max(worst, ratio)
        print(scopeCase.name.padding(toLength: 20, withPad: " ", startingAt: 0),
              format(container), format(hand), String(format: "%8.2f", ratio))
    }
    print("worst ratio \(String(format: "%.2f", worst)) (target ≤ 2.00)")
}

func format(_ spread: Spread) -> String {
    String(format: "%8.1f (%6.1f–%7.1f)", spread.median, spread.p10, spread.p90)
}

try MainActor.assumeIsolated { try run() }
