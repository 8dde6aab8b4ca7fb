#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// RouteComposer 1.x's push action: pushes onto the navigation controller of the previous step.
///
/// In 1.x every action was an `Action`, so a factory could hold this one in a property typed
/// `Action`; it is therefore both an ``Action`` and a ``ContainerAction``, and `using(_:)` and the
/// router use it as the container action it is: its ``AbstractAction/PreviousStepController`` is
/// `UINavigationController`.
@available(*, deprecated, message: "Use UINavigationController.push(), or .push in a configuration.")
public struct PushToNavigationAction: ContainerAction, Action {
    private let push = UINavigationController.push()

    /// Creates the action.
    public init() {}

    /// Pushes `viewController` onto `existingController`, as ``NavigationControllerActions/PushAction`` does.
    public func perform(
        with viewController: UIViewController, on existingController: UINavigationController, animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void
    ) {
        push.perform(with: viewController, on: existingController, animated: animated, completion: completion)
    }

    /// Appends `viewController` to the proposed children, as ``NavigationControllerActions/PushAction`` does.
    public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
        try push.perform(embedding: viewController, in: &childViewControllers)
    }
}
