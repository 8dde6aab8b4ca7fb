extension UIViewController {
    /// Calls `completion` when the animated transition the receiver just started ends, or at
    /// once when it started none (not animated, or not in a window).
    package func completeAfterTransition(animated: Bool, _ completion: @escaping () -> Void) {
        guard animated, let coordinator = transitionCoordinator else {
            completion()
            return
        }
        let registered = coordinator.animate(alongsideTransition: nil) { _ in completion() }
        if !registered { completion() }
    }
}
