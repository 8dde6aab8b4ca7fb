extension UIViewController {
    /// What the controller presents, what that presents, and so on, outermost first: what
    /// dismissing from the controller removes.
    var presentedChain: [UIViewController] {
        var chain: [UIViewController] = []
        var seen = Set<ObjectIdentifier>()
        var next = presentedViewController
        while let member = next, seen.insert(ObjectIdentifier(member)).inserted {
            chain.append(member)
            next = member.presentedViewController
        }
        return chain
    }

    /// What is stacked above the controller (or the container around it) in the navigation
    /// controllers it sits in, nearest first: what revealing the controller pops.
    func stackedAbove(locator: ContainerAdapterLocator) -> [UIViewController] {
        var above: [UIViewController] = []
        var child: UIViewController = self
        for ancestor in routingAncestors(locator: locator) {
            if let navigation = ancestor as? UINavigationController,
                // From the top: a controller is on a stack once, and revealing one near the top
                // should not cost a pass over the whole stack.
                let index = navigation.viewControllers.lastIndex(where: { $0 === child })
            {
                above.append(contentsOf: navigation.viewControllers[(index + 1)...])
            }
            child = ancestor
        }
        return above
    }
}
