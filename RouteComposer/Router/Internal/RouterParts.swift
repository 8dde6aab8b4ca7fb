import Foundation

/// Everything a ``DefaultRouter`` is made of, in one object its copies share until one of them
/// changes a part: the router is a value, and this is its copy-on-write storage.
///
/// The copies of a router share its queue and its observers, so they share one storage until one
/// of them changes a part. The settings a navigation's run reads are made once for each version
/// of the parts rather than once per navigation.
@MainActor
final class RouterParts {
    /// The clock a router's deadlines and leak checks run on, and the deadlines themselves.
    struct Timing {
        var clock: NavigationClock
        var interceptorTimeout: TimeInterval? = 300
        var actionTimeout: TimeInterval? = 60
    }

    /// What a router does in the situations its owner decides: leaks, failures, covered screens.
    struct Policies {
        var leakDetection: LeakDetection = .standard
        var rollbackPolicy: RollbackPolicy = .rollback
        var linkArrivalPolicy: LinkArrivalPolicy = .standard
        var bringsFoundSceneForward = true
    }

    /// The tasks added to the router, which run in every navigation before the steps' own.
    struct GlobalTaskBoxes {
        var interceptors: [InterceptorBox] = []
        var contextTasks: [ContextTaskBox] = []
        var postTasks: [PostTaskBox] = []
    }

    /// The settings made from the parts as they are, once each; dropped by every change.
    private struct Derived {
        var run: NavigationRunSettings?
        var tracking: TrackingSettings?
    }

    let logger: Logger?
    let handler: StackPresentationHandler
    let locator: ContainerAdapterLocator
    var timing: Timing
    var policies = Policies()
    var globalTasks = GlobalTaskBoxes()
    /// The scene the router's navigations are aimed at; nil for a router made for no scene, whose
    /// navigations work in the window ``KeyWindowProvider`` supplies.
    let aim: SceneWindowProvider?
    /// Shared by every copy of the router, as the queue, the observers and their leak checks are.
    let navigationQueue: NavigationQueue
    let observers: NavigationObservers
    private var derived = Derived()

    init(
        aim: SceneWindowProvider?, logger: Logger?, handler: StackPresentationHandler, locator: ContainerAdapterLocator,
        clock: NavigationClock, navigationQueue: NavigationQueue, observers: NavigationObservers
    ) {
        self.aim = aim
        self.logger = logger
        self.handler = handler
        self.locator = locator
        timing = Timing(clock: clock)
        self.navigationQueue = navigationQueue
        self.observers = observers
    }

    /// A copy for a router that is about to change a part, sharing what copies share.
    func copy() -> RouterParts {
        copy(aim: aim, navigationQueue: navigationQueue)
    }

    /// A copy aimed at `aim`'s scene and waiting in `navigationQueue`, with every other part as
    /// it is here: the router of a navigation in a new window.
    func copy(aim: SceneWindowProvider?, navigationQueue: NavigationQueue) -> RouterParts {
        let copy = RouterParts(
            aim: aim, logger: logger, handler: handler, locator: locator, clock: timing.clock,
            navigationQueue: navigationQueue, observers: observers)
        copy.timing = timing
        copy.policies = policies
        copy.globalTasks = globalTasks
        return copy
    }

    /// Called before a part changes: the settings made from the old parts no longer apply. A run
    /// that already holds them keeps them, as a copy of the router would have kept its values.
    func willChange() {
        derived = Derived()
    }

    /// What a navigation's run reads of the router.
    var runSettings: NavigationRunSettings {
        if let run = derived.run { return run }
        let made = NavigationRunSettings(
            logger: logger, handler: handler, locator: locator, clock: timing.clock,
            interceptorTimeout: timing.interceptorTimeout, actionTimeout: timing.actionTimeout,
            rollbackPolicy: policies.rollbackPolicy, whenCovered: policies.linkArrivalPolicy.whenCovered,
            bringsFoundSceneForward: policies.bringsFoundSceneForward)
        derived.run = made
        return made
    }

    /// What a navigation's tracker reads of the router.
    var trackingSettings: TrackingSettings {
        if let tracking = derived.tracking { return tracking }
        let made = TrackingSettings(
            observers: observers, clock: timing.clock, leakDetection: policies.leakDetection, logger: logger)
        derived.tracking = made
        return made
    }
}
