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
