// The transaction must be the one the view controllers animate in: QuartzCore's beside real
// UIKit, the model's beside HeadlessUIKit. Importing QuartzCore wherever it exists (macOS) would
// put both `CATransaction`s in scope and make every use here ambiguous.
#if canImport(UIKit)
    import QuartzCore
#endif

/// Runs an action inside a `CATransaction` when animated, and completes once both the
/// transaction's animations and the action itself have finished, with the action's own result.
@MainActor
public struct CATransactionWrappedAction<A: Action>: Action {
    /// The type of view controller this entity works with.
    public typealias ViewController = A.ViewController

    /// The wrapped action.
    let action: A

    init(_ action: A) {
        self.action = action
    }

    /// Performs the wrapped action, inside a transaction when animated.
    public func perform(
        with viewController: UIViewController, on existingController: A.ViewController, animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void
    ) {
        performInTransaction(animated: animated, completion: completion) { animated, finished in
            action.perform(with: viewController, on: existingController, animated: animated, completion: finished)
        }
    }
}

/// The container-action counterpart of ``CATransactionWrappedAction``; embedding is passed through.
@MainActor
public struct CATransactionWrappedContainerAction<A: ContainerAction>: ContainerAction {
    /// The type of view controller this entity works with.
    public typealias ViewController = A.ViewController

    /// The wrapped action.
    let action: A

    init(_ action: A) {
        self.action = action
    }

    /// Embeds with the wrapped action.
    public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
        try action.perform(embedding: viewController, in: &childViewControllers)
    }

    /// Performs the wrapped action, inside a transaction when animated.
    public func perform(
        with viewController: UIViewController, on existingController: A.ViewController, animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void
    ) {
        performInTransaction(animated: animated, completion: completion) { animated, finished in
            action.perform(with: viewController, on: existingController, animated: animated, completion: finished)
        }
    }
}

extension CATransaction {
    /// Wraps `action` so that, when animated, it completes after the animations it started.
    @MainActor
    public static func wrap<A: Action>(_ action: A) -> CATransactionWrappedAction<A> {
        CATransactionWrappedAction(action)
    }

    /// Wraps the container `action` so that, when animated, it completes after the animations it started.
    @MainActor
    public static func wrap<A: ContainerAction>(_ action: A) -> CATransactionWrappedContainerAction<A> {
        CATransactionWrappedContainerAction(action)
    }
}

/// Runs `perform` inside a `CATransaction` when animated, and completes once both the transaction's
/// animations and the action have finished, with the action's result.
@MainActor
private func performInTransaction(
    animated: Bool, completion: @escaping (RoutingResult) -> Void,
    _ perform: (Bool, @escaping (RoutingResult) -> Void) -> Void
) {
    guard animated else {
        perform(false, completion)
        return
    }
    let rendezvous = CompletionRendezvous(completion)
    CATransaction.begin()
    CATransaction.setCompletionBlock { rendezvous.signal() }
    perform(true) { rendezvous.actionFinished($0) }
    CATransaction.commit()
}
