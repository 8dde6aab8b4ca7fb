/// Runs after a navigation has succeeded, for every controller of its step: analytics,
/// bookkeeping, anything that must see the final state.
@MainActor
public protocol PostRoutingTask {
    /// The type of controller the task expects.
    associatedtype ViewController: UIViewController

    /// The type of context the task expects.
    associatedtype Context

    /// Runs for `viewController` with the navigation's `context`. `routingStack` lists every
    /// controller the navigation touched: the origin first, then the built ones in build order.
    func perform(on viewController: ViewController, with context: Context, routingStack: [UIViewController])

    /// RouteComposer 1.x's name for ``perform(on:with:routingStack:)``, whose context was the
    /// navigation's `RoutingDestination`.
    ///
    /// Each name has a default that calls the other, so a task implements exactly one of them;
    /// a 1.x task that implements only this one gets a deprecation warning naming the 2.x method.
    func execute(on viewController: ViewController, for destination: Context, routingStack: [UIViewController])
}

extension PostRoutingTask where Context == Any? {
    /// Runs with a `nil` context, for tasks that ignore it.
    public func perform(on viewController: ViewController, routingStack: [UIViewController]) {
        perform(on: viewController, with: nil, routingStack: routingStack)
    }
}

extension PostRoutingTask where Context == Void {
    /// Runs with the empty context.
    public func perform(on viewController: ViewController, routingStack: [UIViewController]) {
        perform(on: viewController, with: (), routingStack: routingStack)
    }
}
