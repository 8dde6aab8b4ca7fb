import Foundation

/// Whether a router checks that the controllers its navigations and dismissals remove are
/// deallocated, and how long after the removal.
///
/// A controller that is still alive at the check is reported as a
/// ``NavigationEvent/Kind/leakSuspected`` event to the router's observers and as a warning to its
/// logger. A report is a hint, not a verdict: a controller the app keeps on purpose (a cached
/// screen, one a test still holds) is reported too. Nothing fails and nothing stops.
///
/// The check runs on the router's ``NavigationClock`` and holds the controllers weakly: a pending
/// check keeps nothing alive, and a test with a ``ManualNavigationClock`` moves time to run it.
/// A controller removed again before its check is reported once, and one back on screen at the
/// check is not reported.
public struct LeakDetection: Hashable, Sendable, CustomStringConvertible {
    /// Seconds between the end of the navigation or dismissal that removed the controllers and
    /// the check; nil when off. Counted from the end rather than from the removal, because until
    /// then the navigation's rollback journal may hold what it removed.
    let delay: TimeInterval?

    /// No checks, no census of the hierarchy, no timers.
    public static let off = LeakDetection(delay: nil)

    /// Checks `delay` seconds after the navigation or dismissal that removed the controllers ended.
    /// Two seconds leaves time for UIKit's own delayed releases (the end of an animation,
    /// the autorelease pool of the run loop turn) without letting a real leak go unnoticed.
    public static func after(_ delay: TimeInterval) -> LeakDetection {
        LeakDetection(delay: max(0, delay))
    }

    /// On, after two seconds, in debug builds, which is what tests and development run; off in
    /// release builds, where a report reaches nobody who can fix it and the census would cost
    /// time on every navigation.
    ///
    /// Decided at compile time by the `DEBUG` condition rather than by detecting a test runner:
    /// the library behaves the same under XCTest, Swift Testing and a debug run of the app,
    /// and release code carries no test-only branch.
    public static var standard: LeakDetection {
        #if DEBUG
            .after(2)
        #else
            .off
        #endif
    }

    /// True unless off.
    public var isEnabled: Bool { delay != nil }

    /// `"off"` or `"after 2.0 s"`.
    public var description: String {
        delay.map { "after \($0) s" } ?? "off"
    }
}
