import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// The router's policy for links that arrive at a bad moment: while a presentation covers the
    /// screen they would reuse, before the window has a root, while an interceptor shows a login.
    @MainActor
    @Suite("DefaultRouter: when a link arrives")
    struct LinkArrivalTests {
        let runtime = HeadlessRuntime.shared

        private final class HomeScreen: UIViewController {}
        private final class DetailScreen: UIViewController {}
        private final class SheetScreen: UIViewController {}

        private var stack: DestinationStep<UINavigationController, Any?> {
            StepAssembler<UINavigationController, Any?>().finder(.classFinder).factory(.nilFactory).from(.root).assemble()
        }

        /// A new detail pushed onto the navigation controller that is the window's root.
        private var detail: DestinationStep<DetailScreen, Any?> {
            StepAssembler<DetailScreen, Any?>().finder(.nilFinder).factory(.classFactory).using(.push).from(stack).assemble()
        }

        /// A navigation stack [home] as the window's root with a sheet over it, and a router on a
        /// manual clock with `whenCovered`.
        private func coveredStack(
            _ whenCovered: LinkArrivalPolicy.WhenCovered
        ) async -> (UINavigationController, SheetScreen, DefaultRouter, ManualNavigationClock) {
            let navigation = UINavigationController(rootViewController: HomeScreen())
            await runtime.showInFreshWindow(navigation)
            let sheet = SheetScreen()
            navigation.present(sheet, animated: false)
            await runtime.waitUntilIdle()
            runtime.transitionDuration = 0.3
            let clock = ManualNavigationClock()
            var router = DefaultRouter(logger: nil, clock: clock)
            router.actionTimeout = 30
            router.linkArrivalPolicy = LinkArrivalPolicy(whenCovered: whenCovered)
            return (navigation, sheet, router, clock)
        }

        // MARK: A covered screen

        @Test("Dismiss, the default: the sheet over the stack is dismissed and the detail pushed")
        func coveredDismissed() async throws {
            let (navigation, _, router, _) = await coveredStack(.dismiss)
            #expect(DefaultRouter().linkArrivalPolicy == .standard)
            var result: RoutingResult?

            try router.navigate(to: detail, animated: true) { result = $0 }
            await runtime.waitUntilIdle()

            #expect(result?.isSuccessful == true)
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.topViewController is DetailScreen)
            #expect(runtime.warnings.isEmpty)
            #expect(runtime.exceptions.isEmpty)
        }

        @Test("Refuse: the navigation fails at once, changing nothing, naming the destination, the covered and the covering controller")
        func coveredRefused() async throws {
            let (navigation, sheet, router, _) = await coveredStack(.refuse)
            var results: [RoutingResult] = []

            try router.navigate(to: detail, animated: true) { results.append($0) }
            await runtime.waitUntilIdle()

            #expect(results.count == 1)
            let error = try #require(results.first?.failureError)
            #expect(error.routingFailureReason == .destinationCovered)
            let text = "\(error)"
            #expect(text.contains("DetailScreen"), "the destination: \(text)")
            #expect(text.contains("UINavigationController"), "the covered controller: \(text)")
            #expect(text.contains("SheetScreen"), "the covering controller's type: \(text)")
            #expect(RoutingErrorLocation.of(error)?.entityType?.contains("SheetScreen") == true)
            #expect(navigation.presentedViewController === sheet, "the sheet stays")
            #expect(navigation.viewControllers.count == 1, "nothing is pushed")
            #expect(runtime.warnings.isEmpty)
            #expect(runtime.exceptions.isEmpty)
        }

        @Test("Wait: the navigation waits until the sheet goes, swiped by the user or dismissed by the app, then pushes", arguments: [true, false])
        func coveredWaits(byUser: Bool) async throws {
            let (navigation, sheet, router, clock) = await coveredStack(.wait)
            var results: [RoutingResult] = []

            try router.navigate(to: detail, animated: true) { results.append($0) }
            await runtime.waitUntilIdle()
            clock.advance(by: 1)
            await runtime.waitUntilIdle()
            #expect(results.isEmpty)
            #expect(navigation.presentedViewController === sheet, "the router leaves the sheet alone")
            #expect(navigation.viewControllers.count == 1)
            #expect(router.navigationQueue.isNavigating)

            if byUser {
                #expect(runtime.simulateSheetSwipeDown(of: sheet) == .dismissed)
            } else {
                navigation.dismiss(animated: true)
            }
            await runtime.waitUntilIdle()
            clock.advance(by: LinkArrivalTests.checkInterval)
            await runtime.waitUntilIdle()

            #expect(results.count == 1)
            #expect(results.first?.isSuccessful == true)
            #expect(navigation.topViewController is DetailScreen)
            #expect(runtime.warnings.isEmpty)
            #expect(runtime.exceptions.isEmpty)
        }

        @Test("Wait ends with the router's deadline while the sheet stays, changing nothing")
        func coveredWaitTimesOut() async throws {
            let (navigation, sheet, router, clock) = await coveredStack(.wait)
            var results: [RoutingResult] = []

            try router.navigate(to: detail, animated: true) { results.append($0) }
            await runtime.waitUntilIdle()
            clock.advance(by: 29.9)
            #expect(results.isEmpty)
            clock.advance(by: 0.1)
            clock.advance(by: 5)

            #expect(results.count == 1)
            #expect(results.first?.failureError?.routingFailureReason == .timedOut)
            #expect(navigation.presentedViewController === sheet)
            #expect(navigation.viewControllers.count == 1)
            #expect(!router.navigationQueue.isNavigating)
            #expect(runtime.warnings.isEmpty)
        }

        @Test("Wait ends with a cancellation of the request")
        func coveredWaitCancelled() async throws {
            let (navigation, sheet, router, clock) = await coveredStack(.wait)
            let task = Task { try await router.navigate(to: detail, animated: true) }
            for _ in 0..<100 where !router.navigationQueue.isNavigating { await Task.yield() }
            await runtime.waitUntilIdle()
            #expect(router.navigationQueue.isNavigating, "the navigation waits for the sheet")

            task.cancel()
            await Task.yield()
            clock.advance(by: LinkArrivalTests.checkInterval)
            let outcome = await task.result

            #expect(throws: CancellationError.self) { try outcome.get() }
            #expect(navigation.presentedViewController === sheet)
            #expect(navigation.viewControllers.count == 1)
            #expect(!router.navigationQueue.isNavigating)
            #expect(runtime.warnings.isEmpty)
        }

        // MARK: Before the root

        @Test("Buffer: links that arrive before the root run, in order, once the app says it installed one")
        func bufferedUntilRoot() async throws {
            let window = runtime.makeKeyWindow(rootViewController: nil)
            await runtime.waitUntilIdle()
            var router = DefaultRouter(logger: nil, clock: ManualNavigationClock())
            router.linkArrivalPolicy = LinkArrivalPolicy(beforeRoot: .buffer)
            let recorder = EventRecorder()
            router.observers.add(recorder)
            var results: [String] = []

            try router.navigate(to: detail, animated: false) { results.append("first \($0.isSuccessful)") }
            try router.navigate(to: detail, animated: false) { results.append("second \($0.isSuccessful)") }
            router.navigationQueue.rootViewControllerInstalled()
            await runtime.waitUntilIdle()
            #expect(results.isEmpty)
            #expect(router.navigationQueue.waitingCount == 2)
            #expect(recorder.events.isEmpty, "nothing has started")

            let navigation = UINavigationController(rootViewController: HomeScreen())
            window.rootViewController = navigation
            await runtime.waitUntilIdle()
            router.navigationQueue.rootViewControllerInstalled()
            await runtime.waitUntilIdle()

            #expect(results == ["first true", "second true"])
            #expect(navigation.viewControllers.count == 3)
            router.navigationQueue.rootViewControllerInstalled()
            #expect(results.count == 2, "each ends once")
            #expect(runtime.warnings.isEmpty)
            #expect(runtime.exceptions.isEmpty)
        }

        @Test("Buffer: a buffered link cancelled while it waits ends once, with CancellationError")
        func bufferedLinkCancelled() async throws {
            let window = runtime.makeKeyWindow(rootViewController: nil)
            var router = DefaultRouter(logger: nil, clock: ManualNavigationClock())
            router.linkArrivalPolicy = LinkArrivalPolicy(beforeRoot: .buffer)
            let task = Task { try await router.navigate(to: detail, animated: false) }
            for _ in 0..<100 where router.navigationQueue.waitingCount == 0 { await Task.yield() }
            #expect(router.navigationQueue.waitingCount == 1)

            task.cancel()
            let outcome = await task.result
            window.rootViewController = UINavigationController(rootViewController: HomeScreen())
            router.navigationQueue.rootViewControllerInstalled()
            await runtime.waitUntilIdle()

            #expect(throws: CancellationError.self) { try outcome.get() }
            #expect((window.rootViewController as? UINavigationController)?.viewControllers.count == 1)
            #expect(runtime.warnings.isEmpty)
        }

        @Test("Buffer: a later request finds the root the app did not announce, and runs after the buffered one")
        func bufferedLinkFoundByALaterRequest() async throws {
            let window = runtime.makeKeyWindow(rootViewController: nil)
            var router = DefaultRouter(logger: nil, clock: ManualNavigationClock())
            router.linkArrivalPolicy = LinkArrivalPolicy(beforeRoot: .buffer)
            var results: [String] = []
            try router.navigate(to: detail, animated: false) { results.append("buffered \($0.isSuccessful)") }
            let navigation = UINavigationController(rootViewController: HomeScreen())
            window.rootViewController = navigation
            await runtime.waitUntilIdle()
            #expect(results.isEmpty)

            try router.navigate(to: detail, animated: false) { results.append("later \($0.isSuccessful)") }
            await runtime.waitUntilIdle()

            #expect(results == ["buffered true", "later true"])
            #expect(navigation.viewControllers.count == 3)
            #expect(runtime.warnings.isEmpty)
        }

        @Test("Buffer under latestWins: a newer link replaces the buffered one, which ends once, superseded")
        func bufferedLinkReplaced() async throws {
            let window = runtime.makeKeyWindow(rootViewController: nil)
            var router = DefaultRouter(logger: nil, navigationQueue: NavigationQueue(policy: .latestWins), clock: ManualNavigationClock())
            router.linkArrivalPolicy = LinkArrivalPolicy(beforeRoot: .buffer)
            var results: [String] = []
            try router.navigate(to: detail, animated: false) { results.append("first \($0.failureError?.routingFailureReason?.code ?? "ok")") }
            try router.navigate(to: detail, animated: false) { results.append("second \($0.failureError?.routingFailureReason?.code ?? "ok")") }
            #expect(results == ["first superseded"])

            let navigation = UINavigationController(rootViewController: HomeScreen())
            window.rootViewController = navigation
            router.navigationQueue.rootViewControllerInstalled()
            await runtime.waitUntilIdle()

            #expect(results == ["first superseded", "second ok"])
            #expect(navigation.viewControllers.count == 2)
            #expect(runtime.warnings.isEmpty)
        }

        @Test("Refuse, the default: a link before the root fails at once, typed")
        func refusedBeforeRoot() async throws {
            runtime.makeKeyWindow(rootViewController: nil)
            await runtime.waitUntilIdle()
            let router = DefaultRouter(logger: nil, clock: ManualNavigationClock())

            #expect {
                try router.navigate(to: detail, animated: false)
            } throws: { error in
                error.routingFailureReason == .noRootViewController && "\(error)".contains("DetailScreen")
            }
            #expect(!router.navigationQueue.isNavigating)
            #expect(router.navigationQueue.waitingCount == 0)
            #expect(runtime.warnings.isEmpty)
        }

        // MARK: An interceptor showing a login

        @Test("While an interceptor shows a login screen, later links wait in the queue, then run after the guarded navigation")
        func interceptorHoldsLaterLinks() async throws {
            let window = await runtime.startLoadScenario()
            let router = DefaultRouter.forLoad()
            var finishLogin: ((RoutingResult) -> Void)?
            let loginGuard = InlineInterceptor<Any?> { _, completion in
                router.commitNavigation(to: TestShop.login, animated: true) { _ in finishLogin = completion }
            }
            var order: [String] = []
            router.commitNavigation(to: TestShop.settings(guardedBy: loginGuard), animated: true) { order.append("settings \($0.isSuccessful)") }
            await runtime.waitUntilIdle()
            #expect(Screen.visibleLeaf(in: window) is ShopLoginViewController)

            router.commitNavigation(to: TestShop.cart, animated: true) { order.append("cart \($0.isSuccessful)") }
            await runtime.waitUntilIdle()
            #expect(order.isEmpty)
            #expect(router.navigationQueue.waitingCount == 1, "the link waits for the interceptor")
            #expect(Screen.visibleLeaf(in: window) is ShopLoginViewController, "the login screen stays up")

            finishLogin?(.success)
            await runtime.waitUntilIdle()

            #expect(order == ["settings true", "cart true"])
            #expect(Screen.visibleLeaf(in: window) is ShopCartViewController)
            #expect(runtime.warnings.isEmpty, "\(runtime.warnings)")
            #expect(runtime.exceptions.isEmpty)
        }

        private static let checkInterval: TimeInterval = 0.1
    }
}
