// The two names of an action's one method call each other, so an action written for either
// version works with the router, which calls the 2.x name.

extension Action {
    /// Calls ``AbstractAction/perform(with:on:animated:completion:)``, so a 2.x action answers to
    /// its 1.x name too.
    public func perform(
        viewController: UIViewController, on existingController: ViewController, animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void
    ) {
        perform(with: viewController, on: existingController, animated: animated, completion: completion)
    }

    /// Calls the 1.x ``Action/perform(viewController:on:animated:completion:)``: the router's way
    /// into an action written for RouteComposer 1.x.
    @available(
        *, deprecated, message: "Implement perform(with:on:animated:completion:), RouteComposer 2's name for perform(viewController:on:animated:completion:)."
    )
    public func perform(
        with viewController: UIViewController, on existingController: ViewController, animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void
    ) {
        let crossed = LegacyMethodBridge.cross(for: Self.self) {
            perform(viewController: viewController, on: existingController, animated: animated, completion: completion)
        }
        if !crossed {
            completion(
                .failure(
                    LegacyMethodBridge.neitherImplemented(
                        Self.self, modern: "perform(with:on:animated:completion:)",
                        legacy: "perform(viewController:on:animated:completion:)")))
        }
    }
}
