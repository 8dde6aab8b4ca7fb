// The two names of a context task's one method call each other, so a task written for either
// version works with the router, which calls the 2.x name.

extension ContextTask {
    /// Calls ``ContextTask/perform(on:with:)``, so a 2.x task answers to its 1.x name too.
    public func apply(on viewController: ViewController, with context: Context) throws {
        try perform(on: viewController, with: context)
    }

    /// Calls the 1.x ``ContextTask/apply(on:with:)``: the router's way into a task written for
    /// RouteComposer 1.x.
    @available(*, deprecated, message: "Implement perform(on:with:), RouteComposer 2's name for apply(on:with:).")
    public func perform(on viewController: ViewController, with context: Context) throws {
        let crossed = try LegacyMethodBridge.cross(for: Self.self) {
            try apply(on: viewController, with: context)
        }
        if !crossed {
            throw LegacyMethodBridge.neitherImplemented(Self.self, modern: "perform(on:with:)", legacy: "apply(on:with:)")
        }
    }
}
