extension ContainerAdapterLocator {
    /// True when the adapter this locator gives `container` is sure to answer that `child` is
    /// visible in it; false when only the adapter can tell. The default locator serves navigation
    /// and tab bar controllers with built-in adapters whose one visible child is the top of the
    /// stack or the selected tab, so those are answered from the container, without making an
    /// adapter and the array of visible children it returns. Any other locator may serve those
    /// containers with adapters of its own, so it is always asked.
    func knowsVisible(_ child: UIViewController, in container: ContainerViewController) -> Bool {
        guard Self.self == DefaultContainerAdapterLocator.self else { return false }
        switch ControllerTraits.of(container).containerKind {
        case .navigation: return (container as? UINavigationController)?.topViewController === child
        case .tabBar: return (container as? UITabBarController)?.selectedViewController === child
        case .none, .custom, .split, .other: return false
        }
    }
}
