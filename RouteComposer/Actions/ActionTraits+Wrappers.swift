// The actions that work on any controller: doing nothing, and the wrappers, which change when an
// action runs, not what it does, so they have the wrapped action's traits.

extension ViewControllerActions.NilAction: TraitsDescribedAction {
    var traits: ActionTraits { ActionTraits(graphLabel: "already in place", leavesWithoutParent: false, removals: .nothing) }
}

extension CATransactionWrappedAction: TraitsDescribedAction {
    var traits: ActionTraits { ActionTraits.of(action) }
}

extension CATransactionWrappedContainerAction: TraitsDescribedAction {
    var traits: ActionTraits { ActionTraits.of(action) }
}

extension DispatchQueueWrappedAction: TraitsDescribedAction {
    var traits: ActionTraits { ActionTraits.of(action) }
}

extension DispatchQueueWrappedContainerAction: TraitsDescribedAction {
    var traits: ActionTraits { ActionTraits.of(action) }
}
