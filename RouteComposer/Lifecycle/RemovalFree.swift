/// A built-in action that takes nothing off the screen when it integrates: it pushes, presents,
/// adds a tab or leaves the controller where it is. A preview trusts it to remove nothing, where
/// it calls the removals of an app's own actions unknown.
@MainActor
protocol RemovalFree {
    /// False when this configuration of the action does replace something, such as a tab added
    /// in place of another.
    var removesNothing: Bool { get }
    /// True for the built-in push, which changes a navigation stack only by adding to its top, at
    /// once when not animated: the rollback journal then copies nothing of the stack before it.
    var appendsToStack: Bool { get }
}

extension RemovalFree {
    var appendsToStack: Bool { false }
}

extension ViewControllerActions.NilAction: RemovalFree {
    var removesNothing: Bool { true }
}

extension ViewControllerActions.PresentModallyAction: RemovalFree {
    var removesNothing: Bool { true }
}

extension NavigationControllerActions.PushAction: RemovalFree {
    var removesNothing: Bool { true }
    var appendsToStack: Bool { true }
}

extension SplitViewControllerActions.PushOnToDetailsAction: RemovalFree {
    var removesNothing: Bool { true }
}

extension TabBarControllerActions.AddTabAction: RemovalFree {
    /// A replacing tab takes the place of the one at its index.
    var removesNothing: Bool { !replacing }
}

extension CATransactionWrappedAction: RemovalFree where A: RemovalFree {
    var removesNothing: Bool { action.removesNothing }
}

extension CATransactionWrappedContainerAction: RemovalFree where A: RemovalFree {
    var removesNothing: Bool { action.removesNothing }
}

extension DispatchQueueWrappedAction: RemovalFree where A: RemovalFree {
    var removesNothing: Bool { action.removesNothing }
}

extension DispatchQueueWrappedContainerAction: RemovalFree where A: RemovalFree {
    var removesNothing: Bool { action.removesNothing }
}
