// What each split view controller action is to the planner, the rollback journal and the graph.

extension SplitViewControllerActions.SetAsMasterAction: TraitsDescribedAction {
    /// Takes the current primary column off.
    var traits: ActionTraits {
        ActionTraits(
            graphLabel: "set as primary", leavesWithoutParent: false,
            removals: .predicted { _, existing in (existing as? UISplitViewController)?.viewControllers.first.map { [$0] } ?? [] })
    }
}

extension SplitViewControllerActions.PushToDetailsAction: TraitsDescribedAction {
    /// Takes the current detail off, when there is one besides the primary.
    var traits: ActionTraits {
        ActionTraits(
            graphLabel: "push to details", leavesWithoutParent: false,
            removals: .predicted { _, existing in
                guard let columns = (existing as? UISplitViewController)?.viewControllers, columns.count > 1, let detail = columns.last else { return [] }
                return [detail]
            })
    }
}

extension SplitViewControllerActions.PushOnToDetailsAction: TraitsDescribedAction {
    var traits: ActionTraits { ActionTraits(graphLabel: "push onto details", leavesWithoutParent: false, removals: .nothing) }
}
