/// Finds the interactive transitions a person's finger drives (a swipe back, a sheet pulled
/// down), which a navigation waits for: the finger may still put back the stack or the
/// presentation a plan would be made against, and UIKit ignores or warns about changes made
/// during the gesture.
@MainActor
enum FingerWait {
    /// How many controllers one search visits at most: the hierarchy is a tree by UIKit's rules,
    /// and the cap ends a walk that an overridden `presentedViewController` could make circular.
    static let visitLimit = 10_000

    /// The coordinator of an interactive transition in progress in the key window of a scene in
    /// the foreground, if any: a finger works in the window that receives the touches.
    ///
    /// - Complexity: O(*v*) for the *v* controllers whose views are in those windows, and their
    ///   children.
    static func liveInteraction() -> (any UIViewControllerTransitionCoordinator)? {
        for case let scene as UIWindowScene in UIApplication.shared.connectedScenes
        where scene.activationState == .foregroundActive || scene.activationState == .foregroundInactive {
            if let root = scene.keyWindow?.rootViewController, let coordinator = liveInteraction(under: root) {
                return coordinator
            }
        }
        return nil
    }

    /// The interactive coordinator of `root`, of what it presents, or of a child on screen.
    private static func liveInteraction(under root: UIViewController) -> (any UIViewControllerTransitionCoordinator)? {
        var pending = [root]
        var visits = 0
        while let controller = pending.popLast(), visits < visitLimit {
            visits += 1
            if let coordinator = controller.transitionCoordinator, coordinator.isInteractive {
                return coordinator
            }
            if let presented = controller.presentedViewController { pending.append(presented) }
            for child in controller.children where child.viewIfLoaded?.window != nil {
                pending.append(child)
            }
        }
        return nil
    }

    /// Calls `released` once `coordinator`'s transition has ended, whether the finger finished it
    /// or put everything back, as the router continues after any animated transition. Returns
    /// false, calling nothing, when the transition has already ended.
    static func whenReleased(_ coordinator: any UIViewControllerTransitionCoordinator, _ released: @escaping @MainActor () -> Void) -> Bool {
        coordinator.animate(alongsideTransition: nil) { _ in released() }
    }
}
