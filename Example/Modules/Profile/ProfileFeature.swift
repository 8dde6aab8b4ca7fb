import HTTPClientInterface
import RouteComposer

/// The profile screen's feature: it declares the client, the navigator and the module registry it
/// needs, and the container hands it the app's concrete ones, which this module never imports.
public struct ProfileFeature: Feature {
    @Dependency var client: any HTTPClientProtocol
    @Dependency var routes: any RouteNavigating
    @Dependency var modules: ModuleRegistry
    @Dependency var router: any Router

    /// Creates the feature; the container fills its dependencies.
    public init() {}

    /// The profile of the signed-in user.
    public func build(fromRoute route: (any CodableRoute)?) -> UIViewController {
        ProfileViewController(client: client, routes: routes, modules: modules, router: router)
    }
}
