// A second path beside the adapters, kept because deleting it measured beyond the routing budget
// (`Benchmarks/Routing/README.md`, issue 26); see `Documentation/Contributing.md`.

extension ContainerAdapterLocator {
    /// True when no adapter this locator gives for `controller` can name another parent for its
    /// children (``ContainerAdapter/overriddenParentViewController`` is nil): a controller that is
    /// no container has no adapter, and the default locator's built-in adapters for navigation,
    /// tab bar and split view controllers never do. The router's walk up the parents then makes
    /// no adapter, once per level of every walk. Any other locator, and a container that supplies
    /// its own adapter, is asked.
    func knowsNoParentOverride(forChildrenOf controller: UIViewController) -> Bool {
        switch ControllerTraits.of(controller).containerKind {
        case .none: true
        case .navigation, .tabBar, .split: Self.self == DefaultContainerAdapterLocator.self
        case .custom, .other: false
        }
    }
}
