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
        // Made at the first presentation only, as in `outermostController`: it stops a loop.
        var seen: Set<ObjectIdentifier>?
        while true {
            while let parent = current.parent {
                guard parent.children.holdsIdentical(current, fromTheEnd: true) else { return false }
                current = parent
            }
            guard let presenting = current.presentingViewController else { break }
            guard presenting.presentedViewController === current else { return false }
            if seen == nil { seen = [ObjectIdentifier(self)] }
            guard seen?.insert(ObjectIdentifier(presenting)).inserted == true else { return false }
            current = presenting
        }
        return current.hostingWindow != nil
    }
}
