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
    let settings: TrackingSettings
    var observers: NavigationObservers { settings.observers }
    var clock: NavigationClock { settings.clock }
    var leakDetection: LeakDetection { settings.leakDetection }
    var leakWatches: LeakWatchRegistry { settings.leakWatches }
    var logger: Logger? { settings.logger }
    private var startTime: TimeInterval?
    private var hasEnded = false
    /// What the navigation removed, held weakly: checked for leaks once it has ended, each once.
    private var removed: [WeakController] = []

    /// A tracker of `navigation`: a new one unless the request acts for one under way.
    init(destination: String, settings: TrackingSettings, navigation: NavigationID = .next()) {
        identity = NavigationIdentity(navigation: navigation, parent: nil, destination: destination)
        self.settings = settings
    }

    var navigation: NavigationID { identity.navigation }

    /// Whether a change of the screen must be watched for removals.
    var watchesRemovals: Bool { leakDetection.isEnabled || observers.isObserved }

    /// Reports an event of the navigation under way; nothing once it has ended, whatever calls
    /// late: its end is the last event observers hear of it, apart from leak reports.
    func report(_ kind: NavigationEvent.Kind, _ configure: (inout NavigationEvent) -> Void = { _ in }) {
        guard !hasEnded else { return }
        deliver(kind, configure)
    }

    private func deliver(_ kind: NavigationEvent.Kind, _ configure: (inout NavigationEvent) -> Void = { _ in }) {
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
        scheduleLeakChecks()
        guard observers.isObserved else { return }
        guard let startTime else {
            deliver(.discarded) { $0.error = result.errorIfFailed }
            return
        }
        let duration = clock.now - startTime
        switch result {
        case .success:
            deliver(.finished) { $0.duration = duration }
        case .failure(let error):
            deliver(.failed) { event in
                event.error = error
                event.location = RoutingErrorLocation.of(error)
                event.duration = duration
            }
        }
    }

    /// Ends a tracker that reports no start and no end, such as the one of changes the user
    /// made: its removals are checked for leaks from now on.
    func endUnreported() {
        guard !hasEnded else { return }
        hasEnded = true
        scheduleLeakChecks()
    }

    /// Tells the screen record that a router, not the user, removed `departed`.
    func noteRemovedByRouter(_ departed: [UIViewController]) {
        guard observers.screenRecord != nil else { return }
        observers.removedByRouters.formUnion(departed.map(ObjectIdentifier.init))
    }

    /// Has leak detection check `removed`: once the navigation has ended, or at once after that.
    ///
    /// Deferred to the end because the rollback journal holds what a running navigation removed
    /// (a popped controller, a replaced root) until the navigation ends, so that a failure can put
    /// it back; checked earlier, a navigation running longer than the delay would report those as
    /// leaks. The journal's records are the state UIKit's own undo would need, so the journal keeps
    /// them, and the check waits instead. Each controller is checked once however often it left,
    /// before the end or after it.
    func noteRemoved(_ departed: [UIViewController]) {
        guard leakDetection.isEnabled else { return }
        let new = departed.filter { controller in !removed.contains { $0.value === controller } }
        removed.append(contentsOf: new.map(WeakController.init))
        if hasEnded { LeakWatch.schedule(new, for: self) }
    }

    /// Schedules the checks of what the navigation removed and is still alive now that it ended:
    /// the journal is released by then, so the delay counts from the moment nothing of the router
    /// holds them any more.
    private func scheduleLeakChecks() {
        LeakWatch.schedule(removed.compactMap(\.value), for: self)
    }

    /// Starts watching a change around `controller` that may remove controllers: reports
    /// `predicted()` as about to leave, when it is not empty, and takes a census. Nil, with nothing
    /// computed, when nobody needs it.
    func watchRemovals(
        around controller: UIViewController, reason: NavigationEvent.RemovalReason,
        predicted: () -> [UIViewController]
    ) -> PendingRemoval? {
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

    /// Reports what left, if anything, and has leak detection check it once the navigation ended.
    func finish() {
        let departed = census.departed()
        guard !departed.isEmpty else { return }
        tracker.noteRemovedByRouter(departed)
        tracker.report(.didRemove) { event in
            event.removed = departed.map(ControllerReference.init)
            event.removalReason = reason
        }
        tracker.noteRemoved(departed)
    }
}

extension RoutingResult {
    /// The error of a failure.
    var errorIfFailed: Error? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
