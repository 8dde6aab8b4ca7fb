// What replacing a window's root is to the planner, the rollback journal and the graph.

extension ViewControllerActions.ReplaceRootAction: TraitsDescribedAction {
    /// Takes the old root off, with everything in and over it.
    var traits: ActionTraits {
        ActionTraits(
            graphLabel: "replace root", leavesWithoutParent: true, removals: .predicted { _, existing in existing.reachableControllers },
            replacesRoot: true)
    }
}
