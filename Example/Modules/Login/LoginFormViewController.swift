import RouteComposer

/// The login form of the login module.
public final class LoginFormViewController: UIViewController {
    /// The screen that asked for the login, from the route followed; `nil` when opened without one.
    public let origin: String?

    init(origin: String?) {
        self.origin = origin
        super.init(nibName: nil, bundle: nil)
        title = origin.map { "Log in (asked by \($0))" } ?? "Log in"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}
