// A second path beside the adapters, kept because deleting it measured beyond the routing budget
// (`Benchmarks/Routing/README.md`, issue 26); see `Documentation/Contributing.md`.

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

extension ContainerAdapterLocator {
    /// The children the adapter this locator gives `container` reports, read from the container
    /// itself where they are known as in ``knowsVisible(_:in:)``: the one shown child (nil when
    /// there is none) and every child, in the container's order. Nil when only the adapter can
    /// tell. A search visits every container it passes, and this spares it an adapter and an array
    /// of the one shown child for each.
    func knownChildren(of container: ContainerViewController) -> (shown: UIViewController?, all: [UIViewController])? {
        guard Self.self == DefaultContainerAdapterLocator.self else { return nil }
        switch ControllerTraits.of(container).containerKind {
        case .navigation:
            guard let navigation = container as? UINavigationController else { return nil }
            return (navigation.topViewController, navigation.viewControllers)
        case .tabBar:
            guard let tabBar = container as? UITabBarController else { return nil }
            return (tabBar.selectedViewController, tabBar.viewControllers ?? [])
        case .none, .custom, .split, .other:
            return nil
        }
    }
}

extension ContainerAdapterLocator {
    /// `controller` as a navigation controller, when this locator serves it with the built-in
    /// adapter, whose children are the stack and whose visible child is its top; nil otherwise.
    func knownStack(_ controller: UIViewController) -> UINavigationController? {
        guard isDefaultLocator, ControllerTraits.of(controller).containerKind == .navigation else { return nil }
        return controller as? UINavigationController
    }

    /// True for the library's own locator, whose adapters for the built-in containers are known.
    var isDefaultLocator: Bool { Self.self == DefaultContainerAdapterLocator.self }
}
