// The library's actions, each with its one traits value, by container.

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

extension TabBarControllerActions.AddTabAction: TraitsDescribedAction {
    /// A replacing tab takes the place of the one at its index, which the action knows only when it runs.
    var traits: ActionTraits { ActionTraits(graphLabel: "add tab", leavesWithoutParent: false, removals: replacing ? .unknown : .nothing) }
}

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

extension ViewControllerActions.PresentModallyAction: TraitsDescribedAction {
    var traits: ActionTraits { ActionTraits(graphLabel: "present", leavesWithoutParent: true, removals: .nothing) }
}

extension ViewControllerActions.ReplaceRootAction: TraitsDescribedAction {
    /// Takes the old root off, with everything in and over it.
    var traits: ActionTraits {
        ActionTraits(graphLabel: "replace root", leavesWithoutParent: true, removals: .predicted { _, existing in existing.reachableControllers })
    }
}

extension ViewControllerActions.NilAction: TraitsDescribedAction {
    var traits: ActionTraits { ActionTraits(graphLabel: "already in place", leavesWithoutParent: false, removals: .nothing) }
}

// Wrappers change when an action runs, not what it does: they have the wrapped action's traits.

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
