/// Finds adapters: a custom container's own, else the built-in one for navigation, tab bar and
/// split view controllers and their subclasses.
@MainActor
public struct DefaultContainerAdapterLocator: ContainerAdapterLocator {
    /// Creates the locator.
    public nonisolated init() {}

    /// The adapter for `containerViewController`.
    ///
    /// - Throws: ``RoutingError/compositionFailed(_:)`` for a container that is neither custom
    ///   nor a subclass of a UIKit container.
    public func getAdapter(for containerViewController: ContainerViewController) throws -> ContainerAdapter {
        switch containerViewController {
        case let custom as CustomContainerViewController:
            return custom.adapter
        case let navigationController as UINavigationController:
            return NavigationControllerAdapter(with: navigationController)
        case let tabBarController as UITabBarController:
            return TabBarControllerAdapter(with: tabBarController)
        case let splitViewController as UISplitViewController:
            return SplitControllerAdapter(with: splitViewController)
        default:
            throw RoutingError.compositionFailed(
                .init(
                    "\(String(reflecting: type(of: containerViewController))) is a ContainerViewController with no adapter. Conform it to CustomContainerViewController, or give the router a ContainerAdapterLocator that knows it."
                ))
        }
    }
}
