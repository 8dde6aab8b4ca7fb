import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

/// A handler that always throws, as one would for a route it did not expect.
final class ThrowingRouteHandler: RouteHandler {
    struct Refused: Error {}
    var routes: [any CodableRoute.Type] { [LoginRoute.self] }
    func destination(forRoute route: any CodableRoute, fromViewController viewController: UIViewController) throws -> any Feature.Type {
        throw Refused()
    }
}

extension RouteComposerTests {
    @MainActor
    @Suite("RouteNavigator")
    struct RouteNavigatorTests {
        let runtime = HeadlessRuntime.shared

        private func navigator(enabled: Bool = true) -> (RouteNavigator, ProfileRouteHandler) {
            let navigator = RouteNavigator(container: .profileWiring(enabled: enabled))
            let handler = ProfileRouteHandler()
            navigator.register(routeHandler: handler)
            navigator.register(routeHandler: LoginRouteHandler())
            return (navigator, handler)
        }

        /// Navigates and returns the one result the completion got.
        private func results(
            of navigator: RouteNavigator, route: any CodableRoute, from origin: UIViewController,
            style: FeaturePresentation
        ) async -> [RoutingResult] {
            var results: [RoutingResult] = []
            navigator.navigate(toRoute: route, fromView: origin, presentationStyle: style, animated: true) { results.append($0) }
            await runtime.waitUntilIdle()
            return results
        }

        @Test("push: the handler's feature is pushed onto the origin's navigation controller, built from the route")
        func push() async throws {
            let (_, _, navigation, list) = await runtime.showTabsWithList()
            let (navigator, handler) = navigator()

            let results = await results(of: navigator, route: ProfileRoute(someAnalyticsContext: "list"), from: list, style: .push)

            #expect(results.count == 1)
            #expect(results.first?.isSuccessful == true)
            let profile = try #require(navigation.topViewController as? FeatureProfileViewController)
            #expect(profile.route == ProfileRoute(someAnalyticsContext: "list"))
            #expect(handler.origins.first === list, "the handler chooses knowing the controller navigated from")
        }

        @Test("present: the feature is presented from the origin")
        func present() async throws {
            let (_, tabs, navigation, list) = await runtime.showTabsWithList()
            let (navigator, _) = navigator()

            let results = await results(of: navigator, route: ProfileRoute(someAnalyticsContext: "p"), from: list, style: .present)

            #expect(results.first?.isSuccessful == true)
            #expect(tabs.presentedViewController is FeatureProfileViewController)
            #expect(navigation.viewControllers.count == 1)
        }

        @Test("show: UIKit's show pushes inside a navigation controller")
        func show() async throws {
            let (_, _, navigation, list) = await runtime.showTabsWithList()
            let (navigator, _) = navigator()

            try await navigator.navigate(toRoute: ProfileRoute(someAnalyticsContext: "s"), fromView: list, presentationStyle: .show)
            await runtime.waitUntilIdle()

            #expect(navigation.topViewController is FeatureProfileViewController)
        }

        @Test("show outside a navigation controller presents, through RouterService's call without completion")
        func showPresentsOutsideNavigation() async throws {
            let (_, tabs, _, _) = await runtime.showTabsWithList()
            let home = try #require(tabs.viewControllers?.first)
            let (navigator, _) = navigator()
            let navigating: any RouteNavigating = navigator

            navigating.navigate(toRoute: ProfileRoute(someAnalyticsContext: "s"), fromView: home, presentationStyle: .show, animated: true)
            await runtime.waitUntilIdle()

            #expect(tabs.presentedViewController is FeatureProfileViewController)
        }

        @Test("A custom presentation made from an action is used like the built-in ones")
        func customPresentation() async throws {
            let (_, tabs, _, list) = await runtime.showTabsWithList()
            let (navigator, _) = navigator()
            let sheet = FeaturePresentation(name: "sheet", action: GeneralAction.presentModally(presentationStyle: .pageSheet))

            try await navigator.navigate(toRoute: ProfileRoute(someAnalyticsContext: "c"), fromView: list, presentationStyle: sheet)

            let presented = try #require(tabs.presentedViewController as? FeatureProfileViewController)
            #expect(presented.modalPresentationStyle == .pageSheet)
        }

