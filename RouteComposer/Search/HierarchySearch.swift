/// One search of the hierarchy for ``UIViewController/findViewController(in:options:containerAdapterLocator:using:)``:
/// the walk, and the locator it reaches containers through.
@MainActor
struct HierarchySearch {
    private let locator: ContainerAdapterLocator

    init(locator: ContainerAdapterLocator) {
        self.locator = locator
    }

    /// The first controller `predicate` accepts among `viewController` and the relatives `options` select.
    func find(
        in viewController: UIViewController, options: SearchOptions, using predicate: (UIViewController) -> Bool
    ) throws -> UIViewController? {
        guard !viewController.isBeingDismissed else { return nil }
        if options.contains(.current), predicate(viewController) {
            return viewController
        }
        if options.contains(.parent), let parent = viewController.routingParent(locator: locator),
            let found = try find(in: parent, options: [.current, .parent], using: predicate)
        {
            return found
        }
        if options.contains(.visible) || options.contains(.contained), let container = viewController.asContainerViewController,
            let found = try findInChildren(of: container, options: options, using: predicate)
        {
            return found
        }
        if options.contains(.presented), let presented = viewController.presentedViewController,
            let found = try find(in: presented, options: options.subtracting(.presenting), using: predicate)
        {
            return found
        }
        if options.contains(.presenting), let presenting = viewController.presentingViewController,
            let found = try find(in: presenting, options: options.subtracting(.presented), using: predicate)
        {
            return found
        }
        return nil
    }

    /// The search in `container`'s children: the shown ones first, and the rest only when none of
    /// them matches, so a hit on the top of a stack does not cost a pass over the whole stack.
    private func findInChildren(
        of container: ContainerViewController, options: SearchOptions, using predicate: (UIViewController) -> Bool
    ) throws -> UIViewController? {
        var childOptions: SearchOptions = options.contains(.visible) ? [.current, .visible] : [.current, .contained]
        if options.contains(.presented) { childOptions.insert(.presented) }
        let adapter = try locator.getAdapter(for: container)
        let visible = adapter.visibleViewControllers
        for child in visible {
            if let found = try find(in: child, options: childOptions, using: predicate) {
                return found
            }
        }
        guard options.contains(.contained) else { return nil }
        for child in adapter.containedViewControllers where !visible.holdsIdentical(child) {
            if let found = try find(in: child, options: childOptions, using: predicate) {
                return found
            }
        }
        return nil
    }
}
