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
    public var visibleViewControllers: [UIViewController] {
        // No `Optional.map`: its closure would check at run time that it runs on the main actor,
        // on every visit of a search.
        guard let top = navigationController?.topViewController else { return [] }
        return [top]
    }

    /// True when `viewController` is on the stack, looked for from the top, where the router's
    /// controllers usually are.
    ///
    /// - Complexity: O(*n*) for a stack of *n*, O(1) for the top.
    public func contains(_ viewController: UIViewController) -> Bool {
        navigationController?.viewControllers.holdsIdentical(viewController, fromTheEnd: true) ?? false
    }

    /// True when `viewController` is the top of the stack.
    public func isVisible(_ viewController: UIViewController) -> Bool {
        navigationController?.topViewController === viewController
    }

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
        guard contains(viewController) else {
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

extension UINavigationController: BuiltInContainer {
    static func builtInAdapter(for container: UIViewController) -> ContainerAdapter? {
        // A closure here, passed to `Optional.map`, would check its actor at each call.
        guard let navigationController = container as? UINavigationController else { return nil }
        return NavigationControllerAdapter(with: navigationController)
    }
}
