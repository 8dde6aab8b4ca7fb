import Foundation
import HeadlessUIKit
import RouteComposer

/// What a child process reports to the parent, as one line of `key=value` pairs.
struct CaseResult {
    var kind: Case
    var navigations: Int
    var before: UInt64
    var after: UInt64
    var peak: UInt64
    var alivePayloads: Int
    var aliveDetails: Int
    var seconds: Double

    var growth: Int64 { Int64(after) - Int64(before) }

    static let marker = "RESULT"

    var line: String {
        "\(Self.marker) case=\(kind.rawValue) navigations=\(navigations) before=\(before) after=\(after) peak=\(peak) "
            + "payloads=\(alivePayloads) details=\(aliveDetails) seconds=\(seconds)"
    }

    init?(line: Substring) {
        guard line.hasPrefix(Self.marker) else { return nil }
        var fields: [Substring: Substring] = [:]
        for pair in line.split(separator: " ").dropFirst() {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        guard let kind = fields["case"].flatMap({ Case(rawValue: String($0)) }),
              let navigations = fields["navigations"].flatMap({ Int($0) }),
              let before = fields["before"].flatMap({ UInt64($0) }), let after = fields["after"].flatMap({ UInt64($0) }),
              let peak = fields["peak"].flatMap({ UInt64($0) }),
              let payloads = fields["payloads"].flatMap({ Int($0) }), let details = fields["details"].flatMap({ Int($0) }),
              let seconds = fields["seconds"].flatMap({ Double($0) }) else { return nil }
        self.init(kind: kind, navigations: navigations, before: before, after: after, peak: peak,
                  alivePayloads: payloads, aliveDetails: details, seconds: seconds)
    }

    init(kind: Case, navigations: Int, before: UInt64, after: UInt64, peak: UInt64,
         alivePayloads: Int, aliveDetails: Int, seconds: Double) {
        self.kind = kind
        self.navigations = navigations
        self.before = before
        self.after = after
        self.peak = peak
        self.alivePayloads = alivePayloads
        self.aliveDetails = aliveDetails
        self.seconds = seconds
    }
}

struct ScenarioError: Error, CustomStringConvertible {
    let description: String
}

/// One case in a process of its own: warm up, measure, navigate, measure.
@MainActor
struct CaseRun {
    let kind: Case
    let navigations: Int
    /// Cycles before the first measurement, so one-time allocations (type metadata, the model's
    /// and dispatch's first buffers, malloc's first arena growth) are not counted as growth.
    let warmUp = 100

    func run() async throws -> CaseResult {
        let window = HeadlessRuntime.shared.makeKeyWindow(rootViewController: HomeViewController())
        await HeadlessRuntime.shared.waitUntilIdle()
        // The real clock and the default timeouts (300 s, 60 s): the configuration of the issue.
        let router = DefaultRouter(logger: nil, clock: SystemNavigationClock())
        let tracker = Tracker(capacity: warmUp + navigations)
        let detail = Destinations.detail(for: kind, tracker: tracker)
        var kept: [Payload] = []

        for index in 0..<warmUp {
            try await cycle(index, router: router, detail: detail, window: window, tracker: tracker)
        }
        let before = ResidentMemory.read()
        let start = ContinuousClock.now
        for index in warmUp..<(warmUp + navigations) {
            let payload = try await cycle(index, router: router, detail: detail, window: window, tracker: tracker)
            if kind == .leaky { kept.append(payload) }
        }
        await HeadlessRuntime.shared.waitUntilIdle()
        let elapsed = ContinuousClock.now - start
        let after = ResidentMemory.read()
        let result = CaseResult(kind: kind, navigations: navigations, before: before.current, after: after.current,
                                peak: after.peak, alivePayloads: tracker.alivePayloads, aliveDetails: tracker.aliveDetails,
                                seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        withExtendedLifetime(kept) {}
        return result
    }

    /// Presents a detail screen with a fresh context, then goes back to the root, checking that
    /// both navigations did what they say, so the figures are those of real work.
    @discardableResult
    private func cycle(_ index: Int, router: DefaultRouter, detail: DestinationStep<DetailViewController, Payload>,
                       window: UIWindow, tracker: Tracker) async throws -> Payload {
        let payload = Payload(storage: PayloadBytes(seed: index))
        tracker.track(payload.storage)
        try await router.navigate(to: detail, with: payload, animated: true)
        guard let shown = window.rootViewController?.presentedViewController as? DetailViewController,
              shown.payload?.storage === payload.storage else {
            throw ScenarioError(description: "navigation \(index) did not present the detail screen with its context")
        }
        try await router.navigate(to: Destinations.home, animated: true)
        await HeadlessRuntime.shared.waitUntilIdle()
        guard window.rootViewController?.presentedViewController == nil else {
            throw ScenarioError(description: "navigation \(index) back to the root left a screen presented")
        }
        return payload
    }
}
