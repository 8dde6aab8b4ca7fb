extension ContainerAdapterLocator {
    /// True when the adapter this locator gives `container` is sure not to name another parent for
    /// its children (``ContainerAdapter/overriddenParentViewController`` is nil). The default
    /// locator's built-in adapters for navigation, tab bar and split view controllers never do, so
    /// the router's walk up the parents makes no adapter for them, once per level of every walk.
    /// Any other locator, and a container that supplies its own adapter, is asked.
    func knowsNoParentOverride(in container: ContainerViewController) -> Bool {
        guard Self.self == DefaultContainerAdapterLocator.self else { return false }
        switch ControllerTraits.of(container).containerKind {
        case .navigation, .tabBar, .split: return true
        case .none, .custom, .other: return false
        }
    }
}
