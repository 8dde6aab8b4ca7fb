extension UIViewController {
    /// What the controller presents, what that presents, and so on, outermost first: what
    /// dismissing from the controller removes.
    ///
    /// - Complexity: O(*n*²) for a chain of *n*, which is a few controllers long: each is checked
    ///   against those before it, so that a chain read while UIKit changes it ends at a repeat,
    ///   which costs less for such chains than hashing every controller into a set.
    var presentedChain: [UIViewController] {
        var chain: [UIViewController] = []
        var next = presentedViewController
        while let member = next, !chain.holdsIdentical(member) {
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
