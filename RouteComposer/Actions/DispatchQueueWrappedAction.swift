import Dispatch
import Foundation

/// Delays the completion of a successful animated action on the main queue: a debugging and
/// demonstration aid for watching navigations step by step.
@MainActor
public struct DispatchQueueWrappedAction<A: Action>: Action {
    /// The type of view controller this entity works with.
    public typealias ViewController = A.ViewController

    /// The wrapped action.
    let action: A
    /// How long the completion is held back.
    let delay: DispatchTimeInterval
    /// The clock that measures the delay.
    let clock: NavigationClock

    init(_ action: A, delay: DispatchTimeInterval, clock: NavigationClock) {
        self.action = action
        self.delay = delay
        self.clock = clock
    }

    /// Performs the wrapped action; when animated and successful, completes after the delay.
    public func perform(
        with viewController: UIViewController, on existingController: A.ViewController, animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void
    ) {
        action.perform(with: viewController, on: existingController, animated: animated) { result in
            delayCompletion(result, animated: animated, delay: delay, clock: clock, completion)
        }
    }
}

/// The container-action counterpart of ``DispatchQueueWrappedAction``; embedding is passed through.
@MainActor
public struct DispatchQueueWrappedContainerAction<A: ContainerAction>: ContainerAction {
    /// The type of view controller this entity works with.
    public typealias ViewController = A.ViewController

    /// The wrapped action.
    let action: A
    /// How long the completion is held back.
    let delay: DispatchTimeInterval
    /// The clock that measures the delay.
    let clock: NavigationClock

    init(_ action: A, delay: DispatchTimeInterval, clock: NavigationClock) {
        self.action = action
        self.delay = delay
        self.clock = clock
    }

    /// Embeds with the wrapped action.
    public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
        try action.perform(embedding: viewController, in: &childViewControllers)
    }

    /// Performs the wrapped action; when animated and successful, completes after the delay.
    public func perform(
        with viewController: UIViewController, on existingController: A.ViewController, animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void
    ) {
        action.perform(with: viewController, on: existingController, animated: animated) { result in
            delayCompletion(result, animated: animated, delay: delay, clock: clock, completion)
        }
    }
}

@MainActor
private func delayCompletion(
    _ result: RoutingResult, animated: Bool, delay: DispatchTimeInterval, clock: NavigationClock,
    _ completion: @escaping (RoutingResult) -> Void
) {
    guard animated, result.isSuccessful else {
        completion(result)
        return
    }
    // `.never` holds the completion back for good; the router's action timeout ends the navigation.
    guard delay.seconds.isFinite else { return }
    clock.schedule(after: delay.seconds) { completion(result) }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    var seconds: TimeInterval {
        switch self {
        case .seconds(let value): TimeInterval(value)
        case .milliseconds(let value): TimeInterval(value) / 1_000
        case .microseconds(let value): TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): TimeInterval(value) / 1_000_000_000
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}

extension DispatchQueue {
    /// Wraps `action` so that a successful animated run completes after `delay` of `clock`
    /// (``RouteComposerDefaults/clock`` by default).
    @MainActor
    public static func delay<A: Action>(
        _ action: A, for delay: DispatchTimeInterval = .milliseconds(300),
        clock: NavigationClock = RouteComposerDefaults.shared.clock
    ) -> DispatchQueueWrappedAction<A> {
        DispatchQueueWrappedAction(action, delay: delay, clock: clock)
    }

    /// Wraps the container `action` so that a successful animated run completes after `delay` of
    /// `clock` (``RouteComposerDefaults/clock`` by default).
    @MainActor
    public static func delay<A: ContainerAction>(
        _ action: A, for delay: DispatchTimeInterval = .milliseconds(300),
        clock: NavigationClock = RouteComposerDefaults.shared.clock
    ) -> DispatchQueueWrappedContainerAction<A> {
        DispatchQueueWrappedContainerAction(action, delay: delay, clock: clock)
    }
}
