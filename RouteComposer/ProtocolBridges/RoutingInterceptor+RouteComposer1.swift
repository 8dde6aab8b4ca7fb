// The two names of an interceptor's one method call each other, so an interceptor written for
// either version works with the router, which calls the 2.x name.

extension RoutingInterceptor {
    /// Calls ``RoutingInterceptor/perform(with:completion:)``, so a 2.x interceptor answers to its
    /// 1.x name too.
    public func execute(for destination: Context, completion: @escaping (_: RoutingResult) -> Void) {
        perform(with: destination, completion: completion)
    }

    /// Calls the 1.x ``RoutingInterceptor/execute(for:completion:)``: the router's way into an
    /// interceptor written for RouteComposer 1.x.
    @available(
        *, deprecated, message: "Implement perform(with:completion:), RouteComposer 2's name for execute(for:completion:); its context is the step's context."
    )
    public func perform(with context: Context, completion: @escaping (_: RoutingResult) -> Void) {
        let crossed = LegacyMethodBridge.cross(for: Self.self) {
            execute(for: context, completion: completion)
        }
        if !crossed {
            completion(
                .failure(
                    LegacyMethodBridge.neitherImplemented(
                        Self.self, modern: "perform(with:completion:)",
                        legacy: "execute(for:completion:)")))
        }
    }
}
