import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Requests made from inside a running navigation (its interceptors and post-routing tasks)
    /// are nested in it: they run at once, never beside each other, and the navigation neither
    /// goes on nor ends, so the queue starts nothing new, until they have ended.
    @MainActor
    @Suite("DefaultRouter: navigations nested in a navigation")
    struct NestedNavigationTests {
        let runtime = HeadlessRuntime.shared

        /// How a request ended, as its completion saw it.
        @MainActor
        final class Ending {
            var calls = 0
            var result: RoutingResult?
            var shownWhenReported: Bool?
            var order: Int?

            func record(_ result: RoutingResult, shown: Bool, order: inout Int) {
                calls += 1
                self.result = result
                shownWhenReported = shown
                order += 1
                self.order = order
            }
        }

        /// The home screen presented over the current one, with `postTask` run after it arrives.
        private func home(postTask: @escaping @MainActor () -> Void) -> DestinationStep<ShopHomeViewController, Any?> {
            StepAssembler<ShopHomeViewController, Any?>()
                .finder(.classFinder)
                .factory(.classFactory)
                .adding(InlinePostTask<ShopHomeViewController, Any?> { _, _, _ in postTask() })
                .using(.present(presentationStyle: .fullScreen))
                .from(.current)
                .assemble()
        }

        private func isShown<VC: UIViewController>(_ type: VC.Type, in window: UIWindow) -> Bool {
            guard let leaf = Screen.visibleLeaf(in: window) else { return false }
            return leaf is VC && Screen.shows(leaf, in: window)
        }

        @Test(
            "A post task's fire-and-forget navigation holds the queue: the next navigation starts after it and ends on screen",
            arguments: [NavigationQueuePolicy.enqueue, .latestWins])
        func postTaskFireAndForget(policy: NavigationQueuePolicy) async throws {
            let window = await runtime.startLoadScenario()
            runtime.transitionDuration = 1
            let router = DefaultRouter.forLoad()
            router.navigationQueue.policy = policy
            var order = 0
            let login = Ending()
            let first = Ending()
            let guarded = Ending()
            let homeWithLogin = home {
                router.commitNavigation(to: TestShop.login, animated: true) { result in
                    login.record(result, shown: isShown(ShopLoginViewController.self, in: window), order: &order)
                }
            }
            router.commitNavigation(to: homeWithLogin, animated: true) { result in
                let home = ControllerCensus.alive.first { $0 is ShopHomeViewController }
                first.record(result, shown: home?.viewIfLoaded?.window === window, order: &order)
            }
            let settings = TestShop.settings(guardedBy: InlineInterceptor<Any?> { _, completion in completion(.success) })
            router.commitNavigation(to: settings, animated: true) { result in
                guarded.record(result, shown: isShown(ShopSettingsViewController.self, in: window), order: &order)
            }
            await runtime.waitUntilIdle()

            for ending in [login, first, guarded] {
                #expect(ending.calls == 1)
                #expect(ending.result?.isSuccessful == true, "\(String(describing: ending.result))")
                #expect(ending.shownWhenReported == true)
            }
            // The navigation reports its own outcome at once; the guarded one starts only after
            // the post task's navigation has ended too.
            #expect(first.order == 1 && login.order == 2 && guarded.order == 3)
            #expect(isShown(ShopSettingsViewController.self, in: window))
            #expect(runtime.warnings.isEmpty, "\(runtime.warnings)")
            #expect(!router.navigationQueue.isNavigating && router.navigationQueue.waitingCount == 0)
        }

        @Test("Cancelled while its interceptor waits for a nested login, a navigation holds the queue until the login has arrived")
        func cancelledWhileNestedRuns() async throws {
            let window = await runtime.startLoadScenario()
            runtime.transitionDuration = 1
            let router = DefaultRouter.forLoad()
            var order = 0
            let login = Ending()
            let loginGuard = InlineInterceptor<Any?> { _, _ in
                // Shows the login screen and waits for a close that never comes.
                router.commitNavigation(to: TestShop.login, animated: true) { result in
                    login.record(result, shown: isShown(ShopLoginViewController.self, in: window), order: &order)
                }
            }
            let task = Task { @MainActor in try await router.navigate(to: TestShop.settings(guardedBy: loginGuard), animated: true) }
            await runtime.runTurns(1)
            #expect(router.navigationQueue.isNavigating)
            task.cancel()
            let reviews = Ending()
            router.commitNavigation(to: home {}, animated: true) { result in
                reviews.record(result, shown: isShown(ShopHomeViewController.self, in: window), order: &order)
            }
            await runtime.waitUntilIdle()

            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(login.calls == 1 && login.result?.isSuccessful == true && login.shownWhenReported == true)
            #expect(reviews.calls == 1 && reviews.result?.isSuccessful == true && reviews.shownWhenReported == true)
            #expect(login.order == 1 && reviews.order == 2)
            #expect(isShown(ShopHomeViewController.self, in: window))
            #expect(runtime.warnings.isEmpty, "\(runtime.warnings)")
        }

        @Test(
            "Two navigations started by one post task run one after the other, never beside each other",
            arguments: [false, true])
        func siblingsRunInTurn(animated: Bool) async throws {
            let window = await runtime.startLoadScenario()
            runtime.transitionDuration = 1
            let router = DefaultRouter.forLoad()
            var order = 0
            let login = Ending()
            let settings = Ending()
            let start = home {
                router.commitNavigation(to: TestShop.login, animated: animated) { result in
                    login.record(result, shown: isShown(ShopLoginViewController.self, in: window), order: &order)
                }
                router.commitNavigation(to: TestShop.settings, animated: animated) { result in
                    settings.record(result, shown: isShown(ShopSettingsViewController.self, in: window), order: &order)
                }
            }
            let first = Ending()
            router.commitNavigation(to: start, animated: animated) { result in
                first.record(result, shown: true, order: &order)
            }
            await runtime.waitUntilIdle()

            #expect(login.calls == 1 && login.result?.isSuccessful == true && login.shownWhenReported == true)
            #expect(settings.calls == 1 && settings.result?.isSuccessful == true && settings.shownWhenReported == true)
            #expect(first.calls == 1 && first.result?.isSuccessful == true)
            #expect(first.order == 1 && login.order == 2 && settings.order == 3)
            #expect(runtime.warnings.isEmpty, "\(runtime.warnings)")
        }

        @Test("A Task created in a post task and running after its navigation ended waits its turn like any request")
        func taskOutlivingItsNavigationIsNotNested() async throws {
            _ = await runtime.startLoadScenario()
            let router = DefaultRouter.forLoad()
            var release: CheckedContinuation<Void, Never>?
            var late: Task<Void, Error>?
            let start = home {
                late = Task { @MainActor in
                    await withCheckedContinuation { release = $0 }
                    try await router.navigate(to: TestShop.login, animated: false)
                }
            }
            try router.navigate(to: start, animated: false, completion: nil)
            await runtime.waitUntilIdle()
            #expect(!router.navigationQueue.isNavigating)

            // Another navigation holds the queue in its interceptor; the late Task asks now.
            var pending: ((RoutingResult) -> Void)?
            router.commitNavigation(to: TestShop.settings(guardedBy: InlineInterceptor<Any?> { _, completion in pending = completion }), animated: false)
            #expect(pending != nil)
            release?.resume()
            for _ in 0..<50 where router.navigationQueue.waitingCount == 0 {
                await runtime.runTurns(1)
            }
            #expect(router.navigationQueue.waitingCount == 1, "the late request waits behind the running navigation")
            #expect(!ControllerCensus.alive.contains { $0 is ShopLoginViewController })
            pending?(.success)
            await runtime.waitUntilIdle()
            try await late?.value
            #expect(ControllerCensus.alive.contains { $0 is ShopLoginViewController })
        }
    }
}
