/// One search of the hierarchy for ``UIViewController/findViewController(in:options:containerAdapterLocator:using:)``:
/// the walk, and what it learns on the way that holds for the whole walk.
@MainActor
struct HierarchySearch {
    private let locator: ContainerAdapterLocator
    /// The class of the last controller asked whether it is a container, and the answer. A class's
    /// conformances never change, and a stack holds long runs of one class, so the runtime's
    /// conformance lookup, the dearest part of visiting a controller, is paid once per run. A
    /// second cache in front of `ControllerTraits`, kept because deleting it measured beyond the
    /// routing budget (`Benchmarks/Routing/README.md`, issue 26).
    private var lastClass: ObjectIdentifier?
    private var lastClassIsContainer = false

    init(locator: ContainerAdapterLocator) {
        self.locator = locator
    }

    /// The first controller `predicate` accepts among `viewController` and the relatives `options` select.
    mutating func find(
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
        if options.contains(.visible) || options.contains(.contained), let container = asContainer(viewController),
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
    private mutating func findInChildren(
        of container: ContainerViewController, options: SearchOptions, using predicate: (UIViewController) -> Bool
    ) throws -> UIViewController? {
        var childOptions: SearchOptions = options.contains(.visible) ? [.current, .visible] : [.current, .contained]
        if options.contains(.presented) { childOptions.insert(.presented) }
        // The built-in containers' children are read from the container, as their adapters read them.
        if let known = locator.knownChildren(of: container) {
            if let shown = known.shown, let found = try find(inChild: shown, options: childOptions, using: predicate) {
                return found
            }
            guard options.contains(.contained) else { return nil }
            for child in known.all where child !== known.shown {
                if let found = try find(inChild: child, options: childOptions, using: predicate) {
                    return found
                }
            }
            return nil
        }
        let adapter = try locator.getAdapter(for: container)
        let visible = adapter.visibleViewControllers
        for child in visible {
            if let found = try find(inChild: child, options: childOptions, using: predicate) {
                return found
            }
        }
        guard options.contains(.contained) else { return nil }
        for child in adapter.containedViewControllers where !visible.holdsIdentical(child) {
            if let found = try find(inChild: child, options: childOptions, using: predicate) {
                return found
            }
        }
        return nil
    }

    /// ``find(in:options:using:)`` for a container's child, whose options never hold `.parent` or
    /// `.presenting`. A child of the class met last, when that class is no container, is answered
    /// here, as that function would answer it: the long runs of one class in a stack then cost no
    /// call and no test of options that cannot apply.
    private mutating func find(
        inChild child: UIViewController, options: SearchOptions, using predicate: (UIViewController) -> Bool
    ) throws -> UIViewController? {
        guard ObjectIdentifier(type(of: child)) == lastClass, !lastClassIsContainer else {
            return try find(in: child, options: options, using: predicate)
        }
        guard !child.isBeingDismissed else { return nil }
        if options.contains(.current), predicate(child) { return child }
        guard options.contains(.presented), let presented = child.presentedViewController else { return nil }
        return try find(in: presented, options: options.subtracting(.presenting), using: predicate)
    }

    /// `viewController` as a container, with the conformance looked up only when its class differs
    /// from the previous controller's.
    private mutating func asContainer(_ viewController: UIViewController) -> ContainerViewController? {
        let controllerClass = ObjectIdentifier(type(of: viewController))
        if controllerClass != lastClass {
            lastClass = controllerClass
            lastClassIsContainer = viewController.asContainerViewController != nil
        }
        return lastClassIsContainer ? viewController.asContainerViewController : nil
    }
}
