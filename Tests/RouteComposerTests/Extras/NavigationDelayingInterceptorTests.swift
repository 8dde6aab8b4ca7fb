import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("Extras: NavigationDelayingInterceptor")
    struct NavigationDelayingInterceptorTests {
        let runtime = HeadlessRuntime.shared

        private struct NoWindow: WindowProvider {
            var window: UIWindow? { nil }
        }

        private func interceptor(
            _ strategy: NavigationDelayingInterceptorStrategy, _ window: UIWindow,
            timeout: TimeInterval = 5, clock: NavigationClock = ManualNavigationClock()
        ) -> NavigationDelayingInterceptor<Any?> {
            NavigationDelayingInterceptor<Any?>(
                strategy: strategy, windowProvider: CustomWindowProvider(window: window),
                timeout: timeout, logger: nil, clock: clock)
        }

        @Test("With nothing moving, both strategies succeed at once")
        func idleSucceeds() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let recorder = ResultRecorder()
            interceptor(.abort, window).perform { recorder($0) }
            interceptor(.wait, window).perform { recorder($0) }
            #expect(recorder.count == 2)
            #expect(recorder.results.filter { $0.isSuccessful }.count == 2)
        }

        @Test("Without a window there is nothing to wait for")
        func noWindowSucceeds() async throws {
            let recorder = ResultRecorder()
            NavigationDelayingInterceptor<String>(windowProvider: NoWindow(), logger: nil).perform(with: "x") { recorder($0) }
            #expect(recorder.last?.isSuccessful == true)
        }

        @Test("Abort fails with compositionFailed while the topmost controller is being presented or dismissed")
        func abortsDuringModalTransitions() async throws {
            let home = HomeViewController()
            let window = await runtime.showInFreshWindow(home)
            let login = LoginViewController()
            home.present(login, animated: true)
            #expect(login.isBeingPresented)
            let recorder = ResultRecorder()
            interceptor(.abort, window).perform { recorder($0) }
            #expect(recorder.last?.failureError?.compositionFailureMessage?.contains("\(login)") == true)

            await runtime.waitUntilIdle()
            home.dismiss(animated: true)
            #expect(login.isBeingDismissed)
            interceptor(.abort, window).perform { recorder($0) }
            #expect(recorder.count == 2)
            #expect(recorder.last?.failureError?.compositionFailureMessage != nil)
            await runtime.waitUntilIdle()
        }

        @Test("An animated push deep inside a tab bar counts as a transition in flight, not only modal ones")
        func abortsDuringPushInsideTabs() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            navigation.pushViewController(ProductViewController(), animated: true)
            #expect(navigation.transitionCoordinator != nil)
            let recorder = ResultRecorder()

            interceptor(.abort, window).perform { recorder($0) }

            #expect(recorder.last?.failureError?.compositionFailureMessage?.contains("\(navigation)") == true)
            await runtime.waitUntilIdle()
            interceptor(.abort, window).perform { recorder($0) }
            #expect(recorder.last?.isSuccessful == true)
        }

        @Test("Wait succeeds once the transition has ended, not before")
        func waitsForTransition() async throws {
            let home = HomeViewController()
            let window = await runtime.showInFreshWindow(home)
            let login = LoginViewController()
            home.present(login, animated: true)
            var stillPresentingAtCompletion: Bool?
            let recorder = ResultRecorder()

            let clock = ManualNavigationClock()
            interceptor(.wait, window, clock: clock).perform { result in
                stillPresentingAtCompletion = login.isBeingPresented || home.transitionCoordinator != nil
                recorder(result)
            }
            #expect(recorder.count == 0)
            // Polling while the presentation runs finds it still moving.
            clock.advance(by: 0.1)
            #expect(recorder.count == 0)
            await runtime.waitUntilIdle()
            #expect(recorder.count == 0, "nothing happens between polls")
            clock.advance(by: 0.1)

            #expect(recorder.count == 1)
            #expect(recorder.last?.isSuccessful == true)
            #expect(stillPresentingAtCompletion == false)
        }

        @Test("Wait gives up with compositionFailed naming the timeout when the transition outlasts it")
        func waitTimesOut() async throws {
            let home = HomeViewController()
            let window = await runtime.showInFreshWindow(home)
            home.present(LoginViewController(), animated: true)
            let recorder = ResultRecorder()
            let clock = ManualNavigationClock()

            interceptor(.wait, window, timeout: 0.25, clock: clock).perform { recorder($0) }
            clock.advance(by: 0.2)
            #expect(recorder.count == 0)
            // The last poll is cut short so the timeout is reported when it runs out, not a poll later.
            clock.advance(by: 0.05)
            #expect(recorder.count == 1)
            #expect(clock.now == 0.25)
            #expect(clock.pendingTimerCount == 0)
            let message = try #require(recorder.last?.failureError?.compositionFailureMessage)
            #expect(message.contains("timeout"))
            #expect(recorder.count == 1)
            await runtime.waitUntilIdle()
        }

        @Test("As a router-wide interceptor with .wait, a navigation fired during a presentation goes through")
        func routerWideWait() async throws {
            let (window, tabs, navigation, _) = await runtime.showTabsWithList()
            let clock = ManualNavigationClock()
            var router = DefaultRouter(logger: nil, clock: clock)
            router.add(interceptor(.wait, window, clock: clock))
            let login = LoginViewController()
            tabs.present(login, animated: true)
            var result: RoutingResult?

            try router.navigate(to: ExtrasChains.productAfterList(window, context: Any?.self), animated: true) { result = $0 }
            // Each poll of the interceptor is one step of the clock; the model runs in between.
            for _ in 0..<20 where result == nil {
                await runtime.waitUntilIdle()
                clock.advance(by: 0.1)
            }
            await runtime.waitUntilIdle()

            #expect(result?.isSuccessful == true)
            #expect(navigation.topViewController is ProductViewController)
            #expect(tabs.presentedViewController == nil)
        }

        @Test("As a router-wide interceptor with .abort, the same navigation is refused and nothing changes")
        func routerWideAbort() async throws {
            let (window, tabs, navigation, _) = await runtime.showTabsWithList()
            var router = DefaultRouter(logger: nil)
            router.add(interceptor(.abort, window))
            let login = LoginViewController()
            tabs.present(login, animated: true)

            await #expect(throws: RoutingError.self) {
                try await router.navigate(to: ExtrasChains.productAfterList(window, context: Any?.self), animated: true)
            }
            await runtime.waitUntilIdle()
            #expect(navigation.viewControllers.count == 1)
            #expect(tabs.presentedViewController === login)
        }
    }
}
