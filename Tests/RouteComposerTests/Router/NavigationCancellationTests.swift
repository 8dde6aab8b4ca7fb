import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Cancelling the `Task` of an async navigation: a waiting request goes, a running one stops at
    /// its next step boundary, and the caller hears `CancellationError` exactly once.
    @MainActor
    @Suite("DefaultRouter: cancellation and nested navigations")
    struct NavigationCancellationTests {
        let runtime = HeadlessRuntime.shared

        private func guardedSettings(_ perform: @escaping (Any?, @escaping (RoutingResult) -> Void) -> Void) -> DestinationStep<
            ShopSettingsViewController, Any?
        > {
            TestShop.settings(guardedBy: InlineInterceptor<Any?>(perform))
        }

        private func start() async -> UIWindow {
            await runtime.startLoadScenario()
        }

        /// Runs `navigation` in a task and reports how it ended.
        private func outcome(of task: Task<Void, Error>) async -> Error? {
            do {
                try await task.value
                return nil
            } catch {
                return error
            }
        }

        @Test("Cancelling a waiting request removes it: it never runs, and throws CancellationError")
        func cancelWaiting() async throws {
            let window = await start()
            let router = DefaultRouter(logger: nil)
            var pending: ((RoutingResult) -> Void)?
            try router.navigate(to: guardedSettings { _, completion in pending = completion }, animated: true, completion: nil)
            let waiting = Task { @MainActor in try await router.navigate(to: TestShop.login, animated: true) }
            for _ in 0..<100 where router.navigationQueue.waitingCount == 0 {
                await runtime.runTurns(1)
            }
            #expect(router.navigationQueue.waitingCount == 1)

            waiting.cancel()
            let error = await outcome(of: waiting)
            pending?(.success)
            await runtime.waitUntilIdle()

            #expect(error is CancellationError)
            #expect(router.navigationQueue.waitingCount == 0)
            #expect(ControllerCensus.alive.contains { $0 is ShopLoginViewController } == false)
            #expect(Screen.visibleLeaf(in: window) is ShopSettingsViewController)
        }

        @Test("A task cancelled before it navigates throws CancellationError and changes nothing")
        func cancelledBeforeStart() async throws {
            _ = await start()
            let before = runtime.hierarchyDescription()
            let task = Task { @MainActor in
                withUnsafeCurrentTask { $0?.cancel() }
                try await DefaultRouter(logger: nil).navigate(to: TestShop.login, animated: false)
            }
            #expect(await outcome(of: task) is CancellationError)
            await runtime.waitUntilIdle()
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("Cancelling while an interceptor runs ends the navigation at once, screen untouched; the late completion is ignored")
        func cancelDuringInterceptor() async throws {
            _ = await start()
            let logger = RecordingLogger()
            let router = DefaultRouter(logger: logger)
            var pending: ((RoutingResult) -> Void)?
            let destination = guardedSettings { _, completion in pending = completion }
            let before = runtime.hierarchyDescription()
            let task = Task { @MainActor in try await router.navigate(to: destination, animated: true) }
            await runtime.runTurns(1)
            #expect(pending != nil)

            task.cancel()
            #expect(await outcome(of: task) is CancellationError)
            pending?(.success)
            await runtime.waitUntilIdle()

            #expect(runtime.hierarchyDescription() == before)
            #expect(!router.navigationQueue.isNavigating)
            // It called its completion once, late: ignored, and not reported as a second call.
            #expect(!logger.warnings.contains { $0.contains("more than once") })
            #expect(logger.messages.contains { "\($0)".contains("completed after the navigation had ended") })
        }

        /// Presents without animation and completes only when the test releases it.
        private struct HeldPresentAction: Action {
            typealias ViewController = UIViewController
            let hold: @MainActor (@escaping () -> Void) -> Void
            func perform(
                with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
                completion: @escaping (RoutingResult) -> Void
            ) {
                existingController.present(viewController, animated: false) {
                    hold { completion(.success) }
                }
            }
        }

        // Before rollback existed, what was done before the boundary stayed on screen; a cancelled
        // navigation now rolls back like a failed one, and .leaveAsIs keeps the old behaviour.
        @Test(
            "Cancelling a running navigation stops it at the next step boundary, once; what was done is rolled back, or stays under .leaveAsIs",
            arguments: [RollbackPolicy.rollback, .leaveAsIs])
        func cancelBetweenSteps(policy: RollbackPolicy) async throws {
            let window = await start()
            let before = runtime.hierarchyDescription()
            var router = DefaultRouter(logger: nil)
            router.rollbackPolicy = policy
            var release: (() -> Void)?
            let login = StepAssembler<ShopLoginViewController, Any?>()
                .finder(.classFinder)
                .factory(.classFactory)
                .using(HeldPresentAction { release = $0 })
                .from(.current)
                .assemble()
            let reviews = StepAssembler<ShopReviewsViewController, Any?>()
                .finder(.classFinder)
                .factory(.classFactory)
                .using(.present)
                .from(login)
                .assemble()
            let task = Task { @MainActor in try await router.navigate(to: reviews, animated: false) }
            for _ in 0..<100 where release == nil {
                await runtime.runTurns(1)
            }
            #expect(release != nil, "the first step's action is in flight")

            task.cancel()
            await runtime.runTurns(1)
            release?()
            #expect(await outcome(of: task) is CancellationError)
            await runtime.waitUntilIdle()

            #expect(!router.navigationQueue.isNavigating)
            #expect(ControllerCensus.alive.contains { $0 is ShopReviewsViewController } == false, "the next step was never built")
            if policy == .rollback {
                #expect(runtime.hierarchyDescription() == before, "the login presented before the boundary is dismissed again")
            } else {
                #expect(Screen.visibleLeaf(in: window) is ShopLoginViewController, "what was done before the boundary stays")
            }
            // The queue is free again.
            try await router.navigate(to: TestShop.settings, animated: false)
        }

        @Test("Cancelling while the router waits for a transition in flight stops it before it asks UIKit for anything")
        func cancelWhileWaitingForTransition() async throws {
            let window = await start()
            let root = try #require(window.rootViewController)
            runtime.transitionDuration = 1
            let cart = ShopCartViewController()
            root.present(cart, animated: true)
            let router = DefaultRouter(logger: nil)
            // The shop's tabs replace the root: the router must first dismiss the cart from the root,
            // and waits for its presentation to end before it may.
            let task = Task { @MainActor in try await router.navigate(to: TestShop.home, animated: true) }
            await runtime.runTurns(3)
            #expect(router.navigationQueue.isNavigating, "the navigation waits for the presentation to end")

            task.cancel()
            await runtime.runTurns(1)
            await runtime.advanceTime(by: 1)
            #expect(await outcome(of: task) is CancellationError)
            await runtime.waitUntilIdle()

            #expect(root.presentedViewController === cart, "nothing was dismissed")
            #expect(window.rootViewController === root, "nothing was replaced")
            #expect(runtime.warnings.isEmpty)
        }

        @Test("An interceptor may navigate with the same router, synchronously, without waiting behind its own navigation")
        func nestedNavigationFromInterceptor() async throws {
            let window = await start()
            var router = DefaultRouter(logger: nil)
            router.interceptorTimeout = nil
            var loginShownBeforeCompleting = false
            let destination = guardedSettings { [router] _, completion in
                do {
                    try router.navigate(to: TestShop.login, animated: false) { result in
                        loginShownBeforeCompleting = result.isSuccessful && Screen.visibleLeaf(in: window) is ShopLoginViewController
                        completion(result)
                    }
                } catch {
                    completion(.failure(error))
                }
            }

            try await router.navigate(to: destination, animated: false)

            #expect(loginShownBeforeCompleting)
            #expect(Screen.visibleLeaf(in: window) is ShopSettingsViewController)
        }

        @Test("An interceptor may navigate from a Task it starts, which is nested too")
        func nestedNavigationFromInterceptorTask() async throws {
            let window = await start()
            var router = DefaultRouter(logger: nil)
            router.interceptorTimeout = nil
            let destination = guardedSettings { [router] _, completion in
                Task { @MainActor in
                    do {
                        try await router.navigate(to: TestShop.login, animated: true)
                        completion(.success)
                    } catch {
                        completion(.failure(error))
                    }
                }
            }

            try await router.navigate(to: destination, animated: true)

            #expect(Screen.visibleLeaf(in: window) is ShopSettingsViewController)
        }

        @Test("A navigation started by a nested navigation's interceptor, after the outer call returned, is nested too")
        func nestedTwoLevels() async throws {
            let window = await start()
            var router = DefaultRouter(logger: nil)
            router.interceptorTimeout = 5  // a regression fails in seconds instead of hanging
            // The login screen is guarded too: its interceptor navigates on a later turn, from a
            // Task started by the login navigation, not by the outer one.
            let guardedLogin = StepAssembler<ShopLoginViewController, Any?>()
                .finder(.classFinder)
                .factory(.classFactory)
                .adding(
                    InlineInterceptor<Any?> { [router] _, completion in
                        Task { @MainActor in
                            do {
                                try await router.navigate(to: TestShop.cart, animated: false)
                                completion(.success)
                            } catch {
                                completion(.failure(error))
                            }
                        }
                    }
                )
                .using(.present(presentationStyle: .fullScreen))
                .from(.current)
                .assemble()
            let destination = guardedSettings { [router] _, completion in
                router.commitNavigation(to: guardedLogin, animated: false) { completion($0) }
            }

            try await router.navigate(to: destination, animated: false)

            #expect(Screen.visibleLeaf(in: window) is ShopSettingsViewController)
            #expect(!router.navigationQueue.isNavigating)
        }

        @Test("Another request made while an interceptor waits is not nested: it waits its turn")
        func unrelatedRequestWaits() async throws {
            _ = await start()
            let router = DefaultRouter(logger: nil)
            var pending: ((RoutingResult) -> Void)?
            var order: [String] = []
            try router.navigate(to: guardedSettings { _, completion in pending = completion }, animated: false) { _ in order.append("settings") }
            try router.navigate(to: TestShop.login, animated: false) { _ in order.append("login") }
            await runtime.waitUntilIdle()
            #expect(order.isEmpty)
            #expect(router.navigationQueue.waitingCount == 1)

            pending?(.success)
            await runtime.waitUntilIdle()
            #expect(order == ["settings", "login"])
        }
    }
}
