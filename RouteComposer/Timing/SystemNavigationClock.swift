import Dispatch
import Foundation

/// The clock of a running app: uptime for ``now``, the main dispatch queue for timers.
///
/// Uptime is monotonic; unlike `Date()` it does not jump when the system clock is changed.
@MainActor
public final class SystemNavigationClock: NavigationClock {
    /// Creates the clock.
    public init() {}

    /// Seconds of system uptime.
    public var now: TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }

    /// Schedules `work` on the main queue after `delay` seconds.
    ///
    /// - Complexity: O(1). The dispatched block keeps only the timer, which lets go of `work`
    ///   when cancelled.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> NavigationTimer {
        let timer = NavigationTimer(deadline: now + max(0, delay), work)
        let fire: @Sendable () -> Void = {
            MainActor.assumeIsolated { timer.fire() }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay), execute: fire)
        return timer
    }
}
