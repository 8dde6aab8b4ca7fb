import Foundation

/// A clock that moves only when told to, for tests of timeouts and delays.
///
/// Nothing fires until ``advance(by:)`` moves the time past a timer's deadline. Timers fire in
/// deadline order, and those with equal deadlines in the order they were scheduled; a timer
/// scheduled by firing work joins the same advance if its deadline is covered by it.
@MainActor
public final class ManualNavigationClock: NavigationClock {
    /// The current time, in seconds since the clock was made.
    public private(set) var now: TimeInterval = 0

    private var timers = TimerHeap()

    /// Creates a clock at time zero.
    public init() {}

    /// Timers scheduled and neither fired nor cancelled yet.
    public var pendingTimerCount: Int { timers.pendingCount }

    /// Schedules `work` at `now + delay`.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> NavigationTimer {
        let timer = NavigationTimer(deadline: now + max(0, delay), work)
        timer.onCancel = { [weak self] in self?.timers.noteCancellation() }
        timers.insert(timer)
        return timer
    }

    /// Moves the time forward by `interval` seconds, firing every timer whose deadline is reached.
    ///
    /// - Complexity: O(log *n*) amortized per fired timer, for *n* scheduled timers.
    public func advance(by interval: TimeInterval) {
        let target = now + max(0, interval)
        // One at a time, so a timer that firing work schedules within the interval joins it.
        while let next = timers.removeEarliest(dueBy: target) {
            now = max(now, next.deadline)
            next.fire()
        }
        now = target
    }
}
