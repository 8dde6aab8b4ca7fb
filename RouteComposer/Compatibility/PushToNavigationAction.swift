/// RouteComposer 1.x's push action: pushes onto the navigation controller of the previous step.
///
/// In 1.x every action was an `Action`, so a factory could hold this one in a property typed
/// `Action`; it is therefore both an ``Action`` and a ``ContainerAction``, and the router uses it
/// as the container action it is.
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

extension StepAssembly {
    /// Integrates the controller with 1.x's push action, as the container action it is.
    @available(*, deprecated, message: "Use .using(UINavigationController.push()) or .using(.push).")
    public func using(_ action: PushToNavigationAction) -> ContainerStepChainAssembly<UINavigationController, F.ViewController, F.Context> {
        ContainerStepChainAssembly(templates: [entity.template(action: .container(action), tasks: tasks)])
    }
}

extension ActionConnectingAssembly {
    /// Integrates the pending step with 1.x's push action, as the container action it is.
    @available(*, deprecated, message: "Use .using(UINavigationController.push()) or .using(.push).")
    public func using(_ action: PushToNavigationAction) -> ContainerStepChainAssembly<UINavigationController, ViewController, Context> {
        ContainerStepChainAssembly(templates: templates + pending.templates(action: .container(action)))
    }
}

extension ActionBox {
    /// `action` boxed as a container action, for actions that are plain actions too.
    static func container<A: ContainerAction>(_ action: A) -> ActionBox {
        ActionBox(action)
    }
}
