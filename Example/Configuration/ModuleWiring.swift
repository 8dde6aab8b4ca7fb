import HTTPClient
import HTTPClientInterface
import Login
import Profile
import RouteComposer

/// The app's wiring of its feature modules, as RouterService's app delegate does it: the one
/// place that imports the concrete targets, and so the one place that knows which type serves
/// which protocol and which handler serves which route.
@MainActor
enum ModuleWiring {
    /// A navigator with the client registered for `HTTPClientProtocol`, every module's route
    /// handler, and every feature registered for `validate()`.
    static func makeNavigator(router: any Router = DefaultRouter(),
                              client: @escaping @MainActor () -> any HTTPClientProtocol = { InMemoryHTTPClient() })
        -> RouteNavigator {
        let navigator = RouteNavigator(container: DependencyContainer(), router: router)
        navigator.container.register((any HTTPClientProtocol).self, scope: .singleton, factory: client)
        navigator.register(routeHandler: ProfileRouteHandler())
        navigator.register(routeHandler: LoginRouteHandler())
        navigator.container.register(features: [ProfileFeature.self, LoginFeature.self])
        return navigator
    }
}
