/// A view controller that contains other view controllers and can be routed into.
///
/// The router reaches a container's children through a ``ContainerAdapter`` found by the
/// ``ContainerAdapterLocator``. `UINavigationController`, `UITabBarController` and
/// `UISplitViewController` conform; conform your own containers through
/// ``CustomContainerViewController``.
@MainActor
public protocol ContainerViewController: RoutingInterceptable {}

/// A container that supplies its own adapter.
@MainActor
public protocol CustomContainerViewController: ContainerViewController {
    /// The adapter through which the router reads and changes the container's children.
    var adapter: ContainerAdapter { get }
}
