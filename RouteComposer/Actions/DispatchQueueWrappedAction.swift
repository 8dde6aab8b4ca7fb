import Dispatch

/// Delays the completion of a successful animated action on the main queue: a debugging and
/// demonstration aid for watching navigations step by step.
@MainActor
public struct DispatchQueueWrappedAction<A: Action>: Action {
    /// The type of view controller this entity works with.
    public typealias ViewController = A.ViewController

    /// The wrapped action.
    public let action: A
    /// How long the completion is held back.
    public let delay: DispatchTimeInterval

    init(_ action: A, delay: DispatchTimeInterval) {
        self.action = action
        self.delay = delay
    }

    /// Performs the wrapped action; when animated and successful, completes after the delay.
    public func perform(with viewController: UIViewController, on existingController: A.ViewController, animated: Bool,
                        completion: @escaping (_: RoutingResult) -> Void) {
        action.perform(with: viewController, on: existingController, animated: animated) { result in
            delayCompletion(result, animated: animated, delay: delay, completion)
        }
    }
}

/// The container-action counterpart of ``DispatchQueueWrappedAction``; embedding is passed through.
@MainActor
public struct DispatchQueueWrappedContainerAction<A: ContainerAction>: ContainerAction {
    /// The type of view controller this entity works with.
    public typealias ViewController = A.ViewController

    /// The wrapped action.
    public let action: A
    /// How long the completion is held back.
    public let delay: DispatchTimeInterval

    init(_ action: A, delay: DispatchTimeInterval) {
        self.action = action
        self.delay = delay
    }

    /// Embeds with the wrapped action.
    public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
        try action.perform(embedding: viewController, in: &childViewControllers)
    }

    /// Performs the wrapped action; when animated and successful, completes after the delay.
    public func perform(with viewController: UIViewController, on existingController: A.ViewController, animated: Bool,
                        completion: @escaping (_: RoutingResult) -> Void) {
        action.perform(with: viewController, on: existingController, animated: animated) { result in
            delayCompletion(result, animated: animated, delay: delay, completion)
        }
    }
}

@MainActor
private func delayCompletion(_ result: RoutingResult, animated: Bool, delay: DispatchTimeInterval,
                             _ completion: @escaping (RoutingResult) -> Void) {
    guard animated, result.isSuccessful else {
        completion(result)
        return
    }
    let pending = PendingCompletion(completion)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
        MainActor.assumeIsolated { pending.run(result) }
    }
}

/// Carries a main-actor completion across a main-queue hop.
@MainActor
private final class PendingCompletion: Sendable {
    private let completion: (RoutingResult) -> Void
    init(_ completion: @escaping (RoutingResult) -> Void) { self.completion = completion }
    func run(_ result: RoutingResult) { completion(result) }
}

extension DispatchQueue {
    /// Wraps `action` so that a successful animated run completes after `delay`.
    @MainActor
    public static func delay<A: Action>(_ action: A, for delay: DispatchTimeInterval = .milliseconds(300)) -> DispatchQueueWrappedAction<A> {
        DispatchQueueWrappedAction(action, delay: delay)
    }

    /// Wraps the container `action` so that a successful animated run completes after `delay`.
    @MainActor
    public static func delay<A: ContainerAction>(_ action: A, for delay: DispatchTimeInterval = .milliseconds(300)) -> DispatchQueueWrappedContainerAction<A> {
        DispatchQueueWrappedContainerAction(action, delay: delay)
    }
}

extension DispatchQueueWrappedAction: RootReplacingAction where A: RootReplacingAction {}
