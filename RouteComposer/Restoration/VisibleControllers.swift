#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// The controllers a user sees, in the order a snapshot lists them, with the containers that
/// could not be walked.
@MainActor
struct VisibleControllers {
    /// The controllers in snapshot order.
    private(set) var controllers: [UIViewController] = []
    /// Containers whose adapter could not be found, with the locator's error.
    private(set) var containersWithoutAdapter: [(container: UIViewController, error: any Error)] = []

    /// Walks from `root`: `root` and what it shows, then each controller presented above it, in
    /// presentation order, with what it shows. A controller being dismissed ends the walk, since
    /// it and everything above it are leaving the screen.
    ///
    /// Within one presentation, the walk is depth-first and pre-order: a container comes before
    /// its children. A navigation controller's children are its whole stack, bottom to top, since
    /// restoring rebuilds the screens the back button leads to; other containers' children are
    /// the ones their adapter shows (the selected tab, the visible split columns in order). Child
    /// controllers of a controller that is not a ``ContainerViewController`` are not walked: the
    /// router cannot navigate into them either.
    ///
    /// - Complexity: O(n) in the number of controllers walked.
    init(root: UIViewController?, locator: ContainerAdapterLocator) {
        var seen: Set<ObjectIdentifier> = []
        var layer = root
        while let current = layer, !current.isBeingDismissed, !seen.contains(ObjectIdentifier(current)) {
            walk(current, locator: locator, seen: &seen)
            layer = current.presentedViewController
        }
    }

    private mutating func walk(_ start: UIViewController, locator: ContainerAdapterLocator, seen: inout Set<ObjectIdentifier>) {
        // An explicit stack keeps a custom container that lists an ancestor as its child from looping,
        // and the walk off the thread's stack.
        var pending: [UIViewController] = [start]
        while let controller = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            controllers.append(controller)
            guard let container = controller as? ContainerViewController else { continue }
            do {
                let adapter = try locator.getAdapter(for: container)
                let children = controller is UINavigationController ? adapter.containedViewControllers : adapter.visibleViewControllers
                pending.append(contentsOf: children.reversed())
            } catch {
                containersWithoutAdapter.append((controller, error))
            }
        }
    }
}
