import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

/// An interceptor, a context task and a post task that record what they saw.
@MainActor final class FeatureStepLog {
    var intercepted: [String] = []
    var posted: [String] = []
}

struct RecordingRouteInterceptor: RoutingInterceptor {
    let log: FeatureStepLog
    func perform(with context: ProfileRoute, completion: @escaping (RoutingResult) -> Void) {
        log.intercepted.append(context.someAnalyticsContext)
        completion(.success)
    }
}

struct ProfileRouteTask: ContextTask {
    func perform(on viewController: FeatureProfileViewController, with context: ProfileRoute) throws {
        viewController.taskContext = context.someAnalyticsContext
    }
}

struct RecordingRoutePostTask: PostRoutingTask {
    let log: FeatureStepLog
    func perform(on viewController: FeatureProfileViewController, with context: ProfileRoute, routingStack: [UIViewController]) {
        log.posted.append(context.someAnalyticsContext)
    }
}

extension RouteComposerTests {
    @MainActor
    @Suite("FeatureFactory")
    struct FeatureFactoryTests {
        let runtime = HeadlessRuntime.shared

        /// profile: pushed onto the navigation controller on screen, with an interceptor, a task and a post task.
        private func profileStep(
            window: UIWindow, container: DependencyContainer,
            log: FeatureStepLog
        ) -> DestinationStep<FeatureProfileViewController, ProfileRoute> {
            let windowProvider = CustomWindowProvider(window: window)
            return StepAssembly(
                finder: ClassFinder<FeatureProfileViewController, ProfileRoute>(options: .fullStack, windowProvider: windowProvider),
                factory: FeatureFactory(ProfileFeature.self, as: FeatureProfileViewController.self, in: container)
            )
            .adding(RecordingRouteInterceptor(log: log))
            .adding(ProfileRouteTask())
            .adding(RecordingRoutePostTask(log: log))
            .using(UINavigationController.push())
            .from(GeneralStep.custom(using: ClassFinder<UINavigationController, ProfileRoute>(options: .fullStack, windowProvider: windowProvider)))
            .assemble()
        }

        @Test("A feature step is built with its dependencies and route when missing, and found when on screen")
        func builtThenFound() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let container = DependencyContainer.profileWiring()
            let log = FeatureStepLog()
            let step = profileStep(window: window, container: container, log: log)
            let buildsBefore = FeatureBuilds.count

            try await DefaultRouter().navigate(to: step, with: ProfileRoute(someAnalyticsContext: "home"), animated: false)

            let profile = try #require(navigation.topViewController as? FeatureProfileViewController)
            #expect(profile.clientName == "wired")
            #expect(profile.route == ProfileRoute(someAnalyticsContext: "home"))
            #expect(profile.taskContext == "home")
            #expect(FeatureBuilds.count == buildsBefore + 1)

            try await DefaultRouter().navigate(to: step, with: ProfileRoute(someAnalyticsContext: "again"), animated: false)

            #expect(navigation.topViewController === profile, "the profile on screen is found, not rebuilt")
            #expect(navigation.viewControllers.count == 2)
            #expect(FeatureBuilds.count == buildsBefore + 1)
            #expect(profile.taskContext == "again")
            #expect(log.intercepted == ["home", "again"])
            #expect(log.posted == ["home", "again"])
        }

        @Test("A missing dependency fails the navigation before any change, naming the feature and the protocol")
        func missingDependencyChangesNothing() async throws {
            let (window, _, _, _) = await runtime.showTabsWithList()
            let container = DependencyContainer()
            container.register((any ClientService).self) { LiveClient() }
            let log = FeatureStepLog()
            let before = runtime.hierarchyDescription()
            let buildsBefore = FeatureBuilds.count
            var results: [RoutingResult] = []

            DefaultRouter().commitNavigation(
                to: profileStep(window: window, container: container, log: log),
                with: ProfileRoute(someAnalyticsContext: "x"), animated: false
            ) { results.append($0) }
            await runtime.waitUntilIdle()

            #expect(results.count == 1)
            let problem = try #require(moduleError(in: results.first?.failureError))
            #expect(problem.code == .missingDependency)
            #expect(problem.requestingType == ProfileFeature.self)
            #expect(problem.requiredType == (any FeatureFlags).self)
            let described = String(describing: try #require(results.first?.failureError))
            #expect(described.contains("ProfileFeature"))
            #expect(runtime.hierarchyDescription() == before)
            #expect(log.intercepted.isEmpty, "preparation fails before the interceptors run")
            #expect(FeatureBuilds.count == buildsBefore)
        }

        @Test("A disabled feature is replaced by its fallback")
        func disabledFallsBack() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let container = DependencyContainer.profileWiring(enabled: false)
            let step = StepAssembly(
                finder: NilFinder<UIViewController, ProfileRoute>(),
                feature: ProfileFeature.self, in: container
            )
            .using(UINavigationController.push())
            .from(GeneralStep.custom(using: InstanceFinder<UINavigationController, ProfileRoute>(instance: navigation)))
            .assemble()
            _ = window

            try await DefaultRouter().navigate(to: step, with: ProfileRoute(someAnalyticsContext: "x"), animated: false)

            #expect(navigation.topViewController is LegacyProfileViewController)
        }

