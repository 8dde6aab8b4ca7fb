import ProfileInterface
import RouteComposer

/// Tells the app's navigator that `ProfileRoute` opens ``ProfileFeature``: the only place the
/// route and the concrete feature meet.
public struct ProfileRouteHandler: RouteHandler {
    /// Creates the handler, for the app to register.
    public init() {}

    /// The routes this module serves: `ProfileRoute`.
    public var routes: [any CodableRoute.Type] { [ProfileRoute.self] }

    /// ``ProfileFeature``, for any route this handler serves.
    public func destination(
        forRoute route: any CodableRoute,
        fromViewController viewController: UIViewController
    ) -> any Feature.Type {
        ProfileFeature.self
    }
}
