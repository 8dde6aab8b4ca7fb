// What the tab bar controller's action is to the planner, the rollback journal and the graph.

extension TabBarControllerActions.AddTabAction: TraitsDescribedAction {
    /// A replacing tab takes the place of the one at its index, which the action knows only when it runs.
    var traits: ActionTraits { ActionTraits(graphLabel: "add tab", leavesWithoutParent: false, removals: replacing ? .unknown : .nothing) }
}
