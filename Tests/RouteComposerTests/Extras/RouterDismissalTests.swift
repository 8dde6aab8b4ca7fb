import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("Extras: Router.dismiss and DismissalMethod")
    struct RouterDismissalTests {
        let runtime = HeadlessRuntime.shared
        let router = DefaultRouter(logger: nil)

        /// A window whose root is a navigation controller holding `controllers`.
        private func showStack(_ controllers: [UIViewController]) async -> (UIWindow, UINavigationController) {
            let navigation = UINavigationController()
            navigation.setViewControllers(controllers, animated: false)
            let window = await runtime.showInFreshWindow(navigation)
            return (window, navigation)
        }

        /// Presents `presented` from `presenter` and waits until it is on screen.
        private func present(_ presented: UIViewController, from presenter: UIViewController) async {
            presented.modalPresentationStyle = .fullScreen
            presenter.present(presented, animated: false)
            await runtime.waitUntilIdle()
        }

        @Test("A pushed controller is popped to the one below; the completion comes after the animated pop ends")
        func popsPushedController() async throws {
            let list = ListViewController()
            let product = ProductViewController()
            let (_, navigation) = await showStack([list, product])
            var transitionRunningAtCompletion: Bool?
            var stackAtCompletion: [UIViewController] = []
            let recorder = ResultRecorder()

            router.dismiss(product, animated: true) { result in
                transitionRunningAtCompletion = navigation.transitionCoordinator != nil
                stackAtCompletion = navigation.viewControllers
                recorder(result)
            }
            #expect(recorder.count == 0)
            #expect(navigation.viewControllers == [list])
            await runtime.runTurns(1)
            #expect(navigation.transitionCoordinator != nil)
            #expect(recorder.count == 0)
            await runtime.waitUntilIdle()

            #expect(recorder.count == 1)
            #expect(recorder.last?.isSuccessful == true)
            #expect(transitionRunningAtCompletion == false)
            #expect(stackAtCompletion == [list])
            #expect(product.parent == nil)
        }

        @Test("Closing a controller in the middle of a stack pops everything above it too")
        func popsFromTheMiddle() async throws {
            let list = ListViewController()
            let product = ProductViewController()
            let login = LoginViewController()
            let (_, navigation) = await showStack([list, product, login])
            #expect(try DismissalMethod(closing: product).leavingViewControllers == [product, login])

            try await router.dismiss(product, animated: true)

            #expect(navigation.viewControllers == [list])
        }

        @Test("A presented controller is dismissed; the completion comes after the animated dismissal ends")
        func dismissesPresentedController() async throws {
            let home = HomeViewController()
            await runtime.showInFreshWindow(home)
            let login = LoginViewController()
            await present(login, from: home)
            var stillDismissingAtCompletion: Bool?
            let recorder = ResultRecorder()

            router.dismiss(login, animated: true) { result in
                stillDismissingAtCompletion = login.isBeingDismissed || home.transitionCoordinator != nil
                recorder(result)
            }
            #expect(recorder.count == 0)
            #expect(login.isBeingDismissed)
            await runtime.waitUntilIdle()

            #expect(recorder.count == 1)
            #expect(recorder.last?.isSuccessful == true)
            #expect(stillDismissingAtCompletion == false)
            #expect(home.presentedViewController == nil)
        }

        @Test("The root of a presented navigation controller closes the whole presented navigation controller")
        func dismissesPresentedNavigation() async throws {
            let home = HomeViewController()
            await runtime.showInFreshWindow(home)
            let list = ListViewController()
            let navigation = UINavigationController(rootViewController: list)
            await present(navigation, from: home)

            guard case .dismissModally(let presented) = try DismissalMethod(closing: list) else {
                Issue.record("expected a modal dismissal")
                return
            }
            #expect(presented === navigation)
            try await router.dismiss(list, animated: true)

            #expect(home.presentedViewController == nil)
        }

        @Test("A controller pushed inside a presented navigation controller is popped, and the presentation stays")
        func popsInsidePresentedNavigation() async throws {
            let home = HomeViewController()
            await runtime.showInFreshWindow(home)
            let list = ListViewController()
            let product = ProductViewController()
            let navigation = UINavigationController()
            navigation.setViewControllers([list, product], animated: false)
            await present(navigation, from: home)

            try await router.dismiss(product, animated: false)

            #expect(home.presentedViewController === navigation)
            #expect(navigation.viewControllers == [list])
        }

        @Test("A tab of a presented tab bar closes the whole tab bar")
        func dismissesPresentedTabBar() async throws {
            let home = HomeViewController()
            await runtime.showInFreshWindow(home)
            let first = ListViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [first, ProductViewController()]
            await present(tabs, from: home)

            try await router.dismiss(first, animated: true)

            #expect(home.presentedViewController == nil)
        }

        @Test("Anything presented over the navigation controller is dismissed before the pop")
        func dismissesCoveringModalBeforePopping() async throws {
            let list = ListViewController()
            let product = ProductViewController()
            let (_, navigation) = await showStack([list, product])
            let login = LoginViewController()
            await present(login, from: navigation)
            #expect(try DismissalMethod(closing: product).leavingViewControllers == [product, login])

            try await router.dismiss(product, animated: true)

            #expect(navigation.presentedViewController == nil)
            #expect(navigation.viewControllers == [list])
        }

        @Test("A window root cannot be closed: compositionFailed at once, and nothing changes")
        func windowRootFails() async throws {
            let home = HomeViewController()
            let window = await runtime.showInFreshWindow(home)
            let recorder = ResultRecorder()

            router.dismiss(home, animated: true) { recorder($0) }

            #expect(recorder.count == 1)
            let message = try #require(recorder.last?.failureError?.compositionFailureMessage)
            #expect(message.contains("root of its window"))
            #expect(window.rootViewController === home)
        }

        @Test("The root of a stack that nobody presented, a tab of a root tab bar and a detached controller cannot be closed")
        func unclosableControllersFail() async throws {
            let (window, tabs, navigation, list) = await runtime.showTabsWithList()
            let before = runtime.hierarchyDescription()
            for controller in [list, navigation, tabs.viewControllers?.first ?? list, tabs, ProductViewController()] {
                #expect(throws: RoutingError.self) { try DismissalMethod(closing: controller) }
                await #expect(throws: RoutingError.self) { try await router.dismiss(controller, animated: true) }
            }
            #expect(runtime.hierarchyDescription() == before)
            #expect(window.rootViewController === tabs)
        }

        @Test("A controller that refuses to be dismissed stops the dismissal with cantBeDismissed")
        func refusingControllerFails() async throws {
            let list = ListViewController()
            let guarded = GuardedViewController()
            let (_, navigation) = await showStack([list, guarded])
            let recorder = ResultRecorder()

            router.dismiss(guarded, animated: true) { recorder($0) }

            #expect(recorder.count == 1)
            #expect(recorder.last?.failureError?.isCantBeDismissed == true)
            #expect(navigation.viewControllers == [list, guarded])

            guarded.canBeDismissed = true
            try await router.dismiss(guarded, animated: true)
            #expect(navigation.viewControllers == [list])
        }

        @Test("A refusing controller presented over the one being closed also blocks it")
        func refusingCoveringControllerFails() async throws {
            let list = ListViewController()
            let product = ProductViewController()
            let (_, navigation) = await showStack([list, product])
            let guarded = GuardedViewController()
            await present(guarded, from: navigation)

            await #expect(throws: RoutingError.self) { try await router.dismiss(product, animated: false) }
            #expect(throws: RoutingError.self) { try DismissalMethod(closing: product) }
            #expect(navigation.presentedViewController === guarded)
            #expect(navigation.viewControllers == [list, product])
        }

        @Test("A controller already being dismissed cannot be closed again")
        func alreadyDismissingFails() async throws {
            let home = HomeViewController()
            await runtime.showInFreshWindow(home)
            let login = LoginViewController()
            await present(login, from: home)
            home.dismiss(animated: true)
            #expect(login.isBeingDismissed)

            let recorder = ResultRecorder()
            router.dismiss(login, animated: true) { recorder($0) }

            #expect(recorder.count == 1)
            #expect(recorder.last?.failureError?.compositionFailureMessage?.contains("already being dismissed") == true)
            await runtime.waitUntilIdle()
            #expect(home.presentedViewController == nil)
        }

        @Test("Without animation the screen changes at once and the completion reports success")
        func nonAnimated() async throws {
            let list = ListViewController()
            let product = ProductViewController()
            let (_, navigation) = await showStack([list, product])
            let recorder = ResultRecorder()

            router.dismiss(product, animated: false) { recorder($0) }
            #expect(navigation.viewControllers == [list])
            await runtime.waitUntilIdle()

            #expect(recorder.count == 1)
            #expect(recorder.last?.isSuccessful == true)
            #expect(navigation.transitionCoordinator == nil)
        }

        @Test("A plan whose target left the stack in the meantime fails when performed")
        func stalePlanFails() async throws {
            let list = ListViewController()
            let product = ProductViewController()
            let (_, navigation) = await showStack([list, product])
            let method = try DismissalMethod(closing: product)
            guard case .pop(let planned, let previous) = method else {
                Issue.record("expected a pop")
                return
            }
            #expect(planned === navigation)
            #expect(previous === list)

            let replacement = HomeViewController()
            navigation.setViewControllers([replacement, product], animated: false)
            await runtime.waitUntilIdle()
            let recorder = ResultRecorder()
            method.perform(animated: true) { recorder($0) }

            #expect(recorder.last?.failureError?.compositionFailureMessage != nil)
            #expect(navigation.viewControllers == [replacement, product])
        }

        @Test("A modal plan whose controller was dismissed in the meantime fails when performed")
        func staleModalPlanFails() async throws {
            let home = HomeViewController()
            await runtime.showInFreshWindow(home)
            let login = LoginViewController()
            await present(login, from: home)
            let method = try DismissalMethod(closing: login)
            #expect(method.leavingViewControllers == [login])
            home.dismiss(animated: false)
            await runtime.waitUntilIdle()

            let recorder = ResultRecorder()
            method.perform(animated: false) { recorder($0) }
            #expect(recorder.last?.failureError?.compositionFailureMessage != nil)
        }

        @Test("A modal with another modal above it is dismissed together with it")
        func dismissesModalChain() async throws {
            let home = HomeViewController()
            await runtime.showInFreshWindow(home)
            let login = LoginViewController()
            await present(login, from: home)
            let product = ProductViewController()
            await present(product, from: login)
            #expect(try DismissalMethod(closing: login).leavingViewControllers == [login, product])

            try await router.dismiss(login, animated: true)

            #expect(home.presentedViewController == nil)
            #expect(login.presentedViewController == nil)
        }
    }
}
