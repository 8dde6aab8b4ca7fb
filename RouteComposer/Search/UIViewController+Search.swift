extension UIViewController {
    /// The parent the router uses: the container adapter's override, then the controller's own
    /// ``RoutingInterceptable/overriddenParentViewController``, then `parent`.
    func routingParent(locator: ContainerAdapterLocator) -> UIViewController? {
        routingParentAndAdapter(locator: locator)?.parent
    }

    /// ``routingParent(locator:)``, with the adapter the locator gave the parent when the parent
    /// is the container and its adapter names no other parent: a walk up the parents usually asks
    /// that adapter about the child next, and this spares it making the adapter a second time.
    private func routingParentAndAdapter(locator: ContainerAdapterLocator) -> (parent: UIViewController, adapter: ContainerAdapter?)? {
        let parent = self.parent
        var parentAdapter: ContainerAdapter?
        if let parent, let container = parent.asContainerViewController, let adapter = try? locator.getAdapter(for: container) {
            if let overridden = adapter.overriddenParentViewController { return (overridden, nil) }
            parentAdapter = adapter
        }
        let traits = ControllerTraits.of(self)
        let routingParent: UIViewController?
        switch traits.containerKind {
        case _ where !traits.isInterceptable: routingParent = parent
        // A built-in container's conformance is the library's, whose override is `parent`: a
        // subclass cannot replace the witness of a conformance it inherits.
        case .navigation, .tabBar, .split: routingParent = parent
        case .none, .custom, .other: routingParent = asRoutingInterceptable?.overriddenParentViewController
        }
        guard let routingParent else { return nil }
        return (routingParent, routingParent === parent ? parentAdapter : nil)
    }

    /// Walks the router's parents of the controller, nearest first, handing `stop` each with the
    /// child it was reached from and, when the walk has made it already, the ancestor's container
    /// adapter (nil when the ancestor is no container, or it was reached otherwise than as the
    /// child's container), and returns the first ancestor for which `stop` returns true.
    ///
    /// The read-only checks of every navigation ask this of a handful of parents; unlike
    /// ``routingAncestors(locator:)`` it allocates nothing and retains only what it loads. `stop`
    /// sees the ancestors `routingAncestors` lists, in its order, before anything else. An
    /// overridden parent may lead back down the chain: the walk then ends once it has gone round
    /// that loop (see ``ChainLoopGuard``), so `stop` may see members of the loop again, with the
    /// same children, which cannot change the first answer. Only for checks whose `stop` changes
    /// nothing: what it changes could change the parents it walks.
    ///
    /// - Complexity: O(depth), and O(depth + loop) when the parents loop.
    func firstRoutingAncestor(
        locator: ContainerAdapterLocator,
        where stop: (_ child: UIViewController, _ ancestor: UIViewController, _ adapter: ContainerAdapter?) -> Bool
    ) -> UIViewController? {
        var child = self
        var loopGuard = ChainLoopGuard(from: self)
        while let (ancestor, adapter) = child.routingParentAndAdapter(locator: locator), loopGuard.admits(ancestor) {
            if stop(child, ancestor, adapter) { return ancestor }
            child = ancestor
        }
        return nil
    }

    /// The router's parents of the controller, nearest first; parents that loop are listed up to
    /// the first repeat.
    ///
    /// - Complexity: O(depth).
    func routingAncestors(locator: ContainerAdapterLocator) -> [UIViewController] {
        var ancestors: [UIViewController] = []
        var loopGuard = ChainLoopGuard(from: self)
        var current = routingParent(locator: locator)
        while let ancestor = current, loopGuard.admits(ancestor) {
            ancestors.append(ancestor)
            current = ancestor.routingParent(locator: locator)
        }
        // The controller itself reached again is a repeat too.
        return loopGuard.foundLoop ? ChainLoopGuard.trimmedAtFirstRepeat([self] + ancestors).dropFirst().map { $0 } : ancestors
    }
}
