// The two names of a post-routing task's one method call each other, so a task written for
// either version works with the router, which calls the 2.x name.

extension PostRoutingTask {
    /// Calls ``PostRoutingTask/perform(on:with:routingStack:)``, so a 2.x task answers to its 1.x
    /// name too.
    public func execute(on viewController: ViewController, for destination: Context, routingStack: [UIViewController]) {
        perform(on: viewController, with: destination, routingStack: routingStack)
    }

    /// Calls the 1.x ``PostRoutingTask/execute(on:for:routingStack:)``: the router's way into a
    /// task written for RouteComposer 1.x.
    @available(*, deprecated, message: "Implement perform(on:with:routingStack:), RouteComposer 2's name for execute(on:for:routingStack:).")
    public func perform(on viewController: ViewController, with context: Context, routingStack: [UIViewController]) {
        let crossed = LegacyMethodBridge.cross(for: Self.self) {
            execute(on: viewController, for: context, routingStack: routingStack)
        }
        if !crossed {
            // A post task cannot fail the navigation it follows; the log is where this shows.
            let error = LegacyMethodBridge.neitherImplemented(
                Self.self, modern: "perform(on:with:routingStack:)",
                legacy: "execute(on:for:routingStack:)")
            RouteComposerDefaults.shared.logger?.error("\(error)")
        }
    }
}
