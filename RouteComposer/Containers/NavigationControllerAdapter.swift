/// The adapter for navigation controllers: the children are the stack, the top is visible.
@MainActor
public struct NavigationControllerAdapter<VC: UINavigationController>: ConcreteContainerAdapter {
    private weak var navigationController: VC?

    /// Creates the adapter. It holds the container weakly.
    public init(with navigationController: VC) {
        self.navigationController = navigationController
    }

    /// The stack, root first.
    public var containedViewControllers: [UIViewController] { navigationController?.viewControllers ?? [] }

    /// The top of the stack.
    public var visibleViewControllers: [UIViewController] { navigationController?.topViewController.map { [$0] } ?? [] }

    /// Pops back to `viewController`, which must be on the stack, and completes when the pop ends.
    public func makeVisible(_ viewController: UIViewController, animated: Bool, completion: @escaping (_: RoutingResult) -> Void) {
        guard let navigationController else {
            completion(
                .failure(RoutingError.compositionFailed(.init("The navigation controller was deallocated before \(viewController) could be shown in it."))))
            return
        }
        guard navigationController.topViewController !== viewController else {
            completion(.success)
            return
        }
        // From the top: the controller revealed is usually near it, and the check should not cost
        // a pass over a deep stack before the pop.
        guard navigationController.viewControllers.holdsIdentical(viewController, fromTheEnd: true) else {
            completion(.failure(RoutingError.compositionFailed(.init("\(navigationController) does not contain \(viewController), so it cannot show it."))))
            return
        }
        navigationController.popToViewController(viewController, animated: animated)
        navigationController.completeAfterTransition(animated: animated) { completion(.success) }
    }

    /// Sets the stack in one step and completes when the transition ends.
    public func setContainedViewControllers(
        _ containedViewControllers: [UIViewController], animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void
    ) {
        guard let navigationController else {
            completion(.failure(RoutingError.compositionFailed(.init("The navigation controller was deallocated before its stack could be set."))))
            return
        }
        navigationController.setViewControllers(containedViewControllers, animated: animated)
        navigationController.completeAfterTransition(animated: animated) { completion(.success) }
    }
}
