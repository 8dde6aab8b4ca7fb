import Dispatch

/// The last check of a navigation: the destination is where the configuration put it, so that
/// success means "on screen" and not merely "every completion was called".
@MainActor
struct DestinationCheck {
    /// Held weakly: a check that outlives its navigation must not keep the screen alive.
    private weak var destination: UIViewController?
    /// For the error when the destination went away before it was shown.
    private let destinationType: UIViewController.Type
    /// False when the navigation started outside any window (a unit test's bare controllers):
    /// then only the containers are checked.
    let requiresWindow: Bool
    let locator: ContainerAdapterLocator
    /// False once the navigation that waits for the check has ended.
    let isWanted: () -> Bool

    init(destination: UIViewController, requiresWindow: Bool, locator: ContainerAdapterLocator, isWanted: @escaping () -> Bool) {
        self.destination = destination
        destinationType = type(of: destination)
        self.requiresWindow = requiresWindow
        self.locator = locator
        self.isWanted = isWanted
    }

    /// The check's first look, made before the check itself: runs the window's layout pass, in
    /// which UIKit installs a container's new child view, and returns what is wrong, nil when the
    /// destination is shown.
    static func firstLook(at destination: UIViewController, requiresWindow: Bool, locator: ContainerAdapterLocator) -> String? {
        destination.layOutContainingWindow()
        return whyNotShown(destination, requiresWindow: requiresWindow, locator: locator)
    }

    /// Calls `done` with success once the destination is shown, `problem` being what
    /// ``firstLook(at:requiresWindow:locator:)`` found wrong just before. While a transition around
    /// the destination is still in flight it waits for that; once everything is still, it allows
    /// one more turn of the main queue and then fails with ``RoutingFailureReason/destinationNotShown``.
    func waitUntilShown(after problem: String, _ done: @escaping (RoutingResult) -> Void) {
        guard isWanted() else { return }
        guard let destination else { return reportDeallocated(done) }
        proceed(destination, problem: problem, graceTurns: 1, done)
    }

    private func check(graceTurns: Int, _ done: @escaping (RoutingResult) -> Void) {
        guard isWanted() else { return }
        guard let destination else { return reportDeallocated(done) }
        guard let problem = Self.firstLook(at: destination, requiresWindow: requiresWindow, locator: locator) else {
            done(.success)
            return
        }
        proceed(destination, problem: problem, graceTurns: graceTurns, done)
    }

    private func reportDeallocated(_ done: (RoutingResult) -> Void) {
        done(
            .failure(
                RoutingError.compositionFailed(
                    .init(
                        "The \(typeName(destinationType)) destination was deallocated before it was shown: nothing kept it on screen.",
                        underlyingError: RoutingFailureReason.destinationNotShown,
                        location: RoutingErrorLocation(phase: .reveal)))))
    }

    /// Waits for what may still show the destination, or fails once nothing can.
    private func proceed(_ destination: UIViewController, problem: String, graceTurns: Int, _ done: @escaping (RoutingResult) -> Void) {
        if !TransitionSettling.isSettled(destination) {
            TransitionSettling.waitUntilSettled(destination, isWanted: isWanted) { check(graceTurns: graceTurns, done) }
            return
        }
        guard graceTurns > 0 else {
            done(
                .failure(
                    RoutingError.compositionFailed(
                        .init(
                            "The navigation ended, but \(destination) \(problem).",
                            underlyingError: RoutingFailureReason.destinationNotShown,
                            location: RoutingErrorLocation(phase: .reveal, viewController: "\(destination)")))))
            return
        }
        DispatchQueue.main.async {
            MainActor.assumeIsolated { check(graceTurns: graceTurns - 1, done) }
        }
    }

    /// Nil when the destination is shown, otherwise what is wrong, for the error message.
    static func whyNotShown(_ destination: UIViewController, requiresWindow: Bool, locator: ContainerAdapterLocator) -> String? {
        if requiresWindow, !destination.isAttachedToWindowHierarchy {
            return "is not in a window's hierarchy"
        }
        let hiding = destination.firstRoutingAncestor(locator: locator) { child, ancestor, madeAdapter in
            guard let adapter = madeAdapter ?? ancestor.asContainerViewController.flatMap({ try? locator.getAdapter(for: $0) }) else { return false }
            // Visible first: it answers for the top of a stack without a pass over the stack.
            return !adapter.isVisible(child) && adapter.contains(child)
        }
        if let hiding {
            return "is not visible in \(hiding)"
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
