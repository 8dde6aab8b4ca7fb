import Foundation
import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// How events reach observers: across queued navigations, re-entrantly raised, after
    /// unregistering, and not at all when nobody listens.
    @MainActor
    @Suite("Lifecycle: observers and the queue")
    struct NavigationObserverTests {
        let runtime = HeadlessRuntime.shared

        /// Navigates from inside an event, once.
        private final class NavigatingObserver: NavigationObserver {
            var onEvent: ((NavigationEvent) -> Void)?
            private(set) var lines: [String] = []

            func navigationDidReport(_ event: NavigationEvent) {
                lines.append("\(event.navigation.rawValue) \(event.kind)")
                let action = onEvent
                onEvent = nil
                action?(event)
            }
        }

        @Test("Two queued navigations never interleave: the first's finished comes before the second's started")
        func queuedPairDoesNotInterleave() async throws {
            _ = await runtime.startLoadScenario()
            let (router, recorder) = DefaultRouter.observed()

            try router.navigate(to: TestShop.product, with: "1", animated: true, completion: nil)
            try router.navigate(to: TestShop.login, animated: true, completion: nil)
            await runtime.waitUntilIdle()

            let ids = recorder.events.map(\.navigation)
            #expect(recorder.navigations.count == 2)
            let firstEnd = try #require(recorder.events.firstIndex { $0.kind == .finished })
            #expect(ids[...firstEnd].allSatisfy { $0 == recorder.navigations[0] })
            #expect(ids[(firstEnd + 1)...].allSatisfy { $0 == recorder.navigations[1] })
            #expect(recorder.events[firstEnd + 1].kind == .started)
            #expect(recorder.events.last?.kind == .finished)
        }

        @Test("A superseded request is reported once, as discarded, with the superseded reason")
        func supersededIsDiscarded() async throws {
            _ = await runtime.startLoadScenario()
            let (router, recorder) = DefaultRouter.observed(queue: NavigationQueue(policy: .latestWins))

            for id in ["1", "2", "3"] {
                try router.navigate(to: TestShop.product, with: id, animated: true, completion: nil)
            }
            await runtime.waitUntilIdle()

            let discarded = recorder.events(of: .discarded)
            #expect(discarded.count == 1)
            let superseded = try #require(discarded.first)
            #expect(superseded.error?.routingFailureReason == .superseded)
            #expect(recorder.events.filter { $0.navigation == superseded.navigation }.count == 1)
            #expect(recorder.events(of: .started).count == 2)
            #expect(recorder.events(of: .finished).count == 2)
        }

        @Test("A request refused by a busy queue is reported once, as discarded")
        func rejectedIsDiscarded() async throws {
            _ = await runtime.startLoadScenario()
            let (router, recorder) = DefaultRouter.observed(queue: NavigationQueue(policy: .reject))

            try router.navigate(to: TestShop.product, with: "1", animated: true, completion: nil)
            #expect(throws: RoutingError.self) { try router.navigate(to: TestShop.login, animated: true, completion: nil) }
            await runtime.waitUntilIdle()

            let discarded = try #require(recorder.events(of: .discarded).first)
            #expect(discarded.error?.routingFailureReason == .navigationInProgress)
            // Reported when refused, while the running navigation goes on: it never ran, so
            // nothing of it can interleave.
            #expect(recorder.events.filter { $0.navigation == discarded.navigation }.count == 1)
            #expect(recorder.events(of: .started).count == 1)
            #expect(recorder.events.last?.kind == .finished)
        }

        @Test("An observer that navigates from inside an event: the new events wait, so every observer sees one order")
        func reentrantNavigationKeepsOrder() async throws {
            _ = await runtime.startLoadScenario()
            let observers = NavigationObservers()
            let first = DefaultRouter(logger: nil, clock: ManualNavigationClock(), observers: observers)
            let second = DefaultRouter(logger: nil, clock: ManualNavigationClock(), observers: observers)
            let navigating = NavigatingObserver()
            let watching = NavigatingObserver()
            observers.add(navigating)
            observers.add(watching)
            navigating.onEvent = { _ in second.commitNavigation(to: TestShop.cart, animated: false) }

            try await first.navigate(to: TestShop.catalog, animated: false)
            await runtime.waitUntilIdle()

            #expect(navigating.lines == watching.lines)
            // The second router's navigation started inside the delivery of the first's "started",
            // and is reported after it, in full, before the first goes on.
            let secondStart = try #require(watching.lines.firstIndex { $0.hasSuffix("started") && $0 != watching.lines[0] })
            #expect(secondStart == 1)
        }

        @Test("Cancelling a token, dropping an observer or dropping a closure's token stops delivery")
        func unregistering() async throws {
            _ = await runtime.startLoadScenario()
            let router = DefaultRouter(logger: nil, clock: ManualNavigationClock())
            let kept = EventRecorder()
            var dropped: EventRecorder? = EventRecorder()
            let cancelled = EventRecorder()
            router.observers.add(kept)
            router.observers.add(try #require(dropped))
            let cancelledToken = router.observers.add(cancelled)
            var closureCount = 0
            var closureToken: NavigationObservation? = router.observers.add { _ in closureCount += 1 }
            try await router.navigate(to: TestShop.catalog, animated: false)
            let perNavigation = kept.events.count
            #expect(closureCount == perNavigation)
            #expect(dropped?.events.count == perNavigation)

            dropped = nil
            cancelledToken.cancel()
            closureToken = nil
            try await router.navigate(to: TestShop.cart, animated: false)

            #expect(kept.events.count > perNavigation)
            #expect(cancelled.events.count == perNavigation)
            #expect(closureCount == perNavigation)
            #expect(closureToken == nil)
        }

        @Test("The failure handler sees failures and discarded requests only")
        func failureHandler() async throws {
            _ = await runtime.startLoadScenario()
            let router = DefaultRouter(logger: nil, clock: ManualNavigationClock())
            var failures: [String] = []
            let token = router.observers.onFailure { error, event in failures.append("\(event.kind) \(type(of: error))") }

            try await router.navigate(to: TestShop.catalog, animated: false)
            await #expect(throws: (any Error).self) {
                try await router.navigate(to: TestShop.failingAtSecondStep, animated: false)
            }

            #expect(failures == ["failed BuildFailed"], "the factory's own error, as it threw it")
            _ = token
        }

        @Test("Nobody observing and leak detection off: no event is made and no census taken")
        func zeroCostWithoutObservers() async throws {
            _ = await runtime.startLoadScenario()
            var router = DefaultRouter(logger: nil, clock: ManualNavigationClock())
            router.leakDetection = .off
            try await router.navigate(to: TestShop.product, with: "1", animated: false)
            try await router.navigate(to: TestShop.login, animated: false)
            try await router.navigate(to: TestShop.catalog, animated: false)
            try await router.navigate(to: TestShop.product, with: "2", animated: false)
            try await router.dismiss(try #require(ControllerCensus.alive.first { $0 is ShopProductViewController }), animated: false)

            #expect(router.observers.eventsMade == 0)
            #expect(router.observers.censusesTaken == 0)

            // With leak detection on, censuses are taken, but still no event is made.
            router.leakDetection = .after(2)
            try await router.navigate(to: TestShop.login, animated: false)
            try await router.navigate(to: TestShop.cart, animated: false)
            #expect(router.observers.eventsMade == 0)
            #expect(router.observers.censusesTaken > 0)
        }
    }
}
