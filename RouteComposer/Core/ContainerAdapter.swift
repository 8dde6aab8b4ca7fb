/// Reads and changes the children of one container in a uniform way, so the router can treat
/// navigation, tab bar, split and custom containers alike.
@MainActor
public protocol ContainerAdapter {
    /// The controller the router treats as the parent of the container's children, when it is
    /// not the container itself; nil by default.
    var overriddenParentViewController: UIViewController? { get }

    /// Every child, in the container's order.
    var containedViewControllers: [UIViewController] { get }

    /// The children on screen: the top of a navigation stack, the selected tab, the visible columns.
    var visibleViewControllers: [UIViewController] { get }

    /// Brings `viewController`, which must be a child, on screen; reports failure when it is not a child.
    func makeVisible(_ viewController: UIViewController, animated: Bool, completion: @escaping (_: RoutingResult) -> Void)

    /// Replaces the children with `containedViewControllers` in one step.
    func setContainedViewControllers(
        _ containedViewControllers: [UIViewController], animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void)

    /// True when `viewController` is one of the children; by default, when
    /// ``containedViewControllers`` holds it.
    ///
    /// The router asks this of the containers around a controller to check where it is; an
    /// adapter that can answer without listing every child should.
    func contains(_ viewController: UIViewController) -> Bool

    /// True when `viewController` is one of the children on screen; by default, when
    /// ``visibleViewControllers`` holds it.
    ///
    /// The router asks this of every container around the controller a navigation starts from
    /// and of every container around its destination, on every navigation; an adapter that can
    /// answer without making the array of visible children should.
    func isVisible(_ viewController: UIViewController) -> Bool
}

extension ContainerAdapter {
    /// Nil.
    public var overriddenParentViewController: UIViewController? { nil }

    /// True when ``containedViewControllers`` holds `viewController`.
    ///
    /// - Complexity: O(*n*) for *n* children.
    public func contains(_ viewController: UIViewController) -> Bool {
        containedViewControllers.holdsIdentical(viewController)
    }

    /// True when ``visibleViewControllers`` holds `viewController`.
    public func isVisible(_ viewController: UIViewController) -> Bool {
        visibleViewControllers.holdsIdentical(viewController)
    }
}

/// An adapter for one concrete container type.
@MainActor
public protocol ConcreteContainerAdapter: ContainerAdapter {
    /// The container type the adapter serves.
    associatedtype Container: ContainerViewController

    /// Creates the adapter for `container`.
    init(with container: Container)
}

/// Finds the adapter for a container.
@MainActor
public protocol ContainerAdapterLocator {
    /// The adapter for `containerViewController`.
    ///
    /// - Throws: ``RoutingError/compositionFailed(_:)`` when the container has no adapter.
    func getAdapter(for containerViewController: ContainerViewController) throws -> ContainerAdapter
}
