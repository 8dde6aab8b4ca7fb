import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("DependencyContainer: feature validation")
    struct FeatureValidationTests {
        @Test("validate() reports every registered feature's dependency problems and fallback cycles at once, building no screen")
        func reportsEverything() {
            let container = DependencyContainer()
            container.register((any ClientService).self) { LiveClient() }
            container.register(features: [ProfileFeature.self, FallsBackToNeedy.self, LoopingFeatureA.self])
            let buildsBefore = FeatureBuilds.count

            let report = container.validate()

            #expect(report.problems.count == 4, "\(report)")
            let missing = report.problems.filter { $0.code == .missingDependency }
            #expect(missing.contains { $0.requestingType == ProfileFeature.self && $0.requiredType == (any FeatureFlags).self })
            #expect(missing.contains { $0.requestingType == NeedyFeature.self && $0.requiredType == (any StoreService).self })
            #expect(missing.contains { $0.requestingType == NeedyFeature.self && $0.requiredType == (any ValueService).self })
            let cycle = report.problems.first { $0.code == .featureFallbackCycle }
            #expect(
                cycle?.cycle.map(ObjectIdentifier.init)
                    == ([LoopingFeatureA.self, LoopingFeatureB.self, LoopingFeatureA.self] as [Any.Type]).map(ObjectIdentifier.init))
            #expect(FeatureBuilds.count == buildsBefore)
        }

        @Test("A fallback's problems are found even while the feature is enabled")
        func fallbackCheckedWhileEnabled() {
            let container = DependencyContainer.profileWiring(enabled: true)
            struct EnabledWithNeedyFallback: Feature {
                func fallback(forRoute route: (any CodableRoute)?) -> (any Feature.Type)? { NeedyFeature.self }
                func build(fromRoute route: (any CodableRoute)?) -> UIViewController { UIViewController() }
            }
            container.register(feature: EnabledWithNeedyFallback.self)

            let report = container.validate()

            #expect(report.problems.map(\.code) == [.missingDependency, .missingDependency])
            #expect(report.problems.allSatisfy { $0.requestingType == NeedyFeature.self })
        }

        @Test("A wired feature validates, and a feature disabled now is not reported: its flag may change before it is shown")
        func validWiring() {
            let container = DependencyContainer.profileWiring(enabled: false)
            container.register(features: [ProfileFeature.self, DisabledFeature.self])
            let navigator = RouteNavigator(container: container)
            container.register(feature: LoginFeature.self)

            let report = withExtendedLifetime(navigator) { container.validate() }

            #expect(report.isValid, "\(report)")
        }

        @Test("A dependency of the wrong type is reported naming the feature, the protocol and what was made")
        func wrongDependencyType() {
            let container = DependencyContainer()
            container.register(dependencyFactory: { NotAClient() }, forType: (any ClientService).self)
            container.register((any FeatureFlags).self) { SwitchableFlags(profileEnabled: true) }
            container.register(feature: ProfileFeature.self)

            let problems = container.validate().problems.filter { $0.requestingType == ProfileFeature.self }

            #expect(problems.count == 1)
            #expect(problems.first?.code == .wrongDependencyType)
            #expect(problems.first?.requiredType == (any ClientService).self)
            #expect(problems.first?.actualType == NotAClient.self)
        }
    }
}
