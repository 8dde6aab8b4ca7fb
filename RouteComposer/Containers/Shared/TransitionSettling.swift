import Dispatch

/// Waits until no transition is in flight around a controller before the router asks UIKit for
/// the next change, as apps do by hand with transition coordinators.
///
/// UIKit ignores a presentation from a controller that is itself being presented or dismissed,
/// ignores a dismissal while a presentation or dismissal runs, and warns about nested push
/// animations. Waiting first keeps the router's own work free of all three.
@MainActor
enum TransitionSettling {
    /// Calls `proceed` once `controller`, its ancestors, and the controllers presented over it are
    /// settled: at once when they already are, after the running transition's coordinator
    /// completes, or on a later turn of the main queue for a transition without coordinator
    /// (a non-animated one, which ends at the next commit).
    ///
    /// With `onScreen`, it also waits until the controller's view is in a window. A container
    /// that was just revealed (a tab selected, a stack popped while its tab was hidden) gets its
    /// view and finishes those changes in the next layout pass; animating into it before then
    /// nests its transitions, and presenting from it is refused.
    ///
    /// The wait holds the controller weakly and ends, without calling `proceed`, once the
    /// controller is gone or `isWanted` returns false (the navigation that waits has ended), so
    /// nothing keeps polling for a navigation that is over.
    static func waitUntilSettled(
        _ controller: UIViewController, onScreen: Bool = false, isWanted: @escaping () -> Bool = { true },
        proceed: @escaping () -> Void
    ) {
        guard isWanted() else { return }
        if isSettledNow(controller, onScreen: onScreen) {
            proceed()
            return
        }
        wait(for: controller, coordinator: runningCoordinator(around: controller), onScreen: onScreen, isWanted: isWanted, proceed: proceed)
    }

    /// True when ``waitUntilSettled(_:onScreen:isWanted:proceed:)`` would proceed at once, after
    /// the same layout pass: a caller that checks first makes no closures for the wait, which
    /// nearly every call out of a navigation would make only to call them at once.
    static func isSettledNow(_ controller: UIViewController, onScreen: Bool) -> Bool {
        if onScreen { controller.layOutContainingWindow() }
        return isSettled(controller) && (!onScreen || controller.viewIfLoaded?.window != nil)
    }

    private static func wait(
        for controller: UIViewController, coordinator: UIViewControllerTransitionCoordinator?, onScreen: Bool,
        isWanted: @escaping () -> Bool, proceed: @escaping () -> Void
    ) {
        // Made only when there is something to wait for: most calls proceed at once.
        let again = { [weak controller] in
            guard let controller else { return }
            waitUntilSettled(controller, onScreen: onScreen, isWanted: isWanted, proceed: proceed)
        }
        if let coordinator, coordinator.animate(alongsideTransition: nil, completion: { _ in again() }) {
            return
        }
        DispatchQueue.main.async {
            MainActor.assumeIsolated { again() }
        }
    }

    /// True when nothing needs waiting for around `controller`.
    static func isSettled(_ controller: UIViewController) -> Bool {
        runningCoordinator(around: controller) == nil && !isInPresentationTransition(controller)
    }

    private static func runningCoordinator(around controller: UIViewController) -> UIViewControllerTransitionCoordinator? {
        var current: UIViewController? = controller
        while let candidate = current {
            if let coordinator = candidate.transitionCoordinator { return coordinator }
            current = candidate.parent
        }
        return nil
    }

    /// True while the controller (or the outermost container holding it) is being presented or
    /// dismissed, or while what it presents is.
    private static func isInPresentationTransition(_ controller: UIViewController) -> Bool {
        var outermost = controller
        while let parent = outermost.parent { outermost = parent }
        if outermost.isBeingPresented || outermost.isBeingDismissed { return true }
        var next = controller.presentedViewController
        var steps = 0
        while let presented = next, steps < 1_000 {
            if presented.isBeingPresented || presented.isBeingDismissed { return true }
            next = presented.presentedViewController
            steps += 1
        }
        return false
    }
}

extension UIViewController {
    /// Runs the layout pass of the window the controller's tree is shown in, now instead of at the
    /// next turn. A container installs a child added without animation (a push, the top of a new
    /// stack, a column) in that pass; until it has run, the change is still pending, and an
    /// animated change on top of it nests, as UIKit's "nested push animation" warns.
    func layOutContainingWindow() {
        var current: UIViewController? = self
        while let controller = current {
            if let window = controller.viewIfLoaded?.window {
                window.layoutIfNeeded()
                return
            }
            current = controller.parent
        }
    }
}