        @Test("push from a controller outside any navigation controller: presentationUnavailable, nothing changes")
        func pushWithoutNavigationController() async throws {
            let (_, tabs, _, _) = await runtime.showTabsWithList()
            let home = try #require(tabs.viewControllers?.first)
            let (navigator, _) = navigator()
            let before = runtime.hierarchyDescription()

            let results = await results(of: navigator, route: ProfileRoute(someAnalyticsContext: "x"), from: home, style: .push)

            let problem = try #require(moduleError(in: results.first?.failureError))
            #expect(problem.code == .presentationUnavailable)
            #expect(problem.requiredType == UINavigationController.self)
            #expect(problem.detail == "push")
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("A presentation the feature refuses is unsupportedPresentation, before anything changes")
        func unsupportedPresentation() async throws {
            let (_, _, _, list) = await runtime.showTabsWithList()
            let (navigator, handler) = navigator()
            handler.feature = PushOnlyFeature.self
            let before = runtime.hierarchyDescription()

            let refused = await results(of: navigator, route: ProfileRoute(someAnalyticsContext: "x"), from: list, style: .present)

            let problem = try #require(moduleError(in: refused.first?.failureError))
            #expect(problem.code == .unsupportedPresentation)
            #expect(problem.requiredType == PushOnlyFeature.self)
            #expect(problem.detail == "present")
            #expect(runtime.hierarchyDescription() == before)

            let pushed = await results(of: navigator, route: ProfileRoute(someAnalyticsContext: "x"), from: list, style: .push)
            #expect(pushed.first?.isSuccessful == true)
        }

        @Test("A route no handler serves is unknownRoute, naming the route type and the served identifiers")
        func unknownRoute() async throws {
            let (_, _, _, list) = await runtime.showTabsWithList()
            let (navigator, _) = navigator()
            let before = runtime.hierarchyDescription()

            await #expect {
                try await navigator.navigate(toRoute: UnservedRoute(), fromView: list, presentationStyle: .push)
            } throws: { error in
                guard case RoutingError.compositionFailed = error, let problem = moduleError(in: error) else { return false }
                return problem.code == .unknownRoute && problem.requiredType == UnservedRoute.self
                    && problem.detail == "unserved" && problem.message.contains("profile_mainroute, login")
            }
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("A route of another type under a served identifier is unknown too")
        func impostorRoute() throws {
            let (navigator, _) = navigator()
            #expect(navigator.handles(ProfileRoute.self))
            #expect(!navigator.handles(ImpostorProfileRoute.self))
            #expect {
                _ = try navigator.destination(forRoute: ImpostorProfileRoute(), fromView: UIViewController(), presentationStyle: .present)
            } throws: { error in
                moduleError(in: error)?.code == .unknownRoute
            }
        }

        @Test("A handler that throws is routeHandlerFailed, naming the handler and the route, with its error")
        func handlerThrows() throws {
            let navigator = RouteNavigator()
            navigator.register(routeHandler: ThrowingRouteHandler())
            do {
                _ = try navigator.destination(forRoute: LoginRoute(), fromView: UIViewController(), presentationStyle: .present)
                Issue.record("expected routeHandlerFailed")
            } catch {
                let problem = try #require(moduleError(in: error))
                #expect(problem.code == .routeHandlerFailed)
                #expect(problem.requestingType == ThrowingRouteHandler.self)
                #expect(problem.requiredType == LoginRoute.self)
                #expect(problem.underlyingError is ThrowingRouteHandler.Refused)
            }
        }

        @Test("A feature's dependency problem reaches the completion, and nothing changes")
        func dependencyProblemThroughNavigator() async throws {
            let (_, _, _, list) = await runtime.showTabsWithList()
            let navigator = RouteNavigator(container: DependencyContainer())
            navigator.register(routeHandler: ProfileRouteHandler())
            let before = runtime.hierarchyDescription()

            let results = await results(of: navigator, route: ProfileRoute(someAnalyticsContext: "x"), from: list, style: .push)

            #expect(results.count == 1)
            let problem = try #require(moduleError(in: results.first?.failureError))
            #expect(problem.code == .missingDependency)
            #expect(problem.requestingType == ProfileFeature.self)
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("Features get the navigator as RouteNavigating; once it is gone, asking for it fails")
        func navigatorAsDependency() throws {
            let container = DependencyContainer()
            var navigator: RouteNavigator? = RouteNavigator(container: container)
            #expect(try container.resolve((any RouteNavigating).self) === navigator)
            let login = try FeatureFactory<UIViewController, Any?>(LoginFeature.self, in: container).execute()
            #expect(login is FeatureLoginViewController)
            weak let released = navigator
            navigator = nil
            #expect(released == nil, "the container must not keep its navigator alive")
            #expect {
                _ = try container.resolve((any RouteNavigating).self)
            } throws: { error in
                (error as? ModuleError)?.code == .dependencyFactoryFailed
            }
        }

        @Test("A later handler for a served identifier wins, and validate() reports the duplicate")
        func duplicateRoutes() throws {
            let (navigator, _) = navigator()
            navigator.register(routeHandler: ImpostorRouteHandler())

            #expect(navigator.handles(ImpostorProfileRoute.self))
            #expect(!navigator.handles(ProfileRoute.self))
            #expect(navigator.identifiers == ["profile_mainroute", "login"])
            let report = navigator.container.validate()
            let duplicates = report.problems.filter { $0.code == .duplicateRoute }
            #expect(duplicates.count == 1)
            #expect(duplicates.first?.requestingType == ImpostorRouteHandler.self)
            #expect(duplicates.first?.requiredType == ImpostorProfileRoute.self)
            #expect(duplicates.first?.actualType == ProfileRoute.self)
            #expect(duplicates.first?.message.contains("ProfileRouteHandler") == true)
        }

        @Test("navigationController(withInitialFeature:) roots a navigation controller in the feature, or throws its problem")
        func initialFeature() throws {
            let (navigator, _) = navigator(enabled: false)
            let navigation = try navigator.navigationController(withInitialFeature: ProfileFeature.self)
            #expect(navigation.viewControllers.first is LegacyProfileViewController)
            #expect {
                _ = try navigator.navigationController(withInitialFeature: DisabledFeature.self)
            } throws: { error in
                moduleError(in: error)?.code == .featureDisabled
            }
        }
    }
}
