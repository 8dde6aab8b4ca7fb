// A dismissal is a one-instruction program run by the same executor: it waits, as a
// navigation's changes do, until no transition runs around the controller, and has the router's
// action deadline, so a transition UIKit never completes fails there and frees the queue.
extension NavigationExecutor {
    func close() {
        guard let (method, viewController) = program.closing else { return advance() }
        let reason: NavigationEvent.RemovalReason = if case .pop = method { .popped } else { .dismissed }
        let window = viewController.viewIfLoaded?.window
        settled(
            viewController, owner: .closing(WeakController(viewController)), at: DeferredLocation(phase: .dismissal, controller: viewController),
            { [self] done in
                calls.watch(tracker?.watchRemovals(around: viewController, reason: reason) { method.leavingViewControllers })
                method.perform(animated: animated, completion: done)
            },
            then: { [self, weak window] result in
                // The method's errors are located already, and a dismissal logs no failure of its own.
                guard case .success = result else { return end(result) }
                // Success means the controller has left the screen, as a navigation's means its
                // destination is on it: a change made without animation lands in the layout pass.
                if !animated { window?.layoutIfNeeded() }
                advance()
            })
    }
}
