/// An action that knows, before it runs, which controllers it will take off the screen, so
/// observers hear ``NavigationEvent/Kind/willRemove`` before the change. Built-in actions that
/// replace adopt it; an app's own actions do not, and their removals are reported by
/// ``NavigationEvent/Kind/didRemove`` alone.
@MainActor
protocol RemovalPredicting {
    /// The controllers integrating `viewController` into `existing` will remove; empty when
    /// `existing` is not of the type the action works on.
    func predictedRemovals(integrating viewController: UIViewController, into existing: UIViewController) -> [UIViewController]
}

extension ViewControllerActions.ReplaceRootAction: RemovalPredicting {
    /// The old root and everything in and over it.
    func predictedRemovals(integrating viewController: UIViewController, into existing: UIViewController) -> [UIViewController] {
        existing.reachableControllers
    }
}

extension NavigationControllerActions.PushAsRootAction: RemovalPredicting {
    /// The whole stack.
    func predictedRemovals(integrating viewController: UIViewController, into existing: UIViewController) -> [UIViewController] {
        (existing as? UINavigationController)?.viewControllers ?? []
    }
}

extension NavigationControllerActions.PushReplacingLastAction: RemovalPredicting {
    /// The top of the stack.
    func predictedRemovals(integrating viewController: UIViewController, into existing: UIViewController) -> [UIViewController] {
        (existing as? UINavigationController)?.viewControllers.last.map { [$0] } ?? []
    }
}

extension SplitViewControllerActions.SetAsMasterAction: RemovalPredicting {
    /// The current primary column.
    func predictedRemovals(integrating viewController: UIViewController, into existing: UIViewController) -> [UIViewController] {
        (existing as? UISplitViewController)?.viewControllers.first.map { [$0] } ?? []
    }
}

extension SplitViewControllerActions.PushToDetailsAction: RemovalPredicting {
    /// The current detail, when there is one besides the primary.
    func predictedRemovals(integrating viewController: UIViewController, into existing: UIViewController) -> [UIViewController] {
        guard let columns = (existing as? UISplitViewController)?.viewControllers, columns.count > 1, let detail = columns.last else { return [] }
        return [detail]
    }
}

extension CATransactionWrappedAction: RemovalPredicting where A: RemovalPredicting {
    func predictedRemovals(integrating viewController: UIViewController, into existing: UIViewController) -> [UIViewController] {
        action.predictedRemovals(integrating: viewController, into: existing)
    }
}

extension CATransactionWrappedContainerAction: RemovalPredicting where A: RemovalPredicting {
    func predictedRemovals(integrating viewController: UIViewController, into existing: UIViewController) -> [UIViewController] {
        action.predictedRemovals(integrating: viewController, into: existing)
    }
}

extension DispatchQueueWrappedAction: RemovalPredicting where A: RemovalPredicting {
    func predictedRemovals(integrating viewController: UIViewController, into existing: UIViewController) -> [UIViewController] {
        action.predictedRemovals(integrating: viewController, into: existing)
    }
}

extension DispatchQueueWrappedContainerAction: RemovalPredicting where A: RemovalPredicting {
    func predictedRemovals(integrating viewController: UIViewController, into existing: UIViewController) -> [UIViewController] {
        action.predictedRemovals(integrating: viewController, into: existing)
    }
}
