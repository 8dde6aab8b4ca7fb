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

extension UIViewController {
    /// The controller, its children and presented controllers, and theirs, each once, outer first.
    var reachableControllers: [UIViewController] {
        var found: [UIViewController] = []
        var seen = Set<ObjectIdentifier>()
        var next: [UIViewController] = [self]
        while let current = next.popLast() {
            guard seen.insert(ObjectIdentifier(current)).inserted else { continue }
            found.append(current)
            // Reversed, so the first child is visited first.
            if let presented = current.presentedViewController { next.append(presented) }
            next.append(contentsOf: current.children.reversed())
        }
        return found
    }

    /// The root of the tree the controller hangs in: up through parents and presenters.
    ///
    /// - Complexity: O(*d*) for *d* parents and presenters above the controller.
    var outermostController: UIViewController {
        var outermost = self
        var loopGuard = ChainLoopGuard(from: self)
        while let holder = outermost.parent ?? outermost.presentingViewController, loopGuard.admits(holder) {
            outermost = holder
        }
        return outermost
    }

    /// The window whose root this controller is: the window of its own view; else a window of
    /// a connected scene (a root covered by a full-screen presentation has no view in the window,
    /// and in a dismissal no view of the chain may be in it yet); else the window a controller
    /// it presents has its view in, for a window in no scene (an app delegate's `UIWindow()` is in
    /// none that `connectedScenes` lists).
    ///
    /// - Complexity: O(1) for a root whose view is in its window, plus O(*w*) for the *w* windows
    ///   of the connected scenes when it is not, plus O(*p*) for *p* controllers presented above
    ///   it when no scene's window has it as its root.
    var hostingWindow: UIWindow? {
        if let window = viewIfLoaded?.window, window.rootViewController === self { return window }
        for scene in UIApplication.shared.connectedScenes {
            if let window = (scene as? UIWindowScene)?.windows.first(where: { $0.rootViewController === self }) {
                return window
            }
        }
        var loopGuard = ChainLoopGuard(from: self)
        var next = presentedViewController
        while let current = next, loopGuard.admits(current) {
            if let window = current.viewIfLoaded?.window, window.rootViewController === self { return window }
            next = current.presentedViewController
        }
        return nil
    }
}
