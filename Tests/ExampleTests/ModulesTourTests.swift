import Testing
import HeadlessTestSupport
import HeadlessUIKit
import AvatarPicker
import AvatarPickerInterface
import HTTPClient
import HTTPClientInterface
import Login
import LoginInterface
import Profile
@testable import Example
import RouteComposer

/// The navigation between the example's feature modules, run headlessly: the Profile target opens
/// the Login target's screen by route, through the wiring of the app.
@MainActor
@Suite(.serialized, .exampleIsolation)
struct ModulesTourTests {
    @Test("The tour's last part validates the wiring and pushes the login from the profile")
    func tourPushesLoginFromProfile() async throws {
        HeadlessRuntime.shared.makeKeyWindow(rootViewController: UIViewController())
        await HeadlessRuntime.shared.waitUntilIdle()

        #expect(await ModulesTour(router: DefaultRouter()).run())

        let root = try #require(RouteComposerDefaults.shared.windowProvider.window?.rootViewController as? UINavigationController)
        #expect(root.viewControllers.count == 2)
        let profile = try #require(root.viewControllers.first as? ProfileViewController)
        #expect(profile.avatar == "fox", "the picker's choice reached the profile through the app's adapter")
        let login = try #require(root.topViewController as? LoginFormViewController)
        #expect(login.origin == "profile", "the route Profile built reached Login's feature")
        #expect(HeadlessRuntime.shared.exceptions.isEmpty)
    }

    @Test("`swift run Example modules` runs that part alone and exits 0; the usage names it")
    func modulesCommand() async {
        #expect(await ExampleApp.main(arguments: ["modules"]) == 0)
        #expect(ExampleApp.usage.contains("swift run Example modules"))
    }

    @Test("The profile is built with the client the app registered, which this module never imports")
    func profileGetsTheAppsClient() throws {
        let client = InMemoryHTTPClient(responses: ["/me": "Grace Hopper"])
        let wiring = ModuleWiring(client: { client })
        let navigator = wiring.navigator

        let root = try navigator.navigationController(withInitialFeature: ProfileFeature.self)

        let profile = try #require(root.topViewController as? ProfileViewController)
        #expect(profile.userName == "Grace Hopper")
        #expect(client.requests == ["/me"])
    }

    @Test("Without Login's route handler the button fails with unknownRoute, and the screen stays as it was")
    func missingHandlerFailsBeforeAnythingChanges() async throws {
        let (navigator, _) = Self.bareNavigator()
        navigator.register(routeHandler: ProfileRouteHandler())
        let root = try navigator.navigationController(withInitialFeature: ProfileFeature.self)
        HeadlessRuntime.shared.makeKeyWindow(rootViewController: root)
        await HeadlessRuntime.shared.waitUntilIdle()
        let profile = try #require(root.topViewController as? ProfileViewController)

        var outcome: RoutingResult?
        profile.logIn { outcome = $0 }
        await HeadlessRuntime.shared.waitUntilIdle()

        guard case .failure(let error) = outcome else {
            Issue.record("expected a failure, got \(String(describing: outcome))")
            return
        }
        let problem = try #require((error as? RoutingError)?.underlyingError as? ModuleError)
        #expect(problem.code == .unknownRoute)
        #expect("\(problem)".contains("LoginRoute"))
        #expect(root.viewControllers == [profile])
    }

    @Test("The avatar picker reaches the profile only through the app's adapter; without it, nothing is shown")
    func avatarNeedsTheAppsAdapter() async throws {
        let (navigator, modules) = Self.bareNavigator()
        modules.register(RoutableView<AvatarPickerInput>(), forMakingView: AvatarPickerViewController.self) { _ in
            AvatarPickerViewController()
        }
        let root = try navigator.navigationController(withInitialFeature: ProfileFeature.self)
        HeadlessRuntime.shared.makeKeyWindow(rootViewController: root)
        await HeadlessRuntime.shared.waitUntilIdle()
        let profile = try #require(root.topViewController as? ProfileViewController)

        #expect(throws: RoutingError.self) { try profile.chooseAvatar() }
        #expect(root.viewControllers == [profile])

        modules.register(adapter: RoutableView<AvatarChoosing>(), forAdaptee: RoutableView<AvatarPickerInput>())
        try profile.chooseAvatar()
        await HeadlessRuntime.shared.waitUntilIdle()
        let picker = try #require(root.topViewController as? AvatarPickerViewController)
        picker.pick("owl")
        await HeadlessRuntime.shared.waitUntilIdle()
        #expect(profile.avatar == "owl")
        #expect(root.viewControllers == [profile])
    }

    @Test("validate() at start names every dependency and module an app forgot to register")
    func validationNamesWhatIsMissing() {
        let navigator = RouteNavigator()
        let modules = ModuleRegistry(container: navigator.container)
        modules.require(RoutableView<AvatarChoosing>())
        navigator.register(routeHandler: ProfileRouteHandler())
        navigator.register(routeHandler: LoginRouteHandler())
        navigator.container.register(features: [ProfileFeature.self, LoginFeature.self])

        let report = navigator.container.validate()

        #expect(
            report.problems.map(\.code.name).sorted()
                == ["missingDependency", "missingDependency", "missingDependency", "missingModule"])
        for missing in ["HTTPClientProtocol", "ModuleRegistry", "Router", "AvatarChoosing"] {
            #expect(report.description.contains(missing), "names \(missing)")
        }
        // Held: the container hands out the navigator and the registry weakly.
        let wiring = ModuleWiring()
        #expect(wiring.navigator.container.validate().isValid)
    }

    /// A navigator with what the profile needs to be built, and no route handler, module or adapter.
    private static func bareNavigator() -> (RouteNavigator, ModuleRegistry) {
        let navigator = RouteNavigator()
        let modules = ModuleRegistry(container: navigator.container)
        navigator.container.register((any HTTPClientProtocol).self) { InMemoryHTTPClient() }
        navigator.container.register((any Router).self) { DefaultRouter() }
        // Strongly, unlike the app's wiring: a cycle with the container, which lives only for this test.
        navigator.container.register(ModuleRegistry.self) { modules }
        return (navigator, modules)
    }
}
