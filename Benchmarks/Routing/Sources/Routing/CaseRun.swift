import HeadlessUIKit

/// Everything measured for one case, by side.
struct CaseResult {
    let name: String
    let rounds: Int
    let samples: [Side: [RoundSample]]
    let warnings: Int

    func spread(_ side: Side, _ figure: KeyPath<RoundSample, Double>) -> Spread {
        Spread((samples[side] ?? []).map { $0[keyPath: figure] })
    }

    /// Median over median: how many times the first side's figure the second's is.
    func ratio(_ side: Side, over other: Side, _ figure: KeyPath<RoundSample, Double>) -> Double {
        spread(side, figure).median / spread(other, figure).median
    }
}

/// Measures one case: checks that the router and the hand-written code leave the same
/// hierarchy, then times interleaved rounds (router, by hand, by hand laid out, router with
/// logging, each round starting with the next), so that a slow spell of the shared machine, and
/// the caches one side leaves the next, fall on every side alike.
@MainActor
struct CaseRun {
    let harness: Harness
    let benchCase: BenchCase
    /// Rounds run and thrown away first: type metadata, caches and malloc's arenas warm up.
    let warmUp = 3

    func run() async throws -> CaseResult {
        HeadlessRuntime.shared.clearDiagnostics()
        let (_, expected) = try await harness.round(benchCase, side: .byHand)
        for _ in 0..<warmUp {
            for side in Side.allCases {
                let (_, hierarchy) = try await harness.round(benchCase, side: side)
                try check(hierarchy, against: expected, side: side)
            }
        }
        var samples: [Side: [RoundSample]] = [:]
        let sides = Side.allCases
        for round in 0..<benchCase.rounds {
            // Each round starts with the next side: in a fixed order, the side after the laid-out
            // one always met the caches that one's layout pass left, and the side first in a round
            // the ones of the round's setup.
            for offset in sides.indices {
                let side = sides[(round + offset) % sides.count]
                let (sample, hierarchy) = try await harness.round(benchCase, side: side)
                // Every timed round is checked, untimed: a navigation that did less is not a result.
                try check(hierarchy, against: expected, side: side)
                samples[side, default: []].append(sample)
            }
        }
        return CaseResult(name: benchCase.name, rounds: benchCase.rounds, samples: samples,
                          warnings: HeadlessRuntime.shared.warnings.count)
    }

    private func check(_ hierarchy: String, against expected: String, side: Side) throws {
        guard hierarchy == expected else {
            throw BenchmarkFailure(description: """
                \(benchCase.name): the \(side) side left a different hierarchy.
                expected (by hand):
                \(expected.prefix(2_000))
                got:
                \(hierarchy.prefix(2_000))
                """)
        }
    }
}
