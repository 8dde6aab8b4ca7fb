import HTTPClientInterface
import LoginInterface
import RouteComposer

/// The profile screen. It reaches other modules' screens without importing them: the login by
/// route (`LoginRoute`, from LoginInterface), the avatar picker by the protocol it requires
/// (``AvatarChoosing``), which the app connects to a module.
public final class ProfileViewController: UIViewController {
    /// The user's name, as the client returned it when the screen was made.
    public let userName: String

    /// The avatar chosen, if any.
    public private(set) var avatar: String?

    private let routes: any RouteNavigating
    private let modules: ModuleRegistry
    private let router: any Router

    init(client: any HTTPClientProtocol, routes: any RouteNavigating, modules: ModuleRegistry, router: any Router) {
        userName = client.get("/me") ?? "guest"
        self.routes = routes
        self.modules = modules
        self.router = router
        super.init(nibName: nil, bundle: nil)
        title = "Profile of \(userName)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// What the "Log in" button does: pushes whatever screen the app registered for
    /// `LoginRoute`, and reports the outcome.
    public func logIn(completion: ((_: RoutingResult) -> Void)? = nil) {
        routes.navigate(
            toRoute: LoginRoute(origin: "profile"), fromView: self, presentationStyle: .push,
            animated: true, completion: completion)
    }

    /// What the "Avatar" button does: pushes whatever screen the app connected to
    /// ``AvatarChoosing``, and keeps the avatar chosen there.
    ///
    /// - Throws: the module's problem, such as no module connected, before anything changes.
    public func chooseAvatar(completion: ((_: RoutingResult) -> Void)? = nil) throws {
        try router.navigate(
            to: RoutableView<AvatarChoosing>(), in: modules, path: .push(from: self),
            prepare: { [weak self] chooser in chooser.onChoose = { self?.avatar = $0 } },
            completion: completion)
    }
}
