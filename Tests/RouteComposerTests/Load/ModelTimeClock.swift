import Foundation
@testable import HeadlessUIKit
import RouteComposer

/// A navigation clock on the model's virtual time, so that a router's deadlines and the model's
/// animations share one time line: `advanceTime(by:)` moves both, and a test that lets the model
/// run never waits for a deadline in real time.
///
/// A cancelled timer releases its work at once, as the library's clocks do; the model still holds
/// the empty slot until its time, which keeps `isIdle` false until then, as a pending timer should.
@MainActor
final class ModelTimeClock: NavigationClock {
    var now: TimeInterval { HeadlessRuntime.shared.now }

    @discardableResult
    func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> NavigationTimer {
        let delay = max(0, delay)
        let timer = NavigationTimer(deadline: now + delay, work)
        HeadlessRuntime.shared.engine.schedule(after: delay) { timer.fire() }
        return timer
    }
}
