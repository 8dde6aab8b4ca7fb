import Foundation

/// Which navigation events belong to.
@MainActor
struct NavigationIdentity {
    let navigation: NavigationID
    var parent: NavigationID?
    let destination: String

    func event(_ kind: NavigationEvent.Kind, time: TimeInterval, _ configure: (inout NavigationEvent) -> Void = { _ in }) -> NavigationEvent {
        var event = NavigationEvent(kind: kind, navigation: navigation, parent: parent, time: time, destination: destination)
        configure(&event)
        return event
    }
}

/// Reports one navigation (or dismissal) to its router's observers and leak detection: its start
/// and end exactly once, and what it built, integrated and removed in between.
///
/// Every report goes through ``NavigationObservers/report(_:)``, which makes the event only when
/// someone observes; a census of the hierarchy is taken only when observers or leak detection
/// need one.
@MainActor
final class NavigationTracker {
    private(set) var identity: NavigationIdentity
    let observers: NavigationObservers
    let clock: NavigationClock
    let leakDetection: LeakDetection
    let logger: Logger?
    private var startTime: TimeInterval?
    private var hasEnded = false

    init(destination: String, observers: NavigationObservers, clock: NavigationClock, leakDetection: LeakDetection, logger: Logger?) {
        identity = NavigationIdentity(navigation: .next(), parent: nil, destination: destination)
        self.observers = observers
        self.clock = clock
        self.leakDetection = leakDetection
        self.logger = logger
    }

    var navigation: NavigationID { identity.navigation }

    /// Whether a change of the screen must be watched for removals.
    var watchesRemovals: Bool { leakDetection.isEnabled || observers.isObserved }

    func report(_ kind: NavigationEvent.Kind, _ configure: (inout NavigationEvent) -> Void = { _ in }) {
        observers.report(identity.event(kind, time: clock.now, configure))
    }

    /// The navigation's turn came; `parent` is the navigation it is nested in, if any.
    func start(contextType: @autoclosure () -> String?, parent: NavigationID?) {
        guard startTime == nil, !hasEnded else { return }
        identity.parent = parent
        startTime = clock.now
        report(.started) { $0.contextType = contextType() }
    }

    /// Reports the end once: finished or failed after a start, discarded without one.
    func end(_ result: RoutingResult) {
        guard !hasEnded else { return }
        hasEnded = true
        guard observers.isObserved else { return }
        guard let startTime else {
            report(.discarded) { $0.error = result.errorIfFailed }
            return
        }
        let duration = clock.now - startTime
        switch result {
        case .success:
            report(.finished) { $0.duration = duration }
        case .failure(let error):
            report(.failed) { event in
                event.error = error
                event.duration = duration
            }
        }
    }

    /// Starts watching a change around `controller` that may remove controllers: reports
    /// `predicted()` as about to leave, when it is not empty, and takes a census. Nil, with nothing
    /// computed, when nobody needs it.
    func watchRemovals(around controller: UIViewController, reason: NavigationEvent.RemovalReason,
                       predicted: () -> [UIViewController]) -> PendingRemoval? {
        guard watchesRemovals else { return nil }
        if observers.isObserved {
            let leaving = predicted()
            if !leaving.isEmpty {
                report(.willRemove) { event in
                    event.removed = leaving.map(ControllerReference.init)
                    event.removalReason = reason
                }
            }
        }
        observers.noteCensus()
        return PendingRemoval(tracker: self, census: HierarchyCensus(around: controller), reason: reason)
    }
}

/// A change being watched for removals; ``finish()`` after it.
@MainActor
struct PendingRemoval {
    let tracker: NavigationTracker
    let census: HierarchyCensus
    let reason: NavigationEvent.RemovalReason

    /// Reports what left, if anything, and has leak detection check it later.
    func finish() {
        let departed = census.departed()
        guard !departed.isEmpty else { return }
        tracker.report(.didRemove) { event in
            event.removed = departed.map(ControllerReference.init)
            event.removalReason = reason
        }
        LeakWatch.schedule(departed, for: tracker)
    }
}

extension RoutingResult {
    /// The error of a failure.
    var errorIfFailed: Error? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
