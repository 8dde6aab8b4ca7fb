extension UIViewController {
    /// What the controller presents, what that presents, and so on, outermost first: what
    /// dismissing from the controller removes. A chain read while UIKit changes it, or through an
    /// overridden `presentedViewController`, ends before the first controller it reaches again.
    ///
    /// - Complexity: O(*n*) for a chain of *n*.
    var presentedChain: [UIViewController] {
        var chain: [UIViewController] = []
        var loopGuard = ChainLoopGuard(from: self)
        var next = presentedViewController
        while let member = next, loopGuard.admits(member) {
            chain.append(member)
            next = member.presentedViewController
        }
        // An override may present in a loop; the chain ends before its first repeat.
        return loopGuard.foundLoop ? ChainLoopGuard.trimmedAtFirstRepeat([self] + chain).dropFirst().map { $0 } : chain
    }

    /// The first controller presented above this one, outermost first, that `matches`; nil when
    /// none does. Walked in place, without the list ``presentedChain`` makes, and stopped at a
    /// loop (an overridden `presentedViewController` could make one) by a ``ChainLoopGuard``.
    ///
    /// - Complexity: O(*n*) for *n* controllers presented above this one.
    func firstPresented(where matches: (UIViewController) -> Bool) -> UIViewController? {
        var loopGuard = ChainLoopGuard(from: self)
        var next = presentedViewController
        while let member = next, loopGuard.admits(member) {
            if matches(member) { return member }
            next = member.presentedViewController
        }
        return nil
    }

    /// What `stack` holds above `controller`; nothing when it does not hold it. Looked for from the
    /// top: a controller is on a stack once, and revealing one near the top should not cost a pass
    /// over the whole stack.
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
