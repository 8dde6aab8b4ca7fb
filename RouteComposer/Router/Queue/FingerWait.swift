/// Finds the interactive transitions a person's finger drives (a swipe back, a sheet pulled
/// down), which a navigation waits for: the finger may still put back the stack or the
/// presentation a plan would be made against, and UIKit ignores or warns about changes made
/// during the gesture.
@MainActor
enum FingerWait {
    /// The coordinator of an interactive transition in progress in the key window of a scene in
    /// the foreground, if any: a finger works in the window that receives the touches. For a
    /// navigation aimed at a scene, only that scene's: a finger in another window holds nothing
    /// of it.
    ///
    /// The screen is read as the finders read it, through `locator`'s adapters: what is shown in
    /// each container and what is presented above it. A controller off screen (a stack's lower
    /// screens, an unselected tab) is no finger's, and a child's coordinator is its container's
    /// while the container's transition runs, so the shown controllers are the ones to ask.
    ///
    /// - Complexity: O(*v*) for the *v* controllers on screen in those windows, whatever the
    ///   depth of the stacks under them.
    static func liveInteraction(
        locator: ContainerAdapterLocator, aimedAt aim: SceneWindowProvider?
    ) -> (any UIViewControllerTransitionCoordinator)? {
        // Loops and `if let` rather than `Optional.map` and an array of the scenes: a map's
        // closure checks its actor at run time, and every navigation asks this.
        if let aim {
            guard let scene = aim.scene else { return nil }
            return liveInteraction(in: scene, locator: locator)
        }
        for scene in UIApplication.shared.connectedScenes {
            if let coordinator = liveInteraction(in: scene, locator: locator) { return coordinator }
        }
        return nil
    }

    /// The coordinator of an interactive transition in `scene`'s key window, when the scene is
    /// in the foreground.
    private static func liveInteraction(
        in scene: UIScene, locator: ContainerAdapterLocator
    ) -> (any UIViewControllerTransitionCoordinator)? {
        guard let scene = scene as? UIWindowScene,
            scene.activationState == .foregroundActive || scene.activationState == .foregroundInactive,
            let root = scene.keyWindow?.rootViewController
        else { return nil }
        // A container without an adapter is searched no deeper, as by the finders.
        let held = try? UIViewController.findViewController(
            in: root, options: [.current, .visible, .presented], containerAdapterLocator: locator,
            using: { $0.transitionCoordinator?.isInteractive == true })
        return held?.transitionCoordinator
    }

    /// Calls `released` once `coordinator`'s transition has ended, whether the finger finished it
    /// or put everything back, as the router continues after any animated transition. Returns
    /// false, calling nothing, when the transition has already ended.
    static func whenReleased(_ coordinator: any UIViewControllerTransitionCoordinator, _ released: @escaping @MainActor () -> Void) -> Bool {
        coordinator.animate(alongsideTransition: nil) { _ in released() }
    }
}
