import AvatarPicker
import AvatarPickerInterface
import HTTPClient
import HTTPClientInterface
import Login
import Profile
import RouteComposer

/// The app's wiring of its feature modules, as RouterService's app delegate does it: the one
/// place that imports the concrete targets, and so the one place that knows which type serves
/// which protocol, which handler serves which route, and which module provides what another requires.
@MainActor
struct ModuleWiring {
    /// Navigates by route; its container holds every dependency.
    let navigator: RouteNavigator
    /// The screens registered under a protocol, ZIKRouter's way.
    let modules: ModuleRegistry

    /// Registers the client for `HTTPClientProtocol`, every module's route handler and screen,
    /// and every feature for `validate()`.
    init(
        router: any Router = DefaultRouter(),
        client: @escaping @MainActor () -> any HTTPClientProtocol = { InMemoryHTTPClient() }
    ) {
        navigator = RouteNavigator(container: DependencyContainer(), router: router)
        modules = ModuleRegistry(container: navigator.container)
        let container = navigator.container
        container.register((any HTTPClientProtocol).self, scope: .singleton, factory: client)
        container.register((any Router).self, scope: .singleton) { router }
        // Weakly, as the navigator registers itself: the container must not keep its registry alive.
        container.register(ModuleRegistry.self, scope: .transient) { [weak modules] () throws -> ModuleRegistry in
            guard let modules else { throw ModuleRegistryReleased() }
            return modules
        }
        navigator.register(routeHandler: ProfileRouteHandler())
        navigator.register(routeHandler: LoginRouteHandler())
        container.register(features: [ProfileFeature.self, LoginFeature.self])
        modules.register(RoutableView<AvatarPickerInput>(), forMakingView: AvatarPickerViewController.self) { _ in
            AvatarPickerViewController()
        }
        // Profile requires AvatarChoosing; the picker provides AvatarPickerInput: the app connects them.
        modules.require(RoutableView<AvatarChoosing>())
        modules.register(adapter: RoutableView<AvatarChoosing>(), forAdaptee: RoutableView<AvatarPickerInput>())
    }
}

/// Only the app sees both the profile's required protocol and the picker's class, so the
/// conformance that adapts one to the other lives here.
extension AvatarPickerViewController: AvatarChoosing {
    /// The picker's `onPick`, under the name the profile requires.
    public var onChoose: ((String) -> Void)? {
        get { onPick }
        set { onPick = newValue }
    }
}

/// The wiring's registry was released while something still asked the container for it.
struct ModuleRegistryReleased: Error, CustomStringConvertible {
    var description: String { "The ModuleRegistry of the app's module wiring was released." }
}
