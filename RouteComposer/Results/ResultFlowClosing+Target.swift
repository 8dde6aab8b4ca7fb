extension ResultFlowClosing {
    /// The controller whose closing (``DismissalMethod/init(closing:)``) takes away what the flow
    /// added around `controller`; nil when there is nothing to close.
    @MainActor
    func target(closing controller: UIViewController, startedFrom start: ScreenMembership) -> UIViewController? {
        switch self {
        case .dismissPresentation: Self.outermostAddedPresentation(around: controller, startedFrom: start)
        case .popToStart: Self.firstAddedStackEntry(holding: controller, startedFrom: start)
        case .leave: nil
        }
    }

    /// Climbs the presentations holding `controller` while each is new.
    @MainActor
    private static func outermostAddedPresentation(around controller: UIViewController, startedFrom start: ScreenMembership)
        -> UIViewController?
    {
        var added: UIViewController?
        var current = controller
        var loopGuard = ChainLoopGuard(from: controller)
        while true {
            let presented = current.outermostParent
            guard let presenter = presented.presentingViewController, !start.contains(presented), loopGuard.admits(presenter) else {
                return added
            }
            added = presented
            current = presenter
        }
    }

    /// The entry above the highest one of the stack holding `controller` that was there when the
    /// flow started; the entry above the root when none was.
    @MainActor
    private static func firstAddedStackEntry(holding controller: UIViewController, startedFrom start: ScreenMembership)
        -> UIViewController?
    {
        var current = controller
        while let parent = current.parent {
            if let navigationController = parent as? UINavigationController {
                let stack = navigationController.viewControllers
                let kept = stack.lastIndex(where: start.contains) ?? 0
                return kept + 1 < stack.count ? stack[kept + 1] : nil
            }
            current = parent
        }
        return nil
    }
}

extension UIViewController {
    /// The controller's outermost container: itself when it has no parent.
    fileprivate var outermostParent: UIViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }
}
