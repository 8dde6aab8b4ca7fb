extension UIViewController {
    /// What the controller presents, what that presents, and so on, outermost first: what
    /// dismissing from the controller removes. A chain read while UIKit changes it, or through an
    /// overridden `presentedViewController`, ends before the first controller it reaches again.
    ///
    /// - Complexity: O(*n*) for a chain of *n*.
    var presentedChain: [UIViewController] {
        guard let first = presentedViewController else { return [] }
        var chain: [UIViewController] = []
        // One allocation for the usual one or two, instead of one per doubling.
        chain.reserveCapacity(4)
        var seen: Set<ObjectIdentifier> = []
        var next: UIViewController? = first
        // An override may present in a loop; stop at the first repeat, in constant time per member.
        while let member = next, seen.insert(ObjectIdentifier(member)).inserted {
            chain.append(member)
            next = member.presentedViewController
        }
        return chain
    }

    /// The first controller presented above this one, outermost first, that `matches`; nil when
    /// none does. Walked in place, without the list ``presentedChain`` makes, and stopped at a
    /// loop (an overridden `presentedViewController` could make one) by Brent's method.
    ///
    /// - Complexity: O(*n*) for *n* controllers presented above this one.
    func firstPresented(where matches: (UIViewController) -> Bool) -> UIViewController? {
        // The walk of `firstRoutingAncestor(locator:where:)` along another link. Written out, not
        // shared: one walk taking its link as a closure or as a generic parameter cost the router's
        // walks up the parents 200–500 instructions per navigation (measured with callgrind).
        // `mark` stays at one member while `steps` doubles; meeting it again means a loop.
        var mark: UIViewController = self
        var steps = 0
        var stepsBeforeMove = 1
        var next = presentedViewController
        while let member = next, member !== mark, member !== self {
            if matches(member) { return member }
            steps += 1
            if steps == stepsBeforeMove {
                mark = member
                stepsBeforeMove *= 2
                steps = 0
            }
            next = member.presentedViewController
        }
        return nil
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
