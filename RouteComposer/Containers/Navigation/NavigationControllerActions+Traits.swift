// What each navigation controller action is to the planner, the rollback journal and the graph.

extension NavigationControllerActions.PushAction: TraitsDescribedAction {
    var traits: ActionTraits { ActionTraits(graphLabel: "push", leavesWithoutParent: false, removals: .nothing) }
}

extension NavigationControllerActions.PushAsRootAction: TraitsDescribedAction {
    /// Takes the whole stack off.
    var traits: ActionTraits {
        ActionTraits(
            graphLabel: "push as root", leavesWithoutParent: false,
            removals: .predicted { _, existing in (existing as? UINavigationController)?.viewControllers ?? [] })
    }
}

extension NavigationControllerActions.PushReplacingLastAction: TraitsDescribedAction {
    /// Takes the top of the stack off.
    var traits: ActionTraits {
        ActionTraits(
            graphLabel: "push replacing last", leavesWithoutParent: false,
            removals: .predicted { _, existing in (existing as? UINavigationController)?.viewControllers.last.map { [$0] } ?? [] })
    }
}
