import Dispatch

/// The last check of a navigation: the destination is where the configuration put it, so that
/// success means "on screen" and not merely "every completion was called".
@MainActor
struct DestinationCheck {
    let destination: UIViewController
    /// False when the navigation started outside any window (a unit test's bare controllers):
    /// then only the containers are checked.
    let requiresWindow: Bool
    let locator: ContainerAdapterLocator

    /// Calls `done` with success once the destination is shown. It first runs the window's layout
    /// pass, in which UIKit installs a container's new child view; while a transition around the
    /// destination is still in flight it waits for that; once everything is still, it allows one
    /// more turn of the main queue and then fails with ``RoutingFailureReason/destinationNotShown``.
    func waitUntilShown(_ done: @escaping (RoutingResult) -> Void) {
        check(graceTurns: 1, done)
    }

    private func check(graceTurns: Int, _ done: @escaping (RoutingResult) -> Void) {
        destination.layOutContainingWindow()
        guard let problem = whyNotShown() else {
            done(.success)
            return
        }
        if !TransitionSettling.isSettled(destination) {
            TransitionSettling.waitUntilSettled(destination) { check(graceTurns: graceTurns, done) }
            return
        }
        guard graceTurns > 0 else {
            done(.failure(RoutingError.compositionFailed(.init("The navigation ended, but \(destination) \(problem).",
                                                               underlyingError: RoutingFailureReason.destinationNotShown,
                                                               location: RoutingErrorLocation(phase: .reveal, viewController: "\(destination)")))))
            return
        }
        DispatchQueue.main.async {
            MainActor.assumeIsolated { check(graceTurns: graceTurns - 1, done) }
        }
    }

    /// Nil when the destination is shown, otherwise what is wrong, for the error message.
    func whyNotShown() -> String? {
        if requiresWindow, !destination.isAttachedToWindowHierarchy {
            return "is not in a window's hierarchy"
        }
        var child = destination
        for ancestor in destination.routingAncestors(locator: locator) {
            if let container = ancestor as? ContainerViewController,
               let adapter = try? locator.getAdapter(for: container),
               adapter.contains(child), !adapter.isVisible(child) {
                return "is not visible in \(ancestor)"
            }
            child = ancestor
        }
        if requiresWindow, destination.viewIfLoaded?.window == nil {
            return "has no view in a window"
        }
        if let presented = destination.presentedViewController, !presented.isBeingDismissed {
            return "is covered by \(presented)"
        }
        return nil
    }
}
