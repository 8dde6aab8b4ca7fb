/// One check, at the deadline of ``LeakDetection``, that removed controllers were deallocated.
///
/// Holds the controllers weakly and the registry weakly, so the pending timer keeps nothing of the
/// app alive; it reports each controller still alive once.
@MainActor
struct LeakWatch {
    private struct Watched {
        weak var controller: UIViewController?
        let typeName: String
        let token: Int
    }

    /// Schedules the check of `removed` for `tracker`'s navigation, when leak detection is on.
    ///
    /// Called when the navigation has ended, never in the middle of it: the rollback journal
    /// keeps what a running navigation removed until it ends, so that a failure can put it back,
    /// and a check before then would report a controller the router itself still holds.
    static func schedule(_ removed: [UIViewController], for tracker: NavigationTracker) {
        guard let delay = tracker.leakDetection.delay, !removed.isEmpty else { return }
        let registry = tracker.leakWatches
        let watched = removed.map {
            Watched(controller: $0, typeName: String(reflecting: type(of: $0)), token: registry.watch($0))
        }
        let identity = tracker.identity
        let logger = tracker.logger
        tracker.clock.schedule(after: delay) { [weak observers = tracker.observers, weak clock = tracker.clock, weak registry] in
            registry?.forgetFreed()
            for entry in watched {
                guard let controller = entry.controller else { continue }
                // A later removal of the same controller has its own, later check; a controller
                // back on screen (put back by a rollback, or shown again) is in use, not leaked.
                guard registry?.conclude(controller, token: entry.token) ?? true,
                    !controller.isAttachedToWindowHierarchy
                else { continue }
                logger?.warning(
                    "\(controller) (\(entry.typeName)), removed by \(identity.navigation) to \(identity.destination), is still alive \(delay) seconds later: a retain cycle may keep it."
                )
                observers?.report(
                    identity.event(.leakSuspected, time: clock?.now ?? 0) { event in
                        event.controller = ControllerReference(controller)
                    })
            }
        }
    }
}

/// The leak checks pending for one router's removals, so that a controller removed again before
/// its check is reported once, by the check of its latest removal, rather than once per removal.
///
/// Holds the controllers weakly; an entry lasts until the check it belongs to runs.
@MainActor
final class LeakWatchRegistry {
    private struct Entry {
        weak var controller: UIViewController?
        let token: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var lastToken = 0

    /// Registers a new check of `controller`, superseding any pending one; returns its token.
    func watch(_ controller: UIViewController) -> Int {
        lastToken += 1
        entries[ObjectIdentifier(controller)] = Entry(controller: controller, token: lastToken)
        return lastToken
    }

    /// Whether the check with `token` is the latest for `controller`, which is then forgotten.
    func conclude(_ controller: UIViewController, token: Int) -> Bool {
        let key = ObjectIdentifier(controller)
        // An entry of a freed controller whose address was reused is not this controller's.
        guard let entry = entries[key], entry.controller === controller else { return true }
        guard entry.token == token else { return false }
        entries[key] = nil
        return true
    }

    /// Drops the entries of controllers already freed, whose checks have nothing left to do.
    func forgetFreed() {
        entries = entries.filter { $0.value.controller != nil }
    }
}
