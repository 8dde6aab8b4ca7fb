import Testing
import HeadlessTestSupport
import HeadlessUIKit
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
@Suite(.serialized, .headlessIsolation)
struct ModulesTourTests {
    @Test("The tour's last part validates the wiring and pushes the login from the profile")
    func tourPushesLoginFromProfile() async throws {
        HeadlessRuntime.shared.makeKeyWindow(rootViewController: UIViewController())
        await HeadlessRuntime.shared.waitUntilIdle()

        #expect(await ModulesTour(router: DefaultRouter()).run())

        let root = try #require(RouteComposerDefaults.shared.windowProvider.window?.rootViewController as? UINavigationController)
        #expect(root.viewControllers.count == 2)
        #expect(root.viewControllers.first is ProfileViewController)
        let login = try #require(root.topViewController as? LoginFormViewController)
        #expect(login.origin == "profile", "the route Profile built reached Login's feature")
        #expect(HeadlessRuntime.shared.exceptions.isEmpty)
    }

    @Test("`swift run Example modules` runs that part alone and exits 0; the usage names it")
    func modulesCommand() async {
        defer { RouteComposerDefaults.configureWith() }
        #expect(await ExampleApp.main(arguments: ["modules"]) == 0)
        #expect(ExampleApp.usage.contains("swift run Example modules"))
    }

    @Test("The profile is built with the client the app registered, which this module never imports")
    func profileGetsTheAppsClient() throws {
        let client = InMemoryHTTPClient(responses: ["/me": "Grace Hopper"])
        let navigator = ModuleWiring.makeNavigator(client: { client })

        let root = try navigator.navigationController(withInitialFeature: ProfileFeature.self)

        let profile = try #require(root.topViewController as? ProfileViewController)
        #expect(profile.userName == "Grace Hopper")
        #expect(client.requests == ["/me"])
    }

    @Test("Without Login's route handler the button fails with unknownRoute, and the screen stays as it was")
    func missingHandlerFailsBeforeAnythingChanges() async throws {
        let navigator = RouteNavigator()
        navigator.container.register((any HTTPClientProtocol).self) { InMemoryHTTPClient() }
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
        #expect("\(problem)".contains(LoginRoute.identifier) || "\(problem)".contains("LoginRoute"))
        #expect(root.viewControllers == [profile])
    }

    @Test("validate() at start names the client an app forgot to register")
    func validationNamesTheMissingClient() {
        let navigator = RouteNavigator()
        navigator.register(routeHandler: ProfileRouteHandler())
        navigator.register(routeHandler: LoginRouteHandler())
        navigator.container.register(features: [ProfileFeature.self, LoginFeature.self])

        let report = navigator.container.validate()

        #expect(report.problems.map(\.code) == [.missingDependency])
        #expect(report.description.contains("HTTPClientProtocol"))
        // Held: the container hands out its navigator weakly, so a released one is a problem too.
        let wired = ModuleWiring.makeNavigator()
        #expect(wired.container.validate().isValid)
    }
}