        @Test("A disabled feature without fallback fails before any change with featureDisabled")
        func disabledWithoutFallbackChangesNothing() async throws {
            let (_, _, navigation, _) = await runtime.showTabsWithList()
            let before = runtime.hierarchyDescription()
            let step = StepAssembly(finder: NilFinder<UIViewController, Any?>(), feature: DisabledFeature.self, in: DependencyContainer())
                .using(UINavigationController.push())
                .from(GeneralStep.custom(using: InstanceFinder<UINavigationController, Any?>(instance: navigation)))
                .assemble()

            await #expect {
                try await DefaultRouter().navigate(to: step, animated: false)
            } throws: { error in
                guard case RoutingError.compositionFailed = error, let problem = moduleError(in: error) else { return false }
                return problem.code == .featureDisabled && problem.requiredType == DisabledFeature.self
            }
            await runtime.waitUntilIdle()
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("A fallback that is disabled in turn, without its own fallback, is the feature reported")
        func disabledFallbackChain() throws {
            var factory = FeatureFactory<UIViewController, Any?>(DisabledWithDisabledFallback.self, in: DependencyContainer())
            #expect {
                try factory.prepare()
            } throws: { error in
                guard let problem = moduleError(in: error) else { return false }
                return problem.code == .featureDisabled && problem.requiredType == DisabledFeature.self
                    && problem.requestingType == DisabledWithDisabledFallback.self
                    && problem.message.contains("DisabledWithDisabledFallback → ")
            }
        }

        @Test("Fallbacks that lead back to each other are a cycle with its path")
        func fallbackCycle() throws {
            var factory = FeatureFactory<UIViewController, Any?>(LoopingFeatureA.self, in: DependencyContainer())
            do {
                try factory.prepare()
                Issue.record("expected a fallback cycle")
            } catch {
                let problem = try #require(moduleError(in: error))
                #expect(problem.code == .featureFallbackCycle)
                #expect(
                    problem.cycle.map(ObjectIdentifier.init)
                        == ([LoopingFeatureA.self, LoopingFeatureB.self, LoopingFeatureA.self] as [Any.Type]).map(ObjectIdentifier.init))
                #expect(problem.message.contains("LoopingFeatureA → "))
            }
        }

        @Test("A dependency cycle below a feature is reported with its path")
        func dependencyCycleBelowFeature() throws {
            struct CyclicFeature: Feature {
                @Dependency var a: any CycleA
                func build(fromRoute route: (any CodableRoute)?) -> UIViewController { UIViewController() }
            }
            let container = DependencyContainer()
            container.register((any CycleA).self) { container in try container.injectDependencies(into: CycleAImpl()) }
            container.register((any CycleB).self) { container in try container.injectDependencies(into: CycleBImpl()) }
            container.register((any CycleC).self) { container in try container.injectDependencies(into: CycleCImpl()) }
            var factory = FeatureFactory<UIViewController, Any?>(CyclicFeature.self, in: container)
            #expect {
                try factory.prepare()
            } throws: { error in
                moduleError(in: error)?.code == .dependencyCycle
            }
        }

        @Test("A feature that builds another controller than the step expects is a type mismatch")
        func wrongControllerType() throws {
            let factory = FeatureFactory<FeatureProfileViewController, ProfileRoute>(
                LegacyProfileFeature.self, as: FeatureProfileViewController.self, in: DependencyContainer())
            #expect {
                _ = try factory.execute(with: ProfileRoute(someAnalyticsContext: "x"))
            } throws: { error in
                guard case let RoutingError.typeMismatch(type, expected, _) = error else { return false }
                return type == LegacyProfileViewController.self && expected == FeatureProfileViewController.self
            }
        }

        @Test("A route inside an optional context reaches the feature; a context that is no route reaches it as nil")
        func routeFromContext() throws {
            let container = DependencyContainer.profileWiring()
            let fromOptional = try FeatureFactory<UIViewController, Any?>(ProfileFeature.self, in: container)
                .execute(with: ProfileRoute(someAnalyticsContext: "boxed"))
            #expect((fromOptional as? FeatureProfileViewController)?.route?.someAnalyticsContext == "boxed")
            let fromString = try FeatureFactory<UIViewController, String>(ProfileFeature.self, in: container).execute(with: "no route")
            #expect((fromString as? FeatureProfileViewController)?.route == nil)
        }

        @Test("Build without preparation resolves the feature itself, and a feature's own error passes through")
        func buildWithoutPreparation() throws {
            let built = try FeatureFactory<UIViewController, Any?>(LegacyProfileFeature.self, in: DependencyContainer()).build()
            #expect(built is LegacyProfileViewController)
            #expect(throws: ThrowingFeature.Failed.self) {
                try FeatureFactory<UIViewController, Any?>(ThrowingFeature.self, in: DependencyContainer()).execute()
            }
        }

        @Test("isEnabled is asked at preparation, so a flag flipped later takes effect on the next navigation")
        func flagReadAtPreparation() throws {
            let flags = SwitchableFlags(profileEnabled: false)
            let container = DependencyContainer()
            container.register((any ClientService).self) { LiveClient() }
            container.register((any FeatureFlags).self, scope: .singleton) { flags }
            let factory = FeatureFactory<UIViewController, Any?>(ProfileFeature.self, in: container)
            #expect(try factory.execute() is LegacyProfileViewController)
            flags.profileEnabled = true
            #expect(try factory.execute() is FeatureProfileViewController)
        }
    }
}
