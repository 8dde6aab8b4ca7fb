/// The flag that ``SingleNavigationRouter``s sharing it use to let one navigation run at a time.
///
/// Share one lock between all routers whose navigations must not overlap.
public final class SingleNavigationLock {
    /// True while a navigation started through a router holding this lock has not finished.
    public private(set) var isNavigationInProgress = false

    /// Identifies the navigation holding the lock, so a late release by an earlier navigation
    /// (one that timed out) cannot free a later one's lock.
    private var holder: UInt64 = 0

    /// Creates an unlocked lock.
    public init() {}

    /// Takes the lock and returns the token that releases it.
    func start() -> UInt64 {
        holder &+= 1
        isNavigationInProgress = true
        return holder
    }

    /// Releases the lock if `token` still holds it.
    func stop(_ token: UInt64) {
        guard token == holder else { return }
        isNavigationInProgress = false
    }
}
