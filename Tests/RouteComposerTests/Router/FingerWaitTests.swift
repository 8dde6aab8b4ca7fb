import Foundation
import Testing
@testable import RouteComposerCore
import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// A navigation or a dismissal that arrives while a person's finger drives an interactive
    /// transition waits until the finger lifts and the transition has ended, then plans against
    /// the screen as it is: it never pushes, presents or dismisses during the gesture.
    @MainActor
    @Suite("DefaultRouter: navigations wait for the user's hand")
    struct FingerWaitTests {
        let runtime = HeadlessRuntime.shared

        private final class HomeScreen: UIViewController {}
        private final class ProductScreen: UIViewController {}
        private final class DetailScreen: UIViewController {}

        private var stack: DestinationStep<UINavigationController, Any?> {
            StepAssembler<UINavigationController, Any?>().finder(.classFinder).factory(.nilFactory).from(.root).assemble()
        }

        /// A new detail screen pushed onto the navigation controller on screen, as a deep link would.
        private var detail: DestinationStep<DetailScreen, Any?> {
            StepAssembler<DetailScreen, Any?>().finder(.nilFinder).factory(.classFactory).using(.push).from(stack).assemble()
        }

        /// A navigation stack of home and a product, the window's root, animations 0.3 s long.
        private func showStack() async -> (UINavigationController, HomeScreen, ProductScreen) {
            let home = HomeScreen()
            let product = ProductScreen()
            let navigation = UINavigationController(rootViewController: home)
            navigation.pushViewController(product, animated: false)
            await runtime.showInFreshWindow(navigation)
            runtime.transitionDuration = 0.3
            return (navigation, home, product)
        }

        @Test("A link arriving mid-pop waits for the finger; the pop finished, the screen is pushed onto what is left", arguments: [false, true])
        func linkDuringAPop(cancelled: Bool) async throws {
            let (navigation, home, product) = await showStack()
            let router = DefaultRouter(logger: nil)
            var planned: [[UIViewController]] = []
            let observation = router.observers.add { event in
                if event.kind == .started { planned.append(navigation.viewControllers) }
            }
            let finger = try #require(runtime.beginInteractivePop(in: navigation))
            await runtime.runTurns(1)
            finger.update(percentComplete: 0.5)
            var result: RoutingResult?

            try router.navigate(to: detail, animated: true) { result = $0 }
            await runtime.waitUntilIdle()

            #expect(result == nil)
            #expect(planned.isEmpty, "the navigation does not plan while the finger is down")
            #expect(router.navigationQueue.waitingCount == 1)
            #expect(navigation.viewControllers == [home], "nothing is pushed during the gesture")
            if cancelled { finger.cancel() } else { finger.finish() }
            await runtime.waitUntilIdle()

            #expect(planned.first?.contains { $0 === product } == cancelled, "it plans against the stack the finger left")
            withExtendedLifetime(observation) {}

            #expect(result?.isSuccessful == true)
            let expected: [UIViewController.Type] =
                cancelled ? [HomeScreen.self, ProductScreen.self, DetailScreen.self] : [HomeScreen.self, DetailScreen.self]
            #expect(navigation.viewControllers.map { ObjectIdentifier(type(of: $0)) } == expected.map { ObjectIdentifier($0) })
            #expect(cancelled == (navigation.viewControllers.contains { $0 === product }))
            #expect(runtime.warnings.isEmpty)
            #expect(runtime.exceptions.isEmpty)
        }

        @Test("A link arriving mid-swipe of a sheet waits; finished or cancelled, the sheet is gone and the screen pushed", arguments: [false, true])
        func linkDuringASheetSwipe(cancelled: Bool) async throws {
            let (navigation, _, _) = await showStack()
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .pageSheet
            navigation.present(sheet, animated: false)
            await runtime.waitUntilIdle()
            let router = DefaultRouter(logger: nil)
            var startedDuringGesture = false
            let observation = router.observers.add { event in
                if event.kind == .started, sheet.isBeingDismissed { startedDuringGesture = true }
            }
            let finger = try #require(runtime.beginInteractiveDismissal(of: sheet))
            await runtime.runTurns(1)
            var result: RoutingResult?

            try router.navigate(to: detail, animated: true) { result = $0 }
            await runtime.waitUntilIdle()
            #expect(result == nil)
            #expect(!startedDuringGesture)
            withExtendedLifetime(observation) {}
            #expect(navigation.viewControllers.count == 2)
            if cancelled { finger.cancel() } else { finger.finish() }
            await runtime.waitUntilIdle()

            #expect(result?.isSuccessful == true)
            #expect(navigation.presentedViewController == nil, "the router dismisses a sheet the user kept")
            #expect(navigation.topViewController is DetailScreen)
            #expect(runtime.warnings.isEmpty)
        }

        @Test("A dismissal asked for mid-swipe waits too, and closes the sheet the user kept")
        func dismissalDuringASwipe() async throws {
            let (navigation, _, _) = await showStack()
            let sheet = UIViewController()
            navigation.present(sheet, animated: false)
            await runtime.waitUntilIdle()
            let router = DefaultRouter(logger: nil)
            let finger = try #require(runtime.beginInteractiveDismissal(of: sheet))
            await runtime.runTurns(1)
            var result: RoutingResult?

            router.dismiss(sheet, animated: true) { result = $0 }
            await runtime.waitUntilIdle()
            #expect(result == nil)
            finger.cancel()
            await runtime.waitUntilIdle()

            #expect(result?.isSuccessful == true)
            #expect(navigation.presentedViewController == nil)
            #expect(runtime.warnings.isEmpty)
        }

        @Test("A reject queue makes a request wait for a finger instead of refusing it: a finger is no navigation")
        func rejectQueueWaitsForTheFinger() async throws {
            let (navigation, home, _) = await showStack()
            let router = DefaultRouter(logger: nil, navigationQueue: NavigationQueue(policy: .reject))
            let finger = try #require(runtime.beginInteractivePop(in: navigation))
            await runtime.runTurns(1)
            var result: RoutingResult?

            try router.navigate(to: detail, animated: false) { result = $0 }
            await runtime.waitUntilIdle()
            #expect(result == nil)
            #expect(router.navigationQueue.waitingCount == 1, "the request waits for the finger, not refused and not started")
            finger.finish()
            await runtime.waitUntilIdle()

            #expect(result?.isSuccessful == true)
            #expect(navigation.viewControllers.first === home)
            #expect(navigation.topViewController is DetailScreen)
        }

        @Test("With no finger down a navigation starts at once, as before")
        func noFingerNoWait() async throws {
            let (navigation, _, _) = await showStack()
            let router = DefaultRouter(logger: nil)
            var result: RoutingResult?

            try router.navigate(to: detail, animated: false) { result = $0 }
            #expect(router.navigationQueue.isNavigating || result != nil)
            #expect(router.navigationQueue.waitingCount == 0, "nothing holds the request back")
            await runtime.waitUntilIdle()

            #expect(result?.isSuccessful == true)
            #expect(navigation.viewControllers.count == 3)
        }
    }
}
