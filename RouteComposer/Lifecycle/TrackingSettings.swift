import Foundation

/// What a router's navigations are reported to and checked with: its observers, clock, leak
/// detection and logger.
///
/// A class made once per version of the router and shared by the trackers of its navigations: a
/// tracker then takes one reference, not a copy of the logger existential and four more fields.
@MainActor
final class TrackingSettings {
    let observers: NavigationObservers
    let clock: NavigationClock
    let leakDetection: LeakDetection
    let logger: Logger?

    init(observers: NavigationObservers, clock: NavigationClock, leakDetection: LeakDetection, logger: Logger?) {
        self.observers = observers
        self.clock = clock
        self.leakDetection = leakDetection
        self.logger = logger
    }

    /// The leak checks pending for the removals of every router reporting to ``observers``.
    var leakWatches: LeakWatchRegistry { observers.leakWatches }

    /// Settings that report to nobody and check nothing for leaks: those of a request that only
    /// forwards to another router, which reports the navigation itself.
    static func unobserved(clock: NavigationClock) -> TrackingSettings {
        TrackingSettings(observers: NavigationObservers(), clock: clock, leakDetection: .off, logger: nil)
    }
}
