import Dispatch
import Foundation

/// The clock of a running app: uptime for ``now``, one main-queue dispatch timer for every
/// scheduled deadline.
///
/// Uptime is monotonic; unlike `Date()` it does not jump when the system clock is changed.
///
/// The clock keeps its timers in a heap ordered by deadline and arms a single dispatch timer source
/// for the earliest pending one. A cancelled timer releases its work at once: a deadline of five
/// minutes that its navigation no longer needs does not hold what it captured for five minutes, as
/// a block given to `DispatchQueue.asyncAfter` would.
///
/// The source is moved only to an earlier deadline. A navigation arms a deadline for each call out
/// that does not complete at once and cancels it a moment later; moving the source back and forth
/// would wake a dispatch thread for each of them. A source left armed for a
/// deadline that was cancelled fires once with nothing due, and is then armed for the next.
@MainActor
public final class SystemNavigationClock: NavigationClock {
    private var timers = TimerHeap()
    /// Made with the first deadline; cancelled when the clock goes.
    private var source: CancelledOnRelease?
    /// The deadline the source is armed for, if any.
    private var armedDeadline: TimeInterval?

    /// Creates the clock.
    public init() {}

    /// Seconds of system uptime.
    public var now: TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }

    /// Schedules `work` on the main queue after `delay` seconds.
    ///
    /// - Complexity: O(log *n*) amortized for *n* scheduled timers.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> NavigationTimer {
        let timer = NavigationTimer(deadline: now + max(0, delay), work)
        timer.onCancel = { [weak self] in self?.forgetCancelledTimer() }
        timers.insert(timer)
        arm()
        return timer
    }

    private func forgetCancelledTimer() {
        // The source stays armed: its fire finds nothing due and arms it for the next deadline.
        timers.noteCancellation()
    }

    /// Points the dispatch source at the earliest pending deadline, unless it will fire before
    /// then anyway (its fire arms it again).
    private func arm() {
        guard let earliest = timers.earliestDeadline() else { return }
        if let armedDeadline, armedDeadline <= earliest { return }
        armedDeadline = earliest
        let source = self.source?.source ?? makeSource()
        let delay = max(0, earliest - now)
        source.schedule(deadline: .now() + .nanoseconds(Int(min(delay, 1e9) * 1_000_000_000)), leeway: .milliseconds(1))
    }

    private func makeSource() -> DispatchSourceTimer {
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.fireDueTimers() }
        }
        source.resume()
        self.source = CancelledOnRelease(source)
        return source
    }

    private func fireDueTimers() {
        armedDeadline = nil
        for timer in timers.removeDue(at: now) { timer.fire() }
        arm()
    }
}

/// Owns the clock's dispatch source and cancels it when released with the clock: an armed source
/// would otherwise fire once more after the clock has gone, for a deadline nobody waits for. The
/// clock's own deinit could not reach the source, which is not `Sendable`.
final class CancelledOnRelease: @unchecked Sendable {
    // Unchecked: the source is only used on the main actor by the clock; here it is only
    // cancelled, which dispatch allows from any thread.
    let source: DispatchSourceTimer

    init(_ source: DispatchSourceTimer) {
        self.source = source
    }

    deinit {
        source.cancel()
    }
}
