/// How a view controller can be closed, worked out from where it sits in the hierarchy: the
/// plan behind ``Router/dismiss(_:animated:completion:)``.
///
/// Making one checks everything and changes nothing, so it also answers "can this screen be
/// closed, and how?" before a close button is shown.
@MainActor
public enum DismissalMethod {
    /// The controller (or the container around it that was pushed) is popped off
    /// `navigationController`, back to `previous`, the controller under it. Anything presented
    /// over the navigation controller is dismissed first.
    case pop(_ navigationController: UINavigationController, to: UIViewController)

    /// `presented`, the controller itself or the outermost container around it, was presented
    /// modally; it is dismissed together with anything it presents.
    case dismissModally(_ presented: UIViewController)

    /// Works out how `viewController` can be closed.
    ///
    /// Walking from the controller out through its containers, the first container level that can
    /// take it away decides: a navigation controller in which it (or its container) sits above
    /// the root pops it; a controller with no parent that was presented is dismissed.
    ///
    /// - Throws: ``RoutingError/compositionFailed(_:)`` when the controller cannot be closed: it is
    ///   a window's root, the root of a navigation stack that nobody presented, not on screen at
    ///   all, or already being dismissed. ``RoutingError/cantBeDismissed(_:)`` when a
    ///   ``RoutingInterceptable`` controller that would leave the screen refuses to.
    public init(closing viewController: UIViewController) throws {
        let location = RoutingErrorLocation(phase: .dismissal, viewController: "\(viewController)")
        var current = viewController
        while true {
            if let navigationController = current.parent as? UINavigationController,
                let index = navigationController.viewControllers.firstIndex(where: { $0 === current }), index > 0
            {
                self = .pop(navigationController, to: navigationController.viewControllers[index - 1])
                break
            }
            if let parent = current.parent {
                current = parent
                continue
            }
            guard current.presentingViewController != nil else {
                let reason =
                    current.viewIfLoaded?.window?.rootViewController === current
                    ? "it is the root of its window" : "it was neither pushed nor presented"
                throw RoutingError.compositionFailed(
                    .init(
                        "\(viewController) cannot be closed: \(reason), and no container around it was pushed or presented.",
                        location: location))
            }
            guard !current.isBeingDismissed else {
                throw RoutingError.compositionFailed(.init("\(viewController) cannot be closed: \(current) is already being dismissed.", location: location))
            }
            self = .dismissModally(current)
            break
        }
        if let refusing = leavingViewControllers.first(where: { ($0 as? RoutingInterceptable)?.canBeDismissed == false }) {
            throw RoutingError.cantBeDismissed(.init("\(viewController) cannot be closed because \(refusing) refuses to be dismissed.", location: location))
        }
    }

    /// The controllers that leave the screen, outermost first: the popped stack entries or the
    /// presented controller, followed by everything presented above them. Containers stand for
    /// their children.
    var leavingViewControllers: [UIViewController] {
        switch self {
        case let .pop(navigationController, previous):
            let stack = navigationController.viewControllers
            let popped = stack.firstIndex(where: { $0 === previous }).map { Array(stack[($0 + 1)...]) } ?? []
            return popped + navigationController.presentedChain
        case let .dismissModally(presented):
            return [presented] + presented.presentedChain
        }
    }

    /// Closes the controller as planned, calling `completion` exactly once when the screen has
    /// settled: after the pop or dismissal transition when animated.
    ///
    /// The plan is checked again first, because the screen may have changed since it was made.
    public func perform(animated: Bool, completion: @escaping (_: RoutingResult) -> Void) {
        let location = RoutingErrorLocation(phase: .dismissal)
        switch self {
        case let .pop(navigationController, previous):
            guard navigationController.viewControllers.holdsIdentical(previous) else {
                completion(
                    .failure(
                        RoutingError.compositionFailed(
                            .init(
                                "\(previous) is no longer on the stack of \(navigationController), so nothing can be popped back to it.",
                                location: location))))
                return
            }
            let pop = {
                NavigationControllerAdapter(with: navigationController).makeVisible(previous, animated: animated, completion: completion)
            }
            guard let presented = navigationController.presentedViewController else {
                pop()
                return
            }
            DefaultStackPresentationHandler(logger: nil).dismissPresented(from: navigationController, animated: animated) { result in
                guard case .success = result, presented.presentingViewController == nil else {
                    completion(
                        result.isSuccessful
                            ? .failure(
                                RoutingError.compositionFailed(
                                    .init("\(presented) was not dismissed, so \(navigationController) cannot be popped.", location: location)))
                            : result)
                    return
                }
                pop()
            }
        case let .dismissModally(presented):
            guard let presenter = presented.presentingViewController else {
                completion(
                    .failure(RoutingError.compositionFailed(.init("\(presented) is no longer presented, so it cannot be dismissed.", location: location))))
                return
            }
            guard !presented.isBeingDismissed else {
                completion(.failure(RoutingError.compositionFailed(.init("\(presented) is already being dismissed.", location: location))))
                return
            }
            presenter.dismiss(animated: animated) {
                // UIKit ignores a dismissal it cannot start (another transition is running) and
                // still calls the completion; report that instead of a false success.
                if presented.presentingViewController == nil {
                    completion(.success)
                } else {
                    completion(
                        .failure(
                            RoutingError.compositionFailed(
                                .init(
                                    "UIKit did not dismiss \(presented); another transition was probably in progress.",
                                    location: location))))
                }
            }
        }
    }
}
