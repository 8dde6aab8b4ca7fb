extension UIViewController {
    /// Searches `viewController` and its relatives selected by `options` for the first controller
    /// `predicate` accepts.
    ///
    /// A controller being dismissed is skipped with everything it holds. Containers are searched
    /// through their adapters: shown children first, then (with `.contained`) the others; nested
    /// containers reached through `.visible` are searched visible-only. `.presented` continues
    /// upwards through presented controllers, `.presenting` downwards to the window's root, and
    /// `.parent` through the router's notion of parents.
    ///
    /// - Throws: the error of the adapter locator, when a container has no adapter.
    public static func findViewController(
        in viewController: UIViewController,
        options: SearchOptions = .currentAndUp,
        containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator,
        using predicate: (UIViewController) -> Bool
    ) throws -> UIViewController? {
        try HierarchySearch(locator: containerAdapterLocator).find(in: viewController, options: options, using: predicate)
    }
}
