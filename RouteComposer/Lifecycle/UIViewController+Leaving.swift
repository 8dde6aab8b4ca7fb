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

    /// What `stack` holds above `controller`; nothing when it does not hold it. Looked for from the
    /// top, in a plain loop: a controller is on a stack once, revealing one near the top should not
    /// cost a pass over the whole stack, and a closure would have its main-actor isolation checked
    /// for every element.
    static func stacked(above controller: UIViewController, in stack: [UIViewController]) -> ArraySlice<UIViewController> {
        var index = stack.endIndex
        while index > stack.startIndex {
            index -= 1
            if stack[index] === controller { return stack[(index + 1)...] }
        }
        return []
    }

    /// What is stacked above the controller (or the container around it) in the navigation
    /// controllers it sits in, nearest first: what revealing the controller pops.
    func stackedAbove(locator: ContainerAdapterLocator) -> [UIViewController] {
        var above: [UIViewController] = []
        var child: UIViewController = self
        for ancestor in routingAncestors(locator: locator) {
            if let navigation = ancestor as? UINavigationController {
                above.append(contentsOf: Self.stacked(above: child, in: navigation.viewControllers))
            }
            child = ancestor
        }
        return above
    }
}
