extension UIViewController {
    /// True when the controller's tree hangs from a window's root, directly or through
    /// presentations, so the router can still reach it. A root covered by a full-screen
    /// presentation has no view in the window, so the windows of the connected scenes are asked.
    var isAttachedToWindowHierarchy: Bool {
        outermostController.hostingWindow != nil
    }
}
