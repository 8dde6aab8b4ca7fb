/// Finds and reports the changes of the screen no router made: what the user popped, dismissed,
/// removed and selected with their own hand (or the app with its own UIKit calls).
///
/// One path for every such change: the ``ScreenRecord`` a registry's routers took when their last
/// request ended, compared with the screen when their next request starts or when the app asks
/// (``DefaultRouter/reportUserChanges()``). No delegate of the app's navigation controllers, tab
/// bar controllers or presentation controllers is taken or wrapped, so an app's own delegates
/// keep working, and one the app sets later loses nothing.
///
/// Nothing is recorded or compared while nobody observes and leak detection is off.
@MainActor
enum UserChanges {
    /// Says what the user's change events name as their destination.
    static let destination = "the user's changes"

    /// Compares the screen with the record and reports what changed under a navigation of its
    /// own, so a change is reported once, then records the screen as it is. With no record yet,
    /// only records.
    ///
    /// With `afterRequest`, the comparison spans a request that just ended: what its routers
    /// reported removing is theirs, and tab selections are left out, as a router selects tabs
    /// without an event; what else left the screen meanwhile (a sheet the user swiped away while a
    /// navigation ran elsewhere) is the user's.
    static func report(with settings: TrackingSettings, afterRequest: Bool) {
        let observers = settings.observers
        guard settings.leakDetection.isEnabled || observers.isObserved else {
            observers.screenRecord = nil
            observers.removedByRouters = []
            return
        }
        let changes =
            observers.screenRecord?.changes(removedByRouters: observers.removedByRouters, selections: !afterRequest)
            ?? ScreenRecord.Changes()
        // A record that found no change between requests still describes the screen: taking a
        // record describes every controller, the dearer half of the work.
        if afterRequest || !changes.isEmpty || observers.screenRecord == nil {
            record(with: settings)
        }
        guard !changes.isEmpty else { return }
        let tracker = NavigationTracker(destination: destination, settings: settings)
        for removal in changes.removals {
            tracker.report(.didRemove) { event in
                event.removed = removal.removed
                event.removalReason = removal.reason
            }
        }
        for selection in changes.selections {
            tracker.report(.selectedByUser) { event in
                event.container = ControllerReference(selection.tabBar)
                event.controller = ControllerReference(selection.selected)
            }
        }
        tracker.noteRemoved(changes.removals.flatMap { $0.removed.compactMap(\.viewController) })
        tracker.endUnreported()
    }

    /// Records the screen as the routers reporting to `settings`' observers leave it; forgets the
    /// record while nobody needs it.
    static func record(with settings: TrackingSettings) {
        let observers = settings.observers
        guard settings.leakDetection.isEnabled || observers.isObserved else {
            observers.screenRecord = nil
            observers.removedByRouters = []
            return
        }
        observers.noteCensus()
        observers.screenRecord = ScreenRecord()
        observers.removedByRouters = []
    }
}
