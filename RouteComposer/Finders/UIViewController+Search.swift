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
        guard !viewController.isBeingDismissed else { return nil }
        if options.contains(.current), predicate(viewController) {
            return viewController
        }
        if options.contains(.parent), let parent = viewController.routingParent(locator: containerAdapterLocator),
            let found = try findViewController(
                in: parent, options: [.current, .parent],
                containerAdapterLocator: containerAdapterLocator, using: predicate)
        {
            return found
        }
        if let container = viewController as? ContainerViewController,
            options.contains(.visible) || options.contains(.contained),
            let found = try findInChildren(
                of: container, options: options, containerAdapterLocator: containerAdapterLocator, using: predicate)
        {
            return found
        }
        if options.contains(.presented), let presented = viewController.presentedViewController,
            let found = try findViewController(
                in: presented, options: options.subtracting(.presenting),
                containerAdapterLocator: containerAdapterLocator, using: predicate)
        {
            return found
        }
        if options.contains(.presenting), let presenting = viewController.presentingViewController,
            let found = try findViewController(
                in: presenting, options: options.subtracting(.presented),
                containerAdapterLocator: containerAdapterLocator, using: predicate)
        {
            return found
        }
        return nil
    }

    /// The search in `container`'s children: the shown ones first, and the rest only when none of
    /// them matches, so a hit on the top of a stack does not cost a pass over the whole stack.
    private static func findInChildren(
        of container: ContainerViewController,
        options: SearchOptions,
        containerAdapterLocator: ContainerAdapterLocator,
        using predicate: (UIViewController) -> Bool
    ) throws -> UIViewController? {
        let adapter = try containerAdapterLocator.getAdapter(for: container)
        var childOptions: SearchOptions = options.contains(.visible) ? [.current, .visible] : [.current, .contained]
        if options.contains(.presented) { childOptions.insert(.presented) }
        let visible = adapter.visibleViewControllers
        for child in visible {
            if let found = try findViewController(
                in: child, options: childOptions,
                containerAdapterLocator: containerAdapterLocator, using: predicate)
            {
                return found
            }
        }
        guard options.contains(.contained) else { return nil }
        for child in adapter.containedViewControllers where !visible.contains(where: { $0 === child }) {
            if let found = try findViewController(
                in: child, options: childOptions,
                containerAdapterLocator: containerAdapterLocator, using: predicate)
            {
                return found
            }
        }
        return nil
    }

    /// The parent the router uses: the container adapter's override, then the controller's own
    /// ``RoutingInterceptable/overriddenParentViewController``, then `parent`.
    func routingParent(locator: ContainerAdapterLocator) -> UIViewController? {
        if let container = parent as? ContainerViewController,
            let adapter = try? locator.getAdapter(for: container),
            let overridden = adapter.overriddenParentViewController
        {
            return overridden
        }
        if let interceptable = self as? RoutingInterceptable {
            return interceptable.overriddenParentViewController
        }
        return parent
    }

    /// The router's parents of the controller, nearest first.
    ///
    /// - Complexity: O(depth).
    func routingAncestors(locator: ContainerAdapterLocator) -> [UIViewController] {
        var ancestors: [UIViewController] = []
        // Chains of parents are usually short: a linear look-up beats hashing into a set, which
        // is built only for a long chain, to keep the walk O(depth).
        var seen: Set<ObjectIdentifier>?
        var current = routingParent(locator: locator)
        // An overridden parent may point back down; stop at the first repeat instead of looping.
        while let ancestor = current, ancestor !== self {
            if seen == nil, ancestors.count == 16 {
                seen = Set(ancestors.lazy.map(ObjectIdentifier.init))
            }
            if let inserted = seen?.insert(ObjectIdentifier(ancestor)).inserted {
                guard inserted else { break }
            } else if ancestors.contains(where: { $0 === ancestor }) {
                break
            }
            ancestors.append(ancestor)
            current = ancestor.routingParent(locator: locator)
        }
        return ancestors
    }
}
