/// The children a router hands to a ``ContainerFactory``: steps whose controllers belong inside the
/// container being built.
///
/// Each child builds with its own context (possibly transformed), runs its own context tasks, and
/// is placed by its own ``ContainerAction`` in embedding mode, so "push" appends and "push as root"
/// replaces.
@MainActor
public struct ChildCoordinator {
    let children: [ChildIntegration]

    init(children: [ChildIntegration]) {
        self.children = children
    }

    /// True when there are no children to build.
    public var isEmpty: Bool { children.isEmpty }

    /// Builds every child in order, starting from `existingViewControllers`, and returns the
    /// resulting children of the container.
    ///
    /// - Throws: the first error a child's factory, context task or action throws.
    public func build(integrating existingViewControllers: [UIViewController] = []) throws -> [UIViewController] {
        var viewControllers = existingViewControllers
        for child in children {
            try child.integrate(&viewControllers)
        }
        return viewControllers
    }
}

/// One child handed to a container factory: how to build it and place it in a proposed array.
@MainActor
struct ChildIntegration {
    let integrate: (inout [UIViewController]) throws -> Void
}
