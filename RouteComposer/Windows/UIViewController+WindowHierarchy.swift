extension UIViewController {
    /// True when the controller is on screen in a window (its view is in one), or its tree hangs
    /// from a window's root, directly or through presentations, so the router can still reach
    /// it: a controller in a tab not selected has no view in the window, nor does a root covered
    /// by a full-screen presentation (so the windows of the connected scenes are asked).
    ///
    /// - Complexity: O(*v*) for a controller whose view is *v* views below its window; else
    ///   O(*d*) for *d* parents and presenters above it, plus what ``hostingWindow`` asks.
    var isAttachedToWindowHierarchy: Bool {
        // On screen is attached, and asking the view does not walk up every presentation below
        // a stacked sheet, which each navigation over *n* sheets would otherwise pay.
        viewIfLoaded?.window != nil || outermostController.hostingWindow != nil
    }

    /// True when a window's hierarchy holds the controller: each container above it lists it among
    /// its children, and each presenter above it presents it, up to a window's root.
    ///
    /// Unlike ``isAttachedToWindowHierarchy``, which follows the controller's own links, this reads
    /// the containers: a controller taken out of a navigation stack keeps its `parent` until the
    /// removal's transition ends (never, for a stack set back while its tab is off screen), yet the
    /// stack's `viewControllers` no longer hold it, and nothing shows it.
    var isHeldInWindowHierarchy: Bool {
        var current = self
        var loopGuard = ChainLoopGuard(from: self)
        while true {
            if let parent = current.parent {
                guard parent.children.holdsIdentical(current, fromTheEnd: true), loopGuard.admits(parent) else { return false }
                current = parent
            } else if let presenting = current.presentingViewController {
                guard presenting.presentedViewController === current, loopGuard.admits(presenting) else { return false }
                current = presenting
            } else {
                return current.hostingWindow != nil
            }
        }
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
