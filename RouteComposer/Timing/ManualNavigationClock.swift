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

    private var timers: [(sequence: Int, timer: NavigationTimer)] = []
    private var sequence = 0

    /// Creates a clock at time zero.
    public init() {}

    /// Timers scheduled and neither fired nor cancelled yet.
    public var pendingTimerCount: Int {
        timers.filter { $0.timer.isPending }.count
    }

    /// Schedules `work` at `now + delay`.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> NavigationTimer {
        let timer = NavigationTimer(deadline: now + max(0, delay), work)
        timer.onCancel = { [weak self] in self?.timers.removeAll { !$0.timer.isPending } }
        sequence += 1
        timers.append((sequence, timer))
        return timer
    }

    /// Moves the time forward by `interval` seconds, firing every timer whose deadline is reached.
    ///
    /// - Complexity: O(*n* log *n*) per fired timer, for *n* pending timers.
    public func advance(by interval: TimeInterval) {
        let target = now + max(0, interval)
        while let next = nextDue(by: target) {
            now = max(now, next.deadline)
            next.fire()
        }
        now = target
        timers.removeAll { !$0.timer.isPending }
    }

    private func nextDue(by target: TimeInterval) -> NavigationTimer? {
        timers.removeAll { !$0.timer.isPending }
        let due = timers.filter { $0.timer.deadline <= target }
        return due.min { ($0.timer.deadline, $0.sequence) < ($1.timer.deadline, $1.sequence) }?.timer
    }
}
