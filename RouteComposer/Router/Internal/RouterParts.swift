import Foundation

/// Everything a ``DefaultRouter`` is made of, in one object its copies share until one of them
/// changes a part: the router is a value, and this is its copy-on-write storage.
///
/// The copies of a router share its queue and its observers, so they share one storage until one
/// of them changes a part. The settings a navigation's run reads are made once for each version
/// of the parts rather than once per navigation.
@MainActor
final class RouterParts {
    var logger: Logger?
    var handler: StackPresentationHandler
    var locator: ContainerAdapterLocator
    var interceptorTimeout: TimeInterval? = 300
    var actionTimeout: TimeInterval? = 60
    var clock: NavigationClock
    var leakDetection: LeakDetection = .standard
    var rollbackPolicy: RollbackPolicy = .rollback
    var linkArrivalPolicy: LinkArrivalPolicy = .standard
    var interceptors: [InterceptorBox] = []
    var contextTasks: [ContextTaskBox] = []
    var postTasks: [PostTaskBox] = []
    /// The scene the router's navigations are aimed at; nil for a router made for no scene, whose
    /// navigations work in the window ``KeyWindowProvider`` supplies.
    var aim: SceneWindowProvider?
    /// Shared by every copy of the router, as the queue, the observers and their leak checks are.
    let navigationQueue: NavigationQueue
    let observers: NavigationObservers
    /// The run and tracking settings of these parts as they are; dropped by every change.
    private var settings: NavigationRunSettings?
    private var tracking: TrackingSettings?

    init(
        logger: Logger?, handler: StackPresentationHandler, locator: ContainerAdapterLocator, clock: NavigationClock,
        navigationQueue: NavigationQueue, observers: NavigationObservers
    ) {
        self.logger = logger
        self.handler = handler
        self.locator = locator
        self.clock = clock
        self.navigationQueue = navigationQueue
        self.observers = observers
    }

    /// A copy for a router that is about to change a part, sharing what copies share.
    func copy() -> RouterParts {
        let copy = RouterParts(
            logger: logger, handler: handler, locator: locator, clock: clock, navigationQueue: navigationQueue,
            observers: observers)
        copy.interceptorTimeout = interceptorTimeout
        copy.actionTimeout = actionTimeout
        copy.leakDetection = leakDetection
        copy.rollbackPolicy = rollbackPolicy
        copy.linkArrivalPolicy = linkArrivalPolicy
        copy.interceptors = interceptors
        copy.contextTasks = contextTasks
        copy.postTasks = postTasks
        copy.aim = aim
        return copy
    }

    /// Called before a part changes: the settings made from the old parts no longer apply. A run
    /// that already holds them keeps them, as a copy of the router would have kept its values.
    func willChange() {
        settings = nil
        tracking = nil
    }

    /// What a navigation's run reads of the router.
    var runSettings: NavigationRunSettings {
        if let settings { return settings }
        let made = NavigationRunSettings(
            logger: logger, handler: handler, locator: locator, clock: clock,
            interceptorTimeout: interceptorTimeout, actionTimeout: actionTimeout, rollbackPolicy: rollbackPolicy,
            whenCovered: linkArrivalPolicy.whenCovered)
        settings = made
        return made
    }

    /// What a navigation's tracker reads of the router.
    var trackingSettings: TrackingSettings {
        if let tracking { return tracking }
        let made = TrackingSettings(
            observers: observers, clock: clock, leakDetection: leakDetection, logger: logger)
        tracking = made
        return made
    }
}
