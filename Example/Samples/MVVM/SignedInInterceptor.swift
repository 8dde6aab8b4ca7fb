import RouteComposer

/// Lets a navigation through only for a signed-in user, and refuses it at once otherwise. Unlike
/// the shop's login interceptor it shows no login screen: the checkout leaves that to its caller.
struct SignedInInterceptor<C>: RoutingInterceptor {
    let session: Session

    func perform(with context: C, completion: @escaping (RoutingResult) -> Void) {
        completion(session.isLoggedIn ? .success : .failure(CheckoutError.signInRequired))
    }
}
