import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// The documented login pattern: an interceptor shows a login screen with the app's router and
    /// completes when it closes; the screen's button closes it with `router.dismiss(self)`. The
    /// dismissal is part of the navigation that waits for it, so it runs at once.
    @MainActor
    @Suite("DefaultRouter: closing a screen that an interceptor showed")
    struct InterceptorLoginDismissalTests {
        let runtime = HeadlessRuntime.shared

        /// An interceptor that shows the login screen and completes when it has been closed.
        private func loginGuard(router: DefaultRouter, animated: Bool) -> InlineInterceptor<Any?> {
            InlineInterceptor<Any?> { _, completion in
                let login = StepAssembler<ShopLoginViewController, Any?>()
                    .finder(.classFinder)
                    .factory(
                        InlineFactory { _ in
                            let screen = ShopLoginViewController()
                            screen.onClose = { [router] in
                                router.dismiss(screen, animated: animated) { result in completion(result) }
                            }
                            return screen
                        }
                    )
                    .using(.present(presentationStyle: .fullScreen))
                    .from(.current)
                    .assemble()
                router.commitNavigation(to: login, animated: animated) { result in
                    if case .failure = result { completion(result) }
                }
            }
        }

        @Test(
            "The login screen's button closes it at once with router.dismiss, and the guarded navigation goes on",
            arguments: [false, true], [NavigationQueuePolicy.enqueue, .reject, .latestWins])
        func buttonClosesLogin(animated: Bool, policy: NavigationQueuePolicy) async throws {
            let window = await runtime.startLoadScenario()
            runtime.transitionDuration = animated ? 0.3 : 0
            let router = DefaultRouter.forLoad()
            router.navigationQueue.policy = policy
            let startTime = runtime.now
            var outcome: RoutingResult?
            var calls = 0
            router.commitNavigation(to: TestShop.settings(guardedBy: loginGuard(router: router, animated: animated)), animated: animated) {
                calls += 1
                outcome = $0
            }
            await runtime.waitUntilIdle()
            let login = try #require(Screen.visibleLeaf(in: window) as? ShopLoginViewController)
            #expect(router.navigationQueue.isNavigating, "the guarded navigation waits for the login screen to close")

            // The user taps the button: a UI event, from outside any navigation.
            login.onClose?()
            await runtime.waitUntilIdle()

            #expect(calls == 1)
            #expect(outcome?.isSuccessful == true, "\(String(describing: outcome))")
            #expect(Screen.visibleLeaf(in: window) is ShopSettingsViewController)
            #expect(!ControllerCensus.alive.contains { $0 is ShopLoginViewController && $0.viewIfLoaded?.window != nil })
            #expect(runtime.now - startTime < 5, "no deadline was needed to get out")
            #expect(runtime.warnings.isEmpty, "\(runtime.warnings)")
            #expect(!router.navigationQueue.isNavigating)
        }

        @Test("A dismissal of a screen no nested navigation showed still waits behind the running navigation")
        func unrelatedDismissalWaits() async throws {
            let window = await runtime.startLoadScenario()
            let router = DefaultRouter.forLoad()
            try router.navigate(to: TestShop.login, animated: false, completion: nil)
            await runtime.waitUntilIdle()
            let login = try #require(Screen.visibleLeaf(in: window) as? ShopLoginViewController)
            var pending: ((RoutingResult) -> Void)?
            router.commitNavigation(to: TestShop.settings(guardedBy: InlineInterceptor<Any?> { _, completion in pending = completion }), animated: false)
            var closed: RoutingResult?
            router.dismiss(login, animated: false) { closed = $0 }

            #expect(closed.map { _ in true } == nil)
            #expect(router.navigationQueue.waitingCount == 1)
            pending?(.success)
            await runtime.waitUntilIdle()
            #expect(closed?.isSuccessful == true)
            _ = window
        }
    }
}
