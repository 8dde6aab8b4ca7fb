/// One check, at the deadline of ``LeakDetection``, that removed controllers were deallocated.
///
/// Holds the controllers weakly and the registry weakly, so the pending timer keeps nothing of the
/// app alive; it reports each controller still alive once.
@MainActor
struct LeakWatch {
    private struct Watched {
        weak var controller: UIViewController?
        let typeName: String
    }

    /// Schedules the check of `removed` for `tracker`'s navigation, when leak detection is on.
    static func schedule(_ removed: [UIViewController], for tracker: NavigationTracker) {
        guard let delay = tracker.leakDetection.delay, !removed.isEmpty else { return }
        let watched = removed.map { Watched(controller: $0, typeName: String(reflecting: type(of: $0))) }
        let identity = tracker.identity
        let logger = tracker.logger
        tracker.clock.schedule(after: delay) { [weak observers = tracker.observers, weak clock = tracker.clock] in
            for entry in watched {
                guard let controller = entry.controller else { continue }
                logger?.log(.warning("\(controller) (\(entry.typeName)), removed by \(identity.navigation) to \(identity.destination), is still alive \(delay) seconds later: a retain cycle may keep it."))
                observers?.report(identity.event(.leakSuspected, time: clock?.now ?? 0) { event in
                    event.controller = ControllerReference(controller)
                })
            }
        }
    }
}
