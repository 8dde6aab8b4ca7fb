import LoginInterface
import RouteComposer

/// The login screen's feature. It needs nothing from the container: the route it is opened
/// with says who asked.
public struct LoginFeature: Feature {
    /// Creates the feature.
    public init() {}

    /// The login form, naming the screen that asked for it when a `LoginRoute` was followed.
    public func build(fromRoute route: (any CodableRoute)?) -> UIViewController {
        LoginFormViewController(origin: (route as? LoginRoute)?.origin)
    }
}
