/// Actions that integrate a controller into a navigation controller.
@MainActor
public enum NavigationControllerActions {
    /// Pushes the controller onto the stack.
    @MainActor
    public struct PushAction<ViewController: UINavigationController>: ContainerAction {
        /// Creates the action; `UINavigationController.push()` and `.push` are the usual spellings.
        public init() {}

        /// Appends the controller to the proposed stack.
        public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
            childViewControllers.append(viewController)
        }

        /// Pushes; an animated push completes when its transition ends.
        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_: RoutingResult) -> Void
        ) {
            existingController.pushViewController(viewController, animated: animated)
            // Without animation there is no transition to wait for, nor a completion closure to box.
            guard animated else {
                completion(.success)
                return
            }
            existingController.completeAfterTransition(animated: true) { completion(.success) }
        }
    }

    /// Makes the controller the only one on the stack.
    @MainActor
    public struct PushAsRootAction<ViewController: UINavigationController>: ContainerAction {
        init() {}

        /// Replaces the proposed stack with the controller.
        public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
            childViewControllers = [viewController]
        }

        /// Sets the stack to the controller alone; an animated change completes when its transition ends.
        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_: RoutingResult) -> Void
        ) {
            existingController.setViewControllers([viewController], animated: animated)
            guard animated else {
                completion(.success)
                return
            }
            existingController.completeAfterTransition(animated: true) { completion(.success) }
        }
    }

    /// Replaces the top of the stack with the controller.
    @MainActor
    public struct PushReplacingLastAction<ViewController: UINavigationController>: ContainerAction {
        init() {}

        /// Replaces the last controller of the proposed stack, or appends to an empty one.
        public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
            if !childViewControllers.isEmpty { childViewControllers.removeLast() }
            childViewControllers.append(viewController)
        }

        /// Sets the stack with the top replaced; an animated change completes when its transition ends.
        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_: RoutingResult) -> Void
        ) {
            var stack = existingController.viewControllers
            do {
                try perform(embedding: viewController, in: &stack)
            } catch {
                completion(.failure(error))
                return
            }
            existingController.setViewControllers(stack, animated: animated)
            guard animated else {
                completion(.success)
                return
            }
            existingController.completeAfterTransition(animated: true) { completion(.success) }
        }
    }
}

extension ContainerViewController where Self: UINavigationController {
    /// Pushes onto a navigation controller of this class.
    public static func push() -> NavigationControllerActions.PushAction<Self> { .init() }
    /// Makes the controller the only one of a navigation controller of this class.
    public static func pushAsRoot() -> NavigationControllerActions.PushAsRootAction<Self> { .init() }
    /// Replaces the top of a navigation controller of this class.
    public static func pushReplacingLast() -> NavigationControllerActions.PushReplacingLastAction<Self> { .init() }
}
