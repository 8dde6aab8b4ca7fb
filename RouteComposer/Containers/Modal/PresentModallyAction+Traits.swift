// What a modal presentation is to the planner, the rollback journal and the graph.

extension ViewControllerActions.PresentModallyAction: TraitsDescribedAction {
    var traits: ActionTraits { ActionTraits(graphLabel: "present", leavesWithoutParent: true, removals: .nothing) }
}
