import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// A router is a value: a copy changed afterwards leaves the original as it was, while both keep
    /// sharing the queue and the observers. Its parts are stored once and copied on the first
    /// change, and the settings its navigations read are made again after every change.
    @MainActor
    @Suite("DefaultRouter: copies and changes")
    struct RouterCopiesTests {
        let runtime = HeadlessRuntime.shared

        private var silentLogin: DestinationStep<ShopLoginViewController, Any?> {
            StepAssembler<ShopLoginViewController, Any?>()
                .finder(.classFinder)
                .factory(.classFactory)
                .using(SilentAction())
                .from(.current)
                .assemble()
        }

        @Test("Changing a copy leaves the original's values and interceptors alone; queue and observers stay shared")
        func copiesAreIndependent() async throws {
            _ = await runtime.startLoadScenario()
            var original = DefaultRouter(logger: nil)
            original.actionTimeout = 7
            var copy = original
            copy.actionTimeout = 3
            copy.interceptorTimeout = nil
            copy.rollbackPolicy = .leaveAsIs
            copy.leakDetection = .off
            var stopped = 0
            copy.add(
                InlineInterceptor<Any?> { (_: Any?, completion: @escaping (RoutingResult) -> Void) in
                    stopped += 1
                    completion(.failure(RoutingError.generic(.init("stopped by the copy's interceptor"))))
                })

            #expect(original.actionTimeout == 7)
            #expect(original.interceptorTimeout == 300)
            #expect(original.rollbackPolicy == .rollback)
            #expect(copy.actionTimeout == 3)
            #expect(copy.interceptorTimeout == nil)
            #expect(original.navigationQueue === copy.navigationQueue)
            #expect(original.observers === copy.observers)

            try await original.navigate(to: TestShop.login, animated: false)
            #expect(stopped == 0)
            await #expect(throws: RoutingError.self) { try await copy.navigate(to: TestShop.login, animated: false) }
            #expect(stopped == 1)
        }

        @Test("A copy's first change keeps every other part it had: deadlines, clock, policies and added tasks")
        func firstChangeKeepsTheOtherParts() async throws {
            _ = await runtime.startLoadScenario()
            let clock = ManualNavigationClock()
            var original = DefaultRouter(logger: nil, clock: clock)
            original.interceptorTimeout = 11
            original.actionTimeout = 7
            original.leakDetection = .off
            original.rollbackPolicy = .leaveAsIs
            original.linkArrivalPolicy = LinkArrivalPolicy(whenCovered: .wait, beforeRoot: .buffer)
            var stopped = 0
            original.add(
                InlineInterceptor<Any?> { (_: Any?, completion: @escaping (RoutingResult) -> Void) in
                    stopped += 1
                    completion(.failure(RoutingError.generic(.init("stopped by the original's interceptor"))))
                })
            var copy = original
            // The first change makes the copy's own parts, from the original's.
            copy.actionTimeout = 3

            #expect(copy.interceptorTimeout == 11)
            #expect(copy.clock === clock)
            #expect(copy.leakDetection == .off)
            #expect(copy.rollbackPolicy == .leaveAsIs)
            #expect(copy.linkArrivalPolicy == LinkArrivalPolicy(whenCovered: .wait, beforeRoot: .buffer))
            #expect(original.actionTimeout == 7)
            await #expect(throws: RoutingError.self) { try await copy.navigate(to: TestShop.login, animated: false) }
            #expect(stopped == 1)
        }

        /// Where a navigation's completion leaves its result.
        private final class Outcome {
            var result: RoutingResult?
            var timedOut: Bool { result?.failureError?.routingFailureReason == .timedOut }
        }

        /// Starts a navigation that only its action deadline can end, and lets the model settle.
        private func startSilentNavigation(with router: DefaultRouter) async throws -> Outcome {
            let outcome = Outcome()
            try router.navigate(to: silentLogin, animated: false) { outcome.result = $0 }
            await runtime.waitUntilIdle()
            return outcome
        }

        @Test("A change after a navigation reaches the next one: the run settings are made again")
        func changeReachesTheNextNavigation() async throws {
            _ = await runtime.startLoadScenario()
            let clock = ManualNavigationClock()
            var router = DefaultRouter(logger: nil, clock: clock)
            router.actionTimeout = 50
            let first = try await startSilentNavigation(with: router)
            clock.advance(by: 50)
            #expect(first.timedOut)

            router.actionTimeout = 2
            let second = try await startSilentNavigation(with: router)
            clock.advance(by: 2)
            #expect(second.timedOut)
        }

        @Test("A navigation keeps the settings it started with when its router changes meanwhile")
        func runningNavigationKeepsItsSettings() async throws {
            _ = await runtime.startLoadScenario()
            let clock = ManualNavigationClock()
            var router = DefaultRouter(logger: nil, clock: clock)
            router.actionTimeout = 5
            let outcome = try await startSilentNavigation(with: router)

            router.actionTimeout = 1
            clock.advance(by: 1)
            #expect(outcome.result == nil)
            clock.advance(by: 4)
            #expect(outcome.timedOut)
        }
    }
}
