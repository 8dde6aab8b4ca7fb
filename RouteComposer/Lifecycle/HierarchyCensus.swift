/// The controllers reachable from a window, through children and presentations, before a change
/// of the screen; compared with the hierarchy after it, it tells exactly which controllers left
/// and which arrived, whatever made the change.
///
/// The members are held strongly until the comparison, so a controller that leaves and is freed
/// during the transition is still reported as removed. The census lives only as long as the
/// change it watches.
@MainActor
struct HierarchyCensus {
    private let members: [UIViewController]
    /// The outermost controller counted from: the window's root, when it was one.
    let root: UIViewController
    /// The window whose root ``root`` was, if any.
    private(set) weak var window: UIWindow?

    /// Counts everything reachable from the outermost controller above `controller`.
    init(around controller: UIViewController) {
        root = controller.outermostController
        window = root.hostingWindow
        members = root.reachableControllers
    }

    /// The members no longer reachable from the window's root, or from the old root when it was
    /// in no window, in the order they were counted: outer containers and presenters first.
    func departed() -> [UIViewController] {
        let remaining = Set(now.reachableControllers.map(ObjectIdentifier.init))
        return members.filter { !remaining.contains(ObjectIdentifier($0)) }
    }

    /// The controllers reachable now that were not counted, each without what hangs from it (its
    /// children and presentations came with it): the tops of what arrived, outer first. A new root
    /// of the window is one of them.
    func arrived() -> [UIViewController] {
        // The members are held, so their identifiers cannot be reused by a newcomer.
        let counted = Set(members.map(ObjectIdentifier.init))
        let new = now.reachableControllers.filter { !counted.contains(ObjectIdentifier($0)) }
        let newcomers = Set(new.map(ObjectIdentifier.init))
        return new.filter { controller in
            guard let holder = controller.parent ?? controller.presentingViewController else { return true }
            return !newcomers.contains(ObjectIdentifier(holder))
        }
    }

    /// The top of the hierarchy now: the window's root, or the old root's when it was in no window.
    private var now: UIViewController {
        window?.rootViewController ?? root.outermostController
    }
}
