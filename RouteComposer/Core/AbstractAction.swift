/// Integrates a newly built view controller into the hierarchy relative to an existing one:
/// presents it, pushes it, adds it as a tab, and so on.
///
/// An action must call `completion` exactly once, when the integration has finished (for an
/// animated present, when UIKit calls the present completion). The router ignores every call after
/// the first and logs a warning.
@MainActor
public protocol AbstractAction {
    /// The type of controller the action integrates into: for a push, the navigation controller.
    // The default is for RouteComposer 1.x actions, whose controller type cannot be inferred:
    // their only method is `Action`'s 1.x requirement, and 1.x actions took any controller.
    associatedtype ViewController: UIViewController = UIViewController

    /// The type of controller the step before this one in a configuration (the one named in
    /// `from(_:)`) must produce: for a ``ContainerAction``, its container type, exactly; for any
    /// other action, `UIViewController`, which lets the chain continue from any step.
    ///
    /// Conforming types never name it: ``ContainerAction`` fixes it, and the default serves the
    /// others.
    // It gives `using(_:)` one overload for every kind of action, its result type computed from
    // this type (Benchmarks/TypeCheck).
    associatedtype PreviousStepController: UIViewController = UIViewController

    /// Integrates `viewController` relative to `existingController`.
    func perform(
        with viewController: UIViewController,
        on existingController: ViewController,
        animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void)
}

/// An action that integrates on its own, never merged into a container's children: present,
/// replace the window's root, or nothing at all.
@MainActor
public protocol Action: AbstractAction {
    /// RouteComposer 1.x's name for ``AbstractAction/perform(with:on:animated:completion:)``.
    ///
    /// Each name has a default that calls the other, so an action implements exactly one of them;
    /// a 1.x action that implements only this one gets a deprecation warning naming the 2.x method.
    func perform(
        viewController: UIViewController, on existingController: ViewController, animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void)
}

/// An action that adds a controller to a container.
///
/// Besides acting on a live container, a container action can place a controller into a proposed
/// array of children. The router uses that to hand steps to a container factory, and to turn
/// several actions into one container into a single `setViewControllers`.
@MainActor
public protocol ContainerAction: AbstractAction where ViewController: ContainerViewController, PreviousStepController == ViewController {
    /// Places `viewController` into `childViewControllers`, the container's children-to-be.
    func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws
}

extension ContainerAction {
    /// Appends `viewController`.
    public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
        childViewControllers.append(viewController)
    }
}
