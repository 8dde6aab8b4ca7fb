import HTTPClientInterface
import LoginInterface
import RouteComposer

/// The profile screen. Its "Log in" button opens the login screen by route: this module knows
/// `LoginRoute` from `LoginInterface`, never the module that builds the screen.
public final class ProfileViewController: UIViewController {
    /// The user's name, as the client returned it when the screen was made.
    public let userName: String

    private let routes: any RouteNavigating

    init(client: any HTTPClientProtocol, routes: any RouteNavigating) {
        userName = client.get("/me") ?? "guest"
        self.routes = routes
        super.init(nibName: nil, bundle: nil)
        title = "Profile of \(userName)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// What the "Log in" button does: pushes whatever screen the app registered for
    /// `LoginRoute`, and reports the outcome.
    public func logIn(completion: ((_: RoutingResult) -> Void)? = nil) {
        routes.navigate(toRoute: LoginRoute(origin: "profile"), fromView: self, presentationStyle: .push,
                        animated: true, completion: completion)
    }
}
