import Foundation
import Testing
@testable import RouteComposerCore
@testable import RouteComposerRestoration
import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Observers and leak detection hear of the changes the user makes with their own hand: found
    /// by comparing the screen with what the routers last saw, when the next request starts or
    /// when the app asks.
    @MainActor
    @Suite("Lifecycle: the user's changes")
    struct UserChangeTests {
        let runtime = HeadlessRuntime.shared

        private final class HomeScreen: UIViewController {}
        private final class DetailScreen: UIViewController {}
        private final class SheetScreen: UIViewController {}
        private final class SecondTab: UIViewController {}

        /// A router on a manual clock with leak detection after two seconds, and a recorder.
        private func observedRouter() -> (DefaultRouter, EventRecorder, ManualNavigationClock) {
            let clock = ManualNavigationClock()
            var router = DefaultRouter(logger: nil, clock: clock)
            router.leakDetection = .after(2)
            let recorder = EventRecorder()
            router.observers.add(recorder)
            return (router, recorder, clock)
        }

        /// A navigation stack [home, top] as the window's root.
        private func showStack(top: UIViewController) async -> UINavigationController {
            let navigation = UINavigationController(rootViewController: HomeScreen())
            navigation.pushViewController(top, animated: false)
            await runtime.showInFreshWindow(navigation)
            runtime.transitionDuration = 0.3
            return navigation
        }

        @Test("A back-button pop of a controller that leaks is reported as popped by the user, then as a suspected leak")
        func backButtonPopOfALeak() async throws {
            weak var leaking: CyclingViewController?
            let navigation = await showStack(
                top: {
                    let controller = CyclingViewController()
                    controller.makeCycle()
                    leaking = controller
                    return controller
                }())
            let (router, recorder, clock) = observedRouter()
            router.reportUserChanges()
            #expect(recorder.events.isEmpty, "the first report only records the screen")

            #expect(runtime.simulateBackButtonTap(in: navigation))
            await runtime.waitUntilIdle()
            router.reportUserChanges()

            #expect(recorder.lines == ["didRemove poppedByUser: CyclingViewController"])
            let removal = try #require(recorder.events.first)
            #expect(removal.removalReason?.isByUser == true)
            #expect(removal.destination == "the user's changes")
            clock.advance(by: 2)
            let leaks = recorder.events(of: .leakSuspected)
            #expect(leaks.count == 1)
            #expect(leaks.first?.controller?.viewController === leaking)
            #expect(leaks.first?.navigation == removal.navigation)
            router.reportUserChanges()
            clock.advance(by: 10)
            #expect(recorder.events.count == 2, "reported once")
            #expect(runtime.warnings.isEmpty)
            leaking?.breakCycle()
        }

        @Test("A report asked for mid-pop waits for the finger: a finished pop is one removal, a cancelled one none", arguments: [false, true])
        func popDrivenByAFinger(cancelled: Bool) async throws {
            weak var popped: CyclingViewController?
            let navigation = await showStack(
                top: {
                    let controller = CyclingViewController()
                    controller.makeCycle()
                    popped = controller
                    return controller
                }())
            let (router, recorder, clock) = observedRouter()
            router.reportUserChanges()
            let finger = try #require(runtime.beginInteractivePop(in: navigation))
            await runtime.runTurns(1)
            finger.update(percentComplete: 0.7)

            router.reportUserChanges()
            await runtime.waitUntilIdle()
            #expect(recorder.events.isEmpty, "nothing is reported while the finger is down")
            if cancelled { finger.cancel() } else { finger.finish() }
            await runtime.waitUntilIdle()
            router.reportUserChanges()
            clock.advance(by: 2)

            if cancelled {
                #expect(recorder.events.isEmpty, "a cancelled pop removes nothing and leaks nothing")
                #expect(navigation.topViewController === popped)
            } else {
                #expect(recorder.lines == ["didRemove poppedByUser: CyclingViewController", "leakSuspected CyclingViewController"])
            }
            #expect(runtime.warnings.isEmpty)
            popped?.breakCycle()
        }

        @Test("The next navigation reports the user's pop first, under a navigation of its own")
        func nextNavigationReportsThePop() async throws {
            let navigation = await showStack(top: HomeScreen())
            let (router, recorder, _) = observedRouter()
            let stack = StepAssembler<UINavigationController, Any?>().finder(.classFinder).factory(.nilFactory).from(.root).assemble()
            let detail = StepAssembler<DetailScreen, Any?>().finder(.nilFinder).factory(.classFactory).using(.push).from(stack).assemble()
            try await router.navigate(to: detail, animated: false)
            let before = recorder.events.count
            #expect(recorder.events.allSatisfy { $0.removalReason == nil })

            #expect(runtime.simulateBackButtonTap(in: navigation))
            await runtime.waitUntilIdle()
            try await router.navigate(to: detail, animated: false)

            let later = Array(recorder.events.dropFirst(before))
            #expect(later.first?.line == "didRemove poppedByUser: DetailScreen")
            #expect(later.dropFirst().first?.kind == .started)
            #expect(later.first?.navigation != later.dropFirst().first?.navigation)
            #expect(later.filter { $0.kind == .didRemove }.count == 1, "the router's own push removed nothing")
            #expect(navigation.topViewController is DetailScreen)
        }

        @Test("A link arriving mid-pop reports the pop the finger finished once before its start, and a cancelled one not at all", arguments: [false, true])
        func linkDuringAPopReportsThePop(cancelled: Bool) async throws {
            let navigation = await showStack(top: DetailScreen())
            let (router, recorder, _) = observedRouter()
            router.reportUserChanges()
            let stack = StepAssembler<UINavigationController, Any?>().finder(.classFinder).factory(.nilFactory).from(.root).assemble()
            let pushed = StepAssembler<SheetScreen, Any?>().finder(.nilFinder).factory(.classFactory).using(.push).from(stack).assemble()
            let finger = try #require(runtime.beginInteractivePop(in: navigation))
            await runtime.runTurns(1)
            finger.update(percentComplete: 0.5)
            var result: RoutingResult?

            try router.navigate(to: pushed, animated: true) { result = $0 }
            await runtime.waitUntilIdle()
            #expect(recorder.events.isEmpty, "nothing is reported while the finger is down")
            if cancelled { finger.cancel() } else { finger.finish() }
            await runtime.waitUntilIdle()

            #expect(result?.isSuccessful == true)
            let userRemovals = recorder.events.filter { $0.removalReason?.isByUser == true }
            #expect(userRemovals.map(\.line) == (cancelled ? [] : ["didRemove poppedByUser: DetailScreen"]))
            #expect(recorder.events.first?.kind == (cancelled ? .started : .didRemove), "reported before the navigation starts")
            #expect(recorder.events.filter { $0.kind == .didRemove }.count == userRemovals.count, "the push removed nothing")
            #expect(runtime.warnings.isEmpty)
        }

        @Test("A sheet the user swipes away is dismissed by the user; a refused swipe reports nothing")
        func sheetSwipe() async throws {
            let navigation = await showStack(top: DetailScreen())
            let sheet = SheetScreen()
            navigation.present(sheet, animated: false)
            await runtime.waitUntilIdle()
            let (router, recorder, _) = observedRouter()
            router.reportUserChanges()

            sheet.isModalInPresentation = true
            #expect(runtime.simulateSheetSwipeDown(of: sheet) == .refused)
            router.reportUserChanges()
            #expect(recorder.events.isEmpty)
            sheet.isModalInPresentation = false
            #expect(runtime.simulateSheetSwipeDown(of: sheet) == .dismissed)
            await runtime.waitUntilIdle()
            router.reportUserChanges()

            #expect(recorder.lines == ["didRemove dismissedByUser: SheetScreen"])
            #expect(runtime.warnings.isEmpty)
        }

        @Test("A sheet the user swipes away just before a navigation starts, gone while it runs, is reported once when it ends")
        func sheetGoneWhileANavigationRuns() async throws {
            let navigation = await showStack(top: DetailScreen())
            let sheet = SheetScreen()
            navigation.present(sheet, animated: false)
            await runtime.waitUntilIdle()
            let (router, recorder, _) = observedRouter()
            router.reportUserChanges()
            let stack = StepAssembler<UINavigationController, Any?>().finder(.classFinder).factory(.nilFactory).from(.root).assemble()
            let pushed = StepAssembler<HomeScreen, Any?>().finder(.nilFinder).factory(.classFactory).using(.push).from(stack).assemble()

            // The finger has lifted, but the sheet is still sliding away when the navigation
            // starts, so the start's comparison sees it; it leaves while the navigation runs.
            let finger = try #require(runtime.beginInteractiveDismissal(of: sheet))
            await runtime.runTurns(1)
            finger.update(percentComplete: 0.5)
            finger.finish()
            try router.navigate(to: pushed, animated: true) { _ in }
            await runtime.waitUntilIdle()
            router.reportUserChanges()

            let userRemovals = recorder.events.filter { $0.removalReason?.isByUser == true }
            #expect(userRemovals.map(\.line) == ["didRemove dismissedByUser: SheetScreen"])
            #expect(navigation.topViewController is HomeScreen)
            #expect(runtime.warnings.isEmpty)
        }

        @Test("A tab the user taps is reported as selected by the user, with the tab bar controller")
        func tabTap() async throws {
            let tabBar = UITabBarController()
            let second = SecondTab()
            tabBar.viewControllers = [UINavigationController(rootViewController: HomeScreen()), second]
            await runtime.showInFreshWindow(tabBar)
            let (router, recorder, _) = observedRouter()
            router.reportUserChanges()

            #expect(runtime.simulateUserSelection(of: second, in: tabBar))
            await runtime.waitUntilIdle()
            router.reportUserChanges()

            #expect(recorder.lines == ["selectedByUser SecondTab → UITabBarController"], "the hidden tab's stack left nothing")
            #expect(recorder.events.first?.container?.viewController === tabBar)
        }

        @Test("A change the comparison cannot name, a new root set by the app, is removed by the user, how unknown")
        func newRootIsRemovedByUser() async throws {
            let navigation = await showStack(top: DetailScreen())
            let window = try #require(navigation.view.window)
            let (router, recorder, _) = observedRouter()
            router.reportUserChanges()

            window.rootViewController = HomeScreen()
            await runtime.waitUntilIdle()
            router.reportUserChanges()

            #expect(recorder.lines == ["didRemove removedByUser: UINavigationController, HomeScreen, DetailScreen"])
        }

        @Test("Nobody observing and leak detection off: no record is taken and nothing is compared")
        func zeroCost() async throws {
            let navigation = await showStack(top: DetailScreen())
            var router = DefaultRouter(logger: nil, clock: ManualNavigationClock())
            router.leakDetection = .off
            router.reportUserChanges()
            runtime.simulateBackButtonTap(in: navigation)
            await runtime.waitUntilIdle()
            router.reportUserChanges()

            #expect(router.observers.screenRecord == nil)
            #expect(router.observers.censusesTaken == 0)
            #expect(router.observers.eventsMade == 0)
        }

        @Test("A restoration snapshot taken after the user's pop describes what is on screen")
        func snapshotAfterTheUsersPop() async throws {
            let window = await runtime.showRestorationLaunchScreen()
            let (router, recorder, _) = observedRouter()
            try await router.navigate(to: RestorationConfiguration.home, animated: false)
            try await router.navigate(to: RestorationConfiguration.product, with: .init(productID: "7"), animated: false)
            try await router.navigate(to: RestorationConfiguration.product, with: .init(productID: "42"), animated: false)
            let registry = try RestorationConfiguration.registry()
            #expect(registry.snapshot(of: window).entries.map(\.contextJSON) == ["null", #"{"productID":"7"}"#, #"{"productID":"42"}"#])
            let navigation = try #require((window.rootViewController as? UITabBarController)?.selectedViewController as? UINavigationController)

            #expect(runtime.simulateBackButtonTap(in: navigation))
            await runtime.waitUntilIdle()
            router.reportUserChanges()

            #expect(recorder.lines.last == "didRemove poppedByUser: RestorationProductViewController")
            let snapshot = registry.snapshot(of: window)
            #expect(snapshot.entries.map(\.identifier) == ["home", "product"])
            #expect(snapshot.entries.map(\.contextJSON) == ["null", #"{"productID":"7"}"#])
            #expect(runtime.warnings.isEmpty)
        }
    }
}
