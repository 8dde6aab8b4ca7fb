import Foundation

// The router's policy for an origin a presentation covers; see LinkArrivalPolicy.WhenCovered.
extension NavigationExecutor {
    /// How often a navigation that waits for its origin to be uncovered looks, on the router's
    /// clock. UIKit tells only the presentation controller's delegate, which is the app's, when a
    /// presentation goes; a look every tenth of a second costs nothing noticeable and notices the
    /// user's swipe before the user does.
    static let uncoveredCheckInterval: TimeInterval = 0.1

    /// Applies ``NavigationRunSettings/whenCovered`` to `origin`: true when the dismissal of what
    /// covers it goes ahead as always (nothing covers it, or the policy dismisses); false when
    /// the policy took over the run, failing it or waiting.
    func takesOverCoveredOrigin(_ origin: UIViewController) -> Bool {
        guard settings.whenCovered != .dismiss, let covering = origin.presentedViewController else { return false }
        switch settings.whenCovered.kind {
        case .dismiss:
            return false
        case .refuse:
            fail(coveredRefusal(of: origin, by: covering), note: "the navigation's screen is covered")
        case .wait:
            logger?.info("\(origin) is covered by \(covering); the navigation waits until it is uncovered.")
            let location = DeferredLocation(phase: .dismissal, controller: origin)
            callOut(
                .waitingUncovered(WeakController(origin)), timeout: settings.actionTimeout, at: location,
                { [self] done in checkUncovered(origin, done) },
                then: { [self] result in
                    guard case .success = result else { return proceed(result, at: location) }
                    guard mayContinue() else { return }
                    advance()
                })
        }
        return true
    }

    /// Completes `done` once nothing covers `origin` and no transition runs around it, or with
    /// `CancellationError` once the navigation is cancelled; stops looking once the run has ended
    /// (its deadline passed, and the call out has completed already).
    private func checkUncovered(_ origin: UIViewController, _ done: @escaping (RoutingResult) -> Void) {
        guard isRunning else { return }
        guard phase != .cancelled else { return done(.failure(CancellationError())) }
        if origin.presentedViewController == nil, TransitionSettling.isSettled(origin) { return done(.success) }
        _ = settings.clock.schedule(after: Self.uncoveredCheckInterval) { [weak self, weak origin] in
            guard let self, let origin else { return }
            checkUncovered(origin, done)
        }
    }

    private func coveredRefusal(of origin: UIViewController, by covering: UIViewController) -> RoutingError {
        let originType = String(reflecting: type(of: origin))
        let coveringType = String(reflecting: type(of: covering))
        return RoutingError.compositionFailed(
            .init(
                "The navigation to \(request.summary) was refused: \(origin) (\(originType)), the controller it starts from, is covered by \(covering) (\(coveringType)), and the router's link arrival policy refuses covered screens (whenCovered: refuse).",
                underlyingError: RoutingFailureReason.destinationCovered,
                location: RoutingErrorLocation(phase: .dismissal, viewController: "\(origin)", entityType: coveringType)))
    }
}
