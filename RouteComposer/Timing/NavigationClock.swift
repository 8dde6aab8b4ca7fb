import Foundation

/// The time source and timer service behind every deadline the library keeps: interceptor and
/// action timeouts, ``NavigationDelayingInterceptor``'s waiting, ``SingleNavigationRouter``'s lock.
///
/// A clock measures monotonic time, which never jumps when the user or the network changes the
/// wall clock, so a deadline cannot fire early or late because of it. Tests inject a
/// ``ManualNavigationClock`` and move time forward explicitly, so no test waits on real time.
@MainActor
public protocol NavigationClock: AnyObject {
    /// Seconds elapsed since an arbitrary fixed point. Never decreases.
    var now: TimeInterval { get }

    /// Runs `work` on the main actor once `delay` seconds of this clock have passed.
    ///
    /// The work runs at most once. Cancelling the returned timer before it fires releases `work`
    /// and everything it captured at once, so a finished navigation does not stay in memory
    /// until its deadline.
    ///
    /// - Parameters:
    ///   - delay: seconds from ``now``; zero or less fires on the clock's next occasion.
    ///   - work: what to run; it runs at most once.
    /// - Returns: the timer, which the caller may keep to cancel it.
    @discardableResult
    func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> NavigationTimer
}
