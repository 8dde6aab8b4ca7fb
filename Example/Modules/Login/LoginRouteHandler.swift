import LoginInterface
import RouteComposer

/// Tells the app's navigator that `LoginRoute` opens ``LoginFeature``: the only place the route
/// and the concrete feature meet.
public struct LoginRouteHandler: RouteHandler {
    /// Creates the handler, for the app to register.
    public init() {}

    /// The routes this module serves: `LoginRoute`.
    public var routes: [any CodableRoute.Type] { [LoginRoute.self] }

    /// ``LoginFeature``, for any route this handler serves.
    public func destination(
        forRoute route: any CodableRoute,
        fromViewController viewController: UIViewController
    ) -> any Feature.Type {
        LoginFeature.self
    }
}
