/// The lock that ``SingleNavigationRouter``s sharing it use to let one navigation run at a time.
///
/// Share one lock between all routers whose navigations must not overlap, whatever routers they
/// wrap. The lock is a ``NavigationQueue`` with the ``NavigationQueuePolicy/reject`` policy: the
/// navigation it runs holds it until it ends, and a navigation submitted meanwhile is refused.
///
/// Isolated to the main actor, as the routers that share it are; it can be made anywhere. The
/// isolation is `@preconcurrency`, as RouteComposer 2.x's lock had none: an app that reads
/// ``isNavigationInProgress`` outside the main actor still compiles, warned in Swift 6 mode.
@preconcurrency @MainActor
public final class SingleNavigationLock {
    /// The queue whose running request is the navigation holding the lock.
    let queue: NavigationQueue

    /// Creates an unlocked lock.
    public nonisolated init() {
        queue = NavigationQueue(policy: .reject)
    }

    /// True while a navigation started through a router holding this lock has not finished.
    public var isNavigationInProgress: Bool { queue.isNavigating }
}
