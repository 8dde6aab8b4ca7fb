import RouteComposer

/// Lets a navigation through when the user is signed in; otherwise shows the login screen and
/// lets it through once the user has logged in, or stops it if they cancel.
struct LoginInterceptor<C>: RoutingInterceptor {
    func perform(with context: C, completion: @escaping (RoutingResult) -> Void) {
        guard !Session.shared.isLoggedIn else {
            completion(.success)
            return
        }
        let router = DefaultRouter()
        router.commitNavigation(to: ShopConfiguration.login, animated: true) { result in
            guard result.isSuccessful, let login = ClassFinder<LoginViewController, Any?>().getViewController() else {
                completion(.failure(ShopError.loginCancelled))
                return
            }
            login.onFinish = { succeeded in
                completion(succeeded ? .success : .failure(ShopError.loginCancelled))
            }
        }
    }
}
