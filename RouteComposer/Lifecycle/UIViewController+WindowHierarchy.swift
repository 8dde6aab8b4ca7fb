extension UIViewController {
    /// True when the controller's tree hangs from a window's root, directly or through
    /// presentations, so the router can still reach it. A root covered by a full-screen
    /// presentation has no view in the window, so the windows of the connected scenes are asked.
    var isAttachedToWindowHierarchy: Bool {
        outermostController.hostingWindow != nil
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
