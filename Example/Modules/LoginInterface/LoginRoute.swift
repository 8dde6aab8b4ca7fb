import RouteComposer

/// The route to the login screen: all another module needs to open it, without importing
/// the module that builds it.
public struct LoginRoute: CodableRoute {
    /// The identifier a server uses for this route: `"login_mainroute"`.
    public static let identifier = "login_mainroute"

    /// The screen that asked for the login, shown on the form and kept for analytics.
    public let origin: String

    /// Creates the route, naming the screen that asks for the login.
    public init(origin: String) {
        self.origin = origin
    }
}
